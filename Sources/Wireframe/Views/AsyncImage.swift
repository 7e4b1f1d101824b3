import Foundation

/// An image loaded from a URL, drawn in the phase a still picture can show: loaded when the URL's
/// image is registered in the ``ImageCatalog`` (drawn as its labelled placeholder), otherwise
/// still loading. Nothing is fetched.
///
/// Without a placeholder of its own, a loading image draws a grey box that fills the space it is
/// offered, as iOS does; a loaded one is its image at its registered size.
///
/// ```swift
/// AsyncImage(url: memo.photoURL) { image in
///     image.resizable().scaledToFill()
/// } placeholder: {
///     ProgressView()
/// }
/// .frame(width: 80, height: 80)
/// ```
public struct AsyncImage<Content: View>: View {
    private let phase: AsyncImagePhase
    private let content: (AsyncImagePhase) -> Content

    /// An image at `url`; `scale` changes nothing in the placeholder drawn.
    public init(url: URL?, scale: CGFloat = 1) where Content == AsyncImageDefaultContent {
        self.init(url: url, scale: scale, content: { AsyncImageDefaultContent(phase: $0) })
    }

    /// An image at `url`, drawn by `content` once loaded and by `placeholder` until then.
    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: @escaping () -> P
    ) where Content == ConditionalContent<I, P> {
        self.init(
            url: url, scale: scale,
            content: { (phase: AsyncImagePhase) -> ConditionalContent<I, P> in
                guard let image = phase.image else { return ViewBuilder.buildEither(second: placeholder()) }
                return ViewBuilder.buildEither(first: content(image))
            })
    }

    /// An image at `url`, drawn by `content` for each phase of its loading; the transaction is
    /// accepted.
    public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        if let url, ImageCatalog.size(named: url.absoluteString) != nil {
            phase = .success(Image(url.absoluteString))
        } else {
            phase = .empty
        }
        self.content = content
    }

    public var body: some View {
        content(phase)
    }
}

/// What an ``AsyncImage`` made with a URL alone draws: its image, or a grey box while loading.
public struct AsyncImageDefaultContent: View {
    let phase: AsyncImagePhase

    public var body: some View {
        if let image = phase.image {
            image
        } else {
            Color(white: 0.9)
        }
    }
}

/// The phases of an ``AsyncImage``'s loading.
///
/// ```swift
/// AsyncImage(url: url) { phase in
///     if let image = phase.image { image.resizable() } else if phase.error != nil { Color.red } else { ProgressView() }
/// }
/// ```
public enum AsyncImagePhase: Sendable {
    /// Still loading.
    case empty
    /// Loaded.
    case success(Image)
    /// Failed to load.
    case failure(any Error)

    /// The image, once loaded.
    public var image: Image? {
        if case .success(let image) = self { image } else { nil }
    }

    /// The error, when loading failed.
    public var error: (any Error)? {
        if case .failure(let error) = self { error } else { nil }
    }
}
