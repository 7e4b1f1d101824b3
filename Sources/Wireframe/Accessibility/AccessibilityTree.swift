import Foundation

/// The elements VoiceOver would visit on a laid-out view, in the order it reads them.
///
/// The elements are made as iOS makes them from SwiftUI views, then changed by the
/// accessibility modifiers:
/// - a `Text` is static text labelled with its string;
/// - a `Button` (or a view with `onTapGesture`) is one button labelled with the elements of its
///   label, joined with `", "`;
/// - an `Image(systemName:)` is an image labelled with roughly what VoiceOver says: a few
///   symbols by their meaning (`xmark` "Close", `plus` "Add"), the rest by their name's words
///   without `fill` (`star.fill` "Star"); an image of a name the glyph table does not know, such
///   as an asset's, has no label;
/// - a `Toggle` is a toggle whose value is `"on"` or `"off"`; a `Slider` and a `ProgressView`
///   have their value as a percentage; a `TextField` is labelled with its placeholder and its
///   value is its text (a `SecureField`'s is one `•` per character); a navigation title is a
///   header.
///
/// Left out are views inside `.hidden()`, `accessibilityHidden(true)` or `opacity(0)`, and the
/// views a layout did not place (`ViewThatFits`' other candidates). When a container has the
/// ``AccessibilityTraits/isModal`` trait, only the elements of the front-most such container are
/// read, as VoiceOver does for an alert.
///
/// Reading order: within a container (the screen, or a view with
/// `accessibilityElement(children: .contain)`), higher ``View/accessibilitySortPriority(_:)``
/// first; then top to bottom by rows — an element whose vertical centre lies above the bottom of
/// the row's first element is in that row — and leading to trailing within a row.
///
/// ```swift
/// let tree = try VStack { Text("Title"); Button("OK") {} }.accessibilityTree(on: Screen(width: 200, height: 100))
/// print(tree.dump())
/// // 1. text "Title" traits: [isStaticText] @ (80, 30, 40, 16)
/// // 2. button "OK" traits: [isButton] @ (92, 54, 16, 16)
/// ```
public struct AccessibilityTree: Equatable, Sendable {
    /// The elements in reading order.
    public var elements: [AccessibilityElement]

    /// One numbered line per element, in reading order: what it is, its label, value, traits,
    /// hint, identifier and frame in points. Every string is shown safely on one line: control
    /// characters as pictures (`␛`, `␊`), bidirectional overrides removed.
    ///
    /// ```swift
    /// tree.dump()   // "1. button \"Save\" traits: [isButton] @ (76, 42, 48, 16)\n"
    /// ```
    public func dump() -> String {
        guard !elements.isEmpty else { return "no accessibility elements\n" }
        return elements.enumerated().map { "\($0.offset + 1). \($0.element.line)\n" }.joined()
    }
}

extension PlacedNode {
    /// The accessibility elements of the laid-out tree, in reading order.
    ///
    /// ```swift
    /// let placed = try Text("Hi").placedTree(width: 100, height: nil)
    /// placed.accessibilityTree().elements.map(\.label)   // ["Hi"]
    /// ```
    public func accessibilityTree() -> AccessibilityTree {
        var walker = AccessibilityWalker()
        let items = walker.items(of: self, AccessibilityWalker.Context())
        return AccessibilityTree(elements: AccessibilityWalker.readingOrder(walker.modals.last ?? items))
    }
}

extension View {
    /// The accessibility elements of the view laid out on `screen` with the ASCII target's
    /// metrics (8 × 16 pt cells), as a scripted screen lays it out.
    ///
    /// The frames are those of the grid; the tap targets are also measured with the view laid out
    /// in points, so that ``AccessibilityTree/audit()`` holds them to 44 × 44 pt whichever way
    /// their lengths round to cells.
    ///
    /// ```swift
    /// let tree = try Toggle("Wi-Fi", isOn: .constant(true)).accessibilityTree(on: Screen(width: 390, height: nil))
    /// tree.elements[0].value   // "on"
    /// ```
    /// - Throws: ``RenderError`` for an unusable screen or a tree nested too deeply.
    @MainActor
    public func accessibilityTree(on screen: Screen) throws -> AccessibilityTree {
        let options = ASCIIRenderer.Options.default
        let metrics = LayoutMetrics.cells(width: options.cellWidth, height: options.cellHeight)
        let laidOut = try layout(on: screen, metrics: metrics)
        var tree = laidOut.placed.accessibilityTree()
        let inPoints = try layoutResolved(laidOut.resolved.node, on: screen, metrics: metrics.offGrid)
        tree.measureTapTargets(in: inPoints.placed.accessibilityTree())
        return tree
    }
}

/// Walks a placed tree into accessibility elements and the containers that order them; each
/// primitive says what it makes of its node (``NodePrimitive/accessibilityItems(of:in:_:)``).
struct AccessibilityWalker {
    /// What the nodes above say about the elements below.
    struct Context {
        /// The accessibility properties of the modifiers above, outermost first: applied in that
        /// order, so the one nearest the view wins.
        var properties: [AccessibilityNode.Property] = []
        /// The named nodes on the way down.
        var path: [String] = []
        /// The position among its siblings of the next named node, when its parent has several.
        var position: Int?
        /// The child indices from the root to the node.
        var indices: [Int] = []
        /// Whether the node is laid out right to left.
        var isRightToLeft = false
    }

    /// An element, or a container whose elements are read together in its place.
    enum Item {
        case element(AccessibilityElement)
        case container(frame: CGRect, priority: Double, items: [Item], isRightToLeft: Bool)

        var frame: CGRect {
            switch self {
            case .element(let element): element.frame
            case .container(let frame, _, _, _): frame
            }
        }

        var priority: Double {
            switch self {
            case .element(let element): element.sortPriority
            case .container(_, let priority, _, _): priority
            }
        }
    }

    /// The contents of every modal container, in the order they were finished: the last is the
    /// front-most.
    var modals: [[Item]] = []

    mutating func items(of node: PlacedNode, _ outer: Context) -> [Item] {
        var context = outer
        if let name = Self.pathName(of: node) {
            context.path.append(name + (context.position.map { "[\($0)]" } ?? ""))
            context.position = nil
        }
        return node.kind.primitive.accessibilityItems(of: node, in: &self, context)
    }

    /// The node's children read as one unit in its place: their items in a container at the
    /// node's frame, with the sort priority of the properties above.
    mutating func containerItem(of node: PlacedNode, _ outer: Context) -> Item {
        var context = outer
        let priority = Self.sortPriority(in: context.properties)
        context.properties.removeAll { if case .sortPriority = $0 { true } else { false } }
        let items = childItems(of: node, context)
        return .container(frame: node.frame, priority: priority, items: items, isRightToLeft: context.isRightToLeft)
    }

    /// The items of the node's children, each with its place among them.
    mutating func childItems(of node: PlacedNode, _ context: Context) -> [Item] {
        var result: [Item] = []
        for (index, child) in node.children.enumerated() {
            var inner = context
            if node.children.count > 1 { inner.position = index }
            inner.indices.append(index)
            result += items(of: child, inner)
        }
        return result
    }

    /// The one element `accessibilityElement(children:)` makes of `node`: with `.ignore`, only the
    /// properties given to the view (and a button's trait and action, when the view is one);
    /// with `.combine`, joined with the elements inside too.
    mutating func element(of node: PlacedNode, behavior: AccessibilityChildBehavior, _ context: Context) -> AccessibilityElement {
        // The modifiers between this one and the view belong to the element, not to the
        // elements inside it.
        var properties = context.properties
        var base = node.children.first
        var baseIndices = context.indices + [0]
        while let current = base, current.children.count == 1 {
            if let inner = current.kind.as(AccessibilityNode.self) {
                properties.append(inner.property)
            } else if Self.pathName(of: current) != nil {
                break
            }
            base = current.children.first
            baseIndices.append(0)
        }
        var element: AccessibilityElement
        if behavior == .combine, let base {
            let inside = items(of: base, Context(path: context.path, indices: baseIndices))
            element = combined(inside, frame: node.frame, path: context.path)
            if element.action == nil { element.nodePath = context.indices }
        } else {
            element = Self.element(label: "", traits: [], node, Context(path: context.path, indices: context.indices))
        }
        if let base, let button = base.kind.as(ButtonNode.self) {
            element.traits.subtract([.isStaticText, .isImage])
            element.traits.insert(.isButton)
            element.action = button.action
            element.isEnabled = button.isEnabled
            element.nodePath = baseIndices
        }
        Self.apply(properties.filter { if case .element = $0 { false } else { true } }, to: &element)
        return element
    }

    /// One element at `frame` whose label, value and hint join those of `items` in reading
    /// order, with all their traits and the first action among them.
    func combined(_ items: [Item], frame: CGRect, path: [String]) -> AccessibilityElement {
        let parts = Self.readingOrder(items)
        func joined(_ strings: [String]) -> String { strings.filter { !$0.isEmpty }.joined(separator: ", ") }
        let acting = parts.first { $0.action != nil }
        var element = AccessibilityElement(
            label: joined(parts.map(\.label)), value: joined(parts.map(\.value)), hint: joined(parts.map(\.hint)), identifier: "",
            traits: parts.reduce([]) { $0.union($1.traits) }, frame: frame, action: acting?.action,
            isEnabled: parts.allSatisfy(\.isEnabled), path: path.joined(separator: " › "))
        element.nodePath = acting?.nodePath ?? []
        return element
    }

    static func element(label: String, traits: AccessibilityTraits, _ node: PlacedNode, _ context: Context)
        -> AccessibilityElement
    {
        var element = AccessibilityElement(
            label: label, value: "", hint: "", identifier: "", traits: traits, frame: node.frame, action: nil, isEnabled: true,
            path: context.path.joined(separator: " › "))
        element.nodePath = context.indices
        apply(context.properties, to: &element)
        return element
    }

    /// Applies the properties outermost first, so the one nearest the view wins.
    static func apply(_ properties: [AccessibilityNode.Property], to element: inout AccessibilityElement) {
        for property in properties {
            switch property {
            case .label(let label): element.label = label
            case .hint(let hint): element.hint = hint
            case .value(let value): element.value = value
            case .identifier(let identifier): element.identifier = identifier
            case .addTraits(let traits): element.traits.formUnion(traits)
            case .removeTraits(let traits): element.traits.subtract(traits)
            case .sortPriority(let priority): element.sortPriority = priority
            case .hidden, .element: break
            }
        }
    }

    static func sortPriority(in properties: [AccessibilityNode.Property]) -> Double {
        properties.reduce(0) { priority, property in
            if case .sortPriority(let value) = property { value } else { priority }
        }
    }

    /// The elements of `items` in reading order: higher sort priorities first, then by rows
    /// from top to bottom, each row from leading to trailing (from the right, right to left); a
    /// container's elements are read in its place.
    static func readingOrder(_ items: [Item], rightToLeft: Bool = false) -> [AccessibilityElement] {
        let priorities = Set(items.map(\.priority)).sorted(by: >)
        var result: [AccessibilityElement] = []
        for priority in priorities {
            let group = items.filter { $0.priority == priority }
            for item in rows(of: group, rightToLeft: rightToLeft).joined() {
                switch item {
                case .element(let element): result.append(element)
                case .container(_, _, let inside, let isRightToLeft): result += readingOrder(inside, rightToLeft: isRightToLeft)
                }
            }
        }
        return result
    }

    /// `items` in rows: sorted by their top edge, an item joins the row when its vertical centre
    /// lies above the bottom of the row's first item; each row sorted by its leading edge. Ties
    /// keep the tree order.
    private static func rows(of items: [Item], rightToLeft: Bool) -> [[Item]] {
        let sorted = items.enumerated().sorted { a, b in
            (a.element.frame.minY, a.offset) < (b.element.frame.minY, b.offset)
        }
        var rows: [[(offset: Int, element: Item)]] = []
        for entry in sorted {
            if let first = rows.last?.first, entry.element.frame.midY < first.element.frame.maxY {
                rows[rows.count - 1].append(entry)
            } else {
                rows.append([entry])
            }
        }
        return rows.map { row in
            let leading: (Item) -> CGFloat = rightToLeft ? { -$0.frame.maxX } : { $0.frame.minX }
            return row.sorted { (leading($0.element), $0.offset) < (leading($1.element), $1.offset) }.map(\.element)
        }
    }

    /// How a node is named in an element's path: containers, controls and views by their kind
    /// (`VStack`, `Button`, `Text`); modifiers are not named.
    static func pathName(of node: PlacedNode) -> String? {
        node.kind.primitive.accessibilityPathName
    }

    /// Roughly what VoiceOver reads for an SF Symbol: a few common symbols by their meaning,
    /// the rest by the words of their name without `fill`, the first capitalised; an empty label
    /// for a name the glyph table does not know (an asset's).
    static func spokenName(ofSymbol name: String) -> String {
        guard SystemImageGlyph.named(name) != SystemImageGlyph.placeholder else { return "" }
        let meanings = [
            "xmark": "Close", "plus": "Add", "minus": "Remove", "trash": "Delete", "magnifyingglass": "Search",
            "chevron.left": "Back", "chevron.right": "Forward", "chevron.backward": "Back", "chevron.forward": "Forward",
            "arrow.backward": "Back", "arrow.forward": "Forward", "ellipsis": "More", "gearshape": "Settings",
            "square.and.arrow.up": "Share", "checkmark": "Checkmark",
        ]
        let words = name.split(separator: ".").filter { $0 != "fill" }
        let key = words.joined(separator: ".")
        if let meaning = meanings[key] { return meaning }
        let spoken = words.joined(separator: " ")
        return spoken.prefix(1).uppercased() + spoken.dropFirst()
    }
}
