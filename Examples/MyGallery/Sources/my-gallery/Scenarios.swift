import MyComponents
import WireframeGallery

/// Every state the gallery shows: the previews, and the row after a tap on its star.
@MainActor
var scenarios: [Scenario] {
    Scenario.previews(of: MemoRow_Previews.self) + Scenario.previews(inModule: "MyComponents") + [
        Scenario("memo-row-starred", description: "The row after a tap on its star", screen: Screen(width: 390, height: nil)) { screen in
            let host = ScreenHost(screen: screen) { MemoRow(title: "장보기", text: "우유, 계란, 사과") }
            try await host.tap("☆")
            return host
        }
    ]
}
