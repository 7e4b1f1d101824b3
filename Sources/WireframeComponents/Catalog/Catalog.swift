import Foundation
import Wireframe

/// The states of the seed components and a few demos of the primitives, in the order
/// `wireframe list` prints them: the built-in catalog of the `wireframe` command, which makes a
/// `Scenario` of each entry (WireframeComponents itself does not depend on the command's module).
///
/// ```swift
/// let dialog = Catalog.entry(named: "dialog")
/// let text = try dialog?.view().renderASCII(on: dialog!.screen)
/// ```
@MainActor
package enum Catalog {
    /// Every entry, components first, then the primitive demos.
    package static var entries: [CatalogEntry] {
        componentScenarios + memoScenarios + primitiveScenarios
    }

    /// The entry called `name`, or `nil` when there is none.
    package static func entry(named name: String) -> CatalogEntry? {
        entries.first { $0.name == name }
    }
}

/// One state in the built-in catalog: its name, a one-line summary, its screen and its view.
///
/// ```swift
/// CatalogEntry(name: "greeting", summary: "A single line of text", screen: Screen(width: 390, height: nil), view: Text("안녕하세요"))
/// ```
@MainActor
package struct CatalogEntry {
    /// The name the command line uses: lowercase letters, digits and hyphens.
    package var name: String
    /// One line saying what the entry shows.
    package var summary: String
    /// The screen the entry is rendered on unless the caller chooses another.
    package var screen: Screen
    /// Where the entry is made, for messages.
    package var fileID: String
    /// The line where the entry is made.
    package var line: Int
    /// Builds the view afresh, so each rendering starts from fresh state.
    package var makeView: @MainActor () -> AnyView

    /// Creates an entry showing `view` on `screen`.
    package init<Content: View>(
        name: String, summary: String, screen: Screen = .iPhone13, fileID: String = #fileID, line: Int = #line,
        view: @autoclosure @escaping @MainActor () -> Content
    ) {
        self.name = name
        self.summary = summary
        self.screen = screen
        self.fileID = fileID
        self.line = line
        self.makeView = { AnyView(view()) }
    }

    /// The entry's view, built afresh.
    package var view: AnyView { makeView() }

    /// Renders the entry's view as ASCII or SVG, on its own screen or on `screen`.
    ///
    /// - Throws: ``RenderError`` for an unusable screen.
    package func render(as format: RenderFormat, on screen: Screen? = nil) throws -> String {
        try format.render(view, on: screen ?? self.screen)
    }
}
