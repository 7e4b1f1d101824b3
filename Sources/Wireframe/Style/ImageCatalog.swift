import Foundation

/// The images an app keeps in its asset catalogue (or loads from the network), by name, with the
/// size each is drawn at: for `Image("name")` and `AsyncImage(url:)`.
///
/// There is no asset catalogue without Xcode, and a snapshot draws no photographs: an image is
/// drawn as a labelled placeholder of its size, so that the layout around it is the layout on a
/// device. Register the size of each image the code names, once, before rendering (in a test's
/// setup, or at the start of an executable). A name nobody registered draws as a placeholder of
/// ``unregisteredSize``, with a runtime warning naming it; an `AsyncImage` whose URL nobody
/// registered stays in its empty phase, as one still loading.
///
/// ```swift
/// ImageCatalog.register(CGSize(width: 1200, height: 800), named: "hero")
/// ImageCatalog.register(CGSize(width: 64, height: 64), for: URL(string: "https://example.com/a.png")!)
/// Image("hero").resizable().scaledToFit()
/// ```
public enum ImageCatalog {
    private static let sizes = Locked<[String: CGSize]>([:])

    /// The size an image nobody registered is drawn at: 100 × 100 pt.
    public static let unregisteredSize = CGSize(width: 100, height: 100)

    /// Registers `size` for the asset called `name`, replacing any size registered before.
    /// Lengths are made safe: negative, infinite or NaN lengths become 0.
    public static func register(_ size: CGSize, named name: String) {
        sizes.withLock { $0[name] = safe(size) }
    }

    /// Registers an image of `size` at `url`: an `AsyncImage` of that URL draws it as loaded.
    public static func register(_ size: CGSize, for url: URL) {
        register(size, named: url.absoluteString)
    }

    /// Registers every size of `images` under its key, as ``register(_:named:)`` does.
    ///
    /// ```swift
    /// ImageCatalog.register(["avatar": CGSize(width: 40, height: 40), "banner": CGSize(width: 390, height: 120)])
    /// ```
    public static func register(_ images: [String: CGSize]) {
        sizes.withLock { sizes in
            for (name, size) in images { sizes[name] = safe(size) }
        }
    }

    /// The size registered for `name`, if any.
    public static func size(named name: String) -> CGSize? {
        sizes.withLock { $0[name] }
    }

    private static func safe(_ size: CGSize) -> CGSize {
        CGSize(width: Swift.max(cleanCoordinate(size.width), 0), height: Swift.max(cleanCoordinate(size.height), 0))
    }
}
