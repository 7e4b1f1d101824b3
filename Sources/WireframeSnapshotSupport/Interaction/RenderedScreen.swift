import Foundation
import Wireframe

/// One render of a host's content: the placed tree, its display list, the actions its nodes refer
/// to and the canvas.
///
/// It finds the targets of scripted actions — a button by its label, a text field by its
/// placeholder, a deletable row by its text — among the hit regions of the display list, and
/// checks that a finger can reach them. What is on screen and what is in front is the display
/// list's to say; the placed tree names the nodes and, for a target that is in the tree but not on
/// screen, says where it is.
package struct RenderedScreen {
    package var placed: PlacedNode
    package var displayList: DisplayList
    package var resolved: ResolvedView
    package var canvas: CGSize

    /// A node a scripted action acts on, with its path from the root.
    package struct Target {
        package var path: [Int]
        package var node: PlacedNode
        /// The index of the node's hit region in the display list, or `nil` when nothing of it can
        /// be tapped: it is hidden, transparent, clipped away or off screen.
        package var region: Int?
    }

    /// The button whose label equals `label`, or failing that, contains it; buttons on screen are
    /// searched first, then the rest of the tree.
    /// - Throws: ``InteractionError`` when none or several match.
    package func button(labelled label: String) throws -> (button: PlacedButton, target: Target) {
        let isButton: (Node.Kind) -> Bool = { $0.is(ButtonNode.self) }
        let onScreen = targetsOnScreen(where: isButton)
        for candidates in [onScreen, targetsInTree(where: isButton)] {
            let buttons = candidates.compactMap(PlacedButton.init)
            let exact = buttons.indices.filter { buttons[$0].label == label }
            let matches = exact.isEmpty ? buttons.indices.filter { buttons[$0].label.contains(label) } : exact
            guard let index = matches.first else { continue }
            guard matches.count == 1 else {
                // A finger can reach only what is in front: of buttons with the same label, the
                // one a dim layer or a card leaves uncovered is the one meant.
                let reachable = matches.filter { (try? requireReachable(candidates[$0], named: "")) != nil }
                if reachable.count == 1, let only = reachable.first { return (buttons[only], candidates[only]) }
                throw InteractionError.ambiguousLabel(label, matches: matches.map { buttons[$0] })
            }
            return (buttons[index], candidates[index])
        }
        throw InteractionError.noButton(label, among: onScreen.compactMap(PlacedButton.init))
    }

    /// The text field whose placeholder is `placeholder`; fields on screen are searched first.
    /// - Throws: ``InteractionError`` when none or several match.
    package func textField(placeholder: String) throws -> (field: TextFieldNode, target: Target) {
        let isField: (Node.Kind) -> Bool = { $0.is(TextFieldNode.self) }
        func fields(_ targets: [Target]) -> [(field: TextFieldNode, target: Target)] {
            targets.compactMap { target in
                guard let field = target.node.kind.as(TextFieldNode.self) else { return nil }
                return (field, target)
            }
        }
        let onScreen = fields(targetsOnScreen(where: isField))
        for candidates in [onScreen, fields(targetsInTree(where: isField))] {
            let matches = candidates.filter { $0.field.placeholder == placeholder }
            guard let match = matches.first else { continue }
            guard matches.count == 1 else {
                throw InteractionError.ambiguousPlaceholder(placeholder, frames: matches.map(\.target.node.frame))
            }
            return match
        }
        throw InteractionError.noTextField(placeholder, among: onScreen.map(\.field.placeholder))
    }

    /// The deletable row whose text equals `label`, or failing that, contains it; rows on screen
    /// are searched first.
    /// - Throws: ``InteractionError`` when none or several match.
    package func deletableRow(containing label: String) throws -> Target {
        let isRow: (Node.Kind) -> Bool = { $0.is(DeletableNode.self) }
        let onScreen = targetsOnScreen(where: isRow)
        for rows in [onScreen, targetsInTree(where: isRow)] {
            let exact = rows.filter { $0.node.labelText == label }
            let matches = exact.isEmpty ? rows.filter { $0.node.labelText.contains(label) } : exact
            guard let row = matches.first else { continue }
            guard matches.count == 1 else {
                throw InteractionError.ambiguousRow(label, matches: matches.map(\.node.labelText), frames: matches.map(\.node.frame))
            }
            return row
        }
        throw InteractionError.noRow(label, among: onScreen.map(\.node.labelText))
    }

    /// Checks that a finger at the centre of `target` reaches it or something inside it.
    ///
    /// The target's hit region must hold its centre, and the front-most region there must be the
    /// target's own or one inside it: what is drawn in front of it and takes taps (a dim layer, a
    /// sheet, a card, another control) covers it.
    /// - Parameter name: How error messages name the target, e.g. `'Save'`.
    /// - Throws: ``InteractionError`` when the target is covered, clipped away, transparent or off screen.
    package func requireReachable(_ target: Target, named name: String) throws {
        let frame = target.node.frame
        let centre = CGPoint(x: frame.midX, y: frame.midY)
        let screenRect = CGRect(origin: .zero, size: canvas)
        guard screenRect.contains(centre), let region = target.region, displayList.regions[region].contains(centre) else {
            throw InteractionError.unreachable(name, centre: frame)
        }
        guard let hit = displayList.regionIndex(at: centre), hit != region, !displayList.region(hit, isInside: region) else {
            return
        }
        let cover = placed.descendant(at: displayList.path(of: displayList.regions[hit]))
        throw InteractionError.covered(name, by: cover?.interactionDescription ?? "something drawn in front of it")
    }

    /// The node at `path`, with its hit region when it has one.
    package func target(at path: [Int]) -> Target {
        Target(path: path, node: placed.descendant(at: path) ?? placed, region: displayList.regionIndex(ofPath: path))
    }

    /// The nodes whose kind satisfies `predicate` and that have a hit region, back to front.
    private func targetsOnScreen(where predicate: (Node.Kind) -> Bool) -> [Target] {
        displayList.regions.indices.compactMap { index in
            let path = displayList.path(of: displayList.regions[index])
            guard let node = placed.descendant(at: path), predicate(node.kind) else { return nil }
            return Target(path: path, node: node, region: index)
        }
    }

    /// Every node whose kind satisfies `predicate`, on screen or not, in tree order.
    private func targetsInTree(where predicate: (Node.Kind) -> Bool) -> [Target] {
        placed.paths(where: predicate).compactMap { path in
            guard let node = placed.descendant(at: path) else { return nil }
            return Target(path: path, node: node, region: displayList.regionIndex(ofPath: path))
        }
    }
}

/// A button a scripted tap can look for, with the text of its label.
package struct PlacedButton: Equatable {
    package var label: String
    package var frame: CGRect
    package var action: ActionID?
    package var isEnabled: Bool

    package init?(_ target: RenderedScreen.Target) {
        guard let button = target.node.kind.as(ButtonNode.self) else { return nil }
        self.label = target.node.labelText
        self.frame = target.node.frame
        self.action = button.action
        self.isEnabled = button.isEnabled
    }
}
