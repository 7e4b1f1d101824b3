import Testing
import Wireframe
import WireframeTesting

@MainActor @Suite struct DisclosureGroupTests {
    @Test func aGroupStartsCollapsedAndATapOnItsLabelExpandsIt() async throws {
        let host = ScreenHost(screen: Screen(width: 240, height: 120)) {
            DisclosureGroup("About") { Text("Details here") }
        }
        let collapsed = try host.ascii()
        #expect(collapsed.contains("About"))
        #expect(!collapsed.contains("Details here"))
        try await host.tap("About")
        #expect(try host.ascii().contains("Details here"))
        try await host.tap("About")
        #expect(try !host.ascii().contains("Details here"))
    }

    @Test func aBoundGroupIsDrawnAsItsBindingSays() throws {
        let expanded = try DisclosureGroup("About", isExpanded: .constant(true)) { Text("Details here") }.renderASCII(
            width: 240, height: nil)
        print(expanded)
        #expect(expanded.contains("Details here"))
        let collapsed = try DisclosureGroup("About", isExpanded: .constant(false)) { Text("Details here") }.renderASCII(
            width: 240, height: nil)
        #expect(!collapsed.contains("Details here"))
        #expect(collapsed != expanded)
    }
}
