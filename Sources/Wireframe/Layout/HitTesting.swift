import Foundation

/// What a tap at a point reaches.
package enum HitTarget: Equatable {
    /// An enabled button: its action runs.
    case button(ActionID)
    /// A text field: it takes focus.
    case textField(placeholder: String, setter: ActionID?)
    /// Something opaque — a dim layer, a card, text, a disabled button — that absorbs the tap.
    case blocked
}

/// A button found in a placed tree, with the text of its label.
package struct PlacedButton: Equatable {
    package var label: String
    package var frame: CGRect
    package var action: ActionID?
    package var isEnabled: Bool
}

extension PlacedNode {
    /// What a tap at `point` reaches, searching front to back as a device does: the last-drawn
    /// view under the point takes the tap; clear colours, spacers and empty space let it through.
    package func hitTest(_ point: CGPoint) -> HitTarget? {
        guard let path = hitPath(at: point), let node = descendant(at: path) else { return nil }
        switch node.kind {
        case .button(let button):
            guard button.isEnabled, let action = button.action else { return .blocked }
            return .button(action)
        case .textField(let field):
            return .textField(placeholder: field.placeholder, setter: field.setter)
        default:
            return .blocked
        }
    }

    /// The path of child indices from this node to the node a tap at `point` reaches: a button,
    /// a text field or something opaque; `nil` when the tap passes through everything.
    package func hitPath(at point: CGPoint) -> [Int]? {
        switch kind {
        case .hidden:
            return nil
        case .opacity(let value) where value == 0:
            return nil
        case .clip, .scroll:
            guard frame.contains(point) else { return nil }
        case .button, .textField:
            return frame.contains(point) ? [] : nil
        default:
            break
        }
        // Front to back: a background draws its decoration (child 1) before its content (child 0).
        let indices: [Int] = kind.isBackground ? Array(children.indices) : children.indices.reversed()
        for index in indices {
            if let path = children[index].hitPath(at: point) { return [index] + path }
        }
        guard frame.contains(point) else { return nil }
        switch kind {
        case .shape(let shape):
            return (shape.fill.map { !$0.isClear } ?? false) || shape.stroke != nil ? [] : nil
        case .text, .image, .divider:
            return []
        default:
            return nil
        }
    }

    /// The node at `path` below this one, or `nil` when the path leads nowhere.
    package func descendant(at path: [Int]) -> PlacedNode? {
        var node = self
        for index in path {
            guard node.children.indices.contains(index) else { return nil }
            node = node.children[index]
        }
        return node
    }

    /// The buttons in the tree, in drawing order, with their labels' text.
    package func buttons() -> [PlacedButton] {
        var result: [PlacedButton] = []
        collectButtons(into: &result)
        return result
    }

    private func collectButtons(into result: inout [PlacedButton]) {
        if case .hidden = kind { return }
        if case .button(let button) = kind {
            result.append(PlacedButton(label: labelText, frame: frame, action: button.action, isEnabled: button.isEnabled))
        }
        for child in kind.isBackground ? children.reversed() : children {
            child.collectButtons(into: &result)
        }
    }

    /// The text of every text node and image inside, joined with spaces.
    package var labelText: String {
        var parts: [String] = []
        var stack: [PlacedNode] = [self]
        while let node = stack.popLast() {
            switch node.kind {
            case .text(let text): parts.append(text.string)
            case .image(let image): parts.append(image.systemName)
            default: break
            }
            stack.append(contentsOf: node.children.reversed())
        }
        return parts.joined(separator: " ")
    }
}

extension Node.Kind {
    var isBackground: Bool {
        if case .background = self { return true }
        return false
    }
}
