import Foundation

/// UIKit's application delegate, for a SwiftUI app that takes UIKit's launch and lifecycle
/// calls through ``UIApplicationDelegateAdaptor``.
///
/// Swift makes an object from its class only through a required initializer, so off Apple's
/// platforms a delegate class is `final`, or declares `required override init()`; the compiler
/// says so for one that is neither.
///
/// Each method has a default that does nothing (and returns `true` where UIKit expects an
/// answer), so a delegate implements only the ones it needs. Launching the app as a program
/// (``App/main()``) calls `application(_:willFinishLaunchingWithOptions:)` and
/// `application(_:didFinishLaunchingWithOptions:)` before the first window is drawn; nothing
/// else calls the delegate unless a test does.
///
/// ```swift
/// final class AppDelegate: NSObject, UIApplicationDelegate {
///     func application(
///         _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
///     ) -> Bool {
///         Analytics.start()
///         return true
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol UIApplicationDelegate: AnyObject {
    /// Creates the delegate; ``UIApplicationDelegateAdaptor`` makes it from its type.
    init()
    /// Called when launching has begun.
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?)
        -> Bool
    /// Called when launching is done, before the first window is drawn.
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?)
        -> Bool
    /// Called when the app is asked to open `url`.
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool
    /// Called when the app registered for remote notifications with `deviceToken`.
    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)
    /// Called when registering for remote notifications failed.
    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error)
    /// Called when the app becomes active.
    func applicationDidBecomeActive(_ application: UIApplication)
    /// Called when the app is about to become inactive.
    func applicationWillResignActive(_ application: UIApplication)
    /// Called when the app enters the background.
    func applicationDidEnterBackground(_ application: UIApplication)
    /// Called when the app is about to enter the foreground.
    func applicationWillEnterForeground(_ application: UIApplication)
    /// Called when the app is about to end.
    func applicationWillTerminate(_ application: UIApplication)
}

extension UIApplicationDelegate {
    /// Returns `true`.
    public func application(
        _ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
    /// Returns `true`.
    public func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
    /// Returns `false`: the URL is not opened.
    public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool { false }
    /// Does nothing.
    public func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {}
    /// Does nothing.
    public func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error) {}
    /// Does nothing.
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillResignActive(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillTerminate(_ application: UIApplication) {}
}

extension UIApplication {
    /// A key of the options an app is launched with.
    public struct LaunchOptionsKey: Hashable, Sendable, RawRepresentable {
        /// The option's name.
        public let rawValue: String
        /// The option named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The URL the app was launched to open.
        public static let url = Self(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// The remote notification the app was launched for.
        public static let remoteNotification = Self(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
    }

    /// A key of the options a URL is opened with.
    public struct OpenURLOptionsKey: Hashable, Sendable, RawRepresentable {
        /// The option's name.
        public let rawValue: String
        /// The option named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The bundle identifier of the app that asked to open the URL.
        public static let sourceApplication = Self(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
    }

    /// Tells the delegate that launching began and ended, as launching the app does.
    func finishLaunching() {
        guard let delegate else { return }
        _ = delegate.application(self, willFinishLaunchingWithOptions: nil)
        _ = delegate.application(self, didFinishLaunchingWithOptions: nil)
    }
}

/// Gives a SwiftUI app a UIKit application delegate, as SwiftUI's `UIApplicationDelegateAdaptor`.
///
/// The adaptor makes one delegate of `DelegateType` when the app is made and sets it as
/// `UIApplication.shared.delegate`; launching the app as a program calls its launch methods.
/// A delegate that is an ``ObservableObject`` gives bindings to its properties through `$`.
///
/// ```swift
/// @main
/// struct MemoApp: App {
///     @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
///     var body: some Scene { WindowGroup { ContentView() } }
/// }
/// ```
@MainActor @propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate>: DynamicProperty {
    /// The delegate.
    public let wrappedValue: DelegateType

    /// Makes the app's delegate, of `delegateType`.
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {
        wrappedValue = delegateType.init()
        UIApplication.shared.delegate = wrappedValue
    }
}

extension UIApplicationDelegateAdaptor where DelegateType: ObservableObject {
    /// Bindings to the delegate's properties.
    public var projectedValue: ObservedObject<DelegateType>.Wrapper {
        ObservedObject(wrappedValue: wrappedValue).projectedValue
    }
}
