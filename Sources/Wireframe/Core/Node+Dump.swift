import Foundation

extension Node {
    /// A deterministic text picture of the tree: one line per node with its attributes.
    ///
    /// ```swift
    /// print(try VStack { Text("a"); Text("b") }.node().dump())
    /// // VStack(alignment: center, spacing: 8)
    /// // ├─ Text("a")
    /// // └─ Text("b")
    /// ```
    public func dump() -> String {
        var lines: [String] = []
        appendDump(to: &lines, prefix: "", childPrefix: "")
        return lines.joined(separator: "\n") + "\n"
    }

    private func appendDump(to lines: inout [String], prefix: String, childPrefix: String) {
        lines.append(prefix + kind.summary)
        for (index, child) in children.enumerated() {
            let isLast = index == children.count - 1
            child.appendDump(
                to: &lines, prefix: childPrefix + (isLast ? "└─ " : "├─ "), childPrefix: childPrefix + (isLast ? "   " : "│  "))
        }
    }
}

extension PlacedNode {
    /// The placed tree as text: each node's summary followed by its frame `@ (x, y, width, height)`.
    ///
    /// ```swift
    /// print(try Text("a").padding(8).placedTree(width: 100, height: nil).dump())
    /// // padding(8) @ (38, 0, 24, 32)
    /// // └─ Text("a") @ (46, 8, 8, 16)
    /// ```
    public func dump() -> String {
        var lines: [String] = []
        appendDump(to: &lines, prefix: "", childPrefix: "")
        return lines.joined(separator: "\n") + "\n"
    }

    private func appendDump(to lines: inout [String], prefix: String, childPrefix: String) {
        let frameText = [frame.minX, frame.minY, frame.width, frame.height].map(formatPoints).joined(separator: ", ")
        lines.append(prefix + kind.summary + " @ (" + frameText + ")")
        for (index, child) in children.enumerated() {
            let isLast = index == children.count - 1
            child.appendDump(
                to: &lines, prefix: childPrefix + (isLast ? "└─ " : "├─ "), childPrefix: childPrefix + (isLast ? "   " : "│  "))
        }
    }
}

/// A string literal for dumps, with quotes, backslashes and invisible characters escaped.
func quoted(_ string: String) -> String {
    var result = "\""
    for scalar in string.unicodeScalars {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case "\t": result += "\\t"
        default:
            if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                result += "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
    }
    return result + "\""
}
