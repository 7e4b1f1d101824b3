import Foundation
import Testing

@testable import Wireframe

@MainActor
@Suite struct SVGNumberTests {
    @Test func integersHaveNoDecimals() {
        #expect(svgNumber(0) == "0")
        #expect(svgNumber(12) == "12")
        #expect(svgNumber(-390) == "-390")
    }

    @Test func decimalsDropTrailingZeros() {
        #expect(svgNumber(0.5) == "0.5")
        #expect(svgNumber(12.10) == "12.1")
        #expect(svgNumber(3.05) == "3.05")
        #expect(svgNumber(-7.25) == "-7.25")
    }

    @Test func roundsToTwoDecimalsHalfAwayFromZero() {
        #expect(svgNumber(1.0 / 3) == "0.33")
        #expect(svgNumber(2.0 / 3) == "0.67")
        #expect(svgNumber(0.125) == "0.13")
        #expect(svgNumber(-0.125) == "-0.13")
        #expect(svgNumber(9.999) == "10")
    }

    @Test func neverWritesNegativeZero() {
        #expect(svgNumber(-0.0) == "0")
        #expect(svgNumber(-0.001) == "0")
        #expect(svgNumber(-0.004_999) == "0")
    }

    @Test func neverWritesExponents() {
        #expect(svgNumber(1e-7) == "0")
        #expect(svgNumber(-1e-300) == "0")
        #expect(svgNumber(123_456_789) == "123456789")
        #expect(svgNumber(1e11 + 0.5) == "100000000000.5")
    }

    @Test func nonFiniteValuesAreWrittenAsZero() {
        #expect(svgNumber(.nan) == "0")
        #expect(svgNumber(.infinity) == "0")
        #expect(svgNumber(-.infinity) == "0")
    }

    @Test func hugeValuesAreClampedToTheLimit() {
        #expect(svgNumber(1e300) == "1000000000000")
        #expect(svgNumber(-1e20) == "-1000000000000")
    }

    @Test func valueLiteralsAndInterpolationsUseTheSameFormat() {
        let float: SVGValue = 12.50
        let integer: SVGValue = 3
        let transform: SVGValue = "translate(\(1.0 / 3) \(-0.0)) scale(\(2))"
        #expect(float.text == "12.5")
        #expect(integer.text == "3")
        #expect(transform.text == "translate(0.33 0) scale(2)")
        #expect(SVGValue.numbers([0, 0, 390.004, 844.5]).text == "0 0 390 844.5")
    }

    /// Every hundredth from -25 to 25 and a spread of larger values, against `%.2f` with its
    /// trailing zeros taken off: the digits are written by hand, so each place must carry.
    @Test func digitsMatchTwoDecimalFormatting() {
        let values = (-2_500...2_500).map { Double($0) / 100 } + [99.99, 100, 1_000.05, -12_345.6, 999_999.99, 123_456_789.01]
        for value in values {
            var expected = String(format: "%.2f", value)
            while expected.contains("."), expected.hasSuffix("0") { expected.removeLast() }
            if expected.hasSuffix(".") { expected.removeLast() }
            if expected == "-0" { expected = "0" }
            #expect(svgNumber(value) == expected, "\(value)")
        }
    }

    @Test func numbersAreJoinedBySeparator() {
        #expect(svgNumbers([0, 0.5, 390.004, -2]) == "0 0.5 390 -2")
        #expect(svgNumbers([16, 32.25], separator: "-") == "16-32.25")
        #expect(svgNumbers([]) == "")
    }
}
