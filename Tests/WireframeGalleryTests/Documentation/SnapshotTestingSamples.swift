import Foundation
import Testing
import Wireframe
import WireframeTesting
import XCTest

/// The samples of the Snapshot Testing article, compiled and not run: run, they would record
/// goldens of stand-ins, and the inline one would write into this file. The XCTest case runs, as
/// the article says CI runs it (its golden is in `Snapshots/SnapshotTestingSamples/`).
@Suite(.disabled("documentation samples: compiled, not run"))
struct SnapshotTestingSamples {
    /// A stand-in for the article's delete dialog.
    struct DeleteDialog: View {
        var body: some View {
            VStack(spacing: 8) {
                Text("메시지 삭제").font(.headline)
                Button("삭제") {}
            }
        }
    }

    @MainActor @Test func deleteDialog() {
        assertSnapshot(of: DeleteDialog(), as: .ascii(width: 390, height: 844))  // deleteDialog.txt
        assertSnapshot(of: DeleteDialog(), as: .svg(width: 390, height: 844))  // deleteDialog.svg
        assertSnapshot(of: DeleteDialog(), as: .tree)  // deleteDialog.tree.txt
    }

    @MainActor func variants() {
        assertSnapshot(
            of: DeleteDialog(), as: .svg(width: 390, height: 844),
            variants: [.dark, .dynamicType(.accessibility2), .rightToLeft])
        // deleteDialog.dark.svg, deleteDialog.accessibility2.svg, deleteDialog.rtl.svg
    }

    @MainActor func accessibility(toast: some View, view: some View) throws {
        assertSnapshot(of: DeleteDialog(), as: .accessibility)  // 390 × 844 pt
        assertSnapshot(of: toast, as: .accessibility(on: .iPhone15, failingOn: [.missingLabel]))
        let findings = try view.accessibilityTree(on: .iPhone15).audit()  // [AccessibilityFinding]
        _ = findings
    }

    struct MemoRow_Previews: PreviewProvider {
        static var previews: some View {
            Text("Memo row").previewDisplayName("Memo row")
        }
    }

    @MainActor @Test func memoRow() {
        assertSnapshots(ofPreviews: MemoRow_Previews.self, as: [.ascii, .svg])
    }

    struct Invoice: Encodable {
        var number: Int
        var lines: [String: Double]
    }

    @Test func invoice() {
        let invoice = Invoice(number: 7, lines: ["bread": 2.0, "tea": 3.5])
        assertSnapshot(of: invoice, as: .dump)  // invoice.txt
        assertSnapshots(of: invoice, as: [.dump, .json])  // invoice.2.txt, invoice.json
        assertSnapshots(of: invoice, as: ["fields": .dump, "wire": .json])  // invoice.fields.txt, invoice.wire.json
    }

    struct Profile {
        var name: String
        var motto: String
    }

    /// An inline snapshot before its first run…
    struct InlineSnapshotBefore {
        @Test func profile() {
            let profile = Profile(name: "Ahn", motto: #"say "hi""#)
            assertInlineSnapshot(of: profile, as: .dump)
        }
    }

    /// …and after it.
    struct InlineSnapshotAfter {
        @Test func profile() {
            let profile = Profile(name: "Ahn", motto: #"say "hi""#)
            assertInlineSnapshot(of: profile, as: .dump) {
                #"""
                Profile(
                  name: "Ahn"
                  motto: "say \"hi\""
                )
                """#
            }
        }
    }

    struct Session {
        var id: UUID
        var started: Date
    }

    struct ReadError: Error, CustomStringConvertible {
        var description: String
    }

    func redactions(session: Session, error: ReadError, log: String) {
        assertSnapshot(of: session, as: .dump.redactingUUIDs().redactingISO8601Dates())
        // Session(
        //   id: UUID(<uuid>)
        //   started: Date(<date>)
        // )
        assertSnapshot(of: error.description, as: .lines.redactingAbsolutePaths())
        // cannot read "<path>": no such file
        assertSnapshot(of: log, as: .lines.redacting(#/token=\w+/#, with: "token=…"))
    }

    @MainActor @Test func examplesRenderAsTheirGoldens() {
        assertSnapshots(forEachFileIn: "Examples", matching: "*.json", as: .ascii(width: 390, height: nil)) { url in
            try Node(json: Data(contentsOf: url))
        }
    }

    @Suite(.snapshots(record: .failed, diffTool: "ksdiff %old %new"))
    struct DialogSnapshotTests {
        @MainActor @Test(.snapshots(record: .never)) func deleteDialog() {
            assertSnapshot(of: DeleteDialog(), as: .ascii(width: 390, height: 844))
        }
    }

    func testDialogs() {  // XCTest
        withSnapshotTesting(snapshotDirectory: "Snapshots/Dialogs") {
            assertSnapshot(of: "Delete?", as: .lines)
        }
    }
}

func assertLayout(_ tree: Node, file: StaticString = #filePath, testName: String = #function, line: UInt = #line) {
    if let message = verifySnapshot(of: tree.dump(), as: .lines, filePath: file, testName: testName, line: line) {
        XCTFail("The layout changed.\n" + message, file: file, line: line)
    }
}

final class DeleteDialogTests: XCTestCase {
    func testDeleteDialog() async {
        await assertSnapshot(of: { DeleteDialog() }, as: .ascii(width: 390, height: 844))
    }
}

/// The delete dialog of the XCTest sample, as `SnapshotTestingSamples.DeleteDialog`.
private typealias DeleteDialog = SnapshotTestingSamples.DeleteDialog
