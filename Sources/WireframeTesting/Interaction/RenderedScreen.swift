import Foundation
import Wireframe

/// One render of a host's content: the placed tree, the actions its nodes refer to and the canvas.
///
/// It finds the targets of scripted actions — a button by its label, a text field by its
/// placeholder, a deletable row by its text — and checks that a finger can reach them.
struct RenderedScreen {
    var placed: PlacedNode
    var resolved: ResolvedView
    var canvas: CGSize

    /// A node a scripted action acts on, with its path from the root.
    struct Target {
        var path: [Int]
        var node: PlacedNode
    }

    /// The button whose label equals `label`, or failing that, contains it.
    /// - Throws: ``InteractionError`` when none or several match.
    func button(labelled label: String) throws -> (button: PlacedButton, target: Target) {
        let buttons = placed.buttons()
        let exact = buttons.indices.filter { buttons[$0].label == label }
        let matches = exact.isEmpty ? buttons.indices.filter { buttons[$0].label.contains(label) } : exact
        guard let index = matches.first else { throw InteractionError.noButton(label, among: buttons) }
        guard matches.count == 1 else { throw InteractionError.ambiguousLabel(label, matches: matches.map { buttons[$0] }) }
        // `targets(where:)` walks the tree in the order `buttons()` lists buttons.
        let targets = targets { kind in
            if case .button = kind { return true }
            return false
        }
        guard targets.indices.contains(index), targets[index].node.frame == buttons[index].frame else {
            throw InteractionError(message: "button '\(buttons[index].label)' could not be located in the placed tree")
        }
        return (buttons[index], targets[index])
    }

    /// The text field whose placeholder is `placeholder`.
    /// - Throws: ``InteractionError`` when none or several match.
    func textField(placeholder: String) throws -> (field: TextFieldNode, target: Target) {
        let fields = targets { kind in
            if case .textField = kind { return true }
            return false
        }.compactMap { target -> (field: TextFieldNode, target: Target)? in
            guard case .textField(let field) = target.node.kind else { return nil }
            return (field, target)
        }
        let matches = fields.filter { $0.field.placeholder == placeholder }
        guard let match = matches.first else {
            throw InteractionError.noTextField(placeholder, among: fields.map(\.field.placeholder))
        }
        guard matches.count == 1 else {
            throw InteractionError.ambiguousPlaceholder(placeholder, frames: matches.map(\.target.node.frame))
        }
        return match
    }

    /// The deletable row whose text equals `label`, or failing that, contains it.
    /// - Throws: ``InteractionError`` when none or several match.
    func deletableRow(containing label: String) throws -> Target {
        let rows = targets { kind in
            if case .deletable = kind { return true }
            return false
        }
        let exact = rows.filter { $0.node.labelText == label }
        let matches = exact.isEmpty ? rows.filter { $0.node.labelText.contains(label) } : exact
        guard let row = matches.first else { throw InteractionError.noRow(label, among: rows.map(\.node.labelText)) }
        guard matches.count == 1 else {
            throw InteractionError.ambiguousRow(label, matches: matches.map(\.node.labelText), frames: matches.map(\.node.frame))
        }
        return row
    }

    /// Checks that a finger at the centre of `target` reaches it or something inside it.
    ///
    /// What lies behind the target (a list's card, a screen's background) does not matter; what
    /// is drawn in front of it and takes taps (a dim layer, a sheet, a card, another control) covers it.
    /// - Parameter name: How error messages name the target, e.g. `'Save'`.
    /// - Throws: ``InteractionError`` when the target is covered, clipped away, transparent or off screen.
    func requireReachable(_ target: Target, named name: String) throws {
        let frame = target.node.frame
        let centre = CGPoint(x: frame.midX, y: frame.midY)
        let screenRect = CGRect(origin: .zero, size: canvas)
        guard screenRect.contains(centre), placed.canReach(target.path, at: centre) else {
            throw InteractionError.unreachable(name, centre: frame)
        }
        guard let hit = placed.hitPath(at: centre) else { return }
        if hit.starts(with: target.path) || placed.isDrawn(hit, before: target.path) { return }
        let cover = placed.descendant(at: hit)?.interactionDescription ?? "something drawn in front of it"
        throw InteractionError.covered(name, by: cover)
    }

    /// The nodes whose kind satisfies `predicate`, in drawing order (a background's decoration
    /// before its content), skipping hidden views — the order of `PlacedNode.buttons()`.
    func targets(where predicate: (Node.Kind) -> Bool) -> [Target] {
        var result: [Target] = []
        var stack: [Target] = [Target(path: [], node: placed)]
        while let target = stack.popLast() {
            let node = target.node
            if case .hidden = node.kind { continue }
            if predicate(node.kind) { result.append(target) }
            var order = Array(node.children.indices)
            if case .background = node.kind { order.reverse() }
            for index in order.reversed() {
                stack.append(Target(path: target.path + [index], node: node.children[index]))
            }
        }
        return result
    }
}
