import BenchKit
import Foundation
import Wireframe
import WireframeComponents
import WireframeStore
import WireframeTesting

extension Workload {
    /// A `ScreenHost` showing the memo list (six memos) rendered again and again, as a scripted
    /// test renders it after every tap: each render resolves and lays out the same texts.
    static let screenHost = Workload(name: "screen-host") { context in
        let count = context.count(100, smoke: 5)
        var figure = Figure(
            workload: "screen-host", phase: "renders of one host 390×844", size: count, sizeUnit: "renders", items: count,
            itemName: "render")
        figure.record(
            try context.stopwatch.measure(setup: { ScreenHost { SnapshotFixtures.memoScreen() } }) { host in
                for _ in 0..<count { blackHole(try host.placedTree()) }
            })
        return [figure]
    }
}
