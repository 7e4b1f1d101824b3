/// The number of cells between tab stops when tabs are expanded.
let tabStopWidth = 4

/// Returns `text` made safe to draw on a character grid or in markup.
///
/// Nothing in the result can move the cursor, change colours, reorder or hide text:
/// - "\r\n", "\r", NEL (U+0085), LINE SEPARATOR (U+2028) and PARAGRAPH SEPARATOR (U+2029)
///   become "\n", which is kept as the only line break;
/// - a tab becomes spaces up to the next multiple of ``tabStopWidth`` cells, counted with
///   `cellWidth(of:)` from the start of its line;
/// - every other C0 control and DEL becomes its Control Pictures symbol (U+2400–U+2421), so the
///   escape sequence "\u{1B}[31m" shows as "␛[31m"; a C1 control (U+0080–U+009F), which has no
///   picture, becomes U+FFFD "�";
/// - bidirectional controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) and other
///   invisible format characters (General_Category Cf: soft hyphen, zero-width space, word
///   joiner, BOM, interlinear annotations, tags) are removed. Kept are ZWJ and ZWNJ, the visible
///   prepended concatenation marks (U+0600–U+0605 and kin), and tag characters inside an emoji
///   tag sequence such as the flag of England.
///
///     sanitizedForDisplay("a\tb")            // "a   b"
///     sanitizedForDisplay("\u{1B}[31mred")   // "␛[31mred"
///     sanitizedForDisplay("x\r\ny")          // "x\ny"
///
/// - Complexity: O(n) in the length of `text`.
package func sanitizedForDisplay(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: needsSanitizing) else { return text }
    return expandingTabs(in: replacingControls(in: text, showingLineBreaks: false))
}

/// Returns `text` made safe to print on one line, as `sanitizedForDisplay(_:)` makes it, except
/// that line breaks and tabs are shown too: "\n" as "␊", "\r" as "␍", a tab as "␉", NEL, LINE
/// and PARAGRAPH SEPARATOR as "␤".
///
///     sanitizedForOneLine("a\tb\n")   // "a␉b␊"
func sanitizedForOneLine(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { $0.value == 0x0A || needsSanitizing($0) }) else { return text }
    return replacingControls(in: text, showingLineBreaks: true)
}

/// Whether a scalar is replaced or removed by `sanitizedForDisplay(_:)`.
func needsSanitizing(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A, 0x20..<0x7F: false
    case ..<0x20, 0x7F..<0xA0, 0x2028, 0x2029: true
    default: isHiddenFormatCharacter(scalar)
    }
}

/// Replaces controls and separators and removes format characters. Unless they are shown, line
/// breaks become "\n" and tabs stay for `expandingTabs(in:)`, which needs the final characters to
/// count columns.
private func replacingControls(in text: String, showingLineBreaks: Bool) -> String {
    var result = String.UnicodeScalarView()
    var isInsideTagSequence = false
    var previous: UInt32?
    for scalar in text.unicodeScalars {
        let value = scalar.value
        defer { previous = value }
        // Tags belong to the flag only while nothing else comes between them: a control, a tab
        // or a line break after the flag ends its sequence as any other scalar does.
        if isInsideTagSequence && !(0xE0020...0xE007F).contains(value) {
            isInsideTagSequence = false
        }
        switch value {
        case 0x09 where showingLineBreaks, 0x0A where showingLineBreaks, 0x0D where showingLineBreaks:
            result.append(controlPicture(for: value))
        case 0x85 where showingLineBreaks, 0x2028...0x2029 where showingLineBreaks:
            result.append("\u{2424}")
        case 0x0A where previous == 0x0D:
            continue  // the "\n" of "\r\n"; the "\r" already made one
        case 0x09, 0x0A:
            result.append(scalar)
        case 0x0D, 0x85, 0x2028, 0x2029:
            result.append("\n")
        case 0x00..<0x20:
            result.append(controlPicture(for: value))
        case 0x7F:
            result.append("\u{2421}")
        case 0x80..<0xA0:
            result.append("\u{FFFD}")
        case 0x1F3F4:
            // WAVING BLACK FLAG opens an emoji tag sequence (🏴 + tags + CANCEL TAG).
            isInsideTagSequence = true
            result.append(scalar)
        case 0xE0020...0xE007E where isInsideTagSequence:
            result.append(scalar)
        case 0xE007F where isInsideTagSequence:
            isInsideTagSequence = false
            result.append(scalar)
        default:
            if isHiddenFormatCharacter(scalar) { continue }
            result.append(scalar)
        }
    }
    return String(result)
}

/// The Control Pictures symbol for a C0 control: U+0000 -> "␀", U+001B -> "␛".
private func controlPicture(for value: UInt32) -> Unicode.Scalar {
    Unicode.Scalar(0x2400 + value) ?? "\u{FFFD}"
}

/// Whether a scalar is an invisible format character that could reorder or hide text.
private func isHiddenFormatCharacter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x200C, 0x200D:
        return false  // ZWNJ and ZWJ shape and join, they neither reorder nor hide
    case 0x0600...0x0605, 0x06DD, 0x070F, 0x0890...0x0891, 0x08E2, 0x110BD, 0x110CD:
        return false  // prepended concatenation marks are drawn
    case ..<0xAD, 0xAE..<0x600, 0x3000..<0xFE00:
        return false  // no format characters here (Latin, Greek, Cyrillic, kana, CJK, Hangul)
    default:
        return scalar.properties.generalCategory == .format
    }
}

/// Replaces each tab with spaces up to the next tab stop of its line.
private func expandingTabs(in text: String) -> String {
    guard text.utf8.contains(0x09) else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count + tabStopWidth * 4)
    // "\n" is always a grapheme cluster of its own, so lines can be split on the byte.
    let lines = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false)
    for (number, line) in lines.enumerated() {
        if number > 0 { result.append("\n") }
        appendExpandingTabs(Substring(line), to: &result)
    }
    return result
}

/// Appends one line with its tabs expanded; columns are counted only up to the last tab.
private func appendExpandingTabs(_ line: Substring, to result: inout String) {
    guard let lastTab = line.utf8.lastIndex(of: 0x09) else {
        result += line
        return
    }
    var column = 0
    var runStart = line.startIndex
    var index = line.startIndex
    while index <= lastTab {
        let character = line[index]
        let next = line.index(after: index)
        if character == "\t" {
            result += line[runStart..<index]
            let spaces = tabStopWidth - column % tabStopWidth
            result.append(String(repeating: " ", count: spaces))
            column += spaces
            runStart = next
        } else {
            column += cellWidth(of: character)
        }
        index = next
    }
    result += line[runStart...]
}
