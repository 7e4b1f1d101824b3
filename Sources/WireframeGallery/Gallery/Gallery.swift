import Foundation
import Wireframe
import WireframeDump

/// Every scenario rendered as SVG and ASCII, written as a folder a designer opens in a browser:
/// `<name>.svg` and `<name>.txt` for each scenario (and `<name>.<variant>.svg` and `.txt` for
/// each variant asked for) and an `index.html` showing each SVG beside its ASCII, the page
/// `wireframe gallery` writes.
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
        /// The scenario in each variant the gallery was asked for, in order; empty when it failed.
        public var variants: [VariantRendering] = []
    }

    /// A scenario rendered in one variant: `<name>.<variant>.svg` and `.txt`.
    public struct VariantRendering: Equatable, Sendable {
        /// The variant's name, such as `dark`.
        public var variant: String
        /// The SVG document.
        public var svg: String
        /// The ASCII picture.
        public var ascii: String
    }

    /// The rendered scenarios, in the order given.
    public var entries: [Entry]

    /// The entries of the scenarios that could not be rendered.
    public var failures: [Entry] { entries.filter { $0.error != nil } }

    /// Renders every scenario on its own screen, as SVG and as ASCII, and again in each variant.
    ///
    /// ```swift
    /// let gallery = try await Gallery(scenarios: scenarios, variants: [.dark, .dynamicType(.xxxLarge), .rightToLeft])
    /// ```
    ///
    /// - Parameters:
    ///   - scenarios: The scenarios, in the order the page shows them.
    ///   - variants: The variants each scenario is also shown in, side by side with it.
    /// - Throws: ``ScenarioError`` for a name that cannot name a scenario or appears twice, before
    ///   anything is rendered. An error rendering a scenario is kept in its entry instead.
    @MainActor
    public init(scenarios: [Scenario], variants: [SnapshotVariant] = []) async throws(ScenarioError) {
        try ScenarioError.check(scenarios)
        try ScenarioError.checkFileNames(of: scenarios, variants: variants.map(\.name))
        var entries: [Entry] = []
        for scenario in scenarios {
            var entry = Entry(name: scenario.name, description: scenario.description)
            do {
                entry.svg = try await scenario.render(as: .svg)
                entry.ascii = try await scenario.render(as: .ascii)
                for variant in variants {
                    let (svg, ascii) = try await variant.applied {
                        (try await scenario.render(as: .svg), try await scenario.render(as: .ascii))
                    }
                    entry.variants.append(VariantRendering(variant: variant.name, svg: svg, ascii: ascii))
                }
            } catch let error as RenderError {
                (entry.svg, entry.ascii, entry.variants, entry.error) = (nil, nil, [], "cannot render: \(error.message)")
            } catch {
                (entry.svg, entry.ascii, entry.variants, entry.error) = (nil, nil, [], String(describing: error))
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
            let stem = Self.fileStem(for: entry.name)
            var files = [(stem, entry.svg, RenderFormat.svg), (stem, entry.ascii, RenderFormat.ascii)]
            for variant in entry.variants {
                let name = Self.fileStem(for: "\(entry.name).\(variant.variant)")
                files += [(name, variant.svg, .svg), (name, variant.ascii, .ascii)]
            }
            for (name, contents, format) in files {
                guard let contents else { continue }
                let url = directory.appendingPathComponent("\(name).\(format.fileExtension)")
                try AtomicFile.write(contents, to: url)
                written.append(url)
            }
        }
        let index = directory.appendingPathComponent("index.html")
        try AtomicFile.write(indexHTML(), to: index)
        written.append(index)
        return written
    }

    /// The base name of the files of `name` (a scenario's, or `<scenario>.<variant>`): the name
    /// itself when `<name>.svg` fits in the 255 bytes a file name may have, else the name cut at
    /// a character boundary followed by `~` and eight hexadecimal digits of its hash, so that a
    /// 100-character Hangul or emoji name is written too, and two long names apart.
    ///
    /// ```swift
    /// Gallery.fileStem(for: "Memo row")   // "Memo row"
    /// ```
    package static func fileStem(for name: String) -> String {
        let limit = AtomicFile.defaultNameLimit - ".svg".utf8.count
        guard name.utf8.count > limit else { return name }
        var hash: UInt32 = 0x811c_9dc5
        for byte in name.utf8 { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
        let digits = String(hash, radix: 16)
        let suffix = "~" + String(repeating: "0", count: 8 - digits.count) + digits
        var kept = ""
        var bytes = 0
        for character in name {
            bytes += character.utf8.count
            guard bytes <= limit - suffix.utf8.count else { break }
            kept.append(character)
        }
        return kept + suffix
    }
}
