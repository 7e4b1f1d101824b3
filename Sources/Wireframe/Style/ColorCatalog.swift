import Foundation

/// The colours an app keeps in its asset catalog, by name, for `Color("name")`.
///
/// There is no asset catalog without Xcode: register the colours the code names, once, before
/// rendering (in a test's setup, or at the start of an executable). A name nobody registered
/// draws in the primary colour, with a runtime warning naming it.
///
/// A colour registered with a value for each appearance is drawn in its dark value in the dark
/// appearance, as an asset with a dark variant is. One registered with a single fixed colour is
/// an asset with no dark variant: the dark appearance draws it unchanged, and the SVG of that
/// render says so in a comment at its top (so does the golden of a `.dark` snapshot variant).
///
/// ```swift
/// ColorCatalog.register(Color(red: 0.2, green: 0.2, blue: 0.3), named: "title_color")
/// ColorCatalog.register(light: .white, dark: Color(white: 0.11), named: "surface_modal_01")
/// Text("메모").foregroundColor(Color("title_color"))
/// ```
public enum ColorCatalog {
    private static let colors = Locked<[String: Color]>([:])

    /// Registers `color` under `name`, replacing any colour registered under it before. A system
    /// colour keeps its dark value; any other colour is an asset with no dark variant.
    public static func register(_ color: Color, named name: String) {
        colors.withLock { $0[name] = asset(color, named: name) }
    }

    /// Registers a colour drawn as `light` in the light appearance and `dark` in the dark one,
    /// as an asset with a dark variant.
    ///
    /// ```swift
    /// ColorCatalog.register(light: .white, dark: Color(white: 0.11), named: "surface_modal_01")
    /// ```
    public static func register(light: Color, dark: Color, named name: String) {
        colors.withLock { $0[name] = Color(light: light, dark: dark) }
    }

    /// Registers every colour of `palette` under its key, as ``register(_:named:)`` does.
    ///
    /// ```swift
    /// ColorCatalog.register(["title_color": .black, "memo_blue": Color(red: 0.3, green: 0.5, blue: 0.9)])
    /// ```
    public static func register(_ palette: [String: Color]) {
        colors.withLock { colors in
            for (name, color) in palette { colors[name] = asset(color, named: name) }
        }
    }

    /// `color` as an asset: a colour with no dark value is marked as having none.
    private static func asset(_ color: Color, named name: String) -> Color {
        guard color.appearance == nil, !color.isClear else { return color }
        var asset = color
        asset.appearance = .lightOnly(asset: name)
        return asset
    }

    /// The colour registered under `name`, if any.
    public static func color(named name: String) -> Color? {
        colors.withLock { $0[name] }
    }
}

extension Color {
    /// The colour registered under `name` in the ``ColorCatalog``, as SwiftUI reads a colour
    /// from an asset catalog. The bundle is not consulted.
    ///
    /// ```swift
    /// Image(systemName: "plus").foregroundColor(Color("title_color"))
    /// ```
    public init(_ name: String, bundle: Bundle? = nil) {
        if let color = ColorCatalog.color(named: name) {
            self = color
        } else {
            LayoutWarnings.report("no colour named \"\(name)\" in the ColorCatalog: it draws in the primary colour; register it first")
            self = .primary
        }
    }
}
