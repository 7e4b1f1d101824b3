/// How a view's content changes when it changes in an animation, as SwiftUI's
/// `ContentTransition`.
///
/// A picture has no time to animate in: the new content is drawn at once, whichever transition
/// is chosen.
///
/// ```swift
/// Text("\(count)").contentTransition(.numericText(value: Double(count)))
/// ```
public struct ContentTransition: Hashable, Sendable {
    private let name: String

    /// The content is replaced without a transition.
    public static let identity = ContentTransition(name: "identity")
    /// The old content fades out as the new one fades in.
    public static let opacity = ContentTransition(name: "opacity")
    /// The content's shapes are interpolated.
    public static let interpolate = ContentTransition(name: "interpolate")
    /// A symbol image's effect replaces it.
    public static let symbolEffect = ContentTransition(name: "symbolEffect")

    /// Digits roll up, or down when `countsDown`.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(name: countsDown ? "numericText(countsDown)" : "numericText")
    }

    /// Digits roll in the direction `value` moved.
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(name: "numericText(value)")
    }
}

extension View {
    /// Chooses how the view's content changes in an animation; the new content is drawn at once.
    ///
    /// ```swift
    /// Text(time).contentTransition(.numericText())
    /// ```
    public func contentTransition(_ transition: ContentTransition) -> some View { self }
}
