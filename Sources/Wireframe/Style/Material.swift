import Foundation

/// A translucent fill that blurs what is behind it, as iOS's materials do; drawn here as a
/// white of the material's thickness over what is behind, or a near black in the dark appearance
/// (there is no blur in a still picture).
///
/// ```swift
/// Text("Now playing").padding().background(.ultraThinMaterial, in: .rect(cornerRadius: 12))
/// ```
public struct Material: ShapeStyle, Hashable {
    let name: String
    let opacity: Double

    /// The material's tint: white as thick as the material, near black in the dark appearance.
    public var resolvedColor: Color {
        Color(light: Color(white: 1, opacity: opacity), dark: Color(white: 0.11, opacity: opacity))
    }

    /// The thinnest material.
    // swift-format-ignore: DontRepeatTypeInStaticProperties
    public static let ultraThinMaterial = Material(name: "ultraThin", opacity: 0.35)
    /// A thin material.
    // swift-format-ignore: DontRepeatTypeInStaticProperties
    public static let thinMaterial = Material(name: "thin", opacity: 0.55)
    /// The standard material.
    // swift-format-ignore: DontRepeatTypeInStaticProperties
    public static let regularMaterial = Material(name: "regular", opacity: 0.7)
    /// A thick material.
    // swift-format-ignore: DontRepeatTypeInStaticProperties
    public static let thickMaterial = Material(name: "thick", opacity: 0.82)
    /// The thickest material.
    // swift-format-ignore: DontRepeatTypeInStaticProperties
    public static let ultraThickMaterial = Material(name: "ultraThick", opacity: 0.92)
    /// The material of bars: tab bars, toolbars.
    public static let bar = Material(name: "bar", opacity: 0.85)
}

extension ShapeStyle where Self == Material {
    /// The thinnest material.
    public static var ultraThinMaterial: Material { .ultraThinMaterial }
    /// A thin material.
    public static var thinMaterial: Material { .thinMaterial }
    /// The standard material.
    public static var regularMaterial: Material { .regularMaterial }
    /// A thick material.
    public static var thickMaterial: Material { .thickMaterial }
    /// The thickest material.
    public static var ultraThickMaterial: Material { .ultraThickMaterial }
    /// The material of bars.
    public static var bar: Material { .bar }
}
