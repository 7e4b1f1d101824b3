import Wireframe
import WireframeStore

/// A bottom sheet's card: the title and an xmark button in a row, padded 24 pt, on a white card
/// (corner radius 16) that spans the width and extends through the bottom safe area to the
/// screen's edge.
///
/// ```swift
/// if let sheet = store.scope(state: \.sheet, action: AppFeature.Action.sheet) {
///     SheetView(store: sheet)
/// }
/// ```
/// ```
/// ╭───────────────────────────────────────────────╮
/// │ Some Sheet                                  ✕ │
/// │                                               │
/// ```
public struct SheetView: View {
    private let store: Store<Sheet.State, PresentationAction<Sheet.Action>>

    /// Creates the view of the sheet `store` presents.
    public init(store: Store<Sheet.State, PresentationAction<Sheet.Action>>) {
        self.store = store
    }

    /// The title and the close button on the card: white, or a sheet's dark grey in the dark.
    public var body: some View {
        HStack {
            Text(store.title).font(.title2.bold())
            Spacer()
            Button {
                store.send(.presented(.closeButtonTapped))
            } label: {
                Image(systemName: "xmark")
            }
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 24)
        .frame(maxWidth: .infinity)
        .background(RoundedRectangle(cornerRadius: 16).fill(Self.cardColor).ignoresSafeArea(edges: .bottom))
    }

    /// The card's colour, as iOS colours a sheet.
    private static let cardColor = Color(
        UIColor { $0.userInterfaceStyle == .dark ? .secondarySystemBackground : .systemBackground })
}

extension View {
    /// Shows a ``SheetView`` from the bottom of this view while the store presents a sheet, over a
    /// dim layer that covers the content and takes its taps, as a sheet does on a device.
    ///
    /// ```swift
    /// content.sheet(store: store.scope(state: \.$sheet, action: AppFeature.Action.sheet))
    /// ```
    public func sheet(store: Store<PresentationState<Sheet.State>, PresentationAction<Sheet.Action>>) -> some View {
        ZStack(alignment: .bottom) {
            self
            SheetPresenter(store: store)
        }
    }
}

/// The dim layer and the sheet while the store presents one.
private struct SheetPresenter: View {
    let store: Store<PresentationState<Sheet.State>, PresentationAction<Sheet.Action>>

    var body: some View {
        if let sheet = store.scope(state: \.wrappedValue, action: { $0 }) {
            ZStack(alignment: .bottom) {
                Color.black.opacity(0.4).ignoresSafeArea()
                SheetView(store: sheet)
            }
            .accessibilityAddTraits(.isModal)
        }
    }
}
