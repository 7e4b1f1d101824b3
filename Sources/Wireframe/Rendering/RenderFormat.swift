/// An output format of the renderers: ASCII for terminals and text diffs, SVG for browsers.
///
/// ```swift
/// let format = RenderFormat(name: "svg")            // .svg
/// RenderFormat.ascii.fileExtension                  // "txt"
/// ```
public struct RenderFormat: Hashable, Sendable {
    /// The name used on the command line: `ascii` or `svg`.
    public let name: String

    private init(_ name: String) {
        self.name = name
    }

    /// Character pictures: cells of 8 × 16 points, no escape sequences (``View/renderASCII(on:)``).
    public static let ascii = RenderFormat("ascii")
    /// SVG documents with real font metrics (``View/renderSVG(on:)``).
    public static let svg = RenderFormat("svg")
    /// Every format, in the order help text lists them.
    public static let all: [RenderFormat] = [.ascii, .svg]

    /// The format called `name` (`ascii` or `svg`, any case), or `nil`.
    public init?(name: String) {
        guard let format = Self.all.first(where: { $0.name == name.lowercased() }) else { return nil }
        self = format
    }

    /// The extension of files holding this format: `txt` for ASCII, `svg` for SVG.
    public var fileExtension: String {
        self == .svg ? "svg" : "txt"
    }

    /// The format a file's extension implies: SVG for `.svg` (any case), ASCII otherwise.
    package static func forFile(named path: String) -> RenderFormat {
        (path as NSString).pathExtension.lowercased() == "svg" ? .svg : .ascii
    }

    /// Renders `view` on `screen` in this format.
    ///
    /// - Throws: ``RenderError`` for an unusable screen or a tree nested too deeply.
    @MainActor
    package func render<Content: View>(_ view: Content, on screen: Screen) throws -> String {
        self == .svg ? try view.renderSVG(on: screen) : try view.renderASCII(on: screen)
    }
}

extension RenderFormat: CustomStringConvertible {
    /// The format's name, `ascii` or `svg`.
    public var description: String { name }
}
