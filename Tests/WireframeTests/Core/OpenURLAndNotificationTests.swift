import Foundation
import Testing
import WireframeTesting

@testable import Wireframe

private struct Facts: View {
    @Environment(\.openURL) var openURL
    let url: URL

    var body: some View {
        Button("Number facts") { openURL(url) }
    }
}

@MainActor
@Suite struct OpenURLAndNotificationTests {
    @Test func openURLRecordsTheURLWithTheApplicationByDefault() async throws {
        let url = URL(string: "http://numbersapi.com/\(UUID())")!
        let host = ScreenHost(screen: Screen(width: 200, height: 80)) { Facts(url: url) }
        try await host.tap("Number facts")
        #expect(UIApplication.shared.openedURLs.contains(url))
    }

    @Test func anAppsOwnActionIsCalledInstead() async throws {
        final class Opened { var urls: [URL] = [] }
        let opened = Opened()
        let url = URL(string: "http://numbersapi.com/\(UUID())")!
        let host = ScreenHost(screen: Screen(width: 200, height: 80)) {
            Facts(url: url).environment(
                \.openURL,
                OpenURLAction { url in
                    opened.urls.append(url)
                    return .handled
                })
        }
        try await host.tap("Number facts")
        #expect(opened.urls == [url])
        #expect(!UIApplication.shared.openedURLs.contains(url))
    }

    #if os(Linux)
        @Test func notificationsArriveAsAnAsyncSequenceUntilTheIterationEnds() async {
            let center = NotificationCenter()
            let stream = center.notifications(named: UIApplication.userDidTakeScreenshotNotification)
            center.post(name: UIApplication.userDidTakeScreenshotNotification, object: nil)
            center.post(name: UIApplication.didBecomeActiveNotification, object: nil)
            center.post(name: UIApplication.userDidTakeScreenshotNotification, object: nil)
            var names: [Notification.Name] = []
            for await notification in stream {
                names.append(notification.name)
                if names.count == 2 { break }
            }
            #expect(names == [UIApplication.userDidTakeScreenshotNotification, UIApplication.userDidTakeScreenshotNotification])
        }
    #endif
}
