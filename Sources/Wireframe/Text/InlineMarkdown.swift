import Foundation

/// Markdown's inline syntax, as SwiftUI draws it in a `Text`: emphasis (`*a*`, `_a_`), strong
/// emphasis (`**a**`, `__a__`), code (`` `a` ``), strikethrough (`~~a~~`), links (`[a](url)`)
/// and backslash escapes, read with CommonMark's rules for delimiter runs (a run opens when it is
/// left-flanking, closes when right-flanking, `_` not inside a word, the rule of three). Block
/// syntax — headings, lists, quotes — is read as the characters it is written with.
///
/// ```swift
/// InlineMarkdown.parse("**Bold** and `code`").map(\.text)   // ["Bold", " and ", "code"]
/// ```
///
/// The parser never fails: what is not syntax is text, so any string gives spans whose
/// characters, apart from the syntax itself, are the string's.
enum InlineMarkdown {
    /// How whitespace between the inline syntax is kept.
    enum Whitespace {
        /// Every space and line break as written, as `LocalizedStringKey` keeps them.
        case preserved
        /// Runs of spaces and line breaks as one space, as `.inlineOnly` reads them.
        case collapsed
        /// Lines of a paragraph joined by a space and blank lines between paragraphs dropped, as
        /// `.full` leaves the characters of paragraphs.
        case paragraphs
    }

    /// The style the syntax around a span gives it.
    struct Style: OptionSet, Hashable, Sendable {
        let rawValue: UInt8
        static let emphasized = Style(rawValue: 1 << 0)
        static let stronglyEmphasized = Style(rawValue: 1 << 1)
        static let code = Style(rawValue: 1 << 2)
        static let strikethrough = Style(rawValue: 1 << 3)
    }

    /// A piece of text with the style and link the syntax around it gives.
    struct Span: Hashable, Sendable {
        var text: String
        var style: Style = []
        var link: String?
    }

    /// The most characters read as syntax: a longer text is shown as it is written, so parsing
    /// stays linear in practice on hostile input.
    static let maximumLength = 100_000

    /// The most characters a link's text, or its destination, is looked for over.
    static let maximumLinkLength = 2_000

    /// The spans of `source`, in order, adjacent spans of one style merged.
    static func parse(_ source: String, whitespace: Whitespace = .preserved) -> [Span] {
        guard source.utf8.count <= maximumLength else { return [Span(text: source)] }
        let text =
            switch whitespace {
            case .preserved: source
            case .collapsed: collapsingWhitespace(source)
            case .paragraphs: joiningParagraphs(source)
            }
        var parser = Parser(characters: Array(text), link: nil, depth: 0)
        return merged(parser.parse())
    }

    /// The spans with neighbours of one style and link made one.
    private static func merged(_ spans: [Span]) -> [Span] {
        var result: [Span] = []
        for span in spans where !span.text.isEmpty {
            if let last = result.last, last.style == span.style, last.link == span.link {
                result[result.count - 1].text += span.text
            } else {
                result.append(span)
            }
        }
        return result
    }

    private static func collapsingWhitespace(_ text: String) -> String {
        var result = ""
        var lastWasSpace = false
        for character in text {
            if character == " " || character == "\t" || character.isNewline {
                if !lastWasSpace { result.append(" ") }
                lastWasSpace = true
            } else {
                result.append(character)
                lastWasSpace = false
            }
        }
        return result
    }

    private static func joiningParagraphs(_ text: String) -> String {
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        var result = ""
        var previousWasText = false
        for line in lines {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty {
                previousWasText = false
                continue
            }
            if previousWasText { result.append(" ") }
            result += trimmed
            previousWasText = true
        }
        return result
    }
}

extension InlineMarkdown {
    /// A piece of the text being read: characters, or a run of delimiters that may open or close
    /// emphasis.
    private struct Piece {
        var text: String
        var style: Style = []
        var link: String?
        /// The delimiter character of a run (`*`, `_` or `~`), and how many are left unmatched.
        var delimiter: Character?
        var count = 0
        var originalCount = 0
        var canOpen = false
        var canClose = false
    }

    /// Reads one level of inline syntax; a link's text is read by a parser of its own.
    private struct Parser {
        let characters: [Character]
        let link: String?
        let depth: Int
        var pieces: [Piece] = []
        var literal = ""

        init(characters: [Character], link: String?, depth: Int) {
            self.characters = characters
            self.link = link
            self.depth = depth
        }

        mutating func parse() -> [Span] {
            var index = 0
            while index < characters.count {
                let character = characters[index]
                switch character {
                case "\\":
                    if index + 1 < characters.count, isASCIIPunctuation(characters[index + 1]) {
                        literal.append(characters[index + 1])
                        index += 2
                    } else {
                        literal.append(character)
                        index += 1
                    }
                case "`":
                    index = readCode(at: index)
                case "[" where link == nil && depth < 8:
                    index = readLink(at: index)
                case "*", "_", "~":
                    index = readDelimiters(at: index)
                default:
                    literal.append(character)
                    index += 1
                }
            }
            flushLiteral()
            processEmphasis()
            return pieces.compactMap { piece in
                let text = piece.delimiter == nil ? piece.text : String(repeating: piece.delimiter ?? "*", count: piece.count)
                return Span(text: text, style: piece.style, link: piece.link ?? link)
            }
        }

        private mutating func flushLiteral() {
            guard !literal.isEmpty else { return }
            pieces.append(Piece(text: literal))
            literal = ""
        }

        /// A code span: a run of backticks up to the next run of as many; its text as written,
        /// line breaks as spaces and one space each side taken off when both are there.
        private mutating func readCode(at start: Int) -> Int {
            var end = start
            while end < characters.count, characters[end] == "`" { end += 1 }
            let length = end - start
            var search = end
            while search < characters.count {
                guard characters[search] == "`" else {
                    search += 1
                    continue
                }
                var close = search
                while close < characters.count, characters[close] == "`" { close += 1 }
                if close - search == length {
                    var code = String(characters[end..<search]).map { $0.isNewline ? " " : $0 }
                    if code.count >= 2, code.first == " ", code.last == " ", code.contains(where: { $0 != " " }) {
                        code = Array(code.dropFirst().dropLast())
                    }
                    flushLiteral()
                    pieces.append(Piece(text: String(code), style: .code))
                    return close
                }
                search = close
            }
            literal += String(repeating: "`", count: length)
            return end
        }

        /// A link, `[text](destination)`; a bracket that starts none is a character.
        private mutating func readLink(at start: Int) -> Int {
            var depth = 0
            var close: Int?
            var index = start
            // A link's text and destination are looked for this far only, so a text of many
            // brackets is read in linear time.
            let limit = Swift.min(characters.count, start + InlineMarkdown.maximumLinkLength)
            while index < limit {
                switch characters[index] {
                case "\\": index += 1
                case "[": depth += 1
                case "]":
                    depth -= 1
                    if depth == 0 { close = index }
                default: break
                }
                if close != nil { break }
                index += 1
            }
            guard let close, close + 1 < characters.count, characters[close + 1] == "(" else {
                literal.append("[")
                return start + 1
            }
            var end = close + 2
            var destination = ""
            let destinationLimit = Swift.min(characters.count, end + InlineMarkdown.maximumLinkLength)
            while end < destinationLimit, characters[end] != ")", !characters[end].isWhitespace {
                destination.append(characters[end])
                end += 1
            }
            // A title after the destination is read and left out, as SwiftUI shows none.
            if end < characters.count, characters[end].isWhitespace {
                while end < destinationLimit, characters[end] != ")" { end += 1 }
            }
            guard end < characters.count, characters[end] == ")" else {
                literal.append("[")
                return start + 1
            }
            if destination.hasPrefix("<"), destination.hasSuffix(">"), destination.count >= 2 {
                destination = String(destination.dropFirst().dropLast())
            }
            flushLiteral()
            var inner = Parser(characters: Array(characters[(start + 1)..<close]), link: destination, depth: depth + 1)
            for span in inner.parse() {
                pieces.append(Piece(text: span.text, style: span.style, link: destination))
            }
            return end + 1
        }

        /// A run of one delimiter character, with whether it can open and close emphasis.
        private mutating func readDelimiters(at start: Int) -> Int {
            let delimiter = characters[start]
            var end = start
            while end < characters.count, characters[end] == delimiter { end += 1 }
            let count = end - start
            let before: Character? = start > 0 ? characters[start - 1] : nil
            let after: Character? = end < characters.count ? characters[end] : nil
            let beforeSpace = before.map { $0.isWhitespace } ?? true
            let afterSpace = after.map { $0.isWhitespace } ?? true
            let beforePunctuation = before.map(isPunctuation) ?? false
            let afterPunctuation = after.map(isPunctuation) ?? false
            let leftFlanking = !afterSpace && (!afterPunctuation || beforeSpace || beforePunctuation)
            let rightFlanking = !beforeSpace && (!beforePunctuation || afterSpace || afterPunctuation)
            var canOpen = leftFlanking
            var canClose = rightFlanking
            if delimiter == "_" {
                canOpen = leftFlanking && (!rightFlanking || beforePunctuation)
                canClose = rightFlanking && (!leftFlanking || afterPunctuation)
            }
            if delimiter == "~", count > 2 {
                canOpen = false
                canClose = false
            }
            flushLiteral()
            pieces.append(
                Piece(
                    text: "", delimiter: delimiter, count: count, originalCount: count, canOpen: canOpen, canClose: canClose))
            return end
        }

        /// Matches closers with the nearest openers before them, as CommonMark's "process
        /// emphasis" does, and styles the pieces between each pair.
        private mutating func processEmphasis() {
            // Where the search for an opener stops, by what the closer is (CommonMark's "openers
            // bottom"): an earlier search found none above it, so a later one finds none either.
            var bottoms: [BottomKey: Int] = [:]
            var closer = 0
            while closer < pieces.count {
                guard let delimiter = pieces[closer].delimiter, pieces[closer].canClose, pieces[closer].count > 0 else {
                    closer += 1
                    continue
                }
                let key = BottomKey(delimiter: delimiter, length: pieces[closer].originalCount % 3, canOpen: pieces[closer].canOpen)
                let bottom = bottoms[key] ?? -1
                var opener = closer - 1
                var found: Int?
                while opener > bottom {
                    let candidate = pieces[opener]
                    if candidate.delimiter == delimiter, candidate.canOpen, candidate.count > 0,
                        matches(opener: candidate, closer: pieces[closer])
                    {
                        found = opener
                        break
                    }
                    opener -= 1
                }
                guard let found else {
                    bottoms[key] = closer - 1
                    closer += 1
                    continue
                }
                let used: Int
                let style: Style
                if delimiter == "~" {
                    used = pieces[closer].count
                    style = .strikethrough
                } else {
                    used = pieces[found].count >= 2 && pieces[closer].count >= 2 ? 2 : 1
                    style = used == 2 ? .stronglyEmphasized : .emphasized
                }
                for index in (found + 1)..<closer {
                    pieces[index].style.insert(style)
                    // Delimiters between the pair can no longer match across it.
                    if pieces[index].delimiter != nil {
                        pieces[index].canOpen = false
                        pieces[index].canClose = false
                    }
                }
                pieces[found].count -= used
                pieces[closer].count -= used
                if pieces[closer].count == 0 { closer += 1 }
            }
        }

        private struct BottomKey: Hashable {
            var delimiter: Character
            var length: Int
            var canOpen: Bool
        }

        private func matches(opener: Piece, closer: Piece) -> Bool {
            if opener.delimiter == "~" { return opener.count == closer.count }
            // The rule of three: a run that can both open and close matches only when the two
            // lengths together are not a multiple of three, unless both are.
            if opener.canClose || closer.canOpen {
                let sum = opener.originalCount + closer.originalCount
                if sum % 3 == 0, !(opener.originalCount % 3 == 0 && closer.originalCount % 3 == 0) { return false }
            }
            return true
        }
    }
}

private func isASCIIPunctuation(_ character: Character) -> Bool {
    guard let ascii = character.asciiValue else { return false }
    return (0x21...0x2F).contains(ascii) || (0x3A...0x40).contains(ascii) || (0x5B...0x60).contains(ascii) || (0x7B...0x7E).contains(ascii)
}

private func isPunctuation(_ character: Character) -> Bool {
    isASCIIPunctuation(character) || character.isPunctuation || character.isSymbol
}
