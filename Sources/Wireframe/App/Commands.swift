import Foundation

/// Menu bar commands of a scene, as SwiftUI's `Commands`: a ``CommandMenu`` of your own or a
/// ``CommandGroup`` placed among the system's.
///
/// A phone has no menu bar, and an iPhone shows no commands, so ``Scene/commands(content:)``
/// keeps them and draws nothing; the views inside a command are never resolved.
///
/// ```swift
/// struct MemoCommands: Commands {
///     var body: some Commands {
///         CommandMenu("Memo") { Button("New Memo") { addMemo() } }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol Commands {
    /// The type of commands these commands are made of.
    associatedtype Body: Commands
    /// The commands' content.
    @CommandsBuilder var body: Body { get }
}

extension Never: Commands {}

extension Commands {
    /// Primitive commands are never asked for a body: a scene keeps them as they are.
    var primitiveBody: Never { fatalError("\(Self.self) is a primitive command") }
}

extension Scene {
    /// Adds menu bar commands to the scene, which a phone does not show: the scene is drawn as
    /// it is without them.
    ///
    /// ```swift
    /// WindowGroup { ContentView() }
    ///     .commands {
    ///         CommandMenu("Memo") { Button("New Memo") {} }
    ///         CommandGroup(replacing: .help) { Button("Memo Help") {} }
    ///     }
    /// ```
    ///
    /// - Parameter content: The commands, built with ``CommandsBuilder``.
    /// - Returns: The scene, with the commands kept beside it.
    public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
        CommandsScene(base: self, commands: content())
    }
}

/// A scene with commands beside it; its window is the base scene's.
private struct CommandsScene<Base: Scene, Content: Commands>: Scene, WindowScene {
    let base: Base
    let commands: Content

    var body: Never { fatalError("a scene with commands is a primitive scene") }

    var windowContent: AnyView { base.rootView }
}

/// A menu of its own in the menu bar, as SwiftUI's `CommandMenu`, after the system's menus and
/// before Window and Help; not drawn on a phone.
///
/// ```swift
/// CommandMenu("Memo") {
///     Button("New Memo") {}
///     Divider()
///     Button("Delete Memo") {}
/// }
/// ```
public struct CommandMenu<Content: View>: Commands {
    let name: Text
    let content: Content

    /// Creates a menu titled `nameKey` holding `content`.
    public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(Text(nameKey), content: content)
    }

    /// Creates a menu titled `name` holding `content`.
    public init(_ name: Text, @ViewBuilder content: () -> Content) {
        self.name = name
        self.content = content()
    }

    /// Creates a menu titled `name` holding `content`.
    public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {
        self.init(Text(name), content: content)
    }

    /// A menu is a primitive command; it has no body.
    public var body: Never { primitiveBody }
}

/// Commands placed before, after or instead of a group of the system's menu items, as SwiftUI's
/// `CommandGroup`; not drawn on a phone.
///
/// ```swift
/// CommandGroup(after: .newItem) { Button("New from Clipboard") {} }
/// CommandGroup(replacing: .undoRedo) {}
/// ```
public struct CommandGroup<Content: View>: Commands {
    let placement: CommandGroupPlacement
    let content: Content

    /// Places `addition` before the system's items at `group`.
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        placement = group
        content = addition()
    }

    /// Places `addition` after the system's items at `group`.
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        placement = group
        content = addition()
    }

    /// Puts `addition` in place of the system's items at `group`; an empty one removes them.
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        placement = group
        content = addition()
    }

    /// A group is a primitive command; it has no body.
    public var body: Never { primitiveBody }
}

/// Where a ``CommandGroup`` goes among the system's menu items, as SwiftUI's
/// `CommandGroupPlacement`.
///
/// ```swift
/// CommandGroup(replacing: .appSettings) { Button("Preferences…") {} }
/// ```
public struct CommandGroupPlacement: Sendable {
    private let name: String

    /// About the app.
    public static let appInfo = CommandGroupPlacement(name: "appInfo")
    /// The app's settings.
    public static let appSettings = CommandGroupPlacement(name: "appSettings")
    /// The system's services.
    public static let systemServices = CommandGroupPlacement(name: "systemServices")
    /// Hiding and showing the app.
    public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
    /// Quitting the app.
    public static let appTermination = CommandGroupPlacement(name: "appTermination")
    /// Making new documents and windows.
    public static let newItem = CommandGroupPlacement(name: "newItem")
    /// Saving documents.
    public static let saveItem = CommandGroupPlacement(name: "saveItem")
    /// Importing and exporting.
    public static let importExport = CommandGroupPlacement(name: "importExport")
    /// Printing.
    public static let printItem = CommandGroupPlacement(name: "printItem")
    /// Undo and Redo.
    public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
    /// Cut, Copy and Paste.
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
    /// Finding, spelling and other text editing.
    public static let textEditing = CommandGroupPlacement(name: "textEditing")
    /// Fonts and text styles.
    public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
    /// The toolbar's items.
    public static let toolbar = CommandGroupPlacement(name: "toolbar")
    /// The sidebar's items.
    public static let sidebar = CommandGroupPlacement(name: "sidebar")
    /// Resizing windows.
    public static let windowSize = CommandGroupPlacement(name: "windowSize")
    /// The list of open windows.
    public static let windowList = CommandGroupPlacement(name: "windowList")
    /// The windows of single-window scenes.
    public static let singleWindowList = CommandGroupPlacement(name: "singleWindowList")
    /// Arranging windows.
    public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
    /// Help.
    public static let help = CommandGroupPlacement(name: "help")
}

/// No commands, as SwiftUI's `EmptyCommands`.
///
/// ```swift
/// .commands { EmptyCommands() }
/// ```
public struct EmptyCommands: Commands {
    /// Creates the empty commands.
    public init() {}

    /// Empty commands are primitive; they have no body.
    public var body: Never { primitiveBody }
}

/// Several commands, from a `@CommandsBuilder` block of more than one.
public struct TupleCommands<each Content: Commands>: Commands {
    private let commands: (repeat each Content)

    init(_ commands: repeat each Content) {
        self.commands = (repeat each commands)
    }

    /// Tuples of commands are primitive; they have no body.
    public var body: Never { primitiveBody }
}

/// Commands from one of two branches of an `if`/`else`.
public struct ConditionalCommands<TrueContent: Commands, FalseContent: Commands>: Commands {
    private let first: TrueContent?
    private let second: FalseContent?

    init(first: TrueContent?, second: FalseContent?) {
        self.first = first
        self.second = second
    }

    /// Conditional commands are primitive; they have no body.
    public var body: Never { primitiveBody }
}

/// Commands made only when a condition holds, from an `if` without `else`.
public struct OptionalCommands<Wrapped: Commands>: Commands {
    private let wrapped: Wrapped?

    init(_ wrapped: Wrapped?) {
        self.wrapped = wrapped
    }

    /// Optional commands are primitive; they have no body.
    public var body: Never { primitiveBody }
}

/// The system's commands for showing and hiding a sidebar, as SwiftUI's `SidebarCommands`.
public struct SidebarCommands: Commands {
    /// Creates the commands.
    public init() {}
    /// System commands are primitive; they have no body.
    public var body: Never { primitiveBody }
}

/// The system's commands for the toolbar, as SwiftUI's `ToolbarCommands`.
public struct ToolbarCommands: Commands {
    /// Creates the commands.
    public init() {}
    /// System commands are primitive; they have no body.
    public var body: Never { primitiveBody }
}

/// The system's commands for editing text, as SwiftUI's `TextEditingCommands`.
public struct TextEditingCommands: Commands {
    /// Creates the commands.
    public init() {}
    /// System commands are primitive; they have no body.
    public var body: Never { primitiveBody }
}

/// The system's commands for text formatting, as SwiftUI's `TextFormattingCommands`.
public struct TextFormattingCommands: Commands {
    /// Creates the commands.
    public init() {}
    /// System commands are primitive; they have no body.
    public var body: Never { primitiveBody }
}

/// The system's commands for showing and hiding an inspector, as SwiftUI's `InspectorCommands`.
public struct InspectorCommands: Commands {
    /// Creates the commands.
    public init() {}
    /// System commands are primitive; they have no body.
    public var body: Never { primitiveBody }
}

/// Builds commands from the statements of a closure, as SwiftUI's `@CommandsBuilder` does.
///
/// ```swift
/// .commands {
///     CommandMenu("Memo") { Button("New Memo") {} }
///     if showsDebugMenu { CommandMenu("Debug") { Button("Reset") {} } }
/// }
/// ```
@resultBuilder @MainActor
public enum CommandsBuilder {
    /// No commands.
    public static func buildBlock() -> EmptyCommands { EmptyCommands() }

    /// One command: the command itself.
    public static func buildBlock<Content: Commands>(_ content: Content) -> Content { content }

    /// Several commands, in order.
    public static func buildBlock<each Content: Commands>(_ content: repeat each Content) -> TupleCommands<repeat each Content> {
        TupleCommands(repeat each content)
    }

    /// A command as written.
    public static func buildExpression<Content: Commands>(_ content: Content) -> Content { content }

    /// Commands made only when a condition holds.
    public static func buildOptional<Content: Commands>(_ content: Content?) -> OptionalCommands<Content> {
        OptionalCommands(content)
    }

    /// The first branch of an `if`/`else`.
    public static func buildEither<TrueContent: Commands, FalseContent: Commands>(
        first: TrueContent
    ) -> ConditionalCommands<TrueContent, FalseContent> {
        ConditionalCommands(first: first, second: nil)
    }

    /// The second branch of an `if`/`else`.
    public static func buildEither<TrueContent: Commands, FalseContent: Commands>(
        second: FalseContent
    ) -> ConditionalCommands<TrueContent, FalseContent> {
        ConditionalCommands(first: nil, second: second)
    }
}
