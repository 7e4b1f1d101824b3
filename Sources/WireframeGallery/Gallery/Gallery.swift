import Foundation
import Wireframe
import WireframeDump

/// Every scenario rendered as SVG and ASCII, written as a folder a designer opens in a browser:
/// `<name>.svg` and `<name>.txt` for each scenario and an `index.html` showing each SVG beside
/// its ASCII, the page `wireframe gallery` writes.
///
/// ```swift
/// let gallery = try await Gallery(scenarios: Scenario.previews(of: MemoRow_Previews.self))
/// try gallery.write(to: URL(fileURLWithPath: "gallery"))
/// // gallery/Memo row.svg, gallery/Memo row.txt, …, gallery/index.html
/// ```
///
/// A scenario that cannot be rendered does not stop the others: its cell on the page shows the
/// error, it gets no files, and it is listed in ``failures``.
public struct Gallery: Sendable {
    /// One scenario's renderings, or why there are none.
    public struct Entry: Equatable, Sendable {
        /// The scenario's name, also the files' base name.
        public var name: String
        /// The scenario's one-line description.
        public var description: String
        /// The SVG document; `nil` when the scenario failed to render.
        public var svg: String?
        /// The ASCII picture; `nil` when the scenario failed to render.
        public var ascii: String?
        /// Why the scenario could not be rendered; `nil` when it was.
        public var error: String?
    }

    /// The rendered scenarios, in the order given.
    public var entries: [Entry]

    /// The entries of the scenarios that could not be rendered.
    public var failures: [Entry] { entries.filter { $0.error != nil } }

    /// Renders every scenario on its own screen, as SVG and as ASCII.
    ///
    /// - Parameter scenarios: The scenarios, in the order the page shows them.
    /// - Throws: ``ScenarioError`` for a name that cannot name a scenario or appears twice, before
    ///   anything is rendered. An error rendering a scenario is kept in its entry instead.
    @MainActor
    public init(scenarios: [Scenario]) async throws(ScenarioError) {
        try ScenarioError.check(scenarios)
        var entries: [Entry] = []
        for scenario in scenarios {
            var entry = Entry(name: scenario.name, description: scenario.description)
            do {
                entry.svg = try await scenario.render(as: .svg)
                entry.ascii = try await scenario.render(as: .ascii)
            } catch let error as RenderError {
                (entry.svg, entry.ascii, entry.error) = (nil, nil, "cannot render: \(error.message)")
            } catch {
                (entry.svg, entry.ascii, entry.error) = (nil, nil, String(describing: error))
            }
            entries.append(entry)
        }
        self.entries = entries
    }

    /// Writes the gallery into `directory`, creating it when needed: each file atomically, the
    /// pictures first and `index.html` last. A scenario that failed to render gets no files.
    ///
    /// - Parameter directory: The folder to write into.
    /// - Returns: The files written, `index.html` last.
    /// - Throws: An error naming the file or the directory that cannot be written.
    @discardableResult
    public func write(to directory: URL) throws -> [URL] {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw FileWriteError(path: directory.path, reason: "cannot create the directory")
        }
        var written: [URL] = []
        for entry in entries {
            for (contents, format) in [(entry.svg, RenderFormat.svg), (entry.ascii, RenderFormat.ascii)] {
                guard let contents else { continue }
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
