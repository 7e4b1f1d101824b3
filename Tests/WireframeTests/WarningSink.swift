import Foundation

/// Collects the warnings rendering reports, from any thread.
///
/// ```swift
/// let warnings = WarningSink()
/// LayoutWarnings.$handler.withValue(warnings.record) { … }
/// ```
final class WarningSink: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []

    var messages: [String] { lock.withLock { stored } }

    var record: @Sendable (String) -> Void {
        { [self] message in lock.withLock { stored.append(message) } }
    }
}
