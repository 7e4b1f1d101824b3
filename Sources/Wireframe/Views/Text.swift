import Foundation

/// A view that shows one or more lines of read-only text.
///
/// Text wraps at word boundaries (between characters for Chinese and Japanese), honours `\n`,
/// and is cut with `…` at its line limit or when its height runs out. Concatenate texts with `+`
/// to style words differently.
///
/// ```swift
/// Text("메시지를 삭제할까요?").font(.headline)
/// Text("Delete ") + Text("all").bold() + Text(" memos?")
/// ```
public struct Text: Equatable, Sendable {
    var runs: [TextRun]

    /// Creates a text showing `content` as it is.
    public init<S: StringProtocol>(_ content: S) {
        runs = [TextRun(text: String(content))]
    }

    /// Creates a text showing `content` as it is.
    public init(verbatim content: String) {
        runs = [TextRun(text: content)]
    }

    private init(runs: [TextRun]) {
        self.runs = runs
    }

    /// Where text is cut when it does not fit.
    ///
    /// ```swift
    /// Text("/Users/me/Documents/memo.json").lineLimit(1).truncationMode(.middle)
    /// ```
    public enum TruncationMode: String, Hashable, Sendable, Codable, CaseIterable {
        /// The ellipsis at the start, in the middle or at the end of the last line shown.
        case head, middle, tail
    }

    /// The two texts one after the other, each with its own style.
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(runs: lhs.runs + rhs.runs)
    }

    private func updatingRuns(_ update: (inout TextRun) -> Void) -> Text {
        var copy = self
        for index in copy.runs.indices { update(&copy.runs[index]) }
        return copy
    }

    /// The text in bold.
    public func bold(_ isActive: Bool = true) -> Text {
        updatingRuns { $0.isBold = $0.isBold || isActive }
    }

    /// The text in `font`.
    public func font(_ font: Font?) -> Text {
        updatingRuns { $0.font = $0.font ?? font }
    }

    /// The text with a weight.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        updatingRuns { $0.isBold = $0.isBold || (weight?.isBold ?? false) }
    }

    /// The text in `color`.
    public func foregroundColor(_ color: Color?) -> Text {
        updatingRuns { $0.color = $0.color ?? color }
    }

    /// The text in `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        foregroundColor(style.resolvedColor)
    }

    /// The text underlined.
    public func underline(_ isActive: Bool = true) -> Text {
        updatingRuns { $0.isUnderlined = $0.isUnderlined || isActive }
    }

}

// The conformance lives apart, as in SwiftUI, so a `Text` is made and styled on any actor.
extension Text: View, PrimitiveView {
    /// Primitive views are drawn by the renderers; they have no body.
    public var body: Never { primitiveBody }

    func makeNodes(in context: ResolveContext) throws -> [Node] {
        let environment = context.environment
        var node = TextNode(
            runs: runs,
            font: environment.font ?? .body,
            color: environment.foregroundColor ?? .primary,
            lineLimit: environment.lineLimit,
            alignment: environment.multilineTextAlignment,
            truncationMode: environment.truncationMode
        )
        // A style every run shares belongs to the whole text.
        if let font = runs.first?.font, runs.allSatisfy({ $0.font == font }) {
            node.font = font
            for index in node.runs.indices { node.runs[index].font = nil }
        }
        if let color = runs.first?.color, runs.allSatisfy({ $0.color == color }) {
            node.color = color
            for index in node.runs.indices { node.runs[index].color = nil }
        }
        if environment.isBold {
            for index in node.runs.indices { node.runs[index].isBold = true }
        }
        if node.runs.allSatisfy({ $0.isBold && $0.font == nil }) {
            node.font = node.font.bold()
            for index in node.runs.indices { node.runs[index].isBold = false }
        }
        return [Node(.text(node))]
    }
}

extension TextNode {
    /// The font of run `index`.
    func font(ofRun index: Int) -> Font {
        let run = runs[index]
        let font = run.font ?? self.font
        return run.isBold ? font.bold() : font
    }

    /// The largest font size among the runs.
    var largestFont: Font {
        var largest = font
        for index in runs.indices where font(ofRun: index).size > largest.size {
            largest = font(ofRun: index)
        }
        return largest
    }
}
