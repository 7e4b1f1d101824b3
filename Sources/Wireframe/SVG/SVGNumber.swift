/// The largest magnitude `svgNumber(_:)` writes; larger values are clamped to it.
///
/// A trillion points is far beyond any drawable coordinate and keeps the value, in hundredths,
/// inside `Int64`.
let svgNumberLimit = 1_000_000_000_000.0

/// Formats a number for SVG output: at most two decimals, no trailing zeros, no exponent.
///
/// The value is rounded to the nearest hundredth (halves away from zero). A result of zero is
/// written `0`, never `-0`. NaN and infinities, which no caller should pass, are written `0`
/// so that the output stays valid; magnitudes beyond `svgNumberLimit` are clamped to it.
///
/// ```swift
/// svgNumber(12)          // "12"
/// svgNumber(0.5)         // "0.5"
/// svgNumber(1.0 / 3)     // "0.33"
/// svgNumber(-0.001)      // "0"
/// svgNumber(1e-7)        // "0"
/// svgNumber(123456789)   // "123456789"
/// svgNumber(.nan)        // "0"
/// ```
func svgNumber(_ x: Double) -> String {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: SVGNumberDigits.capacity) { buffer in
        String(decoding: UnsafeBufferPointer(rebasing: buffer[..<SVGNumberDigits.write(x, into: buffer)]), as: UTF8.self)
    }
}

/// Appends `svgNumber(x)`'s UTF-8 to `bytes`, with no string in between.
func appendSVGNumber(_ x: Double, to bytes: inout [UInt8]) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: SVGNumberDigits.capacity) { buffer in
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<SVGNumberDigits.write(x, into: buffer)]))
    }
}

/// `values` formatted by `svgNumber(_:)` and joined by `separator`, written into one buffer.
///
/// ```swift
/// svgNumbers([0, 0.5, 390], separator: "-")   // "0-0.5-390"
/// ```
func svgNumbers(_ values: [Double], separator: Unicode.Scalar = " ") -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(values.count * 8)
    for (index, value) in values.enumerated() {
        if index > 0 { UTF8.encode(separator) { bytes.append($0) } }
        appendSVGNumber(value, to: &bytes)
    }
    return String(decoding: bytes, as: UTF8.self)
}

/// How `svgNumber(_:)` writes its digits.
private enum SVGNumberDigits {
    /// Enough bytes for the longest number: a sign, 13 whole digits, a point and two decimals.
    static let capacity = 24

    /// Writes `x` as `svgNumber(_:)` formats it at the start of `buffer` and returns the number of
    /// bytes written.
    static func write(_ x: Double, into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
        guard x.isFinite else { return zero(in: buffer) }
        let clamped = min(max(x, -svgNumberLimit), svgNumberLimit)
        let hundredths = Int64((clamped * 100).rounded(.toNearestOrAwayFromZero))
        guard hundredths != 0 else { return zero(in: buffer) }
        var whole = hundredths.magnitude / 100
        let fraction = Int(hundredths.magnitude % 100)
        // The whole part's digits, written backwards from the end of the buffer.
        var start = buffer.count
        repeat {
            start -= 1
            buffer[start] = UInt8(ascii: "0") + UInt8(whole % 10)
            whole /= 10
        } while whole > 0
        var count = 0
        if hundredths < 0 {
            buffer[count] = UInt8(ascii: "-")
            count += 1
        }
        for index in start..<buffer.count {
            buffer[count] = buffer[index]
            count += 1
        }
        guard fraction != 0 else { return count }
        buffer[count] = UInt8(ascii: ".")
        buffer[count + 1] = UInt8(ascii: "0") + UInt8(fraction / 10)
        count += 2
        if fraction % 10 != 0 {
            buffer[count] = UInt8(ascii: "0") + UInt8(fraction % 10)
            count += 1
        }
        return count
    }

    private static func zero(in buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
        buffer[0] = UInt8(ascii: "0")
        return 1
    }
}

/// An attribute value for `SVGWriter`: text, or numbers formatted by `svgNumber(_:)`.
///
/// Literals and interpolations format numbers the same way, so output never depends on
/// `Double.description`:
///
/// ```swift
/// let x: SVGValue = 12.5                       // "12.5"
/// let t: SVGValue = "translate(\(1.0 / 3) 2)"  // "translate(0.33 2)"
/// let v: SVGValue = .numbers([0, 0, 390, 844]) // "0 0 390 844"
/// ```
struct SVGValue: Sendable, Hashable {
    /// What the value holds: text to escape, or a number the writer formats as it writes it.
    enum Storage: Sendable {
        case text(String)
        case number(Double)
    }

    let storage: Storage

    /// The value as written, before escaping.
    var text: String {
        switch storage {
        case .text(let text): text
        case .number(let number): svgNumber(number)
        }
    }

    /// A value written as the given text (escaped by the writer).
    init(_ text: String) {
        storage = .text(text)
    }

    /// A number formatted by `svgNumber(_:)`.
    static func number(_ value: Double) -> SVGValue {
        SVGValue(storage: .number(value))
    }

    private init(storage: Storage) {
        self.storage = storage
    }

    /// Values are equal when they are written the same.
    static func == (lhs: SVGValue, rhs: SVGValue) -> Bool {
        lhs.text == rhs.text
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(text)
    }

    /// Numbers separated by single spaces, as in `viewBox` and `points`.
    static func numbers(_ values: [Double]) -> SVGValue {
        SVGValue(svgNumbers(values))
    }
}

extension SVGValue: ExpressibleByStringLiteral {
    init(stringLiteral value: String) {
        self.init(value)
    }
}

extension SVGValue: ExpressibleByIntegerLiteral {
    init(integerLiteral value: Int) {
        self.init(storage: .number(Double(value)))
    }
}

extension SVGValue: ExpressibleByFloatLiteral {
    init(floatLiteral value: Double) {
        self.init(storage: .number(value))
    }
}

extension SVGValue: ExpressibleByStringInterpolation {
    init(stringInterpolation: StringInterpolation) {
        self.init(stringInterpolation.text)
    }

    /// Interpolation that formats `Double` and `Int` with `svgNumber(_:)`.
    struct StringInterpolation: StringInterpolationProtocol {
        var text = ""

        init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity + interpolationCount * 4)
        }

        mutating func appendLiteral(_ literal: String) {
            text += literal
        }

        mutating func appendInterpolation(_ value: Double) {
            text += svgNumber(value)
        }

        mutating func appendInterpolation(_ value: Int) {
            text += svgNumber(Double(value))
        }

        mutating func appendInterpolation(_ value: String) {
            text += value
        }

        mutating func appendInterpolation(_ value: SVGValue) {
            text += value.text
        }
    }
}
