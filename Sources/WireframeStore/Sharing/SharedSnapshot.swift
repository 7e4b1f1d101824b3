import Foundation

/// Values of shared references as a `TestStore` expects them, kept apart from the live values.
///
/// While a snapshot is in effect for reading, ``Shared/wrappedValue`` reads the snapshot's value
/// (the live one if it has none) and ``Shared/withLock(_:)`` changes only the snapshot. While it is
/// in effect for comparing, `==` on a ``Shared`` reads its left side from the snapshot and its
/// right side live, so `expected == actual` compares what a test expects with what happened.
final class SharedSnapshot: @unchecked Sendable {
    @TaskLocal static var current: SharedSnapshot?

    enum Mode { case reading, comparing }

    let mode: Mode
    private let storage: Storage

    init(values: [ObjectIdentifier: Any] = [:]) {
        self.mode = .reading
        self.storage = Storage(values: values)
    }

    private init(mode: Mode, storage: Storage) {
        self.mode = mode
        self.storage = storage
    }

    /// This snapshot, for comparing.
    var comparing: SharedSnapshot {
        SharedSnapshot(mode: .comparing, storage: storage)
    }

    /// This snapshot, for reading.
    var reading: SharedSnapshot {
        SharedSnapshot(mode: .reading, storage: storage)
    }

    /// An independent copy of the values.
    func copy() -> SharedSnapshot {
        SharedSnapshot(values: storage.lock.withLock { storage.values })
    }

    func value(for reference: AnyObject) -> Any? {
        storage.lock.withLock { storage.values[ObjectIdentifier(reference)] }
    }

    func set(_ value: Any, for reference: AnyObject) {
        storage.lock.withLock { storage.values[ObjectIdentifier(reference)] = value }
    }

    private final class Storage: @unchecked Sendable {
        let lock = NSLock()
        var values: [ObjectIdentifier: Any]

        init(values: [ObjectIdentifier: Any]) {
            self.values = values
        }
    }
}

/// The value each shared reference had before its first change since the last
/// ``takeChanges()``; a `TestStore` installs one in its dependencies.
final class SharedChangeTracker: @unchecked Sendable {
    private let lock = NSLock()
    private var changes: [ObjectIdentifier: (reference: AnyObject, value: Any)] = [:]

    /// Records `value` as `reference`'s value before its changes, unless one is recorded already.
    func willChange(_ reference: AnyObject, from value: Any) {
        lock.withLock {
            let id = ObjectIdentifier(reference)
            if changes[id] == nil { changes[id] = (reference, value) }
        }
    }

    /// The recorded values by reference, forgetting them.
    func takeChanges() -> [ObjectIdentifier: Any] {
        lock.withLock {
            defer { changes.removeAll() }
            return changes.mapValues(\.value)
        }
    }
}

extension DependencyValues {
    /// Where shared references record their values before a change, under a `TestStore`.
    var sharedChangeTracker: SharedChangeTracker? {
        get { self[SharedChangeTrackerKey.self] }
        set { self[SharedChangeTrackerKey.self] = newValue }
    }
}

private enum SharedChangeTrackerKey: DependencyKey {
    static let liveValue: SharedChangeTracker? = nil
    static let testValue: SharedChangeTracker? = nil
}
