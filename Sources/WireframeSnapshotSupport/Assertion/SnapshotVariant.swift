import Foundation
import Wireframe

/// One setting of the environment a design system checks a view in — dark, a text size, right to
/// left — under the name its golden takes.
///
/// ```swift
/// assertSnapshot(of: DialogView(), as: .svg(width: 390, height: 844), variants: [.dark, .dynamicType(.accessibility2), .rightToLeft])
/// // deleteDialog.dark.svg, deleteDialog.accessibility2.svg, deleteDialog.rtl.svg
/// ```
public struct SnapshotVariant: Sendable {
    /// The name the golden takes, after the test's and the snapshot's own.
    public let name: String
    package let update: @Sendable (inout EnvironmentValues) -> Void

    /// A variant of your own: `update` sets the environment the view is rendered in.
    ///
    /// ```swift
    /// let darkAndLarge = SnapshotVariant(name: "dark-xxxLarge") {
    ///     $0.colorScheme = .dark
    ///     $0.dynamicTypeSize = .xxxLarge
    /// }
    /// ```
    public init(name: String, _ update: @escaping @Sendable (inout EnvironmentValues) -> Void) {
        self.name = name
        self.update = update
    }

    /// The light appearance, the default, named `light`.
    public static let light = SnapshotVariant(name: "light") { $0.colorScheme = .light }

    /// The dark appearance, named `dark`: the system colours in their dark values.
    public static let dark = SnapshotVariant(name: "dark") { $0.colorScheme = .dark }

    /// Right to left, named `rtl`: the layout mirrored, each text in its own order.
    public static let rightToLeft = SnapshotVariant(name: "rtl") { $0.layoutDirection = .rightToLeft }

    /// The text size `size`, named after it (`xSmall` … `accessibility5`).
    ///
    /// ```swift
    /// assertSnapshot(of: row, as: .ascii(width: 390, height: nil), variants: [.dynamicType(.xxxLarge)])
    /// ```
    public static func dynamicType(_ size: DynamicTypeSize) -> SnapshotVariant {
        SnapshotVariant(name: "\(size)") { $0.dynamicTypeSize = size }
    }

    /// The variant a command line names: `light`, `dark`, `rtl` or a text size (`xSmall` …
    /// `accessibility5`); `nil` for any other name.
    ///
    /// ```swift
    /// SnapshotVariant(named: "xxxLarge")?.name   // "xxxLarge"
    /// ```
    public init?(named name: String) {
        switch name {
        case "light": self = .light
        case "dark": self = .dark
        case "rtl": self = .rightToLeft
        default:
            guard let size = DynamicTypeSize.allCases.first(where: { "\($0)" == name }) else { return nil }
            self = .dynamicType(size)
        }
    }

    /// The names ``init(named:)`` takes, in order.
    public static var names: [String] { ["light", "dark", "rtl"] + DynamicTypeSize.allCases.map { "\($0)" } }

    /// The scope's environment update: the enclosing scope's, then this variant's.
    private var scoped: @Sendable (inout EnvironmentValues) -> Void {
        let outer = RenderScope.environment
        let update = update
        return { environment in
            outer?(&environment)
            update(&environment)
        }
    }

    /// Runs `body` with every render inside it starting from this variant's environment.
    package func applied<Result>(_ body: () throws -> Result) rethrows -> Result {
        try RenderScope.$environment.withValue(scoped, operation: body)
    }

    /// Runs `body`, which may wait (a scripted screen), with every render inside it starting from
    /// this variant's environment.
    @MainActor
    package func applied<Result>(_ body: @MainActor () async throws -> Result) async rethrows -> Result {
        try await RenderScope.$environment.withValue(scoped, operation: body)
    }
}
