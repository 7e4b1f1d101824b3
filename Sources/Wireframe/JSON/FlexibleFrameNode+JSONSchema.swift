import Foundation

/// A frame dimension as `frame` accepts it: negative ones are ignored, huge ones clamped.
func validDimension(_ value: Double) -> CGFloat? {
    value >= 0 ? min(CGFloat(value), maximumLength) : nil
}

extension FlexibleFrameNode {
    init(_ object: JSONObjectReader) throws {
        func bounds(_ prefix: String) throws -> (CGFloat?, CGFloat?, CGFloat?) {
            let low = try object["min" + prefix].flatMap { validDimension(try $0.number()) }
            let ideal = try object["ideal" + prefix].flatMap { validDimension(try $0.number()) }
            var high: CGFloat?
            if let reader = object["max" + prefix] {
                if case .string("infinity") = reader.value {
                    high = .infinity
                } else {
                    guard case .number = reader.value else { throw reader.error("expected a number or \"infinity\"") }
                    let value = try reader.number()
                    high = value >= 0 ? CGFloat(value) : nil
                }
            }
            if let low, let upper = high, upper < low { high = low }
            return (low, ideal, high)
        }
        (minWidth, idealWidth, maxWidth) = try bounds("Width")
        (minHeight, idealHeight, maxHeight) = try bounds("Height")
        alignment = try object["alignment"].map(Alignment.init(json:)) ?? .center
    }

    func write(to fields: inout JSONFieldWriter) throws {
        try fields.appendLength("minWidth", minWidth)
        try fields.appendLength("idealWidth", idealWidth)
        try fields.appendLength("maxWidth", maxWidth, allowsInfinity: true)
        try fields.appendLength("minHeight", minHeight)
        try fields.appendLength("idealHeight", idealHeight)
        try fields.appendLength("maxHeight", maxHeight, allowsInfinity: true)
        try fields.append("alignment", alignment, unless: .center)
    }
}
