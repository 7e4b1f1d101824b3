import Wireframe
import WireframeStore

/// The seed's banner view: the text, a spacer and an xmark button in a row, padded 8 pt on a
/// white rounded rectangle (radius 8) with a shadow (radius 5), padded again and pushed to the top.
///
/// It sends through a store of presentation actions, so it can be shown with
/// ``View/banner(store:)``:
///
/// ```swift
/// if let banner = store.scope(state: \.banner, action: AppFeature.Action.banner) {
///     BannerView(store: banner)
/// }
/// ```
/// ```
///   ╭Banner────────────────────────────────────✕╮
///   ╰───────────────────────────────────────────╯
/// ```
public struct BannerView: View {
    private let store: Store<Banner.State, PresentationAction<Banner.Action>>

    /// Creates the view of the banner `store` presents.
    public init(store: Store<Banner.State, PresentationAction<Banner.Action>>) {
        self.store = store
    }

    /// The text and the xmark on the white card, at the top of the space offered. The card is
    /// white in both appearances, as the seed draws it, so in the dark its primary text is white
    /// on white: the dark golden shows it.
    public var body: some View {
        VStack {
            HStack {
                Text(store.text)
                Spacer()
                Button {
                    store.send(.presented(.closeButtonTapped))
                } label: {
                    Image(systemName: "xmark")
                }
            }
            .padding(8)
            .background(Color.white, in: .rect(cornerRadius: 8))
            .shadow(radius: 5)
            .padding()
            Spacer()
        }
    }
}

extension View {
    /// Shows a ``BannerView`` at the top of this view while the store presents a banner.
    ///
    /// ```swift
    /// content.banner(store: store.scope(state: \.$banner, action: AppFeature.Action.banner))
    /// ```
    ///
    /// The banner lies over the content, which stays tappable around it.
    public func banner(store: Store<PresentationState<Banner.State>, PresentationAction<Banner.Action>>) -> some View {
        ZStack {
            self
            BannerPresenter(store: store)
        }
    }
}

/// The banner while the store presents one.
private struct BannerPresenter: View {
    let store: Store<PresentationState<Banner.State>, PresentationAction<Banner.Action>>

    var body: some View {
        if let banner = store.scope(state: \.wrappedValue, action: { $0 }) {
            BannerView(store: banner)
        }
    }
}
