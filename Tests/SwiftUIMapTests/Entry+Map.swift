import SwiftUI

/// The environment value the map's `Entry()` row reads: a snippet cannot extend a type, as its
/// declarations are placed in an enum of its own.
extension EnvironmentValues {
    /// The points between the map's cards.
    @Entry var mapCardSpacing: CGFloat = 12
}
