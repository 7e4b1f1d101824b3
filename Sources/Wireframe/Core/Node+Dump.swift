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

extension Node.Kind {
    /// One line describing the node, without its children.
    public var summary: String {
        switch self {
        case .empty: return "EmptyView"
        case .text(let text): return text.summary
        case .image(let image): return "Image(systemName: \(quoted(image.systemName)), font: \(image.font), color: \(image.color))"
        case .shape(let shape):
            var parts = [shape.shape.description]
            if let fill = shape.fill { parts.append("fill: \(fill)") }
            if let stroke = shape.stroke { parts.append("stroke: \(stroke) \(formatPoints(shape.lineWidth))") }
            return "Shape(" + parts.joined(separator: ", ") + ")"
        case .spacer(let minLength): return minLength.map { "Spacer(minLength: \(formatPoints($0)))" } ?? "Spacer"
        case .divider: return "Divider"
        case .layout(let layout): return layout.primitive?.summary ?? "Layout(\(terminalSafe(layout.description)))"
        case .layoutValue(let entry): return "layoutValue(key: \(terminalSafe(entry.key)), value: \(terminalSafe(entry.valueDescription)))"
        case .stack(let stack):
            let name = stack.axis == .vertical ? "VStack" : "HStack"
            let alignment = stack.axis == .vertical ? stack.alignment.horizontal.description : stack.alignment.vertical.description
            return "\(name)(alignment: \(alignment), spacing: \(formatPoints(stack.spacing)))"
        case .zStack(let alignment): return "ZStack(alignment: \(alignment))"
        case .padding(let insets):
            let values = [insets.top, insets.leading, insets.bottom, insets.trailing]
            return Set(values).count == 1
                ? "padding(\(formatPoints(values[0])))" : "padding(\(values.map(formatPoints).joined(separator: ", ")))"
        case .frame(let frame):
            var parts: [String] = []
            if let width = frame.width { parts.append("width: \(formatPoints(width))") }
            if let height = frame.height { parts.append("height: \(formatPoints(height))") }
            parts.append("alignment: \(frame.alignment)")
            return "frame(" + parts.joined(separator: ", ") + ")"
        case .flexibleFrame(let frame):
            let named: [(String, CGFloat?)] = [
                ("minWidth", frame.minWidth), ("idealWidth", frame.idealWidth), ("maxWidth", frame.maxWidth),
                ("minHeight", frame.minHeight), ("idealHeight", frame.idealHeight), ("maxHeight", frame.maxHeight),
            ]
            var parts = named.compactMap { name, value in value.map { "\(name): \(formatPoints($0))" } }
            parts.append("alignment: \(frame.alignment)")
            return "frame(" + parts.joined(separator: ", ") + ")"
        case .fixedSize(let axes): return "fixedSize(horizontal: \(axes.contains(.horizontal)), vertical: \(axes.contains(.vertical)))"
        case .layoutPriority(let value): return "layoutPriority(\(formatPoints(CGFloat(value))))"
        case .background(let alignment): return "background(alignment: \(alignment))"
        case .overlay(let alignment): return "overlay(alignment: \(alignment))"
        case .clip(let shape): return "clipShape(\(shape))"
        case .border(let color, let width): return "border(\(color), width: \(formatPoints(width)))"
        case .opacity(let value): return "opacity(\(formatPoints(CGFloat(value))))"
        case .shadow(let shadow):
            return
                "shadow(color: \(shadow.color), radius: \(formatPoints(shadow.radius)), x: \(formatPoints(shadow.x)), y: \(formatPoints(shadow.y)))"
        case .hidden: return "hidden"
        case .identified(let id): return "id(\(quoted(id)))"
        case .button(let button):
            var parts = [button.action.map { "action: \($0)" } ?? "action: none"]
            if !button.isEnabled { parts.append("disabled") }
            if let role = button.role { parts.append("role: \(role)") }
            return "Button(" + parts.joined(separator: ", ") + ")"
        case .textField(let field): return "TextField(\(quoted(field.placeholder)), text: \(quoted(field.text)))"
        case .scroll(let axes): return "ScrollView(\(axes == .horizontal ? "horizontal" : axes == .vertical ? "vertical" : "both"))"
        case .deletable(let action, let offset): return "deletable(action: \(action), offset: \(offset))"
        case .list(let style): return "List(style: \(style.rawValue))"
        case .listRowSeparator(let hidden): return "listRowSeparator(\(hidden ? "hidden" : "visible"))"
        case .navigationStack(let title): return "NavigationStack(title: \(title.map(quoted) ?? "none"))"
        case .ignoresSafeArea(let edges): return "ignoresSafeArea(\(edges == .all ? "all" : String(edges.rawValue)))"
        case .onAppear(let action): return "onAppear(\(action))"
        }
    }
}

extension TextNode {
    var summary: String {
        var parts = [
            runs.count == 1
                ? quoted(string)
                : runs.map { run in
                    var text = quoted(run.text)
                    if let color = run.color { text += " color: \(color)" }
                    if run.isBold { text += " bold" }
                    if run.isUnderlined { text += " underlined" }
                    return "[" + text + "]"
                }.joined(separator: " + ")
        ]
        if font != .body { parts.append("font: \(font)") }
        if color != .primary { parts.append("color: \(color)") }
        if let lineLimit { parts.append("lineLimit: \(lineLimit)") }
        if alignment != .leading { parts.append("alignment: \(alignment.rawValue)") }
        if truncationMode != .tail { parts.append("truncation: \(truncationMode.rawValue)") }
        return "Text(" + parts.joined(separator: ", ") + ")"
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
