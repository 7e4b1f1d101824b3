import Foundation

extension View {
    /// Sets the label VoiceOver reads for the view, in place of the one it would have (a text's
    /// string, a button's title, an image's name).
    ///
    /// Nothing is drawn differently; the label shows in the accessibility tree, in `.accessibility`
    /// snapshots, and a scripted screen taps by it with `tap(accessibilityLabel:)`.
    ///
    /// ```swift
    /// Button { close() } label: { Image(systemName: "xmark") }
    ///     .accessibilityLabel("Close")
    /// ```
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        accessibility(.label(String(label)))
    }

    /// Sets the label VoiceOver reads for the view to the string of `label`.
    ///
    /// ```swift
    /// Image(systemName: "trash").accessibilityLabel(Text("Delete"))
    /// ```
    public func accessibilityLabel(_ label: Text) -> some View {
        accessibility(.label(label.plainString))
    }

    /// Sets the label VoiceOver reads to the text of `labelKey`, as `Text` reads a key:
    /// interpolations formatted, inline Markdown read.
    ///
    /// ```swift
    /// Image(systemName: "bell").accessibilityLabel("\(unread) unread")
    /// ```
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
        accessibilityLabel(Text(labelKey))
    }

    /// Sets the hint VoiceOver reads after a pause: what happens when the element is activated.
    ///
    /// ```swift
    /// Button("Delete") { delete() }.accessibilityHint("Removes the memo for good")
    /// ```
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
        accessibility(.hint(String(hint)))
    }

    /// Sets the hint VoiceOver reads to the string of `hint`.
    ///
    /// ```swift
    /// Button("Delete") { delete() }.accessibilityHint(Text("Removes the memo for good"))
    /// ```
    public func accessibilityHint(_ hint: Text) -> some View {
        accessibility(.hint(hint.plainString))
    }

    /// Sets the hint VoiceOver reads to the text of `hintKey`, as `Text` reads a key:
    /// interpolations formatted, inline Markdown read.
    ///
    /// ```swift
    /// Button("Delete") { delete() }.accessibilityHint("Removes \(memo.title) for good")
    /// ```
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View {
        accessibilityHint(Text(hintKey))
    }

    /// Sets the value VoiceOver reads after the label, such as a slider's `"50%"` or a toggle's
    /// `"on"`.
    ///
    /// ```swift
    /// Text("\(count)").accessibilityLabel("Count").accessibilityValue("\(count) items")
    /// ```
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
        accessibility(.value(String(value)))
    }

    /// Sets the value VoiceOver reads after the label to the string of `value`.
    ///
    /// ```swift
    /// Gauge(…).accessibilityValue(Text("72 percent"))
    /// ```
    public func accessibilityValue(_ value: Text) -> some View {
        accessibility(.value(value.plainString))
    }

    /// Sets the value VoiceOver reads to the text of `valueKey`, as `Text` reads a key:
    /// interpolations formatted, inline Markdown read.
    ///
    /// ```swift
    /// Slider(value: $volume).accessibilityValue("\(Int(volume * 100)) percent")
    /// ```
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View {
        accessibilityValue(Text(valueKey))
    }

    /// Hides the view and everything inside it from VoiceOver when `hidden` is `true`; it is
    /// still drawn and still takes taps.
    ///
    /// ```swift
    /// Image(systemName: "sparkles").accessibilityHidden(true)   // decoration only
    /// ```
    public func accessibilityHidden(_ hidden: Bool) -> some View {
        accessibility(.hidden(hidden))
    }

    /// Adds traits to the elements of the view.
    ///
    /// ```swift
    /// Text("Memos").font(.title).accessibilityAddTraits(.isHeader)
    /// ```
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        accessibility(.addTraits(traits))
    }

    /// Removes traits from the elements of the view, such as the image trait of an icon that
    /// a label already names.
    ///
    /// ```swift
    /// Image(systemName: "bell").accessibilityRemoveTraits(.isImage)
    /// ```
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        accessibility(.removeTraits(traits))
    }

    /// Makes the view one accessibility element, or a container of them, as `children` says.
    ///
    /// ```swift
    /// HStack { Text(memo.title); Text(memo.date) }
    ///     .accessibilityElement(children: .combine)   // read as "Groceries, Today"
    /// ```
    /// - Parameter children: `.ignore` (the default) leaves the elements inside out, `.combine`
    ///   joins them into this one, `.contain` keeps them as the elements of a container.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        accessibility(.element(children))
    }

    /// Sets the order VoiceOver reads the view in among the elements of the same container:
    /// higher priorities first; equal ones top to bottom, then leading to trailing. The default
    /// is 0.
    ///
    /// ```swift
    /// VStack { Text("Details"); Text("Title").accessibilitySortPriority(1) }   // "Title" first
    /// ```
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View {
        accessibility(.sortPriority(sortPriority.isFinite ? sortPriority : 0))
    }

    /// Sets the identifier that UI tests find the element by; VoiceOver does not read it.
    ///
    /// ```swift
    /// Button("Save") { save() }.accessibilityIdentifier("editor.save")
    /// ```
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        accessibility(.identifier(identifier))
    }

    private func accessibility(_ property: AccessibilityNode.Property) -> some View {
        modifier(WrappingModifier(kind: .accessibility(AccessibilityNode(property: property))))
    }
}

extension Text {
    /// The characters of the text, without its styles.
    var plainString: String { runs.map(\.text).joined() }

    /// The text's characters, with a time (`Text(_:style:)`, a timer) written out at `date`.
    func plainString(at date: Date) -> String {
        runs.map { $0.clock?.text(at: date) ?? $0.text }.joined()
    }
}

/// The node of an accessibility modifier: one accessibility property of the content. It changes
/// neither layout nor drawing; the accessibility tree reads it (`AccessibilityTree.swift`).
///
/// ```swift
/// try Text("x").accessibilityLabel("Close").node().kind.summary   // accessibilityLabel("Close")
/// ```
package struct AccessibilityNode: Equatable, Sendable {
    /// The property the modifier sets.
    enum Property: Equatable, Sendable {
        case label(String)
        case hint(String)
        case value(String)
        case identifier(String)
        case hidden(Bool)
        case addTraits(AccessibilityTraits)
        case removeTraits(AccessibilityTraits)
        case element(AccessibilityChildBehavior)
        case sortPriority(Double)
    }

    var property: Property
}

extension AccessibilityNode: ContentModifierPrimitive {
    static let jsonSchema = [
        JSONKindSchema("accessibilityLabel", fields: ["label"]),
        JSONKindSchema("accessibilityHint", fields: ["hint"]),
        JSONKindSchema("accessibilityValue", fields: ["value"]),
        JSONKindSchema("accessibilityIdentifier", fields: ["identifier"]),
        JSONKindSchema("accessibilityHidden", fields: ["hidden"]),
        JSONKindSchema("accessibilityAddTraits", fields: ["traits"]),
        JSONKindSchema("accessibilityRemoveTraits", fields: ["traits"]),
        JSONKindSchema("accessibilityElement", fields: ["behavior"]),
        JSONKindSchema("accessibilitySortPriority", fields: ["sortPriority"]),
    ]

    /// Every field may be left out: a string is then empty, `hidden` true, `traits` none,
    /// `behavior` `"ignore"` and `sortPriority` 0, the defaults of the modifiers. The child
    /// behaviour is `behavior` in JSON, as `children` holds a node's children there.
    static func kind(named name: String, json object: JSONObjectReader) throws -> Node.Kind {
        func string(_ key: String) throws -> String { try object[key]?.string() ?? "" }
        let property: Property
        switch name {
        case "accessibilityLabel": property = .label(try string("label"))
        case "accessibilityHint": property = .hint(try string("hint"))
        case "accessibilityValue": property = .value(try string("value"))
        case "accessibilityIdentifier": property = .identifier(try string("identifier"))
        case "accessibilityHidden": property = .hidden(try object["hidden"]?.bool() ?? true)
        case "accessibilityAddTraits": property = .addTraits(try traits(object))
        case "accessibilityRemoveTraits": property = .removeTraits(try traits(object))
        case "accessibilityElement":
            let names = AccessibilityChildBehavior.all.map(\.name)
            let behavior = try object["behavior"]?.name(of: "child behaviour", among: names) ?? "ignore"
            property = .element(AccessibilityChildBehavior(name: behavior))
        default: property = .sortPriority(try object["sortPriority"]?.number() ?? 0)
        }
        return .accessibility(AccessibilityNode(property: property))
    }

    private static func traits(_ object: JSONObjectReader) throws -> AccessibilityTraits {
        guard let list = object["traits"] else { return [] }
        let allNames = AccessibilityTraits.names.map(\.name)
        return AccessibilityTraits(names: try list.array().map { try $0.name(of: "trait", among: allNames) }) ?? []
    }

    func jsonFields(path: String) throws -> (name: String, fields: [JSONField]) {
        func traitsField(_ traits: AccessibilityTraits) -> [JSONField] {
            [JSONField("traits", .array(traits.traitNames.map(JSONValue.string)))]
        }
        switch property {
        case .label(let label): return ("accessibilityLabel", [JSONField("label", .string(label))])
        case .hint(let hint): return ("accessibilityHint", [JSONField("hint", .string(hint))])
        case .value(let value): return ("accessibilityValue", [JSONField("value", .string(value))])
        case .identifier(let id): return ("accessibilityIdentifier", [JSONField("identifier", .string(id))])
        case .hidden(let hidden): return ("accessibilityHidden", [JSONField("hidden", .bool(hidden))])
        case .addTraits(let traits): return ("accessibilityAddTraits", traitsField(traits))
        case .removeTraits(let traits): return ("accessibilityRemoveTraits", traitsField(traits))
        case .element(let children): return ("accessibilityElement", [JSONField("behavior", .string(children.name))])
        case .sortPriority(let priority):
            var fields = JSONFieldWriter(path: path)
            try fields.appendLength("sortPriority", priority)
            return ("accessibilitySortPriority", fields.fields)
        }
    }

    var summary: String {
        func traitList(_ traits: AccessibilityTraits) -> String { "[" + traits.traitNames.joined(separator: ", ") + "]" }
        switch property {
        case .label(let label): return "accessibilityLabel(\(quoted(label)))"
        case .hint(let hint): return "accessibilityHint(\(quoted(hint)))"
        case .value(let value): return "accessibilityValue(\(quoted(value)))"
        case .identifier(let id): return "accessibilityIdentifier(\(quoted(id)))"
        case .hidden(let hidden): return "accessibilityHidden(\(hidden))"
        case .addTraits(let traits): return "accessibilityAddTraits(\(traitList(traits)))"
        case .removeTraits(let traits): return "accessibilityRemoveTraits(\(traitList(traits)))"
        case .element(let children): return "accessibilityElement(children: \(children.name))"
        case .sortPriority(let priority): return "accessibilitySortPriority(\(formatPoints(CGFloat(priority))))"
        }
    }

    /// Accessibility properties draw nothing: the content draws as usual. The property changes
    /// what is read: a hidden view is not, an element of its own replaces the elements inside, a
    /// container reads them together, a modal is read alone, and every other property applies to
    /// the elements inside.
    func draw(_ node: PlacedNode, into builder: inout DisplayListBuilder) {
        builder.reading(node, as: reading) { $0.drawChildren(of: node) }
    }

    private var reading: AccessibilityReader.Reading {
        switch property {
        case .hidden(true): .unread
        case .element(.contain): .container(isRightToLeft: nil)
        case .element(let behavior): .element(behavior)
        case .addTraits(let traits) where traits.contains(.isModal): .modal(adding: traits.subtracting(.isModal))
        case let property: .adding(property)
        }
    }
}

extension AccessibilityNode {
    /// An element of its own is named `accessibilityElement`; the other properties are
    /// modifiers, not named.
    var accessibilityPathName: String? {
        guard case .element = property else { return nil }
        return "accessibilityElement"
    }
}

extension Node.Kind {
    /// The child with one accessibility property: a label, a value, traits, …
    package static func accessibility(_ accessibility: AccessibilityNode) -> Self { Self(accessibility) }
}
