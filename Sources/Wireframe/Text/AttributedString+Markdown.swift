import Foundation

// Foundation on Apple platforms reads markdown into an `AttributedString`; Linux's Foundation
// has neither the initializer nor the inline presentation intents, so Wireframe supplies both
// there, with Foundation's names, for the inline syntax `Text` draws.
#if !canImport(Darwin)
    /// The inline markdown a run of an attributed string was written with, as Foundation on
    /// Apple platforms defines it.
    ///
    /// ```swift
    /// let bold = try AttributedString(markdown: "**Bold**")
    /// bold.runs.first?.inlinePresentationIntent   // .stronglyEmphasized
    /// ```
    public struct InlinePresentationIntent: OptionSet, Hashable, Codable, Sendable {
        public let rawValue: UInt

        /// An intent of `rawValue`'s bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Emphasis, `*a*`: drawn in italics.
        public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
        /// Strong emphasis, `**a**`: drawn bold.
        public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
        /// Code, written between backticks: drawn in the fixed-width font.
        public static let code = InlinePresentationIntent(rawValue: 1 << 2)
        /// Struck through, `~~a~~`.
        public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
        /// A line break inside a paragraph that is drawn as a space.
        public static let softBreak = InlinePresentationIntent(rawValue: 1 << 6)
        /// A line break drawn as one.
        public static let lineBreak = InlinePresentationIntent(rawValue: 1 << 7)
        /// HTML inside a line, shown as its characters.
        public static let inlineHTML = InlinePresentationIntent(rawValue: 1 << 8)
        /// A block of HTML, shown as its characters.
        public static let blockHTML = InlinePresentationIntent(rawValue: 1 << 9)
    }

    extension AttributeScopes.FoundationAttributes {
        /// The key of a run's ``InlinePresentationIntent``.
        ///
        /// ```swift
        /// var code = AttributedString("let"); code.inlinePresentationIntent = .code
        /// ```
        public enum InlinePresentationIntentAttribute: CodableAttributedStringKey {
            public typealias Value = InlinePresentationIntent
            public static let name = "NSInlinePresentationIntent"
        }
    }

    extension AttributedString {
        /// Creates an attributed string from markdown: its inline syntax becomes attributes —
        /// emphasis, strong emphasis, code and strikethrough an ``InlinePresentationIntent``, a
        /// link `link` — and the rest its characters, as Foundation on Apple platforms reads it.
        ///
        /// ```swift
        /// let text = try AttributedString(markdown: "**bold** and *italic* and `code`")
        /// Text(text)
        /// ```
        ///
        /// Headings, lists and other blocks are read as the characters they are written with,
        /// and no `presentationIntent` is set. With `.full` syntax (the default) the lines of a
        /// paragraph are joined by a space and paragraphs follow each other with nothing
        /// between, as Apple's reader leaves their characters; `.inlineOnly` makes every run of
        /// spaces and line breaks one space; `.inlineOnlyPreservingWhitespace` keeps them.
        ///
        /// - Parameters:
        ///   - markdown: The markdown source.
        ///   - options: The syntax to read; the other options change nothing here.
        ///   - baseURL: The URL relative link destinations are read against.
        /// - Throws: Never here; the signature is Foundation's.
        public init(markdown: String, options: MarkdownParsingOptions = MarkdownParsingOptions(), baseURL: URL? = nil) throws {
            let whitespace: InlineMarkdown.Whitespace =
                switch options.interpretedSyntax {
                case .full: .paragraphs
                case .inlineOnly: .collapsed
                case .inlineOnlyPreservingWhitespace: .preserved
                }
            var result = AttributedString()
            for span in InlineMarkdown.parse(markdown, whitespace: whitespace) {
                var piece = AttributedString(span.text)
                let intent = InlinePresentationIntent(span.style)
                if !intent.isEmpty { piece[AttributeScopes.FoundationAttributes.InlinePresentationIntentAttribute.self] = intent }
                if let link = span.link, let url = URL(string: link, relativeTo: baseURL) { piece.link = url }
                result += piece
            }
            self = result
        }

        /// How `AttributedString(markdown:options:baseURL:)` reads markdown, as Foundation
        /// defines the options.
        ///
        /// ```swift
        /// let options = AttributedString.MarkdownParsingOptions(interpretedSyntax: .inlineOnlyPreservingWhitespace)
        /// ```
        public struct MarkdownParsingOptions: Hashable, Codable, Sendable {
            /// Whether `^[text](attribute: value)` extensions are read; they are shown as
            /// written here.
            public var allowsExtendedAttributes: Bool
            /// The syntax read.
            public var interpretedSyntax: InterpretedSyntax
            /// What a source that cannot be read gives; every source can be read here.
            public var failurePolicy: FailurePolicy
            /// The language of the text.
            public var languageCode: String?

            /// Options for reading markdown.
            public init(
                allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
                failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil
            ) {
                self.allowsExtendedAttributes = allowsExtendedAttributes
                self.interpretedSyntax = interpretedSyntax
                self.failurePolicy = failurePolicy
                self.languageCode = languageCode
            }

            /// The markdown syntax read.
            public enum InterpretedSyntax: Hashable, Codable, Sendable {
                /// Blocks and inline syntax.
                case full
                /// Inline syntax, whitespace collapsed.
                case inlineOnly
                /// Inline syntax, whitespace kept.
                case inlineOnlyPreservingWhitespace
            }

            /// What a source that cannot be read gives.
            public enum FailurePolicy: Hashable, Codable, Sendable {
                /// An error.
                case throwError
                /// What could be read.
                case returnPartiallyParsedIfPossible
            }
        }
    }

    extension InlinePresentationIntent {
        /// The intent of a markdown span's style.
        fileprivate init(_ style: InlineMarkdown.Style) {
            self = []
            if style.contains(.emphasized) { insert(.emphasized) }
            if style.contains(.stronglyEmphasized) { insert(.stronglyEmphasized) }
            if style.contains(.code) { insert(.code) }
            if style.contains(.strikethrough) { insert(.strikethrough) }
        }
    }
#endif
