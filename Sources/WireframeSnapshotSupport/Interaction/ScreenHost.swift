import Foundation
import Wireframe

/// A screen a test acts on as a user would: it shows a view, taps buttons by their label or at a
/// cell, types into fields, swipes rows away, moves the clock and renders ASCII or SVG at any step.
///
/// The host owns a view function, not a copy of the state: every step evaluates `content` afresh,
/// so what it shows is always the current state of the model or store the view reads.
///
/// ```swift
/// let model = Model()   // a main-actor class with `var count = 0`
/// let host = ScreenHost(screen: Screen(width: 160, height: 64)) {
///     VStack {
///         Text("Count: \(model.count)")
///         Button("Add one") { model.count += 1 }
///     }
/// }
/// try await host.tap("Add one")
/// print(try host.ascii())
/// //
/// //       Count: 1
/// //        Add one
/// ```
///
/// How a step runs:
/// - Every action renders the current content (a fresh resolve and layout with the ASCII target's
///   8 × 16 pt cells on the host's screen), finds its target there, performs the target's action
///   and then calls ``settle()``.
/// - A target must be reachable as on a device: a button, field or row whose centre lies under a
///   dim layer, a sheet or a card drawn in front of it throws an ``InteractionError`` naming what
///   covers it.
/// - `onAppear`: after each render, the actions of `onAppear` views that the previous render did
///   not show run, in tree order; the first render runs all of them. A view keeps its identity
///   while its position in the tree and the kinds of the views around it stay the same (see the
///   "Scripted interaction" article). When an appearance changes what is shown, the host renders
///   again before returning, so ``ascii()`` shows the state the appearance left.
/// - State: the host keeps the content's `@State` and `@StateObject` across its steps, by view
///   identity, and after each render runs the `onChange(of:)` actions whose value changed, the
///   `onDisappear` of views that went away, and starts the `task`s of views that appeared.
@MainActor
public final class ScreenHost<Content: View> {
    /// The screen the content is laid out on.
    public let screen: Screen
    private let content: @MainActor () -> Content
    private let advanceClock: (@MainActor (Duration) async -> Void)?
    private var appearances = AppearanceTracker()
    /// The content's `@State` and the values its `onChange(of:)` modifiers compare, kept across steps.
    private let graph = ViewGraph()

    /// The most renders an appearance may trigger in one step; an `onAppear` that keeps showing
    /// new views finishes at the next step.
    private static var appearancePasses: Int { 8 }
    /// How many times ``settle()`` yields for effects to deliver.
    private static var settleYields: Int { 50 }

    /// Creates a host showing `content` on `screen`.
    ///
    /// ```swift
    /// let clock = TestClock()
    /// let host = ScreenHost(
    ///     advance: { await clock.advance(by: $0) },
    ///     content: { MemosView(store: store) }
    /// )
    /// ```
    /// - Parameters:
    ///   - screen: The screen to lay out on; a 390 × 844 pt screen by default.
    ///   - advance: Moves the test's clock, e.g. `{ await clock.advance(by: $0) }` with a test
    ///     clock; ``advance(by:)`` calls it. Without it, ``advance(by:)`` only settles.
    ///   - content: The view to show, evaluated again at every step.
    public init(
        screen: Screen = Screen(width: 390, height: 844),
        advance: (@MainActor (Duration) async -> Void)? = nil,
        @ViewBuilder content: @escaping @MainActor () -> Content
    ) {
        self.screen = screen
        self.advanceClock = advance
        self.content = content
    }

    /// Moves the test's clock by `duration` with the `advance` closure given at creation, then
    /// lets effects settle.
    ///
    /// The host settles before moving the clock too, so an effect that was just started is
    /// already waiting on the clock when it moves.
    ///
    /// ```swift
    /// try await host.tap("저장")
    /// await host.advance(by: .seconds(3))   // the toast's timer fires
    /// ```
    public func advance(by duration: Duration) async {
        await settle()
        if let advanceClock { await advanceClock(duration) }
        await settle()
    }

    /// Lets effects deliver: yields to other tasks 50 times, then renders so that views that
    /// appeared run their `onAppear`, and yields again while appearances keep running.
    ///
    /// Call it after changing state outside the host (a `store.send` in the test) before
    /// asserting. A render that fails here is not reported; the next action or render throws it.
    public func settle() async {
        await yieldToEffects()
        for _ in 0..<Self.appearancePasses {
            guard let step = try? render(), step.ranAppearances else { return }
            await yieldToEffects()
        }
    }

    /// Pulls the screen down to refresh it, as a finger does: runs the action of the outermost
    /// `refreshable` view on screen, waits for it, then settles.
    ///
    /// ```swift
    /// try await host.refresh()   // the list's .refreshable { … } has run
    /// ```
    /// - Throws: ``InteractionError`` when nothing on screen is refreshable; ``RenderError`` for
    ///   an unusable screen.
    public func refresh() async throws {
        _ = try render()
        guard let action = graph.refreshActions.first else {
            throw InteractionError(message: "nothing on screen is refreshable: add .refreshable { … } to a list or scroll view")
        }
        await action()
        await settle()
    }

    /// The current content as an ASCII picture on the host's screen, drawn from the same layout and
    /// display list the actions read, so the content is laid out once.
    ///
    /// Rendering runs the `onAppear` of views that newly appear (see ``ScreenHost``), but does not
    /// wait for their effects: `await settle()` first to see what they deliver.
    /// - Throws: ``RenderError`` for an unusable screen or a tree nested too deeply.
    public func ascii() throws -> String {
        try render().screen.displayList.renderASCII()
    }

    /// The current content as an SVG document on the host's screen.
    ///
    /// Appearances follow the same rule as ``ascii()``.
    /// - Throws: ``RenderError`` for an unusable screen or a tree nested too deeply.
    public func svg() throws -> String {
        try render().screen.resolved.node.renderSVG(on: screen)
    }

    /// The current content's placed tree, laid out for the ASCII target as the actions see it.
    ///
    /// ```swift
    /// print(try host.placedTree().dump())
    /// ```
    /// - Throws: ``RenderError`` for an unusable screen or a tree nested too deeply.
    public func placedTree() throws -> PlacedNode {
        try render().screen.placed
    }

    /// Resolves and lays out the content, running the `onAppear` actions of views that newly
    /// appeared and laying out again after they ran.
    func render() throws -> (screen: RenderedScreen, ranAppearances: Bool) {
        var rendered = try layoutContent()
        var ranAppearances = false
        for _ in 0..<Self.appearancePasses {
            let ranChanges = graph.runPendingEvents()
            let appeared = appearances.newlyAppeared(in: rendered.resolved.node)
            guard ranChanges || !appeared.isEmpty else { break }
            for id in appeared {
                rendered.resolved.actions.appearances[id]?()
            }
            ranAppearances = true
            rendered = try layoutContent()
        }
        return (rendered, ranAppearances)
    }

    private func layoutContent() throws -> RenderedScreen {
        let metrics = LayoutMetrics.cells(width: CellPoint.width, height: CellPoint.height)
        let layout = try content().layout(on: screen, metrics: metrics, graph: graph)
        return RenderedScreen(
            placed: layout.placed,
            displayList: DisplayList(layout.placed, canvas: layout.canvas),
            resolved: layout.resolved,
            canvas: layout.canvas
        )
    }

    private func yieldToEffects() async {
        for _ in 0..<Self.settleYields {
            await Task.yield()
        }
    }
}
