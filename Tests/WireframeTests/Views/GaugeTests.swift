import Foundation
import Testing
import WireframeTesting

@testable import Wireframe

@MainActor
@Suite struct GaugeTests {
    private func track(of view: some View) throws -> TrackLayout? {
        func find(_ node: Node) -> TrackLayout? {
            if let track = node.kind.as(TrackLayout.self) { return track }
            return node.children.lazy.compactMap(find).first
        }
        return find(try view.node())
    }

    @Test func theCapsuleIsFilledToTheValuesPlaceInTheRange() throws {
        #expect(try track(of: Gauge(value: 0.4) { Text("Battery") })?.fraction == 0.4)
        #expect(try track(of: Gauge(value: 75.0, in: 50...150) { Text("BPM") })?.fraction == 0.25)
    }

    @Test func valuesOutsideTheRangeOrNotNumbersAreSafe() throws {
        #expect(try track(of: Gauge(value: 5.0) { Text("a") })?.fraction == 1)
        #expect(try track(of: Gauge(value: -5.0) { Text("a") })?.fraction == 0)
        #expect(try track(of: Gauge(value: Double.nan) { Text("a") })?.fraction == 0)
        #expect(try track(of: Gauge(value: Double.infinity, in: 0...Double.infinity) { Text("a") })?.fraction == 0)
        #expect(try track(of: Gauge(value: 1e308, in: -1e308...1e308) { Text("a") })?.fraction == 0)
        #expect(try track(of: Gauge(value: 3.0, in: 3...3) { Text("a") })?.fraction == 0)
        _ = try Gauge(value: Double.nan) { Text("a") }.renderSVG(width: 200, height: nil)
    }

    @Test func theLabelIsAboveTheBoundsBesideTheCapsuleAndTheValueBelow() throws {
        let gauge = Gauge(value: 67.0, in: 0...100) {
            Text("BPM")
        } currentValueLabel: {
            Text("67")
        } minimumValueLabel: {
            Text("0")
        } maximumValueLabel: {
            Text("100")
        }
        let ascii = try gauge.renderASCII(width: 240, height: nil)
        #expect(
            ascii == """
                BPM
                0 ━━━━━━━━━━━━━━━━──────── 100
                67

                """)
    }

    @Test func everyStyleIsDrawnAsTheLinearCapacityGauge() throws {
        let gauge = Gauge(value: 0.5) { Text("Speed") }
        let linear = try gauge.renderASCII(width: 200, height: nil)
        #expect(try gauge.gaugeStyle(.accessoryCircular).renderASCII(width: 200, height: nil) == linear)
        #expect(try gauge.gaugeStyle(.linearCapacity).renderASCII(width: 200, height: nil) == linear)
    }
}
