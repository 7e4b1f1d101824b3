import Foundation
import Testing
import Wireframe

@testable import WireframeSnapshotSupport
@testable import WireframeTesting

@MainActor @Suite struct AppearanceTrackerTests {
    @Test func theFirstTreeReportsEveryOnAppearInTreeOrder() throws {
        var tracker = AppearanceTracker()
        let node = try VStack {
            Text("a").onAppear {}
            Text("b").onAppear {}
        }.node()
        #expect(tracker.newlyAppeared(in: node) == [ActionID(rawValue: 0), ActionID(rawValue: 1)])
    }

    @Test func theSameTreeAgainReportsNothing() throws {
        var tracker = AppearanceTracker()
        _ = tracker.newlyAppeared(in: try Text("a").onAppear {}.node())
        #expect(tracker.newlyAppeared(in: try Text("b").onAppear {}.node()) == [])
    }

    @Test func aViewThatLeftAndCameBackAppearsAgain() throws {
        var tracker = AppearanceTracker()
        let shown = try VStack { Text("a").onAppear {} }.node()
        _ = tracker.newlyAppeared(in: shown)
        _ = tracker.newlyAppeared(in: try VStack { Text("a") }.node())
        #expect(tracker.newlyAppeared(in: shown) == [ActionID(rawValue: 0)])
    }

    @Test func changingAnExplicitIDMakesANewView() throws {
        var tracker = AppearanceTracker()
        _ = tracker.newlyAppeared(in: try Text("a").onAppear {}.id(1).node())
        #expect(tracker.newlyAppeared(in: try Text("a").onAppear {}.id(2).node()) == [ActionID(rawValue: 0)])
    }

    @Test func changingTheKindOfAViewOnThePathMakesANewView() throws {
        var tracker = AppearanceTracker()
        _ = tracker.newlyAppeared(in: try VStack { Text("a").onAppear {} }.node())
        #expect(tracker.newlyAppeared(in: try HStack { Text("a").onAppear {} }.node()) == [ActionID(rawValue: 0)])
    }
}
