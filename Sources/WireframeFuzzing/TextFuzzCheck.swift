import Foundation
import Wireframe

/// The fuzz check of text measurement and wrapping: any bytes become a text, a width limit, a
/// line limit and a truncation mode, and every rule `Text/` documents is checked on the result.
///
/// An input is three parameter bytes followed by the text in UTF-8 (invalid bytes read as
/// U+FFFD); a shorter input is padded with zeros:
/// - byte 0, the width limit: 0–239 give 0–956 points in steps of 4 (half an ASCII cell); the
///   rest give `nil`, −8, NaN, ∞, −∞, 10³⁰⁰, −10³⁰⁰, the smallest positive double, 0.5, 7.999,
///   8.000001, the greatest double, 1,000,000, 3, 12.5 and −0;
/// - byte 1, the line limit: `nil`, 1–10, 0, −1, `Int.max`, `Int.min` and 100 (the low four bits);
/// - byte 2: bits 0–1 the truncation mode (head, middle, tail, tail), bit 2 the SVG font's
///   metrics rather than ASCII cells, bit 3 bold.
///
/// The rules checked:
/// - sanitizing leaves nothing a terminal acts on, no "\r" and no tab, and sanitizing again
///   changes nothing;
/// - the text splits into the grapheme clusters `Array(_:)` gives; each is 0, 1 or 2 cells, and
///   its advance in either target is finite and not negative;
/// - no character is drawn twice or out of order, "\n" is never drawn, and without truncation
///   every character not drawn is a breaking space or a "\n";
/// - a line's width is the sum of what it draws, the text's width that of its widest line;
/// - no line is wider than the limit, except a line holding a single character wider than the
///   limit (with any zero-width characters after it), a line of width 0 under a negative limit,
///   or a truncated line that is the ellipsis alone because not even the ellipsis fits;
/// - the ellipsis appears only when the text is truncated, once, on the last line; a truncated
///   text has exactly as many lines as its limit, and its lines before the last are those of the
///   text laid out without a line limit;
/// - text laid out without a width limit, proposed its own width back, keeps its lines;
/// - a line breaker narrowed with `limited(to:)` breaks as a new one does;
/// - the text rendered as a `Text` passes ``OutputChecks`` in ASCII and SVG.
///
/// The fuzz target `Fuzz/TextFuzzer.swift` and the corpus replay test run this same check.
package enum TextFuzzCheck {
    /// What an input asks for.
    struct Input {
        var text: String
        var maxWidth: Double?
        var maxLines: Int?
        var truncation: TruncationPosition
        var usesFontMetrics: Bool
        var isBold: Bool
    }

    private static let specialWidths: [Double?] = [
        nil, -8, .nan, .infinity, -.infinity, 1e300, -1e300, .leastNonzeroMagnitude, 0.5, 7.999, 8.000001,
        .greatestFiniteMagnitude, 1_000_000, 3, 12.5, -0.0,
    ]
    private static let lineLimits: [Int?] = [nil, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0, -1, .max, .min, 100]

    /// The input `bytes` describe.
    static func input(from bytes: [UInt8]) -> Input {
        let header = bytes.prefix(3) + Array(repeating: 0, count: max(0, 3 - bytes.count))
        let widthByte = Int(header[0])
        let flags = header[2]
        return Input(
            text: String(decoding: bytes.dropFirst(3), as: UTF8.self),
            maxWidth: widthByte < 240 ? Double(widthByte) * 4 : specialWidths[widthByte - 240],
            maxLines: lineLimits[Int(header[1] & 0x0F)],
            truncation: [.head, .middle, .tail, .tail][Int(flags & 0x03)],
            usesFontMetrics: flags & 0x04 != 0,
            isBold: flags & 0x08 != 0
        )
    }

    /// Runs the check on one input.
    /// - Throws: ``FuzzFailure`` naming the broken rule.
    @MainActor
    package static func check(_ bytes: [UInt8]) throws(FuzzFailure) {
        let input = input(from: bytes)
        let sanitized = sanitizedForDisplay(input.text)
        try checkSanitized(sanitized)
        let characters = graphemeClusters(of: sanitized)
        guard characters == Array(sanitized) else {
            throw FuzzFailure("grapheme clusters", "\(characters.count) clusters where Array(_:) finds \(sanitized.count)")
        }
        let font = input.isBold ? Font.body.bold() : Font.body
        let metrics: LayoutMetrics = input.usesFontMetrics ? .svg : .cells(width: 8, height: 16)
        let widths = try advances(of: characters, metrics: metrics, font: font)
        let ellipsisWidth = Double(metrics.advance(of: "…", font: font))
        let wrapping = TextWrappingCheck(characters: characters, widths: widths, ellipsisWidth: ellipsisWidth)
        try wrapping.check(maxWidth: input.maxWidth, maxLines: input.maxLines, truncation: input.truncation)
        try checkRendered(input, font: font)
    }

    private static func checkSanitized(_ sanitized: String) throws(FuzzFailure) {
        if let scalar = sanitized.unicodeScalars.first(where: { OutputChecks.isUnsafeForTerminal($0) || $0 == "\t" }) {
            throw FuzzFailure("sanitizing", "left U+\(OutputChecks.hex(scalar.value)) in the text")
        }
        guard sanitizedForDisplay(sanitized) == sanitized else {
            throw FuzzFailure("sanitizing", "sanitizing the sanitized text changes it")
        }
    }

    private static func advances(of characters: [Character], metrics: LayoutMetrics, font: Font) throws(FuzzFailure) -> [Double] {
        var widths: [Double] = []
        widths.reserveCapacity(characters.count)
        for character in characters {
            let cells = cellWidth(of: character)
            guard (0...2).contains(cells) else {
                throw FuzzFailure("width", "\(character.unicodeScalars.map { OutputChecks.hex($0.value) }) is \(cells) cells")
            }
            let scalars = character.unicodeScalars
            if scalars.count == 1, let scalar = scalars.first, cellWidth(ofScalar: scalar.value) != cells {
                throw FuzzFailure("width", "U+\(OutputChecks.hex(scalar.value)) is \(cells) cells as a character, not as a scalar")
            }
            for target in [metrics, LayoutMetrics.svg] {
                let advance = target.advance(of: character, font: font)
                guard advance.isFinite, advance >= 0 else {
                    throw FuzzFailure("width", "\(scalars.map { OutputChecks.hex($0.value) }) advances \(advance) points")
                }
            }
            widths.append(character == "\n" ? 0 : Double(metrics.advance(of: character, font: font)))
        }
        return widths
    }

    /// The text drawn as a `Text` with the input's limits, at the width limit when it is a usable
    /// screen width.
    @MainActor
    private static func checkRendered(_ input: Input, font: Font) throws(FuzzFailure) {
        var screenWidth: CGFloat = 390
        if let maxWidth = input.maxWidth, maxWidth >= 1, maxWidth <= 2_000 { screenWidth = CGFloat(maxWidth) }
        let mode: Text.TruncationMode =
            switch input.truncation {
            case .head: .head
            case .middle: .middle
            case .tail: .tail
            }
        let view = Text(input.text).font(font).lineLimit(input.maxLines).truncationMode(mode)
        do {
            let picture = try view.renderASCII(width: screenWidth, height: nil)
            try OutputChecks.checkASCII(picture, columns: max(Int((screenWidth / 8).rounded()), 1))
            try OutputChecks.checkSVG(try view.renderSVG(width: screenWidth, height: nil))
        } catch let error as FuzzFailure {
            throw error
        } catch is RenderError {
            return
        } catch {
            throw FuzzFailure("render", "threw \(type(of: error)) rather than a RenderError: \(error)")
        }
    }
}
