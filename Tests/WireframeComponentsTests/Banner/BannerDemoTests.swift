import Testing
import Wireframe
import WireframeStore
import WireframeTesting

@testable import WireframeComponents

/// The seed's banner acted out: shown by a button, closed by its xmark.
@MainActor
@Suite struct BannerDemoTests {
    @Test func xmarkClosesTheBanner() async throws {
        let store = Store(initialState: BannerDemo.State()) { BannerDemo() }
        let host = ScreenHost(screen: .iPhone13) { BannerDemoView(store: store) }

        try await host.tap("Show Banner")
        #expect(store.banner == Banner.State())
        assertSnapshot(of: try host.ascii(), as: .lines, named: "1-shown")

        try await host.tap("xmark")
        #expect(store.banner == nil)
        assertSnapshot(of: try host.ascii(), as: .lines, named: "2-dismissed")
    }

    @Test func screenBeneathTheBannerStaysTappable() async throws {
        let store = Store(initialState: BannerDemo.State(banner: Banner.State(text: "첫 번째 배너"))) { BannerDemo() }
        let host = ScreenHost(screen: .iPhone13) { BannerDemoView(store: store) }
        try await host.tap("Show Banner")
        #expect(store.banner == Banner.State())
    }

    @Test func bannerSitsAtTheTopWithItsTextAndCloseButton() throws {
        let store = Store(initialState: BannerDemo.State(banner: Banner.State(text: "새 메시지"))) { BannerDemo() }
        let lines = try BannerDemoView(store: store).renderASCII(on: .iPhone13).split(separator: "\n")
        let row = try #require(lines.firstIndex { $0.contains("새 메시지") })
        #expect(row < 6)
        #expect(lines[row].contains("✕"))
    }

    /// The banner's row is `HStack { Text; Spacer(); Button }`: a message longer than its share
    /// of the row wraps, as in SwiftUI, where the spacer is just the most flexible child.
    @Test func longBannerMessageWrapsBesideItsSpacer() throws {
        let store = Store(initialState: BannerDemo.State(banner: Banner.State(text: "새 메시지가 도착했습니다"))) { BannerDemo() }
        let lines = try BannerDemoView(store: store).renderASCII(on: .iPhone13).split(separator: "\n")
        let row = try #require(lines.firstIndex { $0.contains("새 메시지가") })
        #expect(!lines[row].contains("도착했습니다"))
        #expect(lines[row + 1].contains("도착했습니다"))
        #expect(lines[row + 1].contains("✕"))
    }
}
