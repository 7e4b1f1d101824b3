import Foundation
import Testing

@testable import Wireframe

/// The audit's rules: buttons and images have labels, tap targets are at least 44 × 44 pt.
@MainActor
@Suite struct AccessibilityAuditTests {
    private let screen = Screen(width: 320, height: 200)

    private func findings<V: View>(_ view: V) throws -> [AccessibilityFinding] {
        try view.accessibilityTree(on: screen).audit()
    }

    @Test func aButtonWithNoLabelIsFound() throws {
        let found = try findings(
            Button {
            } label: {
                Color.blue.frame(width: 44, height: 44)
            })
        #expect(found.map(\.rule) == [.missingLabel])
        #expect(found.map(\.message) == ["missing label: button at Button @ (136, 80, 48, 48)"])
    }

    @Test func anImageWithNoLabelIsFoundAndALabelFixesIt() throws {
        #expect(try findings(Image("logo")).map(\.rule) == [.missingLabel])
        #expect(try findings(Image("logo").accessibilityLabel("Company")).isEmpty)
    }

    @Test func aTapTargetOf43PointsIsTooSmall() throws {
        let found = try findings(
            VStack {
                Button {
                } label: {
                    Text("OK").frame(width: 43, height: 43)
                }
            })
        #expect(found.map(\.rule) == [.smallTapTarget])
        // Measured in points, although on the grid it takes 48 × 48 pt of whole cells.
        #expect(
            found.map(\.message) == [#"small tap target: "OK", 43 × 43 pt, is under 44 × 44 pt at VStack › Button @ (136, 80, 48, 48)"#])
    }

    @Test func aTapTargetOf44PointsPasses() throws {
        #expect(
            try findings(
                VStack {
                    Button {
                    } label: {
                        Text("OK").frame(width: 44, height: 44)
                    }
                }
            ).isEmpty)
    }

    @Test func oneShortSideIsEnoughToFail() throws {
        #expect(
            try findings(
                Button {
                } label: {
                    Text("OK").frame(width: 200, height: 43)
                }
            ).map(\.rule) == [.smallTapTarget])
    }

    @Test func aViewWithATapGestureIsATapTarget() throws {
        let found = try findings(Text("Row").onTapGesture {})
        #expect(found.map(\.rule) == [.smallTapTarget])
    }

    @Test func staticTextIsNotAudited() throws {
        #expect(try findings(Text("")).isEmpty)
    }

    @Test func findingsNameThePlaceInTheTree() throws {
        ImageCatalog.register(CGSize(width: 20, height: 20), named: "audit-icon")
        let view = VStack {
            Text("Title")
            HStack {
                Text("a")
                Button {
                } label: {
                    Image("audit-icon")
                }
            }
        }
        let found = try findings(view)
        #expect(found.map(\.element.path) == ["VStack › HStack[1] › Button[1]", "VStack › HStack[1] › Button[1]"])
        #expect(found.map(\.rule) == [.missingLabel, .smallTapTarget])
    }

    @Test func aHostileLabelInAFindingIsShownSafely() throws {
        let found = try findings(Button("\u{1B}]0;pwned\u{7}\u{202E}") {})
        #expect(found.map(\.message) == [#"small tap target: "␛]0;pwned␇", 80 × 16 pt, is under 44 × 44 pt at Button @ (120, 96, 80, 16)"#])
    }
}
