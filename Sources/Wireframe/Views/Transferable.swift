import Foundation

/// A value that can be shared, dragged and dropped, as CoreTransferable's `Transferable`: what
/// ``ShareLink``, `draggable(_:)` and `dropDestination(for:action:isTargeted:)` take.
///
/// A type says how it travels in `transferRepresentation`, as on iOS; strings, URLs, data and
/// images conform. No share sheet opens and nothing is dragged in a still picture, so the
/// representations are kept and never run, and a type may leave them out.
///
/// ```swift
/// struct Memo: Codable, Transferable {
///     var text: String
///     static var transferRepresentation: some TransferRepresentation {
///         CodableRepresentation(contentType: .json)
///         ProxyRepresentation(exporting: \.text)
///     }
/// }
/// ```
public protocol Transferable {
    /// The type of the representations.
    associatedtype Representation: TransferRepresentation
    /// How the value travels: the representations, in order of preference.
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

extension Transferable {
    /// No representations, for a type that only marks itself shareable.
    public static var transferRepresentation: EmptyTransferRepresentation<Self> { EmptyTransferRepresentation() }
}

extension String: Transferable {}
extension URL: Transferable {}
extension Data: Transferable {}
extension Image: Transferable {}
extension Never: Transferable {}

/// One way a ``Transferable`` value travels: as a content type, or as another transferable value.
///
/// ```swift
/// static var transferRepresentation: some TransferRepresentation { CodableRepresentation(contentType: .json) }
/// ```
public protocol TransferRepresentation<Item>: Sendable {
    /// The type of value the representation carries.
    associatedtype Item: Transferable
    /// The representations this one is made of.
    associatedtype Body: TransferRepresentation
    /// The representations this one is made of; a built-in representation is its own.
    @TransferRepresentationBuilder<Item> var body: Body { get }
}

/// Builds a list of ``TransferRepresentation``s for `Item`.
///
/// ```swift
/// @TransferRepresentationBuilder<Memo> var representations: some TransferRepresentation<Memo> { CodableRepresentation(contentType: .json) }
/// ```
@resultBuilder
public enum TransferRepresentationBuilder<Item: Transferable> {
    /// A representation as it is.
    public static func buildExpression<R: TransferRepresentation>(_ content: R) -> R where R.Item == Item { content }
    /// One representation.
    public static func buildBlock<R: TransferRepresentation>(_ content: R) -> R where R.Item == Item { content }
    /// Several representations, in order of preference.
    public static func buildBlock(_ content: any TransferRepresentation...) -> TransferRepresentationList<Item> {
        TransferRepresentationList(count: content.count)
    }
    /// No representation.
    public static func buildBlock() -> EmptyTransferRepresentation<Item> { EmptyTransferRepresentation() }
}

/// Several representations, as ``TransferRepresentationBuilder`` joins them.
///
/// ```swift
/// CodableRepresentation(contentType: .json); ProxyRepresentation(exporting: \.text)
/// ```
public struct TransferRepresentationList<Item: Transferable>: TransferRepresentation {
    /// How many representations the list holds.
    public let count: Int
    /// The list itself.
    public var body: Self { self }
}

/// No representation.
///
/// ```swift
/// static var transferRepresentation: EmptyTransferRepresentation<Self> { EmptyTransferRepresentation() }
/// ```
public struct EmptyTransferRepresentation<Item: Transferable>: TransferRepresentation {
    /// Creates the empty representation.
    public init() {}
    /// The representation itself.
    public var body: Self { self }
}

/// A value that travels encoded as `contentType` with `Codable`, as JSON by default.
///
/// ```swift
/// CodableRepresentation(contentType: .json)
/// ```
public struct CodableRepresentation<Item: Transferable & Codable, Encoder, Decoder>: TransferRepresentation {
    /// The content type the value is encoded as.
    public let contentType: UTType

    /// The representation itself.
    public var body: Self { self }
}

extension CodableRepresentation where Encoder == JSONEncoder, Decoder == JSONDecoder {
    /// A value encoded as JSON under `contentType`.
    ///
    /// ```swift
    /// CodableRepresentation(contentType: .json)
    /// ```
    ///
    /// - Parameter contentType: The content type it travels as.
    public init(contentType: UTType) {
        self.contentType = contentType
    }

    /// A value of `itemType` encoded as JSON under `contentType`.
    ///
    /// ```swift
    /// CodableRepresentation(for: Memo.self, contentType: .json)
    /// ```
    ///
    /// - Parameters:
    ///   - itemType: The type of value.
    ///   - contentType: The content type it travels as.
    public init(for itemType: Item.Type, contentType: UTType) {
        self.contentType = contentType
    }
}

/// A value that travels as bytes of `contentType`, made and read by closures of the app's own.
///
/// ```swift
/// DataRepresentation(contentType: .plainText) { memo in Data(memo.text.utf8) } importing: { data in Memo(text: String(decoding: data, as: UTF8.self)) }
/// ```
public struct DataRepresentation<Item: Transferable>: TransferRepresentation {
    /// The content type of the bytes.
    public let contentType: UTType

    /// A value exported and imported as bytes of `contentType`.
    ///
    /// - Parameters:
    ///   - contentType: The content type of the bytes.
    ///   - exporting: Makes the bytes of a value; never called in a still picture.
    ///   - importing: Makes a value of bytes; never called in a still picture.
    public init(
        contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
        importing: @escaping @Sendable (Data) async throws -> Item
    ) {
        self.contentType = contentType
    }

    /// A value exported as bytes of `exportedContentType`.
    ///
    /// - Parameters:
    ///   - exportedContentType: The content type of the bytes.
    ///   - exporting: Makes the bytes of a value; never called in a still picture.
    public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
        contentType = exportedContentType
    }

    /// The representation itself.
    public var body: Self { self }
}

/// A value that travels as another transferable value, such as its text.
///
/// ```swift
/// ProxyRepresentation(exporting: \.text)
/// ```
public struct ProxyRepresentation<Item: Transferable, Proxy: Transferable>: TransferRepresentation {
    /// A value exported as the proxy `exporting` makes.
    ///
    /// - Parameter exporting: Makes the proxy of a value; never called in a still picture.
    public init(exporting: @escaping @Sendable (Item) throws -> Proxy) {}

    /// The representation itself.
    public var body: Self { self }
}

/// A content type, as UniformTypeIdentifiers' `UTType`: the identifier a representation travels
/// under.
///
/// ```swift
/// UTType.json.identifier   // "public.json"
/// ```
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    /// The type's identifier, such as `public.json`.
    public let identifier: String

    /// A type by its identifier; `nil` for an empty one.
    ///
    /// - Parameter identifier: The identifier, such as `public.json`.
    public init?(_ identifier: String) {
        guard !identifier.isEmpty else { return nil }
        self.identifier = identifier
    }

    /// A type the app declares and exports.
    ///
    /// ```swift
    /// static let memo = UTType(exportedAs: "com.example.memo")
    /// ```
    ///
    /// - Parameters:
    ///   - identifier: The type's identifier.
    ///   - parentType: The type it conforms to.
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.identifier = identifier
    }

    /// A type another app declares and this one imports.
    ///
    /// - Parameters:
    ///   - identifier: The type's identifier.
    ///   - parentType: The type it conforms to.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.identifier = identifier
    }

    /// The identifier.
    public var description: String { identifier }

    /// JSON, `public.json`.
    public static let json = UTType(identifier: "public.json")
    /// Text, `public.text`.
    public static let text = UTType(identifier: "public.text")
    /// Plain text, `public.plain-text`.
    public static let plainText = UTType(identifier: "public.plain-text")
    /// UTF-8 plain text, `public.utf8-plain-text`.
    public static let utf8PlainText = UTType(identifier: "public.utf8-plain-text")
    /// Bytes, `public.data`.
    public static let data = UTType(identifier: "public.data")
    /// Any content, `public.content`.
    public static let content = UTType(identifier: "public.content")
    /// Any item, `public.item`.
    public static let item = UTType(identifier: "public.item")
    /// An image, `public.image`.
    public static let image = UTType(identifier: "public.image")
    /// A PNG image, `public.png`.
    public static let png = UTType(identifier: "public.png")
    /// A JPEG image, `public.jpeg`.
    public static let jpeg = UTType(identifier: "public.jpeg")
    /// A URL, `public.url`.
    public static let url = UTType(identifier: "public.url")
    /// A file URL, `public.file-url`.
    public static let fileURL = UTType(identifier: "public.file-url")

    private init(identifier: String) {
        self.identifier = identifier
    }
}
