#if !canImport(Darwin)
    import Foundation

    /// Something that can be stopped, as Combine's `Cancellable`: a subscription, or the repeating
    /// action a scheduler returns for `schedule(after:interval:…)`.
    ///
    /// ```swift
    /// let ticks = scheduler.schedule(after: scheduler.now, interval: 1) { print("tick") }
    /// ticks.cancel()
    /// ```
    public protocol Cancellable {
        /// Stops the work; calling it again does nothing.
        func cancel()
    }

    /// A cancellable that runs a closure once when cancelled or released, as Combine's
    /// `AnyCancellable`.
    ///
    /// ```swift
    /// var subscriptions = Set<AnyCancellable>()
    /// subject.sink { print($0) }.store(in: &subscriptions)
    /// let cancellable = AnyCancellable { print("stopped") }
    /// cancellable.cancel()   // prints "stopped"; a second call prints nothing
    /// ```
    public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
        private let lock = NSLock()
        private var onCancel: (() -> Void)?

        /// A cancellable that calls `cancel` the first time it is cancelled or when it is released.
        public init(_ cancel: @escaping () -> Void) {
            self.onCancel = cancel
        }

        /// A cancellable that cancels `cancellable`.
        public convenience init(_ cancellable: some Cancellable) {
            self.init { cancellable.cancel() }
        }

        deinit {
            onCancel?()
        }

        /// Runs the closure unless it has run already.
        public func cancel() {
            let onCancel = lock.withLock {
                defer { self.onCancel = nil }
                return self.onCancel
            }
            onCancel?()
        }

        /// Keeps this cancellable in `collection`, so it lives as long as the collection holds it.
        ///
        /// ```swift
        /// var subscriptions: [AnyCancellable] = []
        /// subject.sink { print($0) }.store(in: &subscriptions)
        /// ```
        public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
            collection.append(self)
        }

        /// Keeps this cancellable in `set`, so it lives as long as the set holds it.
        ///
        /// ```swift
        /// var subscriptions = Set<AnyCancellable>()
        /// subject.sink { print($0) }.store(in: &subscriptions)
        /// ```
        public func store(in set: inout Set<AnyCancellable>) {
            set.insert(self)
        }

        /// Whether `lhs` and `rhs` are the same object.
        public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool {
            lhs === rhs
        }

        /// Hashes the object's identity.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(ObjectIdentifier(self))
        }
    }
#endif
