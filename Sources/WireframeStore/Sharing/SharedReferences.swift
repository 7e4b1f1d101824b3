import Foundation

/// The live references of every key, so that `@Shared` values with equal keys share one.
///
/// References are held weakly: once no `Shared` uses a key, the next one loads it again.
final class SharedReferences: @unchecked Sendable {
    static let shared = SharedReferences()

    private let lock = NSLock()
    private var references: [Key: WeakReference] = [:]

    /// The reference for `key`, creating it from the key's stored value or `defaultValue`.
    func reference<K: SharedKey>(for key: K, default defaultValue: () -> K.Value) -> SharedReference<K.Value> {
        lock.lock()
        defer { lock.unlock() }
        let id = Key(type: ObjectIdentifier(K.self), id: AnyHashable(key.id))
        if let existing = references[id]?.object as? SharedReference<K.Value> {
            return existing
        }
        let reference = RootSharedReference(value: key.load(default: defaultValue)) { key.save($0) }
        references = references.filter { $0.value.object != nil }
        references[id] = WeakReference(object: reference)
        return reference
    }

    private struct Key: Hashable {
        let type: ObjectIdentifier
        let id: AnyHashable
    }

    private struct WeakReference {
        weak var object: AnyObject?
    }
}
