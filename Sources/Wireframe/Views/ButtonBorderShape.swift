import Foundation

/// The outline of a bordered button, as SwiftUI's `ButtonBorderShape`; set with
/// `buttonBorderShape(_:)`.
///
/// The `.bordered` and `.borderedProminent` button styles fill it behind the label; the other
/// styles draw no outline, so it changes nothing there. `.automatic` is a rectangle with corners
/// of 6 points, as iOS 17 draws a regular-size bordered button, and so is `.roundedRectangle`.
///
/// ```swift
/// Button("Follow") {}.buttonStyle(.borderedProminent).buttonBorderShape(.capsule)
/// Button { } label: { Image(systemName: "plus") }.buttonStyle(.bordered).buttonBorderShape(.circle)
/// ```
public struct ButtonBorderShape: Shape, Equatable {
    let kind: ShapeKind
    /// Whether this is `.automatic`, which a control with a shape of its own (`PasteButton`'s
    /// capsule) replaces.
    var isAutomatic = false

    /// The shape the button style chooses: a rectangle with corners of 6 points.
    public static let automatic = ButtonBorderShape(kind: .roundedRectangle(cornerRadius: 6), isAutomatic: true)
    /// A capsule: a rectangle whose short sides are half circles.
    public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A rectangle with the system's rounded corners, 6 points.
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(cornerRadius: 6))
    /// A circle centred in the button's frame.
    public static let circle = ButtonBorderShape(kind: .circle)

    /// A rectangle with corners of `radius` points.
    ///
    /// ```swift
    /// Button("Save") {}.buttonStyle(.bordered).buttonBorderShape(.roundedRectangle(radius: 12))
    /// ```
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: RoundedRectangle(cornerRadius: radius).shapeKind)
    }

    /// The outline the renderers draw.
    public nonisolated var shapeKind: ShapeKind { kind }

    /// Two shapes are equal when they draw the same outline.
    public static func == (lhs: ButtonBorderShape, rhs: ButtonBorderShape) -> Bool {
        lhs.kind == rhs.kind
    }

    /// The outline in `rect`.
    public nonisolated func path(in rect: CGRect) -> Path {
        switch kind {
        case .capsule: Capsule().path(in: rect)
        case .circle: Circle().path(in: rect)
        case .roundedRectangle(let radius): RoundedRectangle(cornerRadius: radius).path(in: rect)
        default: Rectangle().path(in: rect)
        }
    }
}

extension View {
    /// Sets the outline of the bordered buttons inside.
    ///
    /// ```swift
    /// HStack { Button("Follow") {}; Button("Message") {} }.buttonStyle(.bordered).buttonBorderShape(.capsule)
    /// ```
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        modifier(EnvironmentModifier { $0.buttonBorderShape = shape })
    }
}
