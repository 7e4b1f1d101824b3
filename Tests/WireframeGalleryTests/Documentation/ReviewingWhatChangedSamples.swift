import Testing
import Wireframe
import WireframeComponents

/// The sample of the Reviewing What Changed article. Its test runs: the summary and the dump
/// the article prints are what ``RenderDiff`` says.
@Suite struct ReviewingWhatChangedSamples {
    @MainActor @Test func removingTheSecondButton() throws {
        // The article's layout of the two dialogs, one argument line each.
        // swift-format-ignore
        let old = CustomDialog(isPresented: .constant(true), title: "배경화면 변경", message: "…",
            primaryButton: .mono(label: "닫기"), secondaryButton: .key(label: "적용") {})
        // swift-format-ignore
        let new = CustomDialog(isPresented: .constant(true), title: "배경화면 변경", message: "…",
            primaryButton: .mono(label: "닫기"))
        let diff = try RenderDiff(from: old, to: new, on: .iPhone13)
        print(diff.summary.joined(separator: "\n"))
        // Button "적용" removed (1 other element moved or resized)
        print(diff.dump())
        // removed Button "적용" @ (199, 447.5, 127, 48)
        // resized Button "닫기" width 127 → 262 pt @ (64, 447.5, 127, 48) → (64, 447.5, 262, 48)

        #expect(diff.summary == [#"Button "적용" removed (1 other element moved or resized)"#])
        #expect(
            diff.dump() == """
                removed Button "적용" @ (199, 447.5, 127, 48)
                resized Button "닫기" width 127 → 262 pt @ (64, 447.5, 127, 48) → (64, 447.5, 262, 48)

                """)
    }
}
