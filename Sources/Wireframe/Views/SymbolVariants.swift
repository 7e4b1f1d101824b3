import Foundation

/// A variant of an SF Symbol — filled, in a circle, slashed — as SwiftUI's `SymbolVariants`.
///
/// `symbolVariant(_:)` sets it for the system images inside a view; each image is drawn as the
/// symbol named with the variant's suffixes (`heart` as `heart.fill`) when Wireframe draws that
/// symbol, and as it is otherwise.
///
/// ```swift
/// Image(systemName: "heart").symbolVariant(isFavorite ? .fill : .none)   // heart.fill or heart
/// ```
public struct SymbolVariants: Hashable, Sendable {
    /// The suffixes the variant adds to a symbol's name, in the order SF Symbols spells them.
    let suffixes: [String]

    /// No variant: the symbol as it is named.
    public static let none = SymbolVariants(suffixes: [])
    /// The symbol in a circle, `.circle`.
    public static let circle = SymbolVariants(suffixes: ["circle"])
    /// The symbol in a square, `.square`.
    public static let square = SymbolVariants(suffixes: ["square"])
    /// The symbol in a rectangle, `.rectangle`.
    public static let rectangle = SymbolVariants(suffixes: ["rectangle"])
    /// The symbol filled, `.fill`.
    public static let fill = SymbolVariants(suffixes: ["fill"])
    /// The symbol struck through, `.slash`.
    public static let slash = SymbolVariants(suffixes: ["slash"])

    /// This variant's shape filled, such as `.circle.fill`.
    public var fill: SymbolVariants { SymbolVariants(suffixes: suffixes + ["fill"]) }
    /// This variant slashed.
    public var slash: SymbolVariants { SymbolVariants(suffixes: ["slash"] + suffixes) }
    /// This variant in a circle.
    public var circle: SymbolVariants { SymbolVariants(suffixes: ["circle"] + suffixes.filter { $0 == "fill" }) }
    /// This variant in a square.
    public var square: SymbolVariants { SymbolVariants(suffixes: ["square"] + suffixes.filter { $0 == "fill" }) }

    /// Whether the variant holds `other`'s suffixes.
    ///
    /// ```swift
    /// SymbolVariants.circle.fill.contains(.fill)   // true
    /// ```
    public func contains(_ other: SymbolVariants) -> Bool {
        other.suffixes.allSatisfy(suffixes.contains)
    }

    /// The name of `systemName` in this variant, when Wireframe draws that symbol; `systemName`
    /// otherwise, and when the name already carries the suffixes.
    func applied(to systemName: String) -> String {
        guard !suffixes.isEmpty else { return systemName }
        let parts = systemName.split(separator: ".").map(String.init)
        let missing = suffixes.filter { !parts.contains($0) }
        guard !missing.isEmpty else { return systemName }
        let named = ([systemName] + missing).joined(separator: ".")
        return SystemImageGlyph.named(named) == SystemImageGlyph.placeholder ? systemName : named
    }
}

extension View {
    /// Draws the system images inside the view in `variant`, as SwiftUI does:
    /// `Image(systemName: "heart").symbolVariant(.fill)` draws `heart.fill`.
    ///
    /// ```swift
    /// Label("Favourite", systemImage: "star").symbolVariant(.fill)
    /// ```
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        modifier(EnvironmentModifier { $0.symbolVariants = variant })
    }
}
