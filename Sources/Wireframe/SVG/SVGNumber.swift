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
    guard x.isFinite else { return "0" }
    let clamped = min(max(x, -svgNumberLimit), svgNumberLimit)
    let hundredths = Int64((clamped * 100).rounded(.toNearestOrAwayFromZero))
    if hundredths == 0 {
        return "0"
    }
    let magnitude = hundredths.magnitude
    let whole = String(magnitude / 100)
    let fraction = magnitude % 100
    let sign = hundredths < 0 ? "-" : ""
    if fraction == 0 {
        return sign + whole
    }
    if fraction % 10 == 0 {
        return sign + whole + "." + String(fraction / 10)
    }
    let digits = fraction < 10 ? "0" + String(fraction) : String(fraction)
    return sign + whole + "." + digits
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
    /// The value as written, before escaping.
    var text: String

    /// A value written as the given text (escaped by the writer).
    init(_ text: String) {
        self.text = text
    }

    /// A number formatted by `svgNumber(_:)`.
    static func number(_ value: Double) -> SVGValue {
        SVGValue(svgNumber(value))
    }

    /// Numbers separated by single spaces, as in `viewBox` and `points`.
    static func numbers(_ values: [Double]) -> SVGValue {
        SVGValue(values.map(svgNumber).joined(separator: " "))
    }
}

extension SVGValue: ExpressibleByStringLiteral {
    init(stringLiteral value: String) {
        self.init(value)
    }
}

extension SVGValue: ExpressibleByIntegerLiteral {
    init(integerLiteral value: Int) {
        self.init(svgNumber(Double(value)))
    }
}

extension SVGValue: ExpressibleByFloatLiteral {
    init(floatLiteral value: Double) {
        self.init(svgNumber(value))
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
