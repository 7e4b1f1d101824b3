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
    // Every value lives in one shared box, copied only when a copy that shares it is changed: a
    // view's resolve copies its environment for each child, and most children change nothing.
    private var storage: Storage

    /// The font of text that sets none itself; `nil` is `.body`.
    public var font: Font? {
        get { storage.values.font }
        set { update { $0.font = newValue } }
    }
    /// The colour of text, images and shapes without one of their own; `nil` is `.primary`.
    public var foregroundColor: Color? {
        get { storage.values.foregroundColor }
        set { update { $0.foregroundColor = newValue } }
    }
    /// The most lines a text may use; `nil` is unlimited.
    public var lineLimit: Int? {
        get { storage.values.lineLimit }
        set { update { $0.lineLimit = newValue } }
    }
    /// How the lines of a multi-line text align.
    public var multilineTextAlignment: TextAlignment {
        get { storage.values.multilineTextAlignment }
        set { update { $0.multilineTextAlignment = newValue } }
    }
    /// Where text is cut when it does not fit.
    public var truncationMode: Text.TruncationMode {
        get { storage.values.truncationMode }
        set { update { $0.truncationMode = newValue } }
    }
    /// The case text is shown in, set with `textCase(_:)`; `nil` keeps the text's own.
    public var textCase: Text.Case? {
        get { storage.values.textCase }
        set { update { $0.textCase = newValue } }
    }
    /// Whether text inside is bold, whatever font it uses.
    var isBold: Bool {
        get { storage.values.isBold }
        set { update { $0.isBold = newValue } }
    }
    /// Whether text inside is in italics, as `italic()` sets.
    var isItalic: Bool {
        get { storage.values.isItalic }
        set { update { $0.isItalic = newValue } }
    }
    /// Whether text inside is struck through, as `strikethrough(_:color:)` sets.
    var isStrikethrough: Bool {
        get { storage.values.isStrikethrough }
        set { update { $0.isStrikethrough = newValue } }
    }
    /// Whether text inside uses the fixed-width variant of its font, as `monospaced()` sets.
    var isMonospaced: Bool {
        get { storage.values.isMonospaced }
        set { update { $0.isMonospaced = newValue } }
    }
    /// The design of fonts inside that name none, as `fontDesign(_:)` sets; only `.monospaced`
    /// changes the face drawn.
    var fontDesign: Font.Design? {
        get { storage.values.fontDesign }
        set { update { $0.fontDesign = newValue } }
    }
    /// The variant system images inside are drawn in, as `symbolVariant(_:)` sets.
    var symbolVariants: SymbolVariants {
        get { storage.values.symbolVariants }
        set { update { $0.symbolVariants = newValue } }
    }
    /// The size system images inside are drawn at beside their text, as `imageScale(_:)` sets.
    ///
    /// ```swift
    /// @Environment(\.imageScale) var imageScale
    /// ```
    public var imageScale: Image.Scale {
        get { storage.values.imageScale }
        set { update { $0.imageScale = newValue } }
    }
    /// Whether system images inside are drawn mirrored when laid out right to left, as
    /// `flipsForRightToLeftLayoutDirection(_:)` sets.
    var flipsForRightToLeftLayoutDirection: Bool {
        get { storage.values.flipsForRightToLeftLayoutDirection }
        set { update { $0.flipsForRightToLeftLayoutDirection = newValue } }
    }
    /// Whether controls respond to taps.
    public var isEnabled: Bool {
        get { storage.values.isEnabled }
        set { update { $0.isEnabled = newValue } }
    }
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
    public var colorScheme: ColorScheme {
        get { storage.values.colorScheme }
        set { update { $0.colorScheme = newValue } }
    }
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
    public var dynamicTypeSize: DynamicTypeSize {
        get { storage.values.dynamicTypeSize }
        set { update { $0.dynamicTypeSize = newValue } }
    }
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
    public var layoutDirection: LayoutDirection {
        get { storage.values.layoutDirection }
        set { update { $0.layoutDirection = newValue } }
    }

    /// The axis of the nearest enclosing stack, which orients `Spacer` and `Divider`.
    var stackAxis: Axis? {
        get { storage.values.stackAxis }
        set { update { $0.stackAxis = newValue } }
    }
    /// The style of lists inside.
    var listStyle: ListStyleKind {
        get { storage.values.listStyle }
        set { update { $0.listStyle = newValue } }
    }
    /// Whether the view is a list's row or inside one, where a `NavigationLink` shows a chevron.
    var isInListRow: Bool {
        get { storage.values.isInListRow }
        set { update { $0.isInListRow = newValue } }
    }
    /// Whether controls inside draw their labels, as `labelsHidden()` turns off.
    var areLabelsHidden: Bool {
        get { storage.values.areLabelsHidden }
        set { update { $0.areLabelsHidden = newValue } }
    }
    /// How prominent section headers inside are, as `headerProminence(_:)` sets.
    ///
    /// ```swift
    /// @Environment(\.headerProminence) var prominence
    /// ```
    public var headerProminence: Prominence {
        get { storage.values.headerProminence }
        set { update { $0.headerProminence = newValue } }
    }
    /// The colour of controls set with `tint(_:)`, in place of the accent colour.
    var tint: Color? {
        get { storage.values.tint }
        set { update { $0.tint = newValue } }
    }
    /// The focus state the nearest `focused(_:)` connects the views inside to.
    var focusConnection: FocusConnection? {
        get { storage.values.focusConnection }
        set { update { $0.focusConnection = newValue } }
    }
    /// The value each focus state gives the focus to while it names no field, by focus state.
    var defaultFocus: [ObjectIdentifier: AnyHashable] {
        get { storage.values.defaultFocus }
        set { update { $0.defaultFocus = newValue } }
    }
    /// What a button runs after its action: an alert's buttons close the alert.
    var afterButtonAction: (@MainActor () -> Void)? {
        get { storage.values.afterButtonAction }
        set { update { $0.afterButtonAction = newValue } }
    }
    /// Whether a `.cancel` button's label is bold, as in alerts and dialogs.
    var emboldensCancelButtons: Bool {
        get { storage.values.emboldensCancelButtons }
        set { update { $0.emboldensCancelButtons = newValue } }
    }
    /// The style of labels set with `labelStyle(_:)`; `nil` is the default.
    var labelStyle: AnyStyle<LabelStyleConfiguration>? {
        get { storage.values.labelStyle }
        set { update { $0.labelStyle = newValue } }
    }
    /// The style of toggles set with `toggleStyle(_:)`; `nil` is the default.
    var toggleStyle: AnyStyle<ToggleStyleConfiguration>? {
        get { storage.values.toggleStyle }
        set { update { $0.toggleStyle = newValue } }
    }
    /// The style of buttons set with `buttonStyle(_:)`; `nil` is the default.
    var buttonStyle: AnyButtonStyle? {
        get { storage.values.buttonStyle }
        set { update { $0.buttonStyle = newValue } }
    }
    /// The points `kerning(_:)` adds after each character of text inside.
    var kerning: CGFloat? {
        get { storage.values.kerning }
        set { update { $0.kerning = newValue } }
    }
    /// The points `tracking(_:)` adds after each character of text inside.
    var tracking: CGFloat? {
        get { storage.values.tracking }
        set { update { $0.tracking = newValue } }
    }
    /// The points `baselineOffset(_:)` raises text inside by.
    var baselineOffset: CGFloat? {
        get { storage.values.baselineOffset }
        set { update { $0.baselineOffset = newValue } }
    }
    /// The moment the picture shows, which `Text(timerInterval:pauseTime:countsDown:showsHours:)`
    /// and `Text(_:style:)` count from: 1 January 2001, 00:00 UTC, unless a view sets another, so
    /// a render never reads the wall clock.
    ///
    /// ```swift
    /// Text(timerInterval: start...end).environment(\.renderDate, start.addingTimeInterval(30))
    /// ```
    public var renderDate: Date {
        get { storage.values.renderDate }
        set { update { $0.renderDate = newValue } }
    }
    /// How far text inside may shrink to fit, as `minimumScaleFactor(_:)` sets.
    var minimumScaleFactor: CGFloat {
        get { storage.values.minimumScaleFactor }
        set { update { $0.minimumScaleFactor = newValue } }
    }
    /// The points between the sections of lists inside, as `listSectionSpacing(_:)` sets; `nil`
    /// for the style's own.
    var listSectionSpacing: CGFloat? {
        get { storage.values.listSectionSpacing }
        set { update { $0.listSectionSpacing = newValue } }
    }
    /// The margins `contentMargins(_:_:for:)` puts between scroll views inside and their content.
    var scrollContentMargins: EdgeInsets {
        get { storage.values.scrollContentMargins }
        set { update { $0.scrollContentMargins = newValue } }
    }
    /// Whether text inside takes the height of its line limit, as `lineLimit(_:reservesSpace:)`
    /// sets.
    var reservesLineLimitSpace: Bool {
        get { storage.values.reservesLineLimitSpace }
        set { update { $0.reservesLineLimitSpace = newValue } }
    }
    /// The outline of bordered buttons set with `buttonBorderShape(_:)`.
    var buttonBorderShape: ButtonBorderShape {
        get { storage.values.buttonBorderShape }
        set { update { $0.buttonBorderShape = newValue } }
    }
    /// The style of menus set with `menuStyle(_:)`; `nil` is the default.
    var menuStyle: AnyStyle<MenuStyleConfiguration>? {
        get { storage.values.menuStyle }
        set { update { $0.menuStyle = newValue } }
    }
    /// The style of forms set with `formStyle(_:)`; `nil` is the default.
    var formStyle: AnyStyle<FormStyleConfiguration>? {
        get { storage.values.formStyle }
        set { update { $0.formStyle = newValue } }
    }
    /// The style `.background` fills with, set with `backgroundStyle(_:)`; `nil` is the system
    /// background.
    var backgroundStyle: (any ShapeStyle)? {
        get { storage.values.backgroundStyle }
        set { update { $0.backgroundStyle = newValue } }
    }
    /// Whether text fields are drawn in ``RoundedBorderTextFieldStyle``'s box.
    var textFieldHasRoundedBorder: Bool {
        get { storage.values.textFieldHasRoundedBorder }
        set { update { $0.textFieldHasRoundedBorder = newValue } }
    }
    /// The style of pickers set with `pickerStyle(_:)`.
    var pickerStyle: PickerStyleKind {
        get { storage.values.pickerStyle }
        set { update { $0.pickerStyle = newValue } }
    }
    /// Whether a `ForEach` tags each element's views with the element's id, as a picker's
    /// options are tagged.
    var tagsForEachElement: Bool {
        get { storage.values.tagsForEachElement }
        set { update { $0.tagsForEachElement = newValue } }
    }

    /// Creates the default environment.
    public init() {
        storage = Storage.initial
    }

    /// The value for a custom key.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get {
            // A key nobody set, the usual case, costs a lookup and no dynamic cast.
            guard let value = storage.values.custom[ObjectIdentifier(key)] else { return Key.defaultValue }
            return value as? Key.Value ?? Key.defaultValue
        }
        set { update { $0.custom[ObjectIdentifier(key)] = newValue } }
    }

    /// The object of type `Object` that a view above put in the environment, if any.
    func object<Object: AnyObject>(of type: Object.Type) -> Object? {
        storage.values.objects[ObjectIdentifier(type)] as? Object
    }

    /// Puts `object` in the environment, for views inside to read by its type.
    mutating func setObject<Object: AnyObject>(_ object: Object?, of type: Object.Type) {
        update { $0.objects[ObjectIdentifier(type)] = object }
    }

    /// The environment of the body being evaluated, read by ``Environment``.
    @TaskLocal static var current = EnvironmentValues()

    /// The values themselves; custom keys' values are stored type-erased by key, and every stored
    /// value is Sendable (see `subscript`).
    private struct Values {
        var custom: [ObjectIdentifier: Any] = [:]
        var objects: [ObjectIdentifier: AnyObject] = [:]
        var font: Font?
        var foregroundColor: Color?
        var lineLimit: Int?
        var multilineTextAlignment: TextAlignment = .leading
        var truncationMode: Text.TruncationMode = .tail
        var textCase: Text.Case?
        var isBold: Bool = false
        var isItalic: Bool = false
        var isStrikethrough: Bool = false
        var isMonospaced: Bool = false
        var fontDesign: Font.Design?
        var symbolVariants: SymbolVariants = .none
        var imageScale: Image.Scale = .medium
        var flipsForRightToLeftLayoutDirection: Bool = false
        var isEnabled: Bool = true
        var colorScheme: ColorScheme = .light
        var dynamicTypeSize: DynamicTypeSize = .large
        var layoutDirection: LayoutDirection = .leftToRight
        var stackAxis: Axis?
        var listStyle: ListStyleKind = .insetGrouped
        var isInListRow: Bool = false
        var areLabelsHidden: Bool = false
        var headerProminence: Prominence = .standard
        var tint: Color?
        var focusConnection: FocusConnection?
        var defaultFocus: [ObjectIdentifier: AnyHashable] = [:]
        var afterButtonAction: (@MainActor () -> Void)?
        var emboldensCancelButtons: Bool = false
        var labelStyle: AnyStyle<LabelStyleConfiguration>?
        var toggleStyle: AnyStyle<ToggleStyleConfiguration>?
        var buttonStyle: AnyButtonStyle?
        var kerning: CGFloat?
        var tracking: CGFloat?
        var baselineOffset: CGFloat?
        var renderDate: Date = Date(timeIntervalSinceReferenceDate: 0)
        var minimumScaleFactor: CGFloat = 1
        var listSectionSpacing: CGFloat?
        var scrollContentMargins: EdgeInsets = EdgeInsets()
        var reservesLineLimitSpace: Bool = false
        var buttonBorderShape: ButtonBorderShape = .automatic
        var menuStyle: AnyStyle<MenuStyleConfiguration>?
        var formStyle: AnyStyle<FormStyleConfiguration>?
        var backgroundStyle: (any ShapeStyle)?
        var textFieldHasRoundedBorder: Bool = false
        var pickerStyle: PickerStyleKind = .automatic
        var tagsForEachElement: Bool = false
    }

    /// The box every copy of an environment shares until one of them changes.
    private final class Storage: @unchecked Sendable {
        var values: Values

        init(_ values: Values) {
            self.values = values
        }

        /// The default environment, shared by every environment made with `init()`.
        static let initial = Storage(Values())
    }

    /// Changes the values, first copying them out of a box another environment shares.
    private mutating func update(_ change: (inout Values) -> Void) {
        if !isKnownUniquelyReferenced(&storage) {
            storage = Storage(storage.values)
        }
        change(&storage.values)
    }
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
