import Foundation

/// A length that grows and shrinks with the user's text size, as a text style does.
///
/// The value is written at the default text size, `.large`, and read scaled by the text style's
/// table (the body's unless `relativeTo:` names another) for the text size of the view's
/// environment.
///
/// ```swift
/// struct Badge: View {
///     @ScaledMetric(relativeTo: .caption) var size: CGFloat = 20
///     var body: some View { Circle().frame(width: size, height: size) }   // 30 at .xxxLarge
/// }
/// ```
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint & Sendable>: DynamicProperty {
    private let base: Value
    private let textStyle: Font.TextStyle
    private let box = ScaledMetricBox<Value>()

    /// A length of `wrappedValue` at the default text size, scaled as the body style.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, relativeTo: .body)
    }

    /// A length of `wrappedValue` at the default text size, scaled as `textStyle`.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        base = wrappedValue
        self.textStyle = textStyle
    }

    /// The length at the text size the view was resolved with.
    @MainActor
    public var wrappedValue: Value {
        box.value ?? scaled(at: EnvironmentValues.current.dynamicTypeSize)
    }

    func scaled(at size: DynamicTypeSize) -> Value {
        base * Value(textStyle.size(at: size) / textStyle.size(at: .large))
    }
}

extension ScaledMetric: ResolvableProperty {
    func install(at identity: ViewIdentity, in context: ResolveContext) throws {
        box.value = scaled(at: context.environment.dynamicTypeSize)
    }
}

/// The length a ``ScaledMetric`` scaled when its view was resolved.
private final class ScaledMetricBox<Value> {
    var value: Value?
}
