/// A preview of a view, as SwiftUI's `#Preview`: the gallery and the `PreviewSnapshots` plugin
/// find it as they find a `PreviewProvider`, named by `name` (or by the file and line when it
/// has none).
///
/// ```swift
/// #Preview("Empty list") {
///     MemosView(store: Store(initialState: Memos.State()) { Memos() })
/// }
/// #Preview(traits: .sizeThatFitsLayout) { MemoRow(memo: .preview) }
/// ```
///
/// - Parameters:
///   - name: The preview's display name.
///   - traits: `.sizeThatFitsLayout` and `.fixedLayout(width:height:)` set the preview's layout;
///     `.landscapeLeft` and `.landscapeRight` turn the device's screen, as
///     ``View/previewInterfaceOrientation(_:)`` does.
///   - body: The view to preview.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    traits: PreviewTrait<PreviewViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "WireframeMacros", type: "PreviewMacro")

/// A trait of a `#Preview`: its layout or orientation.
///
/// ```swift
/// #Preview(traits: .fixedLayout(width: 320, height: 120)) { Badge() }
/// ```
public struct PreviewTrait<T>: Sendable {
    let layout: PreviewLayout?
}

/// The traits a view's `#Preview` takes.
///
/// ```swift
/// let trait: PreviewTrait<PreviewViewTraits> = .sizeThatFitsLayout
/// ```
public enum PreviewViewTraits {}

extension PreviewTrait where T == PreviewViewTraits {
    /// The preview is as large as its content at the device's width.
    public static var sizeThatFitsLayout: Self { Self(layout: .sizeThatFits) }
    /// The preview has a fixed size in points.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> Self { Self(layout: .fixed(width: width, height: height)) }
    /// The device upright; the picture is the same.
    public static var portrait: Self { Self(layout: nil) }
    /// The device upside down; the picture is the same.
    public static var portraitUpsideDown: Self { Self(layout: nil) }
    /// The device turned left; accepted, drawn upright.
    public static var landscapeLeft: Self { Self(layout: nil) }
    /// The device turned right; accepted, drawn upright.
    public static var landscapeRight: Self { Self(layout: nil) }
}

/// What a `#Preview` expands to besides its provider: where it was written, so an unnamed
/// preview is named by its file and line. Generated code conforms to it; nothing else should.
///
/// ```swift
/// // #Preview { Row() } in Row.swift, line 12, is named "Row.swift:12".
/// ```
@MainActor
public protocol _MacroPreview {
    /// The `#fileID` of the file the preview is in.
    static var fileID: String { get }
    /// The line the preview starts on.
    static var line: Int { get }
}
