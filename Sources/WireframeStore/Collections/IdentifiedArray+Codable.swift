import Foundation

extension IdentifiedArray: Encodable where Element: Encodable {
    /// Encodes the elements as an array, in order, as swift-identified-collections does.
    ///
    /// ```swift
    /// try JSONEncoder().encode(memos)   // [{"id":…,"title":"장보기"}, …]
    /// ```
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(elements)
    }
}

extension IdentifiedArray: Decodable where Element: Decodable & Identifiable, Element.ID == ID {
    /// Decodes an array of elements; two elements with one id are a `DecodingError`, as in
    /// swift-identified-collections.
    ///
    /// ```swift
    /// let memos = try JSONDecoder().decode(IdentifiedArrayOf<Memo>.self, from: data)
    /// ```
    ///
    /// - Throws: `DecodingError.dataCorrupted` naming the offset of the first duplicate.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let elements = try container.decode([Element].self)
        self.init(id: \.id)
        for (offset, element) in elements.enumerated() {
            guard self[id: element.id] == nil else {
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "Duplicate element at offset \(offset)"))
            }
            append(element)
        }
    }
}
