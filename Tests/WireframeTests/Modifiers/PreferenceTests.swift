import Foundation
import Testing
import Wireframe
import WireframeTesting

private struct CountKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

private struct NamesKey: PreferenceKey {
    static let defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
}

private struct SelectionKey: PreferenceKey {
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = nextValue() ?? value }
}

private struct CentreKey: PreferenceKey {
    static func reduce(value: inout Anchor<CGPoint>?, nextValue: () -> Anchor<CGPoint>?) { value = nextValue() ?? value }
}

/// Preferences: values set inside reach the views around, combined in tree order; readers see
/// the combined value or the default; anchors read the frame of the last layout.
@MainActor
@Suite struct PreferenceTests {
    @Test func siblingsAreCombinedInTreeOrderAndTheOverlaySeesTheSum() throws {
        let view = VStack(spacing: 0) {
            Text("a").preference(key: CountKey.self, value: 3)
            Text("b")
            HStack { Text("c").preference(key: CountKey.self, value: 2) }
        }
        .overlayPreferenceValue(CountKey.self, alignment: .topTrailing) { count in Text("=\(count)") }
        #expect(try view.node().dump().contains("Text(\"=5\")"))
    }

    @Test func aReaderWithNothingSetInsideSeesTheDefault() throws {
        let view = Text("plain").backgroundPreferenceValue(NamesKey.self) { names in Text("\(names.count)") }
        #expect(try view.node().dump().contains("Text(\"0\")"))
    }

    @Test func theOrderOfValuesIsTheTreesAndAWriterReplacesWhatIsInside() throws {
        let view = VStack {
            Text("a").preference(key: NamesKey.self, value: ["a"])
            VStack {
                Text("b").preference(key: NamesKey.self, value: ["b"])
            }
            .preference(key: NamesKey.self, value: ["outer"])
            Text("c").preference(key: NamesKey.self, value: ["c"])
        }
        .overlayPreferenceValue(NamesKey.self) { names in Text(names.joined(separator: ",")) }
        #expect(try view.node().dump().contains("Text(\"a,outer,c\")"))
    }

    @Test func transformPreferenceChangesTheValueFromInside() throws {
        let view = VStack {
            Text("a").preference(key: CountKey.self, value: 120)
        }
        .transformPreference(CountKey.self) { $0 = min($0, 99) }
        .overlayPreferenceValue(CountKey.self) { Text("\($0)") }
        #expect(try view.node().dump().contains("Text(\"99\")"))
    }

    /// A reader passes the values on: an outer reader sees what an inner one saw.
    @Test func valuesPassThroughAReaderToTheViewsAround() throws {
        let view = Text("a").preference(key: CountKey.self, value: 1)
            .overlayPreferenceValue(CountKey.self) { Text("inner \($0)") }
            .overlayPreferenceValue(CountKey.self) { Text("outer \($0)") }
        let dump = try view.node().dump()
        #expect(dump.contains("Text(\"inner 1\")"))
        #expect(dump.contains("Text(\"outer 1\")"))
    }

    @Test func onPreferenceChangeRunsForTheFirstValueAndEachChange() async throws {
        final class Log { var values: [Int] = [] }
        struct Counter: View {
            let log: Log
            @State private var count = 1
            var body: some View {
                VStack {
                    Button("More") { count += 1 }
                    ForEach(0..<count, id: \.self) { index in Text("row \(index)").preference(key: CountKey.self, value: 1) }
                }
                .onPreferenceChange(CountKey.self) { log.values.append($0) }
            }
        }
        let log = Log()
        let host = ScreenHost(screen: Screen(width: 100, height: 120)) { Counter(log: log) }
        _ = try host.ascii()
        _ = try host.ascii()
        #expect(log.values == [1])
        try await host.tap("More")
        try await host.tap("More")
        #expect(log.values == [1, 2, 3])
    }

    @Test func aChangeMadeFromAPreferenceIsShownInTheSameStep() async throws {
        struct Echo: View {
            @State private var rows = 1
            @State private var echoed = 0
            var body: some View {
                VStack(spacing: 0) {
                    Button("Add") { rows += 1 }
                    ForEach(0..<rows, id: \.self) { _ in Text("·").preference(key: CountKey.self, value: 1) }
                    Text("rows: \(echoed)")
                }
                .onPreferenceChange(CountKey.self) { echoed = $0 }
            }
        }
        let host = ScreenHost(screen: Screen(width: 100, height: 120)) { Echo() }
        try await host.tap("Add")
        #expect(try host.ascii().contains("rows: 2"))
    }

    /// The anchor of the selected tab is read in the overlay's coordinates: a label drawn under
    /// exactly that tab, once layout has placed it.
    @Test func anAnchorIsReadInTheReadersCoordinates() throws {
        let view = HStack(spacing: 0) {
            Text("one").frame(width: 40)
            Text("two").frame(width: 40).anchorPreference(key: SelectionKey.self, value: .bounds) { $0 }
            Text("six").frame(width: 40)
        }
        .padding(8)
        .overlayPreferenceValue(SelectionKey.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    let rect = proxy[anchor]
                    Text("\(Int(rect.minX)),\(Int(rect.minY)) \(Int(rect.width))x\(Int(rect.height))")
                        .fixedSize().offset(x: rect.minX, y: rect.maxY)
                }
            }
        }
        .padding(.leading, 16)
        let placed = try view.placedTree(width: 200, height: nil)
        // In the overlay's coordinates: 8 of padding and the first tab's 40 before it, and a row
        // above it (8 pt of padding is a row on the grid).
        let label = try #require(placed.frame(ofText: "48,16 40x16"))
        // On the screen, the label starts where the tab's frame does: 8 before its centred text.
        let tab = try #require(placed.frame(ofText: "two"))
        #expect(label.minX == tab.minX - 8)
    }

    @Test func pointAnchorsAndTransformAnchorPreference() throws {
        let view = ZStack(alignment: .topLeading) {
            Color.clear.frame(width: 100, height: 100)
            Color.blue.frame(width: 20, height: 10)
                .transformAnchorPreference(key: CentreKey.self, value: .center) { value, anchor in value = anchor }
                .padding(.leading, 30)
        }
        .overlayPreferenceValue(CentreKey.self) { anchor in
            GeometryReader { proxy in
                if let anchor { Text("\(Int(proxy[anchor].x)),\(Int(proxy[anchor].y))") }
            }
        }
        // A resolution without layout reads the anchor on a zero frame.
        #expect(try view.node().dump().contains("Text(\"0,0\")"))
        // In points the centre is (40, 5); on the grid the 20 × 10 pt frame is 24 × 16 pt and
        // the 30 pt of padding 32.
        #expect(try view.placedTree(width: 100, height: 100, svg: true).frame(ofText: "40,5") != nil)
        #expect(try view.placedTree(width: 100, height: 100).frame(ofText: "44,8") != nil)
    }

    @Test func anchorsCompareByFrameAndPart() throws {
        final class Found { var anchors: [Anchor<CGRect>] = [] }
        func lastAnchor(_ view: some View) throws -> Anchor<CGRect>? {
            let found = Found()
            _ = try view.overlayPreferenceValue(SelectionKey.self) { anchor in
                let _ = anchor.map { found.anchors.append($0) }
                EmptyView()
            }
            .placedTree(width: 100, height: 100)
            return found.anchors.last
        }
        let a = try lastAnchor(Text("x").anchorPreference(key: SelectionKey.self, value: .bounds) { $0 })
        let b = try lastAnchor(Text("x").anchorPreference(key: SelectionKey.self, value: .bounds) { $0 })
        let moved = try lastAnchor(Text("x").padding(4).anchorPreference(key: SelectionKey.self, value: .bounds) { $0 })
        let part = try lastAnchor(
            Text("x").anchorPreference(key: SelectionKey.self, value: .rect(CGRect(x: 0, y: 0, width: 2, height: 2))) { $0 })
        #expect(a != nil)
        #expect(a == b)
        #expect(a != moved)
        #expect(a != part)
    }

    /// `preferredColorScheme` travels as a preference: the view set inside wins over the one around it.
    @Test func theInnermostPreferredColorSchemeWins() throws {
        struct Reader: View {
            @Environment(\.colorScheme) var scheme
            var body: some View { Text(scheme == .dark ? "dark" : "light") }
        }
        let inner = VStack { Reader().preferredColorScheme(.dark) }.preferredColorScheme(.light)
        #expect(try inner.renderASCII(width: 80, height: nil).contains("dark"))
        let siblings = VStack {
            Reader().preferredColorScheme(.dark)
            Text("x").preferredColorScheme(.light)
        }
        #expect(try siblings.renderASCII(width: 80, height: nil).contains("light"))
    }
}
