/// A global actor no code runs on: a protocol isolated to it and to the main actor gives the
/// types conforming to both no inferred isolation at all.
///
/// ```swift
/// public protocol Shape: View, _RemoveGlobalActorIsolation { … }
/// ```
@globalActor
public actor _NoInferredIsolationActor {
    /// The one instance, which nothing is ever scheduled on.
    public static let shared = _NoInferredIsolationActor()
}

/// Keeps the main actor's isolation, which ``View`` gives the types conforming to it, off the
/// types that conform to a protocol inheriting from this one as well, as SwiftUI's protocol of
/// the same name does for ``Shape``: a shape's computed properties can be read from its
/// nonisolated `path(in:)`.
///
/// ```swift
/// struct Quarter: Shape {
///     let index: Int
///     private var start: Angle { .degrees(Double(index) * 90) }   // not main-actor isolated
///
///     func path(in rect: CGRect) -> Path {
///         Path { $0.addRelativeArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2,
///                                  startAngle: start, delta: .degrees(90)) }
///     }
/// }
/// ```
@_marker
@_NoInferredIsolationActor
public protocol _RemoveGlobalActorIsolation {}
