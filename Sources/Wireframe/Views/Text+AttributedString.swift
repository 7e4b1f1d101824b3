import Foundation

extension Text {
    /// Creates a text that shows an attributed string, each run with its attributes, as SwiftUI
    /// draws them: `font`, `foregroundColor`, `backgroundColor`, `strikethroughStyle`,
    /// `underlineStyle`, `kern`, `tracking` and `baselineOffset` from SwiftUI's scope, and from
    /// markdown's inline presentation intents emphasis (italics), strong emphasis (bold), code
    /// (the fixed-width font) and strikethrough; a `link` is drawn in the accent colour.
    ///
    /// ```swift
    /// var status = AttributedString("Low battery")
    /// status.foregroundColor = .red
    /// Text(status)
    /// Text(try AttributedString(markdown: "**bold** and *italic* and `code`"))
    /// ```
    ///
    /// A `Text` modifier styles the runs the string leaves unstyled, as in SwiftUI: the
    /// string's own font and colour win. A run's background is filled in SVG; ASCII, whose
    /// cells have no colour, underlines runs coloured apart from the text (links among them)
    /// and draws the rest as it is.
    ///
    /// A string literal stays a ``LocalizedStringKey``, although Linux's Foundation makes an
    /// `AttributedString` of a literal too.
    ///
    /// - Parameter attributedContent: The string and its attributes.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        var runs: [TextRun] = []
        for run in attributedContent.runs {
            var textRun = TextRun(text: String(attributedContent[run.range].characters))
            textRun.font = run[AttributeScopes.SwiftUIAttributes.FontAttribute.self]
            textRun.color = run[AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self]
            textRun.backgroundColor = run[AttributeScopes.SwiftUIAttributes.BackgroundColorAttribute.self]
            textRun.isStrikethrough = run[AttributeScopes.SwiftUIAttributes.StrikethroughStyleAttribute.self] != nil
            textRun.isUnderlined = run[AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute.self] != nil
            textRun.kerning = run[AttributeScopes.SwiftUIAttributes.KerningAttribute.self].map(cleanLetterSpacing)
            textRun.tracking = run[AttributeScopes.SwiftUIAttributes.TrackingAttribute.self].map(cleanLetterSpacing)
            textRun.baselineOffset = run[AttributeScopes.SwiftUIAttributes.BaselineOffsetAttribute.self].map(cleanLetterSpacing)
            if let intent = run[AttributeScopes.FoundationAttributes.InlinePresentationIntentAttribute.self] {
                textRun.isItalic = intent.contains(.emphasized)
                textRun.isBold = intent.contains(.stronglyEmphasized)
                textRun.isMonospaced = intent.contains(.code)
                textRun.isStrikethrough = textRun.isStrikethrough || intent.contains(.strikethrough)
            }
            if run.link != nil, textRun.color == nil { textRun.color = .accentColor }
            runs.append(textRun)
        }
        self.init(runs: runs.isEmpty ? [TextRun(text: "")] : runs)
    }
}

extension TextRun {
    /// The runs of inline markdown in `source`, each styled as SwiftUI draws a key's markdown:
    /// emphasis in italics, strong emphasis bold, code fixed-width, strikethrough struck, links
    /// in the accent colour.
    static func markdown(_ source: String) -> [TextRun] {
        InlineMarkdown.parse(source).map { span in
            var run = TextRun(
                text: span.text, isBold: span.style.contains(.stronglyEmphasized), isItalic: span.style.contains(.emphasized),
                isStrikethrough: span.style.contains(.strikethrough))
            run.isMonospaced = span.style.contains(.code)
            if span.link != nil { run.color = .accentColor }
            return run
        }
    }

    /// Whether `text` holds any of inline markdown's syntax characters, so that a key without
    /// them is shown without being read.
    static func mayHoldMarkdown(_ text: String) -> Bool {
        text.utf8.contains {
            $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "`") || $0 == UInt8(ascii: "~")
                || $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "\\")
        }
    }
}
