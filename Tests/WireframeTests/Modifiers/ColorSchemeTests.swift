import Foundation
import Testing
import WireframeTesting

@testable import Wireframe

/// The dark appearance: system colours drawn in their dark values, fixed colours unchanged, the
/// screen's appearance chosen by `preferredColorScheme(_:)`, and catalog colours with no dark
/// value named in the SVG.
@MainActor
@Suite struct ColorSchemeTests {
    /// The fill of every `text` element of the SVG, in order.
    private func textFills(_ svg: String) -> [String] {
        svg.matches(of: /<text [^>]*fill="(#[0-9A-F]{6})"/).map { String($0.output.1) }
    }

    /// The fill of the rectangle that covers the canvas.
    private func backgroundFill(_ svg: String) -> String? {
        svg.firstMatch(of: /<rect width="[0-9.]+" height="[0-9.]+" fill="(#[0-9A-F]{6})"\/>/).map { String($0.output.1) }
    }

    @Test func systemColoursTakeTheirDarkValues() throws {
        let view = VStack {
            Text("primary")
            Text("blue").foregroundStyle(.blue)
            Text("label").foregroundStyle(Color(uiColor: .label))
        }
        let light = try view.renderSVG(width: 200, height: 80)
        let dark = try view.environment(\.colorScheme, .dark).renderSVG(width: 200, height: 80)
        #expect(textFills(light) == ["#000000", "#007AFF", "#000000"])
        #expect(textFills(dark) == ["#FFFFFF", "#0A84FF", "#FFFFFF"])
    }

    @Test func theHierarchicalStylesAndTheBackgroundStyleTakeTheirDarkValues() throws {
        let view = VStack {
            Text("third").foregroundStyle(.tertiary)
            Text("fourth").foregroundStyle(.quaternary)
        }
        .background(.background)
        let light = try view.renderSVG(width: 120, height: 60)
        let dark = try view.environment(\.colorScheme, .dark).renderSVG(width: 120, height: 60)
        #expect(textFills(light) == ["#3C3C43", "#3C3C43"])
        #expect(textFills(dark) == ["#EBEBF5", "#EBEBF5"])
        #expect(light.contains(#"fill-opacity="0.3""#) && dark.contains(#"fill-opacity="0.16""#))
        #expect(dark.contains(##"fill="#000000""##))
        let node = try view.node()
        #expect(try Node(json: node.jsonData()) == node)
    }

    @Test func fixedColoursAreTheSameInBothAppearances() throws {
        let view = VStack {
            Text("white").foregroundStyle(.white)
            Text("custom").foregroundStyle(Color(red: 0.2, green: 0.4, blue: 1))
            Text("black").foregroundStyle(Color.black)
        }
        let dark = try view.environment(\.colorScheme, .dark).renderSVG(width: 200, height: 80)
        #expect(textFills(dark) == ["#FFFFFF", "#3366FF", "#000000"])
    }

    @Test func theScreenIsBlackInTheDarkAppearance() throws {
        let view = Text("Hi")
        #expect(backgroundFill(try view.renderSVG(width: 80, height: 40)) == "#FFFFFF")
        #expect(backgroundFill(try view.preferredColorScheme(.dark).renderSVG(width: 80, height: 40)) == "#000000")
        // The appearance of the root view is the screen's, as a preview of it shows.
        #expect(backgroundFill(try view.environment(\.colorScheme, .dark).renderSVG(width: 80, height: 40)) == "#000000")
        // A part of the screen in the dark appearance leaves the screen's own background light.
        let part = VStack { view.environment(\.colorScheme, .dark) }
        #expect(backgroundFill(try part.renderSVG(width: 80, height: 40)) == "#FFFFFF")
    }

    @Test func anOpacityAppliesToBothValues() {
        let translucent = Color.blue.opacity(0.5)
        #expect(translucent.resolved(in: .light).hexString == "#007AFF")
        #expect(translucent.resolved(in: .dark).hexString == "#0A84FF")
        #expect(translucent.resolved(in: .dark).opacity == 0.5)
        #expect(Color(.secondaryLabel).resolved(in: .dark).opacity == 0.6)
        #expect(UIColor.systemBlue.withAlphaComponent(0.25).color.resolved(in: .dark).opacity == 0.25)
    }

    @Test func aDynamicProviderIsAskedForEachAppearance() {
        let card = Color(UIColor { $0.userInterfaceStyle == .dark ? UIColor(white: 0.2, alpha: 1) : .white })
        #expect(card.resolved(in: .light).hexString == "#FFFFFF")
        #expect(card.resolved(in: .dark).hexString == "#333333")
        #expect(Color(.systemGroupedBackground).resolved(in: .dark).hexString == "#000000")
        #expect(Color(.secondarySystemGroupedBackground).resolved(in: .dark).hexString == "#1C1C1E")
    }

    private struct SchemeReader: View {
        @Environment(\.colorScheme) var colorScheme
        var body: some View { Text(colorScheme == .dark ? "dark" : "light") }
    }

    @Test func aPreferredSchemeIsTheWholeScreens() throws {
        // The view that states the preference is deep inside; a sibling before it reads it too.
        let view = VStack(spacing: 0) {
            SchemeReader()
            Text("settings").preferredColorScheme(.dark)
        }
        let svg = try view.renderSVG(width: 120, height: 40)
        #expect(svg.contains(">dark</text>"))
        #expect(textFills(svg) == ["#FFFFFF", "#FFFFFF"])
        #expect(backgroundFill(svg) == "#000000")
        #expect(
            try VStack { SchemeReader() }.preferredColorScheme(nil).renderASCII(width: 80, height: nil).trimmingCharacters(
                in: .whitespacesAndNewlines) == "light")
    }

    @Test func anEnvironmentSchemeReachesOnlyTheViewsInside() throws {
        let view = VStack(spacing: 0) {
            SchemeReader()
            SchemeReader().environment(\.colorScheme, .dark)
        }
        let svg = try view.renderSVG(width: 80, height: 40)
        #expect(svg.contains(">light</text>") && svg.contains(">dark</text>"))
        #expect(textFills(svg) == ["#000000", "#FFFFFF"])
    }

    @Test func aPresentationKeepsThePresentersAppearance() throws {
        let view = Text("root").sheet(isPresented: .constant(true)) { Text("sheet") }.environment(\.colorScheme, .dark)
        let list = try DisplayList(view.placedTree(width: 200, height: 300, svg: true), canvas: CGSize(width: 200, height: 300))
        let sheetText = try #require(list.texts.first { $0.text.string == "sheet" })
        #expect(sheetText.text.color.hexString == "#FFFFFF")
        // The sheet's own background is its dark one.
        #expect(list.colors.contains { $0.hexString == "#1C1C1E" })
    }

    @Test func theBuiltInChromeHasDarkValues() throws {
        let list = List {
            Toggle("Wi-Fi", isOn: .constant(false))
            Text("Row")
        }
        let light = try list.renderSVG(width: 390, height: 200)
        let dark = try list.environment(\.colorScheme, .dark).renderSVG(width: 390, height: 200)
        // The grouped background and the rows' card.
        #expect(light.contains(##"fill="#F2F2F7""##) && light.contains(##"fill="#FFFFFF""##))
        #expect(dark.contains(##"fill="#000000""##) && dark.contains(##"fill="#1C1C1E""##))
        #expect(!dark.contains(##"fill="#F2F2F7""##))
    }

    @Test func aCatalogColourWithNoDarkValueIsDrawnLightAndNamed() throws {
        ColorCatalog.register(Color(red: 0.2, green: 0.2, blue: 0.3), named: "scheme-test-title")
        ColorCatalog.register(light: .white, dark: Color(white: 0.11), named: "scheme-test-surface")
        let view = Text("Title").foregroundColor(Color("scheme-test-title")).background(Color("scheme-test-surface"))
        let dark = try view.preferredColorScheme(.dark).renderSVG(width: 80, height: 40)
        #expect(textFills(dark) == ["#33334D"])
        #expect(dark.contains(##"fill="#1C1C1C""##))
        #expect(
            dark.contains(
                "<desc>Not honoured: the catalog colour &quot;scheme-test-title&quot; has no dark value: drawn in its light one</desc>"))
        // The light appearance honours both, and says nothing.
        #expect(!(try view.renderSVG(width: 80, height: 40)).contains("<desc>"))
    }

    @Test func aHostileCatalogNameIsShownSafely() throws {
        let name = "</desc><script>alert(1)</script>\u{1B}[31m\u{202E}"
        ColorCatalog.register(.red, named: name)
        ColorCatalog.register(Color(white: 0.5), named: name)
        let svg = try Text("x").foregroundColor(Color(name)).preferredColorScheme(.dark).renderSVG(width: 40, height: 20)
        #expect(!svg.contains("<script>"))
        #expect(!svg.contains("\u{1B}"))
        #expect(svg.contains("&lt;/desc&gt;&lt;script&gt;"))
        #expect(svg.components(separatedBy: "<desc>").count == 2)
    }

    private struct SchemeWatcher: View {
        let log: SchemeLog
        @Environment(\.colorScheme) var colorScheme
        var body: some View {
            Text(colorScheme == .dark ? "dark" : "light")
                .task { log.tasks += 1 }
                .onChange(of: colorScheme) { _, scheme in log.changes.append(scheme) }
        }
    }

    @Test func aPreferredSchemeStartsATaskOnceAndChangesNothing() async throws {
        let log = SchemeLog()
        let host = ScreenHost(screen: Screen(width: 160, height: 32)) { SchemeWatcher(log: log).preferredColorScheme(.dark) }
        await host.settle()
        #expect(try host.ascii().contains("dark"))
        await host.settle()
        #expect(try host.ascii().contains("dark"))
        await host.settle()
        #expect(log.tasks == 1)
        #expect(log.changes.isEmpty)
    }

    @Test func aColourClearInOneAppearanceDrawsOnlyInTheOther() throws {
        let darkOnly = Color(UIColor { $0.userInterfaceStyle == .dark ? .white : .clear })
        let lightOnly = Color(UIColor { $0.userInterfaceStyle == .dark ? .clear : .black })
        let view = VStack(spacing: 0) {
            Rectangle().fill(darkOnly).frame(width: 40, height: 32)
            Rectangle().fill(lightOnly).frame(width: 40, height: 32)
        }
        let light = try view.renderSVG(width: 40, height: 64)
        let dark = try view.preferredColorScheme(.dark).renderSVG(width: 40, height: 64)
        #expect(light.contains(##"<rect x="0" y="32" width="40" height="32" fill="#000000"/>"##))
        #expect(!light.contains(##"y="0" width="40" height="32""##))
        #expect(dark.contains(##"<rect x="0" y="0" width="40" height="32" fill="#FFFFFF"/>"##))
        #expect(!dark.contains(##"y="32" width="40" height="32""##))
        // The ASCII grid draws no box for the shape that is clear.
        let ascii = try view.preferredColorScheme(.dark).renderASCII(width: 40, height: 64)
        #expect(ascii.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2).allSatisfy { $0.allSatisfy(\.isWhitespace) })
    }

    @Test func aColourGivenTheSameValueTwiceKeepsItsOwnDarkValue() {
        #expect(Color(light: .blue, dark: .blue).resolved(in: .dark).hexString == "#0A84FF")
        #expect(Color(light: .white, dark: .white).appearance == nil)
    }

    @Test func aCatalogColourKeepsItsMissingDarkValueThroughJSON() throws {
        ColorCatalog.register(.black, named: "scheme-test-ink")
        let node = try Text("ink").foregroundColor(Color("scheme-test-ink")).node()
        let json = String(decoding: try node.jsonData(), as: UTF8.self)
        #expect(json.contains(#""lightOnlyAsset": "scheme-test-ink""#))
        let read = try Node(json: Data(json.utf8))
        let svg = try ResolvedNodesView(nodes: [read]).preferredColorScheme(.dark).renderSVG(width: 80, height: 20)
        #expect(svg.contains("no dark value"))
    }

    @Test func aColourForEachAppearanceRoundTripsThroughJSON() throws {
        let node = try VStack {
            Text("a").foregroundStyle(Color(.secondaryLabel))
            Divider()
            Toggle("b", isOn: .constant(true))
        }
        .environment(\.colorScheme, .dark)
        .node()
        #expect(try Node(json: try node.jsonData()) == node)
        let json = String(decoding: try node.jsonData(), as: UTF8.self)
        #expect(json.contains(#""kind": "colorScheme""#))
        #expect(json.contains(#""color": "secondaryLabel""#))
        let read = try Node(json: Data(##"{"kind": "divider", "color": {"light": "#FFFFFF", "dark": "#1C1C1E"}}"##.utf8))
        guard let color = read.kind.as(DividerNode.self)?.color else {
            Issue.record("not a divider: \(read.kind)")
            return
        }
        #expect(color.resolved(in: .light).hexString == "#FFFFFF")
        #expect(color.resolved(in: .dark).hexString == "#1C1C1E")
    }
}

@MainActor private final class SchemeLog {
    var tasks = 0
    var changes: [ColorScheme] = []
}
