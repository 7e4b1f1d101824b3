import Foundation

/// Values that flow down the view tree: font, foreground style, line limit, text alignment and more.
///
/// A modifier such as `.font(.headline)` sets a value for everything inside it; the innermost
/// setting wins, as in SwiftUI. Read values in a view's `body` with ``Environment``; add your own
/// with an ``EnvironmentKey``.
///
/// ```swift
/// VStack { Text("a"); Text("b") }.font(.caption).foregroundStyle(.gray)
/// ```
public struct EnvironmentValues: @unchecked Sendable {
    // Values are stored type-erased by key; every stored value is Sendable (see `subscript`).
    private var custom: [ObjectIdentifier: Any] = [:]

    /// The font of text that sets none itself; `nil` is `.body`.
    public var font: Font?
    /// The colour of text, images and shapes without one of their own; `nil` is `.primary`.
    public var foregroundColor: Color?
    /// The most lines a text may use; `nil` is unlimited.
    public var lineLimit: Int?
    /// How the lines of a multi-line text align.
    public var multilineTextAlignment: TextAlignment = .leading
    /// Where text is cut when it does not fit.
    public var truncationMode: Text.TruncationMode = .tail
    /// Whether text inside is bold, whatever font it uses.
    var isBold = false
    /// Whether controls respond to taps.
    public var isEnabled: Bool = true

    /// The axis of the nearest enclosing stack, which orients `Spacer` and `Divider`.
    var stackAxis: Axis?
    /// The style of lists inside.
    var listStyle: ListStyleKind = .insetGrouped

    /// Creates the default environment.
    public init() {}

    /// The value for a custom key.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { custom[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { custom[ObjectIdentifier(key)] = newValue }
    }

    /// The environment of the body being evaluated, read by ``Environment``.
    @TaskLocal static var current = EnvironmentValues()
}

/// A key for a custom environment value.
///
/// ```swift
/// private struct AccentKey: EnvironmentKey { static let defaultValue = Color.blue }
/// extension EnvironmentValues {
///     var accent: Color { get { self[AccentKey.self] } set { self[AccentKey.self] = newValue } }
/// }
/// ```
public protocol EnvironmentKey {
    /// The type of the value.
    associatedtype Value: Sendable
    /// The value when no view has set one.
    static var defaultValue: Value { get }
}

/// Reads an environment value inside a view's `body`.
///
/// ```swift
/// struct Caption: View {
///     @Environment(\.font) var font
///     var body: some View { Text(font == nil ? "default font" : "custom font") }
/// }
/// ```
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let keyPath: KeyPath<EnvironmentValues, Value>
    private let box = EnvironmentBox<Value>()

    /// Reads the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    /// The value in the environment of the view, as it was when the view was resolved; so an
    /// action that runs later (a button's) reads it too.
    public var wrappedValue: Value {
        box.value ?? EnvironmentValues.current[keyPath: keyPath]
    }
}

extension Environment: ResolvableProperty {
    func install(at identity: ViewIdentity, in context: ResolveContext) throws {
        box.value = context.environment[keyPath: keyPath]
    }
}

/// The value an ``Environment`` property read when its view was resolved.
private final class EnvironmentBox<Value> {
    var value: Value?
}

/// How the lines of a multi-line text align.
///
/// ```swift
/// Text("Centred\nlines").multilineTextAlignment(.center)
/// ```
public enum TextAlignment: String, Hashable, Sendable, Codable, CaseIterable {
    /// Lines start at the leading edge, are centred, or end at the trailing edge.
    case leading, center, trailing

    var fraction: CGFloat {
        switch self {
        case .leading: 0
        case .center: 0.5
        case .trailing: 1
        }
    }
}
