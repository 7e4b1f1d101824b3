import Foundation

/// The environment every render in a scope starts from: what a snapshot variant or a gallery
/// variant sets (a dark appearance, a text size, right to left) for the renders it makes, without
/// changing the type of the view it renders.
///
/// ```swift
/// let dark = try RenderScope.$environment.withValue({ $0.colorScheme = .dark }) {
///     try dialog.renderSVG(width: 390, height: 844)
/// }
/// ```
package enum RenderScope {
    /// Changes the root environment of every render in the scope; `nil` leaves it as it is.
    @TaskLocal package static var environment: (@Sendable (inout EnvironmentValues) -> Void)?
}
