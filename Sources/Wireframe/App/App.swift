import Foundation

/// An app: its scenes, the first of which holds its root view, as SwiftUI's `App` is.
///
/// An app type compiles as written for SwiftUI. Run as a program (`@main` in an executable
/// target), it prints the ASCII picture of its first window on a 390 × 844 pt screen; the same
/// window is ``rootView``, for tests and the gallery to render like any other view.
///
/// ```swift
/// @main
/// struct MemoApp: App {
///     var body: some Scene {
///         WindowGroup { ContentView(store: Store(initialState: Memos.State()) { Memos() }) }
///     }
/// }
/// // swift run MemoApp   prints the memo list
/// // try MemoApp().rootView.renderSVG(width: 390, height: 844)
/// ```
@MainActor @preconcurrency
public protocol App {
    /// The type of the app's scenes.
    associatedtype Body: Scene
    /// The app's scenes.
    @SceneBuilder var body: Body { get }
    /// Creates the app, as the system does when it launches it.
    init()
}

extension App {
    /// The root view of the app's first window.
    public var rootView: AnyView { body.rootView }

    /// Prints the first window's ASCII picture on a 390 × 844 pt screen, or the render error on
    /// standard error with exit status 1: what launching the app means without a device. An
    /// app delegate (``UIApplicationDelegateAdaptor``) is told that launching finished first.
    public static func main() {
        do {
            let app = Self()
            UIApplication.shared.finishLaunching()
            print(try app.rootView.renderASCII(width: 390, height: 844), terminator: "")
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            exit(1)
        }
    }
}

/// A part of an app's interface, such as a window, as SwiftUI's `Scene` is.
///
/// ```swift
/// var body: some Scene { WindowGroup { ContentView() } }
/// ```
@MainActor @preconcurrency
public protocol Scene {
    /// The type of scene this scene is made of.
    associatedtype Body: Scene
    /// The content of this scene.
    @SceneBuilder var body: Body { get }
}

extension Scene {
    /// The root view of the scene's first window.
    var rootView: AnyView {
        if let window = self as? any WindowScene { return window.windowContent }
        return body.rootView
    }
}

/// A scene that is a window, whose content is a view.
@MainActor
protocol WindowScene {
    var windowContent: AnyView { get }
}

extension Never: Scene {}

/// The app's windows, each showing `content`, as SwiftUI's `WindowGroup` is; a phone shows one.
///
/// ```swift
/// WindowGroup { ContentView() }
/// ```
public struct WindowGroup<Content: View>: Scene, WindowScene {
    private let content: Content

    /// Creates the window group.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Creates the window group with a title, which a phone does not show.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Window groups are primitive scenes; they have no body.
    public var body: Never { fatalError("WindowGroup is a primitive scene") }

    var windowContent: AnyView { AnyView(content) }
}

/// The app's settings window, as SwiftUI's `Settings` scene on macOS. An iPhone has no
/// settings window: a `Settings` scene beside a window group is not drawn; a `Settings` scene on
/// its own draws its content as the window.
///
/// ```swift
/// var body: some Scene {
///     WindowGroup { ContentView() }
///     Settings { PreferencesView() }
/// }
/// ```
public struct Settings<Content: View>: Scene, WindowScene, SettingsScene {
    private let content: Content

    /// Creates the settings scene.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Settings scenes are primitive scenes; they have no body.
    public var body: Never { fatalError("Settings is a primitive scene") }

    var windowContent: AnyView { AnyView(content) }
}

/// A scene that a phone does not show beside a window.
private protocol SettingsScene {}

/// Several scenes, from a `@SceneBuilder` block of more than one; the first is the app's window.
///
/// ```swift
/// var body: some Scene { WindowGroup { ContentView() }; WindowGroup("Help") { HelpView() } }
/// ```
public struct TupleScene<each Content: Scene>: Scene, WindowScene {
    private let scenes: (repeat each Content)

    init(_ scenes: repeat each Content) {
        self.scenes = (repeat each scenes)
    }

    /// Tuples of scenes are primitive scenes; they have no body.
    public var body: Never { fatalError("TupleScene is a primitive scene") }

    var windowContent: AnyView {
        var settings: AnyView?
        for scene in repeat each scenes {
            // A phone has no settings window: the first other scene is the window.
            if scene is any SettingsScene {
                settings = settings ?? scene.rootView
                continue
            }
            return scene.rootView
        }
        return settings ?? AnyView(EmptyView())
    }
}

/// Builds scenes from the statements of a closure, as SwiftUI's `@SceneBuilder` does.
///
/// ```swift
/// @SceneBuilder var body: some Scene { WindowGroup { ContentView() } }
/// ```
@resultBuilder @MainActor
public enum SceneBuilder {
    /// A block of one scene: the scene itself.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

    /// A block of several scenes, in order.
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> TupleScene<repeat each Content> {
        TupleScene(repeat each content)
    }
}
