import Foundation
import Testing
import Wireframe
import WireframeCatalog
import WireframeComponents
import WireframeGallery
import WireframeTesting

/// The samples of the README and of the Getting Started article: the card of the overview, and
/// the tour's view with its snapshot test and scripted tap, which run here as in a package of
/// one's own (goldens in `Snapshots/GettingStartedSamples/`).
@Suite struct GettingStartedSamples {
    @MainActor func card() throws {
        let card = VStack(spacing: 8) {
            Text("메시지 삭제").font(.headline)
            Text("삭제된 메시지는 복구할 수 없습니다.")
        }
        .padding(16)
        .background(Color.white)
        .cornerRadius(12)

        print(try card.renderASCII(width: 390, height: nil))
    }

    public struct Greeting: View {
        @State private var taps = 0

        public init() {}

        public var body: some View {
            VStack(spacing: 8) {
                Text("안녕하세요, Wireframe").font(.headline)
                Text("Taps: \(taps)")
                Button("Tap me") { taps += 1 }
            }
            .padding(16)
            .border(.black)
        }
    }

    @MainActor @Test func greeting() {
        assertSnapshot(of: Greeting(), as: .ascii(width: 320, height: nil))
    }

    @MainActor @Test func tappingCounts() async throws {
        let host = ScreenHost(screen: Screen(width: 320, height: nil)) { Greeting() }
        try await host.tap("Tap me")
        assertSnapshot(of: try host.ascii(), as: .lines)
    }

    /// The README's pictures are what the code draws today: the dialog of
    /// `wireframe render dialog --height 304`, and the tour's golden.
    @MainActor @Test func theReadmesPicturesAreWhatTheCodeDraws() async throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let article = try String(
            contentsOf: root.appendingPathComponent("Sources/Wireframe/Wireframe.docc/GettingStarted.md"), encoding: .utf8)

        let dialog = try #require(Catalog.builtIn.first { $0.name == "dialog" })
        var screen = dialog.screen
        screen.height = 304
        screen.name = nil
        let picture = try await dialog.render(as: .ascii, on: screen)
        #expect(readme.contains("<pre>\n" + picture.trimmingCharacters(in: .newlines) + "\n</pre>"))

        let golden = try String(
            contentsOf: root.appendingPathComponent("Snapshots/GettingStartedSamples/greeting.txt"), encoding: .utf8)
        let tour = "```\n" + golden.trimmingCharacters(in: .newlines) + "\n```"
        #expect(readme.contains(tour))
        #expect(article.contains(tour))
    }
}
