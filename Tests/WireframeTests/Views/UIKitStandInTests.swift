import Foundation
import Testing

@testable import Wireframe

@MainActor
@Suite struct UIKitStandInTests {
    private let rect = CGRect(x: 0, y: 0, width: 100, height: 60)

    @Test func aPathRoundedAtSomeCornersIsTheUnevenRoundedRectangle() {
        let outline = UIBezierPath(
            roundedRect: rect, byRoundingCorners: [.topLeft, .bottomRight], cornerRadii: CGSize(width: 12, height: 12))
        let expected = UnevenRoundedRectangle(
            cornerRadii: RectangleCornerRadii(topLeading: 12, bottomTrailing: 12), style: .circular
        ).path(in: rect)
        #expect(Path(outline.cgPath) == expected)
        let bounds = outline.bounds
        #expect([bounds.minX, bounds.minY, bounds.width, bounds.height].map { ($0 * 1e6).rounded() / 1e6 } == [0, 0, 100, 60])
    }

    @Test func allCornersRoundLikeARoundedRectangle() {
        let outline = UIBezierPath(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: 8, height: 8))
        let expected = UnevenRoundedRectangle(
            cornerRadii: RectangleCornerRadii(topLeading: 8, bottomLeading: 8, bottomTrailing: 8, topTrailing: 8), style: .circular
        ).path(in: rect)
        #expect(Path(outline.cgPath) == expected)
    }

    @Test func aClockwiseArcTurnsClockwiseOnTheScreen() {
        // From the right of the centre to below it, clockwise on a y-down screen: the quarter
        // below and to the right of the centre.
        let arc = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 20, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        let bounds = Path(arc.cgPath).boundingRect
        #expect(abs(bounds.minX - 50) < 0.5 && abs(bounds.minY - 50) < 0.5)
        #expect(abs(bounds.maxX - 70) < 0.5 && abs(bounds.maxY - 70) < 0.5)
        #expect(abs(arc.currentPoint.x - 50) < 0.01 && abs(arc.currentPoint.y - 70) < 0.01)
    }

    @Test func aShapeWrittenWithABezierPathDraws() throws {
        struct TopRounded: Shape {
            func path(in rect: CGRect) -> Path {
                Path(
                    UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 16, height: 16))
                        .cgPath)
            }
        }
        let drawn = try TopRounded().fill(Color.blue).frame(width: 80, height: 40).renderSVG(width: 80, height: 40)
        let expected = try UnevenRoundedRectangle(
            cornerRadii: RectangleCornerRadii(topLeading: 16, topTrailing: 16), style: .circular
        )
        .fill(Color.blue).frame(width: 80, height: 40).renderSVG(width: 80, height: 40)
        #expect(drawn == expected)
        #expect(drawn.contains("<path"))
    }

    @Test func aBadRadiusRoundsNothing() {
        let outline = UIBezierPath(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: CGFloat.nan, height: 0))
        let bounds = outline.bounds
        #expect([bounds.minX, bounds.minY, bounds.width, bounds.height].map { ($0 * 1e6).rounded() / 1e6 } == [0, 0, 100, 60])
        #expect(Path(outline.cgPath) == UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(), style: .circular).path(in: rect))
    }

    @Test func feedbackGeneratorsAreKeptAndDoNothing() throws {
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 0.5)
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        UISelectionFeedbackGenerator().selectionChanged()
        #expect(impact.style == .heavy)
        #expect(UIImpactFeedbackGenerator().style == .medium)
        let button = try Button("Save") { UIImpactFeedbackGenerator(style: .light).impactOccurred() }.renderASCII(width: 80, height: nil)
        #expect(button.contains("Save"))
    }

    @Test func theOldSliderFormDrawsItsValueLabels() throws {
        let slider = try Slider(value: .constant(40.0), in: 0...100, minimumValueLabel: Text("0%"), maximumValueLabel: Text("100%")) {
            Text("Volume")
        }
        .renderASCII(width: 320, height: nil)
        #expect(slider.contains("0%"))
        #expect(slider.contains("100%"))
        let stepped = try Slider(value: .constant(4.0), in: 0...10, step: 1, minimumValueLabel: Text("0"), maximumValueLabel: Text("10")) {
            Text("Rating")
        }
        .accessibilityTree(on: Screen(width: 320, height: nil))
        #expect(stepped.elements.first?.label == "Rating")
        #expect(stepped.elements.first?.value == "40%")
    }
}
