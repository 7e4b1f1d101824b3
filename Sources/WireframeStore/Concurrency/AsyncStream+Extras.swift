extension AsyncStream {
    /// A stream that never yields and never finishes, until the task iterating it is cancelled,
    /// as ConcurrencyExtras' `AsyncStream.never`.
    ///
    /// ```swift
    /// static let testValue = WebSocketClient(receive: { _ in .never })
    /// ```
    public static var never: Self {
        Self { _ in }
    }

    /// A stream that finishes at once without yielding, as ConcurrencyExtras'
    /// `AsyncStream.finished`.
    ///
    /// ```swift
    /// static let previewValue = DownloadClient(download: { _ in .finished })
    /// ```
    public static var finished: Self {
        Self { $0.finish() }
    }

    /// A stream of the elements of `sequence`, as ConcurrencyExtras' `AsyncStream(_:)`.
    ///
    /// ```swift
    /// let stream = AsyncStream(notifications.map { _ in })
    /// ```
    public init<S: AsyncSequence & Sendable>(_ sequence: S) where S.Element == Element, Element: Sendable {
        let task = LockIsolated<Task<Void, Never>?>(nil)
        self.init { continuation in
            task.setValue(
                Task {
                    do {
                        for try await element in sequence { continuation.yield(element) }
                    } catch {}
                    continuation.finish()
                })
            continuation.onTermination = { _ in task.value?.cancel() }
        }
    }
}

extension AsyncSequence where Self: Sendable, Element: Sendable {
    /// The sequence as an `AsyncStream`, as ConcurrencyExtras' `eraseToStream()`.
    ///
    /// ```swift
    /// return .run { send in for await _ in screenshots().eraseToStream() { await send(.screenshot) } }
    /// ```
    public func eraseToStream() -> AsyncStream<Element> {
        AsyncStream(self)
    }

    /// The sequence as an `AsyncThrowingStream`, as ConcurrencyExtras' `eraseToThrowingStream()`.
    public func eraseToThrowingStream() -> AsyncThrowingStream<Element, any Error> {
        AsyncThrowingStream(self)
    }
}

extension AsyncThrowingStream where Failure == any Error {
    /// A stream that never yields and never finishes, until the task iterating it is cancelled.
    public static var never: Self {
        Self { _ in }
    }

    /// A stream that finishes at once, with `error` when one is given, as ConcurrencyExtras'
    /// `AsyncThrowingStream.finished(throwing:)`.
    ///
    /// ```swift
    /// static let testValue = DownloadClient(download: { _ in .finished() })
    /// ```
    public static func finished(throwing error: Failure? = nil) -> Self {
        Self { $0.finish(throwing: error) }
    }

    /// A throwing stream of the elements of `sequence`.
    public init<S: AsyncSequence & Sendable>(_ sequence: S) where S.Element == Element, Element: Sendable {
        let task = LockIsolated<Task<Void, Never>?>(nil)
        self.init { continuation in
            task.setValue(
                Task {
                    do {
                        for try await element in sequence { continuation.yield(element) }
                        continuation.finish()
                    } catch {
                        continuation.finish(throwing: error)
                    }
                })
            continuation.onTermination = { _ in task.value?.cancel() }
        }
    }
}
