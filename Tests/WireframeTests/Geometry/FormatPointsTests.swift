import Foundation
import Testing

@testable import Wireframe

@Suite struct FormatPointsTests {
    @Test func fractionsKeepUpToTwoDecimalsWithoutTrailingZeros() {
        #expect(formatPoints(0.5) == "0.5")
        #expect(formatPoints(-0.5) == "-0.5")
        #expect(formatPoints(0.05) == "0.05")
        #expect(formatPoints(-0.05) == "-0.05")
        #expect(formatPoints(12.345) == "12.35")
        #expect(formatPoints(7.10) == "7.1")
        #expect(formatPoints(0.004) == "0")
        #expect(formatPoints(-0.004) == "0")
    }

    /// The digits are those `%.2f` prints, at every length a dump meets.
    @Test(arguments: [0.01, 1, 1_000, 1_000_000, 2e9])
    func digitsMatchPrintfAtEveryScale(step: Double) {
        for index in -300...300 {
            let value = Double(index) * step / 7
            let rounded = (value * 100).rounded() / 100
            guard rounded != rounded.rounded() else { continue }
            var expected = String(format: "%.2f", rounded)
            while expected.hasSuffix("0") { expected.removeLast() }
            #expect(formatPoints(CGFloat(value)) == expected, "\(value)")
        }
    }
}
