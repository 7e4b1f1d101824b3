/// TCA's event log for its integration tests (`@_spi(Logging) import ComposableArchitecture`):
/// views and stores append lines while `isEnabled`, and a test reads them back from `logs`.
///
/// As in TCA, nothing is kept until logging is switched on. TCA also writes each line to the
/// unified log (`os.Logger`), which Linux does not have, so `log` takes no `OSLogType`; and
/// `logs` is a plain property, as Combine's `@Published` is not on Linux.
///
/// ```swift
/// Logger.shared.isEnabled = true
/// Logger.shared.log("\(Self.self).body")
/// Logger.shared.logs   // ["CounterView.body"]
/// ```
@_spi(Logging)
@MainActor
public final class Logger {
    /// The one log of the process.
    public static let shared = Logger()

    /// Whether `log(_:)` keeps what it is given; `false` at first.
    public var isEnabled = false

    /// The lines logged since the last `clear()`, oldest first.
    public var logs: [String] = []

    /// Keeps `string` when logging is on; `string` is not evaluated when it is off.
    public func log(_ string: @autoclosure () -> String) {
        guard isEnabled else { return }
        logs.append(string())
    }

    /// Forgets every line logged so far.
    public func clear() {
        logs = []
    }
}
