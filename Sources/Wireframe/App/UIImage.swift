import Foundation

/// UIKit's image, for SwiftUI code that keeps pictures as `UIImage` (a photo the user picked, an
/// image decoded from data) and shows them with ``Image/init(uiImage:)``.
///
/// No pixel is decoded or drawn: like ``Image``, a `UIImage` is a labelled placeholder of its
/// size.
/// - `UIImage(named:)` is the asset of that name, sized by the ``ImageCatalog``. As there is no
///   asset catalogue to look in, it never returns `nil`: a name nobody registered draws as
///   ``Image/init(_:bundle:)`` draws it.
/// - `UIImage(systemName:)` is the SF Symbol, drawn as a glyph.
/// - `UIImage(data:)` and `UIImage(contentsOfFile:)` read the pixel size from a PNG, JPEG or GIF
///   header and return `nil` for anything else, as UIKit does for data it cannot decode.
///
/// ```swift
/// ImageCatalog.register(CGSize(width: 1200, height: 800), named: "hero")
/// let hero = UIImage(named: "hero")!          // hero.size is 1200 × 800
/// Image(uiImage: hero).resizable().scaledToFit()
/// ```
public final class UIImage: Sendable {
    /// Where the image comes from, which decides how it is drawn.
    enum Source: Equatable, Sendable {
        case asset(String)
        case symbol(String)
        /// Decoded pixels, known by their size in points.
        case pixels(CGSize)
    }

    let source: Source
    /// How the image is drawn: in its own colours or as a mask.
    public let renderingMode: RenderingMode

    /// How an image is drawn, as UIKit's `UIImage.RenderingMode`.
    public enum RenderingMode: Int, Sendable {
        /// As its context decides: a symbol as a template, a picture in its own colours.
        case automatic
        /// In its own colours.
        case alwaysOriginal
        /// As a mask filled with the tint colour.
        case alwaysTemplate
    }

    init(source: Source, renderingMode: RenderingMode = .automatic) {
        self.source = source
        self.renderingMode = renderingMode
    }

    /// An empty image, 0 × 0 points.
    public convenience init() {
        self.init(source: .pixels(.zero))
    }

    /// The image in the asset catalogue called `name`.
    public convenience init?(named name: String) {
        self.init(source: .asset(name))
    }

    /// The SF Symbol called `name`, drawn as a glyph.
    public convenience init?(systemName name: String) {
        self.init(source: .symbol(name))
    }

    /// The image that `data` holds, or `nil` when `data` is not a PNG, JPEG or GIF image.
    ///
    /// - Parameters:
    ///   - data: The bytes of a PNG, JPEG or GIF file.
    ///   - scale: The pixels a point holds; the image's size is its pixel size divided by it.
    public convenience init?(data: Data, scale: CGFloat = 1) {
        guard let pixels = ImageHeader.pixelSize(of: data), scale.isFinite, scale > 0 else { return nil }
        self.init(source: .pixels(CGSize(width: pixels.width / scale, height: pixels.height / scale)))
    }

    /// The image in the file at `path`, or `nil` when the file cannot be read or is not a PNG,
    /// JPEG or GIF image.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data)
    }

    /// The image's size in points: an asset's registered size (``ImageCatalog/unregisteredSize``
    /// when none is), a symbol's at the body font, or the decoded size.
    public var size: CGSize {
        switch source {
        case .asset(let name): ImageCatalog.size(named: name) ?? ImageCatalog.unregisteredSize
        case .symbol: CGSize(width: 17, height: 17)
        case .pixels(let size): size
        }
    }

    /// The pixels a point holds: 1.
    public var scale: CGFloat { 1 }

    /// The same image drawn with `renderingMode`.
    ///
    /// ```swift
    /// UIImage(named: "badge")!.withRenderingMode(.alwaysTemplate)
    /// ```
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(source: source, renderingMode: renderingMode)
    }
}

extension Image {
    /// An image of a UIKit image: an asset or symbol as ``init(_:bundle:)`` and
    /// ``init(systemName:)`` draw them, decoded pixels as a placeholder of their size labelled
    /// "image".
    ///
    /// ```swift
    /// if let photo = UIImage(data: data) {
    ///     Image(uiImage: photo).resizable().scaledToFill().frame(width: 80, height: 80).clipped()
    /// }
    /// ```
    public init(uiImage: UIImage) {
        switch uiImage.source {
        case .asset(let name): self.init(name)
        case .symbol(let name): self.init(systemName: name)
        case .pixels(let size): self.init(pixelsOfSize: size)
        }
        switch uiImage.renderingMode {
        case .automatic: break
        case .alwaysOriginal: self = renderingMode(.original)
        case .alwaysTemplate: self = renderingMode(.template)
        }
    }
}

/// The pixel size written in the header of a PNG, JPEG or GIF image.
enum ImageHeader {
    static func pixelSize(of data: Data) -> CGSize? {
        // A JPEG's frame header follows its metadata segments (EXIF, XMP, a colour profile), each
        // at most 64 KB: the first megabyte holds it unless more than fifteen of them come first.
        let bytes = [UInt8](data.prefix(1 << 20))
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), bytes.count >= 24 {
            // The IHDR chunk comes first: width and height, 4 bytes each, big-endian.
            return size(bigEndian(bytes, at: 16, count: 4), bigEndian(bytes, at: 20, count: 4))
        }
        if bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8)), bytes.count >= 10 {
            // The logical screen: width and height, 2 bytes each, little-endian.
            return size(Int(bytes[6]) | Int(bytes[7]) << 8, Int(bytes[8]) | Int(bytes[9]) << 8)
        }
        if bytes.starts(with: [0xFF, 0xD8]) {
            return jpegSize(bytes)
        }
        return nil
    }

    /// Walks a JPEG's segments to its start-of-frame marker, which holds the height and width.
    private static func jpegSize(_ bytes: [UInt8]) -> CGSize? {
        var index = 2
        while index + 9 <= bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            if marker == 0xFF {
                index += 1
                continue
            }
            let length = bigEndian(bytes, at: index + 2, count: 2)
            // Start of frame: C0–CF, except C4 (Huffman tables), C8 (reserved) and CC (arithmetic).
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                return size(bigEndian(bytes, at: index + 7, count: 2), bigEndian(bytes, at: index + 5, count: 2))
            }
            guard length >= 2 else { return nil }
            index += 2 + length
        }
        return nil
    }

    private static func bigEndian(_ bytes: [UInt8], at index: Int, count: Int) -> Int {
        bytes[index..<index + count].reduce(0) { $0 << 8 | Int($1) }
    }

    private static func size(_ width: Int, _ height: Int) -> CGSize? {
        guard width > 0, height > 0 else { return nil }
        return CGSize(width: width, height: height)
    }
}
