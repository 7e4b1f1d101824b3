import Foundation

/// Extracts the payload of one enum case, identified by its constructor.
///
/// The first time a value with a given case tag is seen, `Mirror` finds its payload and the
/// constructor re-embeds it: when the re-embedded value has the same tag, the tag belongs to this
/// case. The verdict for each tag is remembered, so later extractions compare tags and copy the
/// payload out directly.
@usableFromInline
final class CaseMatcher<Root, Value>: @unchecked Sendable {
    @usableFromInline let embed: @Sendable (Value) -> Root
    @usableFromInline let reflection: EnumReflection?
    @usableFromInline let lock = NSLock()
    @usableFromInline var knowledge = CaseKnowledge()

    @inlinable
    init(embed: @escaping @Sendable (Value) -> Root) {
        self.embed = embed
        self.reflection = EnumReflection(Root.self)
    }

    @inlinable
    func extract(from root: Root) -> Value? {
        guard let reflection else { return extractByMirror(from: root)?.value }
        let tag = reflection.tag(of: root)
        let verdict = lock.withLock { knowledge.verdict(for: tag) }
        switch verdict {
        case .matches(let isIndirect):
            return reflection.payload(of: root, tag: tag, isIndirect: isIndirect, as: Value.self)
        case .differs:
            return nil
        case .unknown:
            return learn(from: root, tag: tag, reflection: reflection)
        }
    }

    @usableFromInline
    func learn(from root: Root, tag: UInt32, reflection: EnumReflection) -> Value? {
        guard let (label, value) = extractByMirror(from: root), reflection.tag(of: embed(value)) == tag else {
            lock.withLock { knowledge.recordOther(tag) }
            return nil
        }
        if let isIndirect = reflection.isIndirectCase(named: label) {
            lock.withLock { knowledge.recordMatch(tag, isIndirect: isIndirect) }
        }
        return value
    }

    /// Finds the payload with `Mirror` and checks the case label by re-embedding it.
    @usableFromInline
    func extractByMirror(from root: Root) -> (label: String, value: Value)? {
        let mirror = Mirror(reflecting: root)
        guard mirror.displayStyle == .enum,
            let child = mirror.children.first,
            let label = child.label,
            let value = child.value as? Value
        else { return nil }
        let embedded = Mirror(reflecting: embed(value))
        guard embedded.children.first?.label == label else { return nil }
        return (label, value)
    }
}

/// What a case matcher has learned about the case tags of its enum.
@usableFromInline
struct CaseKnowledge {
    @usableFromInline var matchingTag: UInt32?
    @usableFromInline var matchIsIndirect = false
    @usableFromInline var otherTags: UInt64 = 0
    @usableFromInline var otherHighTags: Set<UInt32> = []

    @inlinable init() {}

    @usableFromInline
    enum Verdict {
        case matches(isIndirect: Bool)
        case differs, unknown
    }

    @inlinable
    func verdict(for tag: UInt32) -> Verdict {
        if let matchingTag { return matchingTag == tag ? .matches(isIndirect: matchIsIndirect) : .differs }
        let isOther = tag < 64 ? otherTags & (1 << UInt64(tag)) != 0 : otherHighTags.contains(tag)
        return isOther ? .differs : .unknown
    }

    @usableFromInline
    mutating func recordMatch(_ tag: UInt32, isIndirect: Bool) {
        matchingTag = tag
        matchIsIndirect = isIndirect
    }

    @usableFromInline
    mutating func recordOther(_ tag: UInt32) {
        if tag < 64 { otherTags |= 1 << UInt64(tag) } else { otherHighTags.insert(tag) }
    }
}
