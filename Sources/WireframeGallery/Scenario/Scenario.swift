import Foundation
import Wireframe
import WireframeSnapshotSupport

/// A named state of a component on a screen, which the `wireframe` command renders, lists and
/// puts in the gallery: give a list of them to ``WireframeCommand/main(scenarios:)``.
///
/// A scenario shows a view, built afresh each time it is rendered:
///
/// ```swift
/// Scenario("memo-row", description: "One memo on a card", screen: Screen(width: 390, height: nil)) {
///     MemoView(memo: .sample).padding(16)
/// }
/// ```
///
/// or drives a ``ScreenHost`` first — taps, typing, the clock — and shows where the script left
/// the screen, on the screen it is given:
///
/// ```swift
/// Scenario("toast-after-save", description: "The toast a save shows") { screen in
///     let store = Store(initialState: Editor.State()) { Editor() }
///     let host = ScreenHost(screen: screen) { EditorView(store: store) }
///     try await host.tap("저장")
///     return host
/// }
/// ```
///
/// ``previews(of:fileID:line:)`` makes one scenario of each SwiftUI preview of a
/// ``PreviewProvider``.
///
/// A name is shown in the gallery, typed on the command line and used as a file name, so it must
/// be visible text without a path separator (`/`, `\`) that does not start with `-` or `.`; two
/// scenarios of one command may not share a name. The command checks both when it starts.
@MainActor
public struct Scenario {
    /// The name the command line and the gallery use, such as `memo-row` or `Memo row, dark`.
    public let name: String
    /// One line saying what the scenario shows; `wireframe list` prints it.
    public let description: String
    /// The screen the scenario is rendered on unless the command line chooses another.
    public let screen: Screen
    /// Where the scenario was made, for messages: `MyApp/Scenarios.swift:12`.
    let origin: String
    /// Renders the scenario in a format, on its own screen or the one given.
    private let draw: @MainActor (RenderFormat, Screen?) async throws -> String
    /// Builds the view of a scenario that shows one; `nil` for a scripted scenario.
    private let makeView: (@MainActor () -> AnyView)?

    /// Creates a scenario showing the view `content` builds, on `screen`.
    ///
    /// ```swift
    /// Scenario("dialog", description: "A dialog asking to delete a message") {
    ///     DialogDemoView(store: Store(initialState: DialogDemo.State(dialog: .deleteMessage)) { DialogDemo() })
    /// }
    /// ```
    /// - Parameters:
    ///   - name: The scenario's name (see ``Scenario``).
    ///   - description: One line saying what it shows.
    ///   - screen: The screen it is drawn on; an iPhone 13 by default.
    ///   - fileID: Where the scenario is made, for messages about it.
    ///   - line: The line where the scenario is made.
    ///   - content: Builds the view; called for every rendering, so each starts from fresh state.
    public init<Content: View>(
        _ name: String,
        description: String = "",
        screen: Screen = .iPhone13,
        fileID: String = #fileID,
        line: Int = #line,
        @ViewBuilder content: @escaping @MainActor () -> Content
    ) {
        self.name = name
        self.description = description
        self.screen = screen
        self.origin = "\(fileID):\(line)"
        self.makeView = { AnyView(content()) }
        self.draw = { format, chosen in try format.render(content(), on: chosen ?? screen) }
    }

    /// Creates a scenario that runs `script` — which makes a ``ScreenHost`` on the screen it is
    /// given and acts on it — and shows the host's screen as the script left it.
    ///
    /// ```swift
    /// Scenario("memo-added", description: "The list after adding a memo") { screen in
    ///     let store = Store(initialState: Memos.State()) { Memos() }
    ///     let host = ScreenHost(screen: screen) { MemosView(store: store) }
    ///     try await host.tap("추가하기")
    ///     return host
    /// }
    /// ```
    /// - Parameters:
    ///   - name: The scenario's name (see ``Scenario``).
    ///   - description: One line saying what it shows.
    ///   - screen: The screen handed to `script`; an iPhone 13 by default.
    ///   - fileID: Where the scenario is made, for messages about it.
    ///   - line: The line where the scenario is made.
    ///   - script: Makes the host and drives it; called for every rendering. What it throws (an
    ///     ``InteractionError`` for a button that is not there) is the rendering's error.
    public init<Content: View>(
        _ name: String,
        description: String = "",
        screen: Screen = .iPhone13,
        fileID: String = #fileID,
        line: Int = #line,
        script: @escaping @MainActor (Screen) async throws -> ScreenHost<Content>
    ) {
        self.name = name
        self.description = description
        self.screen = screen
        self.origin = "\(fileID):\(line)"
        self.makeView = nil
        self.draw = { format, chosen in
            let host = try await script(chosen ?? screen)
            return format == .svg ? try host.svg() : try host.ascii()
        }
    }

    /// A scenario from its parts, for previews.
    init(
        name: String, description: String, screen: Screen, origin: String,
        makeView: (@MainActor () -> AnyView)?, draw: @escaping @MainActor (RenderFormat, Screen?) async throws -> String
    ) {
        self.name = name
        self.description = description
        self.screen = screen
        self.origin = origin
        self.makeView = makeView
        self.draw = draw
    }

    /// The scenario's view, built afresh; `nil` for a scripted scenario.
    package var view: AnyView? { makeView?() }

    /// Renders the scenario as ASCII or SVG, on its own screen or on `screen`.
    ///
    /// ```swift
    /// let text = try await scenario.render(as: .ascii)
    /// let svg = try await scenario.render(as: .svg, on: .iPhoneSE)
    /// ```
    /// - Parameters:
    ///   - format: ``RenderFormat/ascii`` or ``RenderFormat/svg``.
    ///   - screen: The screen to draw on instead of the scenario's own.
    /// - Returns: The picture or the SVG document.
    /// - Throws: ``RenderError`` for an unusable screen, and whatever a script throws.
    public func render(as format: RenderFormat, on screen: Screen? = nil) async throws -> String {
        try await draw(format, screen)
    }
}
