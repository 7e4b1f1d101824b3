import Foundation
import Observation

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
    /// Objects put in the environment with `environment(_:)` or `environmentObject(_:)`, by type.
    private var objects: [ObjectIdentifier: AnyObject] = [:]

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
    /// The case text is shown in, set with `textCase(_:)`; `nil` keeps the text's own.
    public var textCase: Text.Case?
    /// Whether text inside is bold, whatever font it uses.
    var isBold = false
    /// Whether text inside is in italics, as `italic()` sets.
    var isItalic = false
    /// Whether text inside is struck through, as `strikethrough(_:color:)` sets.
    var isStrikethrough = false
    /// Whether text inside uses the fixed-width variant of its font, as `monospaced()` sets.
    var isMonospaced = false
    /// The design of fonts inside that name none, as `fontDesign(_:)` sets; only `.monospaced`
    /// changes the face drawn.
    var fontDesign: Font.Design?
    /// The variant system images inside are drawn in, as `symbolVariant(_:)` sets.
    var symbolVariants: SymbolVariants = .none
    /// The size system images inside are drawn at beside their text, as `imageScale(_:)` sets.
    ///
    /// ```swift
    /// @Environment(\.imageScale) var imageScale
    /// ```
    public var imageScale: Image.Scale = .medium
    /// Whether system images inside are drawn mirrored when laid out right to left, as
    /// `flipsForRightToLeftLayoutDirection(_:)` sets.
    var flipsForRightToLeftLayoutDirection = false
    /// Whether controls respond to taps.
    public var isEnabled: Bool = true
    /// The appearance views are drawn in; `.light` unless a view or a variant sets `.dark`.
    ///
    /// In the dark appearance the renderers draw every colour that has a dark value in it: the
    /// system colours (`.primary`, `.blue`, `Color(.systemBackground)`, …), the built-in controls'
    /// chrome and the colours of the ``ColorCatalog`` registered with one. `preferredColorScheme(_:)`
    /// sets it for the whole screen, `environment(\.colorScheme, .dark)` for the views inside.
    ///
    /// ```swift
    /// @Environment(\.colorScheme) var colorScheme
    /// var body: some View { Text("Hi").foregroundStyle(colorScheme == .dark ? .white : .black) }
    /// ```
    public var colorScheme: ColorScheme = .light
    /// The text size the user chose; `.large`, the system's default, unless a view sets another.
    ///
    /// Fonts made from a text style (`.body`, `.headline`, `.system(.title)`,
    /// `.custom(_:size:relativeTo:)`) are drawn at that size's point size from iOS's tables;
    /// fonts of a fixed size (`.system(size:)`) are not.
    ///
    /// ```swift
    /// @Environment(\.dynamicTypeSize) var size
    /// var body: some View { if size.isAccessibilitySize { VStack { icon; title } } else { HStack { icon; title } } }
    /// ```
    public var dynamicTypeSize: DynamicTypeSize = .large
    /// The direction of the user's language; `.leftToRight` unless a view sets another.
    ///
    /// Set to `.rightToLeft`, the views it reaches are laid out as SwiftUI lays out Arabic or
    /// Hebrew: mirrored, so that a stack starts on the right, leading padding and alignment are on
    /// the right and lines of text end on the left, while each text reads in its own order.
    ///
    /// ```swift
    /// @Environment(\.layoutDirection) var direction
    /// SettingsView().environment(\.layoutDirection, .rightToLeft)
    /// ```
    public var layoutDirection: LayoutDirection = .leftToRight

    /// The axis of the nearest enclosing stack, which orients `Spacer` and `Divider`.
    var stackAxis: Axis?
    /// The style of lists inside.
    var listStyle: ListStyleKind = .insetGrouped
    /// Whether the view is a list's row or inside one, where a `NavigationLink` shows a chevron.
    var isInListRow = false
    /// Whether controls inside draw their labels, as `labelsHidden()` turns off.
    var areLabelsHidden = false
    /// How prominent section headers inside are, as `headerProminence(_:)` sets.
    ///
    /// ```swift
    /// @Environment(\.headerProminence) var prominence
    /// ```
    public var headerProminence: Prominence = .standard
    /// The colour of controls set with `tint(_:)`, in place of the accent colour.
    var tint: Color?
    /// The focus state the nearest `focused(_:)` connects the views inside to.
    var focusConnection: FocusConnection?
    /// The value each focus state gives the focus to while it names no field, by focus state.
    var defaultFocus: [ObjectIdentifier: AnyHashable] = [:]
    /// What a button runs after its action: an alert's buttons close the alert.
    var afterButtonAction: (@MainActor () -> Void)?
    /// Whether a `.cancel` button's label is bold, as in alerts and dialogs.
    var emboldensCancelButtons = false
    /// The style of labels set with `labelStyle(_:)`; `nil` is the default.
    var labelStyle: AnyStyle<LabelStyleConfiguration>?
    /// The style of toggles set with `toggleStyle(_:)`; `nil` is the default.
    var toggleStyle: AnyStyle<ToggleStyleConfiguration>?
    /// The style of buttons set with `buttonStyle(_:)`; `nil` is the default.
    var buttonStyle: AnyButtonStyle?
    /// The points `kerning(_:)` adds after each character of text inside.
    var kerning: CGFloat?
    /// The points `tracking(_:)` adds after each character of text inside.
    var tracking: CGFloat?
    /// The points `baselineOffset(_:)` raises text inside by.
    var baselineOffset: CGFloat?
    /// The moment the picture shows, which `Text(timerInterval:pauseTime:countsDown:showsHours:)`
    /// and `Text(_:style:)` count from: 1 January 2001, 00:00 UTC, unless a view sets another, so
    /// a render never reads the wall clock.
    ///
    /// ```swift
    /// Text(timerInterval: start...end).environment(\.renderDate, start.addingTimeInterval(30))
    /// ```
    public var renderDate = Date(timeIntervalSinceReferenceDate: 0)
    /// How far text inside may shrink to fit, as `minimumScaleFactor(_:)` sets.
    var minimumScaleFactor: CGFloat = 1
    /// The points between the sections of lists inside, as `listSectionSpacing(_:)` sets; `nil`
    /// for the style's own.
    var listSectionSpacing: CGFloat?
    /// The margins `contentMargins(_:_:for:)` puts between scroll views inside and their content.
    var scrollContentMargins = EdgeInsets()
    /// Whether text inside takes the height of its line limit, as `lineLimit(_:reservesSpace:)`
    /// sets.
    var reservesLineLimitSpace = false
    /// The outline of bordered buttons set with `buttonBorderShape(_:)`.
    var buttonBorderShape: ButtonBorderShape = .automatic
    /// The style of menus set with `menuStyle(_:)`; `nil` is the default.
    var menuStyle: AnyStyle<MenuStyleConfiguration>?
    /// The style of forms set with `formStyle(_:)`; `nil` is the default.
    var formStyle: AnyStyle<FormStyleConfiguration>?
    /// The style `.background` fills with, set with `backgroundStyle(_:)`; `nil` is the system
    /// background.
    var backgroundStyle: (any ShapeStyle)?
    /// Whether text fields are drawn in ``RoundedBorderTextFieldStyle``'s box.
    var textFieldHasRoundedBorder = false
    /// The style of pickers set with `pickerStyle(_:)`.
    var pickerStyle: PickerStyleKind = .automatic
    /// Whether a `ForEach` tags each element's views with the element's id, as a picker's
    /// options are tagged.
    var tagsForEachElement = false

    /// Creates the default environment.
    public init() {}

    /// The value for a custom key.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { custom[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { custom[ObjectIdentifier(key)] = newValue }
    }

    /// The object of type `Object` that a view above put in the environment, if any.
    func object<Object: AnyObject>(of type: Object.Type) -> Object? {
        objects[ObjectIdentifier(type)] as? Object
    }

    /// Puts `object` in the environment, for views inside to read by its type.
    mutating func setObject<Object: AnyObject>(_ object: Object?, of type: Object.Type) {
        objects[ObjectIdentifier(type)] = object
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

/// Reads an environment value, or an observable object a view above put in the environment,
/// inside a view, as in SwiftUI.
///
/// ```swift
/// struct Caption: View {
///     @Environment(\.font) var font
///     @Environment(Library.self) var library          // put there with .environment(library)
///     var body: some View { Text(font == nil ? "\(library.books.count) books" : "custom font") }
/// }
/// ```
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let read: (EnvironmentValues) throws -> Value
    private let box = EnvironmentBox<Value>()

    /// Reads the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
    }

    /// Reads the object of type `objectType` that a view above put in the environment with
    /// `environment(_:)`. A view resolved with none there fails to render with a ``RenderError``
    /// naming the type, where SwiftUI stops the app.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        read = { environment in
            guard let object = environment.object(of: objectType) else {
                throw RenderError(
                    .missingEnvironmentObject,
                    "no \(objectType) in the environment: put one there with .environment(_:) on a view above")
            }
            return object
        }
    }

    /// Reads the object of type `objectType` that a view above put in the environment, or `nil`.
    public init<Object: AnyObject & Observable>(_ objectType: Object.Type) where Value == Object? {
        read = { $0.object(of: objectType) }
    }

    /// The value in the environment of the view, as it was when the view was resolved; so an
    /// action that runs later (a button's) reads it too.
    @MainActor
    public var wrappedValue: Value {
        if let value = box.value { return value }
        do {
            return try read(EnvironmentValues.current)
        } catch {
            preconditionFailure("\(error)")
        }
    }
}

extension Environment: ResolvableProperty {
    func install(at identity: ViewIdentity, in context: ResolveContext) throws {
        box.value = try read(context.environment)
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
