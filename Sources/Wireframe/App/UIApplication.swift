import Foundation

/// UIKit's application object, for SwiftUI code that opens a URL or the Settings app through
/// it. Nothing leaves the process: an opened URL is recorded and the completion handler is told
/// it was not opened, as a device without the target app would say.
///
/// ```swift
/// Button("설정 열기") {
///     UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!)
/// }
/// ```
@MainActor
public final class UIApplication {
    /// The application.
    public static let shared = UIApplication()

    /// The URL that opens the app's page in Settings.
    public nonisolated static let openSettingsURLString = "app-settings:"

    /// Posted when the user takes a screenshot; nothing posts it here unless a test does.
    public nonisolated static let userDidTakeScreenshotNotification = Notification.Name("UIApplicationUserDidTakeScreenshotNotification")
    /// Posted when the app becomes active.
    public nonisolated static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to become inactive.
    public nonisolated static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the app enters the background.
    public nonisolated static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to enter the foreground.
    public nonisolated static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")

    /// The app's delegate: the one a ``UIApplicationDelegateAdaptor`` made, if any.
    public var delegate: (any UIApplicationDelegate)?

    /// The URLs `open(_:options:completionHandler:)` was asked to open, in order.
    public private(set) var openedURLs: [URL] = []

    private init() {}

    /// Options for opening a URL, as UIKit's.
    public struct OpenExternalURLOptionsKey: Hashable, Sendable, RawRepresentable {
        /// The option's name.
        public let rawValue: String
        /// The option named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only a universal link.
        public static let universalLinksOnly = Self(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Records `url` as opened and calls `completion` with `false`: there is no other app.
    public func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        openedURLs.append(url)
        completion?(false)
    }

    /// Records `url` as opened and returns `false`: there is no other app.
    @discardableResult
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
        openedURLs.append(url)
        return false
    }

    /// Whether an app could open `url`: `false`, there is none.
    public func canOpenURL(_ url: URL) -> Bool { false }
}
