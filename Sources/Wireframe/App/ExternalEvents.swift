import Foundation

extension View {
    /// Runs `action` with each URL the app is asked to open while the view is shown, as in
    /// SwiftUI. Nothing opens a URL in a still picture or a scripted screen, so the action is
    /// never called here; a test calls the code it runs directly.
    ///
    /// ```swift
    /// MemoList().onOpenURL { url in router.open(url) }
    /// ```
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
        self
    }

    /// Says which external events the view's scene prefers and allows; accepted without effect,
    /// as there is one scene and it takes every event.
    ///
    /// ```swift
    /// EditorView().handlesExternalEvents(preferring: ["editor"], allowing: ["*"])
    /// ```
    public func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> some View {
        self
    }
}

#if os(Linux)
    /// Foundation's user activity on Apple platforms, which Linux's Foundation lacks: what the
    /// user is doing, for Handoff, Spotlight and universal links. Nothing hands an activity on
    /// here; a test makes one to call a view's continuation code directly.
    ///
    /// ```swift
    /// let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
    /// activity.webpageURL = URL(string: "https://example.com/memos/42")
    /// ```
    open class NSUserActivity: NSObject {
        /// The kind of activity, a reverse-DNS name the app declares.
        public let activityType: String
        /// The activity's title, as Spotlight shows it.
        open var title: String?
        /// What the activity needs to be continued.
        open var userInfo: [AnyHashable: Any]?
        /// The web page the activity shows, for a universal link.
        open var webpageURL: URL?
        /// The keywords Spotlight finds the activity by.
        open var keywords: Set<String> = []
        /// Whether the activity can be continued on another device.
        open var isEligibleForHandoff = true
        /// Whether Spotlight may index the activity.
        open var isEligibleForSearch = false
        /// Whether Siri may suggest the activity.
        open var isEligibleForPrediction = false
        /// An identifier Siri groups predictions by.
        open var persistentIdentifier: String?
        /// Whether the activity is the one the user is doing now.
        public private(set) var isCurrent = false

        /// An activity of `activityType`.
        public init(activityType: String) {
            self.activityType = activityType
        }

        /// Adds `otherDictionary`'s entries to ``userInfo``.
        open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
            userInfo = (userInfo ?? [:]).merging(otherDictionary) { $1 }
        }

        /// Marks the activity as the one the user is doing now.
        open func becomeCurrent() { isCurrent = true }
        /// Marks the activity as no longer current.
        open func resignCurrent() { isCurrent = false }
        /// Ends the activity.
        open func invalidate() { isCurrent = false }
    }

    /// The activity type of a web page the app is asked to show: a universal link.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"
#endif

extension View {
    /// Runs `action` with each user activity of `activityType` the app is asked to continue,
    /// as in SwiftUI. Nothing hands an activity on in a still picture or a scripted screen, so
    /// the action is never called here; a test calls the code it runs with an activity it makes.
    ///
    /// ```swift
    /// MemoList().onContinueUserActivity(NSUserActivityTypeBrowsingWeb) { activity in
    ///     if let url = activity.webpageURL { router.open(url) }
    /// }
    /// ```
    public func onContinueUserActivity(_ activityType: String, perform action: @escaping (NSUserActivity) -> Void) -> some View {
        self
    }

    /// Advertises a user activity of `activityType` while `isActive` is true, updated by
    /// `update`, as in SwiftUI. There is no Handoff or Spotlight here: accepted without effect,
    /// and `update` is not called.
    ///
    /// ```swift
    /// MemoDetail(memo: memo).userActivity("com.example.memo", isActive: true) { $0.title = memo.title }
    /// ```
    public func userActivity(_ activityType: String, isActive: Bool = true, _ update: @escaping (NSUserActivity) -> Void) -> some View {
        self
    }

    /// Advertises a user activity of `activityType` for `element` while it is not `nil`, as in
    /// SwiftUI; accepted without effect, and `update` is not called.
    ///
    /// ```swift
    /// MemoList().userActivity("com.example.memo", element: selectedMemo) { memo, activity in activity.title = memo.title }
    /// ```
    public func userActivity<P>(_ activityType: String, element: P?, _ update: @escaping (P, NSUserActivity) -> Void) -> some View {
        self
    }
}
