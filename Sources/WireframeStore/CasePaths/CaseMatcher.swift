/// Extracts the payload of one enum case, identified by its constructor, for the
/// case-constructor spelling `Scope(state: \.child, action: Action.child)`.
///
/// `Mirror` finds the value's case label and payload; the constructor re-embeds the payload, and
/// the value is in this case when the re-embedded value has the same label. Only public
/// reflection is used, never the runtime's metadata layout, so the matcher is as safe on the
/// next toolchain as on this one. It costs a `Mirror` per extraction: `@CasePathable` enums and
/// case key paths (`action: \.child`) extract with a `switch` instead and are the spelling to
/// prefer.
@usableFromInline
struct CaseMatcher<Root, Value>: Sendable {
    @usableFromInline let embed: @Sendable (Value) -> Root

    @inlinable
    init(embed: @escaping @Sendable (Value) -> Root) {
        self.embed = embed
    }

    @usableFromInline
    func extract(from root: Root) -> Value? {
        guard let (label, value) = Self.labelAndPayload(of: root) else { return nil }
        guard let embedded = Self.labelAndPayload(of: embed(value)), embedded.label == label else { return nil }
        return value
    }

    /// The case label and payload of `root`, or `nil` when it is not an enum with a payload of
    /// type `Value`. A payload-less case reads as `()` when `Value` is `Void`.
    private static func labelAndPayload(of root: Root) -> (label: String, value: Value)? {
        let mirror = Mirror(reflecting: root)
        guard mirror.displayStyle == .enum else { return nil }
        guard let child = mirror.children.first else {
            // A case without a payload: its name is the value's description.
            guard let void = () as? Value else { return nil }
            return ("\(root)", void)
        }
        guard let label = child.label else { return nil }
        if let value = child.value as? Value { return (label, value) }
        // One unlabelled payload of a tuple-shaped case is reflected as that tuple.
        return nil
    }
}
