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
        switch kind {
        case .hidden:
            return nil
        case .opacity(let value) where value == 0:
            return nil
        case .clip, .scroll:
            guard frame.contains(point) else { return nil }
        case .button(let button):
            guard frame.contains(point) else { return nil }
            if button.isEnabled, let action = button.action { return .button(action) }
            return .blocked
        case .textField(let field):
            return frame.contains(point) ? .textField(placeholder: field.placeholder, setter: field.setter) : nil
        default:
            break
        }
        // Children in reverse drawing order: a background's decoration is drawn first.
        let drawingOrder: [PlacedNode] = kind.isBackground ? children.reversed() : children
        for child in drawingOrder.reversed() {
            if let target = child.hitTest(point) { return target }
        }
        guard frame.contains(point) else { return nil }
        switch kind {
        case .shape(let shape):
            return (shape.fill.map { !$0.isClear } ?? false) || shape.stroke != nil ? .blocked : nil
        case .text, .image, .divider:
            return .blocked
        default:
            return nil
        }
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
