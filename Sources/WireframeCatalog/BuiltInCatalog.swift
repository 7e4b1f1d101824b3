import Wireframe
import WireframeComponents
import WireframeGallery

extension Catalog {
    /// The built-in catalog as the scenarios of the `wireframe` command: every entry, in order.
    ///
    /// ```swift
    /// await WireframeCommand.main(scenarios: Catalog.builtIn)
    /// ```
    package static var builtIn: [Scenario] {
        entries.map { entry in
            Scenario(entry.name, description: entry.summary, screen: entry.screen, fileID: entry.fileID, line: entry.line) {
                entry.view
            }
        }
    }
}
