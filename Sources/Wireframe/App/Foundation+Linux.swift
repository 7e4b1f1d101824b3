import Foundation

#if os(Linux)
    extension URL {
        /// The user's documents folder, as Foundation on Apple platforms gives it:
        /// `~/Documents` here (created on first use by whoever writes into it).
        ///
        /// ```swift
        /// @Shared(.fileStorage(.documentsDirectory.appending(component: "sync-ups.json"))) var syncUps: [SyncUp] = []
        /// ```
        public static var documentsDirectory: URL {
            FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
                ?? URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent("Documents", isDirectory: true)
        }
    }

    extension NotificationCenter {
        /// The notifications named `name` (from `object`, when given) as an asynchronous
        /// sequence, as Foundation on Apple platforms gives them; the observer is removed when
        /// the iteration ends.
        ///
        /// ```swift
        /// for await _ in NotificationCenter.default.notifications(named: UIApplication.userDidTakeScreenshotNotification) {
        ///     await send(.screenshotTaken)
        /// }
        /// ```
        public func notifications(named name: Notification.Name, object: AnyObject? = nil) -> AsyncStream<Notification> {
            let center = UncheckedCenter(center: self)
            return AsyncStream { continuation in
                let observer = center.center.addObserver(forName: name, object: object, queue: nil) { notification in
                    // Each notification is posted once and handed on; nothing else holds it here.
                    nonisolated(unsafe) let posted = notification
                    continuation.yield(posted)
                }
                let token = UncheckedCenter(center: center.center, observer: observer)
                continuation.onTermination = { _ in token.center.removeObserver(token.observer as Any) }
            }
        }
    }

    /// A notification center and an observer, carried into a stream's termination handler.
    private struct UncheckedCenter: @unchecked Sendable {
        let center: NotificationCenter
        var observer: NSObjectProtocol?
        init(center: NotificationCenter, observer: NSObjectProtocol? = nil) {
            self.center = center
            self.observer = observer
        }
    }
#endif
