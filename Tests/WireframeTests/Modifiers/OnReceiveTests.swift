import Foundation
import Testing
import Wireframe
import WireframeTesting

@MainActor private final class Feed {
    let scores = PassthroughSubject<Int, Never>()
    var isShown = true
    var received: [Int] = []
}

private struct Scoreboard: View {
    let feed: Feed
    @State private var score = 0

    var body: some View {
        Text("Score: \(score)")
            .onReceive(feed.scores) { value in
                score = value
                feed.received.append(value)
            }
    }
}

@MainActor @Suite struct OnReceiveTests {
    private func host(_ feed: Feed) -> ScreenHost<some View> {
        ScreenHost(screen: Screen(width: 160, height: 32)) {
            if feed.isShown { Scoreboard(feed: feed) }
        }
    }

    @Test func aValueSentWhileTheViewIsShownRunsTheActionAndIsDrawn() async throws {
        let feed = Feed()
        let host = host(feed)
        #expect(try host.ascii().contains("Score: 0"))
        await host.settle()
        feed.scores.send(7)
        await host.settle()
        #expect(feed.received == [7])
        #expect(try host.ascii().contains("Score: 7"))
    }

    @Test func aValueSentBeforeTheViewAppearsOrAfterItWentAwayIsNotReceived() async throws {
        let feed = Feed()
        feed.scores.send(1)
        let host = host(feed)
        await host.settle()
        feed.scores.send(2)
        feed.isShown = false
        await host.settle()
        feed.scores.send(3)
        await host.settle()
        #expect(feed.received == [2])
    }

    @Test func aStillPictureSubscribesToNothing() throws {
        let feed = Feed()
        let picture = try Scoreboard(feed: feed).renderASCII(on: Screen(width: 160, height: 32))
        feed.scores.send(5)
        #expect(picture.contains("Score: 0"))
        #expect(feed.received.isEmpty)
    }

    @Test func aJustDeliversWhenTheViewAppears() async throws {
        var seen: [String] = []
        let host = ScreenHost(screen: Screen(width: 160, height: 32)) {
            Text("Hi").onReceive(Just("appeared")) { seen.append($0) }
        }
        await host.settle()
        #expect(seen == ["appeared"])
    }
}
