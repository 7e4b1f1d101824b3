import Testing
import WireframeTesting

/// The sample of the WireframeTesting landing page, compiled and not run: run, it would record a
/// golden of a stand-in.
@Suite(.disabled("documentation samples: compiled, not run"))
struct WireframeTestingSamples {
    @MainActor @Test func deleteDialog() {
        assertSnapshot(of: DeleteDialog(), as: .ascii(width: 390, height: 844))
    }
}

/// The article's delete dialog, as `SnapshotTestingSamples.DeleteDialog`.
private typealias DeleteDialog = SnapshotTestingSamples.DeleteDialog
