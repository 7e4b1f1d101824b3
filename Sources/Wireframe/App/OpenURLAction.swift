import Foundation

/// The action `@Environment(\.openURL)` gives a view: call it with a URL to open it.
///
/// Nothing leaves the process: by default the URL is recorded in
/// ``UIApplication/openedURLs``, as `UIApplication.shared.open(_:)` records it, and the action
/// reports it was not accepted (``Result/systemAction``). An app or a test replaces the action
/// with `environment(\.openURL, OpenURLAction { url in … })`.
///
/// ```swift
/// @Environment(\.openURL) var openURL
/// var body: some View {
///     Button("Number facts") { openURL(URL(string: "http://numbersapi.com")!) }
/// }
/// ```
public struct OpenURLAction: Sendable {
    /// What a handler did with a URL.
    public struct Result: Sendable {
        let kind: Kind

        enum Kind: Sendable {
            case handled, discarded
            case systemAction(URL?)
        }

        /// The handler opened the URL.
        public static let handled = Result(kind: .handled)
        /// The handler did nothing with it.
        public static let discarded = Result(kind: .discarded)
        /// The system should open the URL.
        public static let systemAction = Result(kind: .systemAction(nil))
        /// The system should open `url` instead.
        public static func systemAction(_ url: URL) -> Result { Result(kind: .systemAction(url)) }
    }

    private let handler: @MainActor @Sendable (URL) -> Result

    /// An action that calls `handler` with each URL.
    ///
    /// ```swift
    /// .environment(\.openURL, OpenURLAction { url in opened.append(url); return .handled })
    /// ```
    public init(handler: @escaping @MainActor @Sendable (URL) -> Result) {
        self.handler = handler
    }

    /// Opens `url`: the handler's choice, and the system's (recorded) when it passes it on.
    @MainActor
    public func callAsFunction(_ url: URL) {
        open(url)
    }

    /// Opens `url` and tells `completion` whether it was opened; a URL the system is asked to
    /// open is recorded and not opened.
    @MainActor
    public func callAsFunction(_ url: URL, completion: @escaping @MainActor (_ accepted: Bool) -> Void) {
        completion(open(url))
    }

    @MainActor
    @discardableResult
    private func open(_ url: URL) -> Bool {
        switch handler(url).kind {
        case .handled: return true
        case .discarded: return false
        case .systemAction(let other):
            UIApplication.shared.open(other ?? url)
            return false
        }
    }
}

private struct OpenURLKey: EnvironmentKey {
    static let defaultValue = OpenURLAction { _ in .systemAction }
}

extension EnvironmentValues {
    /// Opens a URL: records it with ``UIApplication`` unless the app sets its own action.
    ///
    /// ```swift
    /// @Environment(\.openURL) var openURL
    /// Button("Help") { openURL(helpURL) }
    /// ```
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}
