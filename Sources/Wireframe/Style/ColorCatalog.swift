import Foundation

/// The colours an app keeps in its asset catalog, by name, for `Color("name")`.
///
/// There is no asset catalog without Xcode: register the colours the code names, once, before
/// rendering (in a test's setup, or at the start of an executable). A name nobody registered
/// draws in the primary colour, with a runtime warning naming it.
///
/// ```swift
/// ColorCatalog.register(Color(red: 0.2, green: 0.2, blue: 0.3), named: "title_color")
/// Text("메모").foregroundColor(Color("title_color"))
/// ```
public enum ColorCatalog {
    private static let colors = Locked<[String: Color]>([:])

    /// Registers `color` under `name`, replacing any colour registered under it before.
    public static func register(_ color: Color, named name: String) {
        colors.withLock { $0[name] = color }
    }

    /// Registers every colour of `palette` under its key.
    ///
    /// ```swift
    /// ColorCatalog.register(["title_color": .black, "memo_blue": Color(red: 0.3, green: 0.5, blue: 0.9)])
    /// ```
    public static func register(_ palette: [String: Color]) {
        colors.withLock { $0.merge(palette) { $1 } }
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
