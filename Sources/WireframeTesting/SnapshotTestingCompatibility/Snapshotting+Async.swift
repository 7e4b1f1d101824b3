import Foundation

/// A strategy whose value is its own snapshot, as swift-snapshot-testing names it.
///
/// ```swift
/// let text: SimplySnapshotting<String> = .lines
/// ```
public typealias SimplySnapshotting<Format> = Snapshotting<Format, Format>

extension Snapshotting {
    /// Creates a strategy whose golden may have no extension, as swift-snapshot-testing's
    /// initializer of the same shape does: `nil` writes `<test>.1` with no extension.
    ///
    /// ```swift
    /// let bytes = Snapshotting<Data, Data>(pathExtension: nil, diffing: .data) { $0 }
    /// ```
    ///
    /// - Parameters:
    ///   - pathExtension: The golden file's extension, without the dot; `nil` for none.
    ///   - diffing: How snapshots are stored and how a difference is explained.
    ///   - snapshot: Renders a value into its snapshot.
    @_disfavoredOverload
    public init(
        pathExtension: String?,
        diffing: Diffing<Format>,
        snapshot: @escaping @Sendable (_ value: Value) throws -> Format
    ) {
        self.init(pathExtension: pathExtension ?? "", diffing: diffing, snapshot: snapshot)
    }

    /// Creates a strategy whose snapshot arrives later, through an ``Async`` value; the
    /// assertion waits for it for at most its `timeout`.
    ///
    /// ```swift
    /// let loaded = Snapshotting<Page, String>(pathExtension: "txt", diffing: .lines) { page in
    ///     Async { callback in page.load { callback($0.text) } }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - pathExtension: The golden file's extension, without the dot; `nil` for none.
    ///   - diffing: How snapshots are stored and how a difference is explained.
    ///   - asyncSnapshot: Starts rendering a value and calls back with its snapshot.
    public init(
        pathExtension: String?,
        diffing: Diffing<Format>,
        asyncSnapshot: @escaping @Sendable (_ value: Value) -> Async<Format>
    ) {
        self.init(pathExtension: pathExtension ?? "", diffing: diffing) { value in
            try SnapshotTimeout.wait(for: asyncSnapshot(value))
        }
    }

    /// Derives a strategy for another type whose values become this strategy's values later,
    /// through an ``Async`` value.
    ///
    /// ```swift
    /// let afterLoad = Snapshotting<String, String>.lines.asyncPullback { (page: Page) in
    ///     Async { callback in page.load { callback($0.text) } }
    /// }
    /// ```
    ///
    /// - Parameter transform: Converts the new value, calling back when it is ready.
    /// - Returns: A strategy for `NewValue` with the same extension and diffing.
    public func asyncPullback<NewValue>(
        _ transform: @escaping @Sendable (_ otherValue: NewValue) -> Async<Value>
    ) -> Snapshotting<NewValue, Format> {
        pullback { newValue in try SnapshotTimeout.wait(for: transform(newValue)) }
    }

    /// A strategy that lets `duration` seconds pass before it snapshots with `strategy`, running
    /// the main run loop meanwhile, so that work scheduled on the main queue has happened.
    ///
    /// ```swift
    /// assertSnapshot(of: banner, as: .wait(for: 0.5, on: .lines))
    /// ```
    ///
    /// - Parameters:
    ///   - duration: How long to wait, in seconds.
    ///   - strategy: The strategy that snapshots once the time has passed.
    /// - Returns: A strategy with `strategy`'s extension and diffing.
    public static func wait(for duration: TimeInterval, on strategy: Self) -> Self {
        var waiting = strategy
        let snapshot = strategy.snapshot
        waiting.snapshot = { value in
            let deadline = Date().addingTimeInterval(duration)
            while Date() < deadline { SnapshotTimeout.pause(until: deadline) }
            return try snapshot(value)
        }
        return waiting
    }
}

extension Snapshotting where Value == Format {
    /// A strategy whose value is its snapshot, stored and compared with `diffing`.
    ///
    /// ```swift
    /// let bytes = SimplySnapshotting<Data>(pathExtension: "bin", diffing: .data)
    /// ```
    ///
    /// - Parameters:
    ///   - pathExtension: The golden file's extension, without the dot; `nil` for none.
    ///   - diffing: How snapshots are stored and how a difference is explained.
    public init(pathExtension: String?, diffing: Diffing<Format>) {
        self.init(pathExtension: pathExtension ?? "", diffing: diffing) { $0 }
    }
}
