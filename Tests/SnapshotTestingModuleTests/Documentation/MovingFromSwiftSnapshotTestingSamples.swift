import SnapshotTesting
import Wireframe
import XCTest

/// The samples of the Moving from swift-snapshot-testing article, compiled and not run: run, they
/// would record references of stand-ins in `__Snapshots__/`. The XCTest case is declared inside a
/// function, where XCTest's test discovery does not look.
struct MovingFromSwiftSnapshotTestingSamples {
    /// A stand-in for the article's delete dialog.
    struct DeleteDialog: View {
        var body: some View {
            VStack(spacing: 8) {
                Text("메시지 삭제").font(.headline)
                Button("삭제") {}
            }
        }
    }

    func anUnchangedXCTestCase() {
        final class UserTests: XCTestCase {
            func testUser() {
                assertSnapshot(of: user, as: .dump)  // Tests/FeatureTests/__Snapshots__/UserTests/testUser.1.txt
            }
        }
    }

    @MainActor func testDialog() {
        assertSnapshot(of: DeleteDialog(), as: .ascii(width: 390, height: 844))  // testDialog.1.txt
    }
}

/// The user of the XCTest sample.
private struct User {
    var name: String
    var id: Int
}

private let user = User(name: "Blob", id: 1)
