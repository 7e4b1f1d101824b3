import Foundation
import Wireframe

/// A named view on a screen: one state of a component, or a demo of the primitives, that the
/// `wireframe` command renders, lists and puts in the gallery.
///
/// ```swift
/// let scenario = Scenario(
///     name: "greeting",
///     summary: "A single line of text",
///     screen: Screen(width: 390, height: nil),
///     view: Text("안녕하세요").padding(16)
/// )
/// let text = try scenario.render(as: .ascii)
/// ```
@MainActor
package struct Scenario {
    /// The name the command line uses: lowercase letters, digits and hyphens.
    package var name: String
    /// One line saying what the scenario shows.
    package var summary: String
    /// The screen the scenario is rendered on unless the caller chooses another.
    package var screen: Screen
    /// The view.
    package var view: AnyView

    /// Creates a scenario showing `view` on `screen`.
    package init<Content: View>(name: String, summary: String, screen: Screen = .iPhone13, view: Content) {
        self.name = name
        self.summary = summary
        self.screen = screen
        self.view = AnyView(view)
    }

    /// Renders the scenario's view as ASCII or SVG, on its own screen or on `screen`.
    ///
    /// ```swift
    /// try scenario.render(as: .svg, on: .iPhoneSE)
    /// ```
    /// - Throws: ``RenderError`` for an unusable screen.
    package func render(as format: RenderFormat, on screen: Screen? = nil) throws -> String {
        try format.render(view, on: screen ?? self.screen)
    }
}
