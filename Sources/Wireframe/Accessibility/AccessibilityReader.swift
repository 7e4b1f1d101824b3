import Foundation

/// What VoiceOver reads of a placed tree, gathered while its display list is built: the same walk
/// that decides what is drawn decides what is read, so a hidden or fully transparent view is left
/// out of both by one decision.
///
/// The primitives speak to it through the ``DisplayListBuilder``: a leaf adds its element
/// (``DisplayListBuilder/addAccessibilityElement(of:_:)``), and a modifier or control reads its
/// content in a way of its own (``DisplayListBuilder/reading(_:as:_:)``) — with a property added,
/// as one container, as one element, or not at all.
///
/// What is read differs from what is drawn in two ways, as on iOS: content a clip or a mask leaves
/// out is still read (the builder walks it without drawing it), and a mask's own drawing is not.
/// Elements come in drawing order (a background before its content, `zIndex` order); each scope
/// puts its items back in tree order, by their paths, before they are ordered for reading.
struct AccessibilityReader {
    /// What the nodes above say about the elements below.
    struct Context {
        /// The accessibility properties of the modifiers above, outermost first: applied in that
        /// order, so the one nearest the view wins.
        var properties: [AccessibilityNode.Property] = []
        /// The named nodes on the way down.
        var path: [String] = []
        /// The position among its siblings of the next named node, when its parent has several.
        var position: Int?
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

    /// How a node's content is read.
    enum Reading {
        /// Not at all, though it is drawn: `accessibilityHidden(true)`, an asset image's name.
        case unread
        /// With a property added to every element inside.
        case adding(AccessibilityNode.Property)
        /// As one container, read in its place; right to left when `isRightToLeft` says so, or as
        /// the node is when it is `nil`.
        case container(isRightToLeft: Bool?)
        /// Alone, when it is the front-most modal, with `traits` added to its elements.
        case modal(adding: AccessibilityTraits)
        /// As one element: a control whose label's elements are joined, with the control's trait
        /// and action.
        case control(action: ActionID?, isEnabled: Bool)
        /// As the one element `accessibilityElement(children:)` makes.
        case element(AccessibilityChildBehavior)
    }

    /// What ``end(_:of:at:)`` needs to finish a reading and restore the state before it.
    struct Scope {
        fileprivate let context: Context
        fileprivate let chainEnd: Int
        fileprivate let isSilent: Bool
        fileprivate var reading: Reading?
        /// For an element: the properties of the modifiers between it and its view, and the view.
        fileprivate var element: (properties: [AccessibilityNode.Property], base: PlacedNode?, baseIndices: [Int])?
    }

    /// The items read so far in each open scope, innermost last, each with its node's path.
    private var scopes: [[(path: [Int32], item: Item)]] = [[]]
    /// The contents of every modal container, in the order they were finished: the last is the
    /// front-most, drawn over the others.
    private var modals: [[Item]] = []
    /// What the nodes above say about the node being drawn.
    private(set) var context = Context()
    /// Whether nothing inside is read: an `accessibilityHidden` view, a mask's drawing, the
    /// children of an element that ignores them.
    private var isSilent = false
    /// The depth of the view an element is made of: the modifiers above it, down to the element,
    /// belong to the element, so they neither read nor add anything themselves.
    private var chainEnd = 0

    /// The elements read, in reading order: only the front-most modal's when there is one.
    var tree: AccessibilityTree {
        let items = Self.inTreeOrder(scopes[0])
        return AccessibilityTree(elements: Self.readingOrder(modals.last ?? items))
    }

    // MARK: Walking

    /// Enters a node named `name` in element paths (`nil` for a modifier); the caller restores
    /// ``context`` when the node is done.
    mutating func enter(named name: String?) {
        guard let name else { return }
        context.path.append(name + (context.position.map { "[\($0)]" } ?? ""))
        context.position = nil
    }

    /// Notes the child's place among its siblings before it is drawn.
    mutating func enterChild(at index: Int, of count: Int) {
        if count > 1 { context.position = index }
    }

    /// Restores the context a node was entered with.
    mutating func leave(to context: Context) {
        self.context = context
    }

    // MARK: Scopes

    /// Begins reading the content of `node`, at `path`, as `reading` says.
    mutating func begin(_ reading: Reading, of node: PlacedNode, at path: [Int32]) -> Scope {
        var scope = Scope(context: context, chainEnd: chainEnd, isSilent: isSilent)
        guard !isSilent, path.count >= chainEnd else { return scope }
        scope.reading = reading
        switch reading {
        case .unread:
            isSilent = true
        case .adding(let property):
            context.properties.append(property)
        case .container(let isRightToLeft):
            if let isRightToLeft { context.isRightToLeft = isRightToLeft }
            context.properties.removeAll { if case .sortPriority = $0 { true } else { false } }
            scopes.append([])
        case .modal(let traits):
            context.properties.append(.addTraits(traits))
            scopes.append([])
        case .control:
            context.properties = []
            scopes.append([])
        case .element(let behavior):
            // The modifiers between this one and the view belong to the element, not to the
            // elements inside it.
            var properties: [AccessibilityNode.Property] = []
            var base = node.children.first
            var baseIndices = path.map(Int.init) + [0]
            while let current = base, current.children.count == 1 {
                if let inner = current.kind.as(AccessibilityNode.self) {
                    properties.append(inner.property)
                } else if current.kind.primitive.accessibilityPathName != nil {
                    break
                }
                base = current.children.first
                baseIndices.append(0)
            }
            scope.element = (properties, base, baseIndices)
            chainEnd = baseIndices.count
            if behavior == .combine, base != nil {
                context = Context(path: context.path)
                scopes.append([])
            } else {
                isSilent = true
            }
        }
        return scope
    }

    /// Finishes the reading `scope` began on `node`, at `path`, adding what it made to the scope
    /// around it.
    mutating func end(_ scope: Scope, of node: PlacedNode, at path: [Int32]) {
        (context, chainEnd, isSilent) = (scope.context, scope.chainEnd, scope.isSilent)
        switch scope.reading {
        case nil, .unread, .adding:
            return
        case .container(let isRightToLeft):
            let items = Self.inTreeOrder(scopes.removeLast())
            let priority = Self.sortPriority(in: context.properties)
            append(
                .container(frame: node.frame, priority: priority, items: items, isRightToLeft: isRightToLeft ?? context.isRightToLeft),
                at: path)
        case .modal:
            let inside = scopes.removeLast()
            modals.append([
                .container(frame: node.frame, priority: 0, items: Self.inTreeOrder(inside), isRightToLeft: context.isRightToLeft)
            ])
            scopes[scopes.count - 1] += inside
        case .control(let action, let isEnabled):
            var element = Self.combined(Self.inTreeOrder(scopes.removeLast()), frame: node.frame, path: context.path)
            Self.makeButton(&element, action: action, isEnabled: isEnabled, at: path.map(Int.init))
            Self.apply(context.properties, to: &element)
            append(.element(element), at: path)
        case .element(let behavior):
            guard let (properties, base, baseIndices) = scope.element else { return }
            var element: AccessibilityElement
            if behavior == .combine, base != nil {
                element = Self.combined(Self.inTreeOrder(scopes.removeLast()), frame: node.frame, path: context.path)
                if element.action == nil { element.nodePath = path.map(Int.init) }
            } else {
                element = Self.element(frame: node.frame, path: context.path, indices: path)
            }
            if let base, let button = base.kind.as(ButtonNode.self) {
                Self.makeButton(&element, action: button.action, isEnabled: button.isEnabled, at: baseIndices)
            }
            Self.apply((context.properties + properties).filter { if case .element = $0 { false } else { true } }, to: &element)
            append(.element(element), at: path)
        }
    }

    /// Adds the element of the node at `path`: one with its frame and path, which `make` fills
    /// in, then the properties of the modifiers above applied.
    mutating func addElement(frame: CGRect, at path: [Int32], _ make: (inout AccessibilityElement) -> Void) {
        guard !isSilent, path.count >= chainEnd else { return }
        var element = Self.element(frame: frame, path: context.path, indices: path)
        make(&element)
        Self.apply(context.properties, to: &element)
        append(.element(element), at: path)
    }

    private mutating func append(_ item: Item, at path: [Int32]) {
        scopes[scopes.count - 1].append((path, item))
    }

    /// The items in the order of their nodes in the tree, whatever order they were drawn in.
    private static func inTreeOrder(_ items: [(path: [Int32], item: Item)]) -> [Item] {
        let isInOrder = zip(items, items.dropFirst()).allSatisfy { !$1.path.lexicographicallyPrecedes($0.path) }
        let ordered =
            isInOrder
            ? items
            : items.enumerated().sorted { a, b in
                a.element.path == b.element.path ? a.offset < b.offset : a.element.path.lexicographicallyPrecedes(b.element.path)
            }.map(\.element)
        return ordered.map(\.item)
    }

    // MARK: Elements

    /// An element with no label or traits at `frame`.
    private static func element(frame: CGRect, path: [String], indices: [Int32]) -> AccessibilityElement {
        var element = AccessibilityElement(
            label: "", value: "", hint: "", identifier: "", traits: [], frame: frame, action: nil, isEnabled: true,
            path: path.joined(separator: " › "))
        element.nodePath = indices.map(Int.init)
        return element
    }

    /// One element at `frame` whose label, value and hint join those of `items` in reading
    /// order, with all their traits and the first action among them.
    private static func combined(_ items: [Item], frame: CGRect, path: [String]) -> AccessibilityElement {
        let parts = readingOrder(items)
        func joined(_ strings: [String]) -> String { strings.filter { !$0.isEmpty }.joined(separator: ", ") }
        let acting = parts.first { $0.action != nil }
        var element = AccessibilityElement(
            label: joined(parts.map(\.label)), value: joined(parts.map(\.value)), hint: joined(parts.map(\.hint)), identifier: "",
            traits: parts.reduce([]) { $0.union($1.traits) }, frame: frame, action: acting?.action,
            isEnabled: parts.allSatisfy(\.isEnabled), path: path.joined(separator: " › "))
        element.nodePath = acting?.nodePath ?? []
        return element
    }

    /// Makes `element` a button's: the button trait in place of static text and image, the
    /// button's action, and the path of its node, where a tap on the element lands.
    private static func makeButton(_ element: inout AccessibilityElement, action: ActionID?, isEnabled: Bool, at nodePath: [Int]) {
        element.traits.subtract([.isStaticText, .isImage])
        element.traits.insert(.isButton)
        element.action = action
        element.isEnabled = isEnabled
        element.nodePath = nodePath
    }

    /// Applies the properties outermost first, so the one nearest the view wins.
    private static func apply(_ properties: [AccessibilityNode.Property], to element: inout AccessibilityElement) {
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

    private static func sortPriority(in properties: [AccessibilityNode.Property]) -> Double {
        properties.reduce(0) { priority, property in
            if case .sortPriority(let value) = property { value } else { priority }
        }
    }

    // MARK: Reading order

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
