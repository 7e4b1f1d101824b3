import Foundation
import Wireframe

/// Every scenario rendered as SVG and ASCII, written as a folder a designer opens in a browser:
/// `<name>.svg` and `<name>.txt` for each scenario and an `index.html` showing them side by side.
///
/// ```swift
/// let gallery = try Gallery(scenarios: Catalog.scenarios)
/// try gallery.write(to: URL(fileURLWithPath: "gallery"))
/// // gallery/dialog.svg, gallery/dialog.txt, …, gallery/index.html
/// ```
package struct Gallery: Sendable {
    /// One scenario's renderings.
    package struct Entry: Equatable, Sendable {
        /// The scenario's name, also the files' base name.
        package var name: String
        /// The scenario's one-line summary.
        package var summary: String
        /// The SVG document.
        package var svg: String
        /// The ASCII picture.
        package var ascii: String
    }

    /// The rendered scenarios, in the order given.
    package var entries: [Entry]

    /// Renders every scenario on its own screen, as SVG and as ASCII.
    ///
    /// - Throws: ``GalleryError`` for a name that is not a safe file name or appears twice, and
    ///   ``RenderError`` when a scenario cannot be rendered; nothing is written either way.
    @MainActor
    package init(scenarios: [Scenario]) throws {
        var seen: Set<String> = []
        entries = try scenarios.map { scenario in
            guard Scenario.isValidName(scenario.name) else { throw GalleryError.invalidName(scenario.name) }
            guard seen.insert(scenario.name).inserted else { throw GalleryError.duplicateName(scenario.name) }
            return Entry(
                name: scenario.name,
                summary: scenario.summary,
                svg: try scenario.render(as: .svg),
                ascii: try scenario.render(as: .ascii)
            )
        }
    }

    /// Writes the gallery into `directory`, creating it when needed: each file atomically, the
    /// pictures first and `index.html` last.
    ///
    /// - Returns: The files written, `index.html` last.
    /// - Throws: ``FileWriteError`` when a file or the directory cannot be written.
    @discardableResult
    package func write(to directory: URL) throws -> [URL] {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw FileWriteError(path: directory.path, reason: "cannot create the directory")
        }
        var written: [URL] = []
        for entry in entries {
            for (contents, format) in [(entry.svg, RenderFormat.svg), (entry.ascii, RenderFormat.ascii)] {
                let url = directory.appendingPathComponent("\(entry.name).\(format.fileExtension)")
                try AtomicFile.write(contents, to: url)
                written.append(url)
            }
        }
        let index = directory.appendingPathComponent("index.html")
        try AtomicFile.write(indexHTML(), to: index)
        written.append(index)
        return written
    }
}

/// Why a gallery cannot be made from the scenarios given.
///
/// ```swift
/// GalleryError.duplicateName("toast").description   // two scenarios are named 'toast'
/// ```
package enum GalleryError: Error, Equatable {
    /// The name is not lowercase letters, digits and hyphens, so it cannot name a file safely.
    case invalidName(String)
    /// Two scenarios share the name.
    case duplicateName(String)
}

extension GalleryError: CustomStringConvertible {
    /// A sentence for people naming the scenario at fault.
    package var description: String {
        switch self {
        case .invalidName(let name):
            "the scenario name '\(name)' is not lowercase letters, digits and hyphens"
        case .duplicateName(let name):
            "two scenarios are named '\(name)'"
        }
    }
}

extension Scenario {
    /// Whether `name` can name a scenario: lowercase ASCII letters, digits and inner hyphens,
    /// so it is also a safe file name and URL path.
    package static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix("-") && !name.hasSuffix("-")
            && name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }
}
