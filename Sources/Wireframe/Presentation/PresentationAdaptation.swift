import Foundation

/// How a sheet or popover adapts where the screen is compact, as a phone's is: what
/// ``View/presentationCompactAdaptation(_:)`` asks for.
///
/// ```swift
/// InfoView().presentationCompactAdaptation(.popover)
/// ```
public struct PresentationAdaptation: Hashable, Sendable {
    private enum Kind: Hashable, Sendable {
        case automatic, none, popover, sheet, fullScreenCover
    }

    private let kind: Kind

    /// The system's choice: on a phone, a popover becomes a sheet and a sheet stays one.
    public static let automatic = PresentationAdaptation(kind: .automatic)
    /// No adaptation: a popover stays a popover, a sheet a sheet.
    public static let none = PresentationAdaptation(kind: .none)
    /// A popover, floating beside the view it is attached to (only a popover can be one).
    public static let popover = PresentationAdaptation(kind: .popover)
    /// A sheet.
    public static let sheet = PresentationAdaptation(kind: .sheet)
    /// A cover over the whole screen.
    public static let fullScreenCover = PresentationAdaptation(kind: .fullScreenCover)
}

extension View {
    /// Says how the sheet or popover this view is the content of adapts on a phone: a popover
    /// with `.popover` or `.none` is drawn as a floating bubble beside the view it is attached
    /// to instead of a sheet, and either presentation with `.fullScreenCover` covers the screen;
    /// `.automatic` and `.sheet` draw the sheet iOS shows.
    ///
    /// ```swift
    /// Button("Tip") { isShowingTip = true }
    ///     .popover(isPresented: $isShowingTip) {
    ///         Text("Swipe left to delete").padding()
    ///             .presentationCompactAdaptation(.popover)
    ///     }
    /// ```
    ///
    /// - Parameter adaptation: How the presentation adapts.
    /// - Returns: The view, with its presentation's adaptation set.
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
        modifier(CompactAdaptationModifier(adaptation: adaptation))
    }

    /// Says how the sheet or popover this view is the content of adapts on a phone, for a
    /// compact width and a compact height; a phone held upright is compact in width, so the
    /// horizontal adaptation applies, as ``presentationCompactAdaptation(_:)`` describes.
    ///
    /// ```swift
    /// Tip().presentationCompactAdaptation(horizontal: .popover, vertical: .sheet)
    /// ```
    ///
    /// - Parameters:
    ///   - horizontalAdaptation: The adaptation where the width is compact.
    ///   - verticalAdaptation: The adaptation where the height is compact.
    /// - Returns: The view, with its presentation's adaptation set.
    public func presentationCompactAdaptation(
        horizontal horizontalAdaptation: PresentationAdaptation, vertical verticalAdaptation: PresentationAdaptation
    ) -> some View {
        modifier(CompactAdaptationModifier(adaptation: horizontalAdaptation))
    }
}

private struct CompactAdaptationModifier: ViewModifier, PrimitiveModifier {
    let adaptation: PresentationAdaptation

    func apply(to content: @MainActor (ResolveContext) throws -> [Node], in context: ResolveContext) throws -> [Node] {
        context.environment.sheetPreferences?.compactAdaptation = adaptation
        return try content(context)
    }
}
