import Foundation
import Testing
import Wireframe

@testable import WireframeSnapshotSupport
@testable import WireframeTesting

/// The `.accessibility` strategy: its golden, and the audit findings that fail it.
@MainActor
@Suite struct AccessibilitySnapshottingTests {
    private let screen = Screen(width: 320, height: 200)

    private func snapshot<V: View>(_ view: V, failingOn rules: Set<AccessibilityFinding.Rule> = [.missingLabel, .smallTapTarget])
        throws -> (text: String, failure: String?)
    {
        let strategy = Snapshotting<V, String>.accessibility(on: screen, failingOn: rules)
        let text = try strategy.snapshot(view)
        return (text, strategy.findings?(text))
    }

    @Test func theGoldenListsTheElementsThenTheAudit() throws {
        let view = VStack {
            Text("Memo").accessibilityAddTraits(.isHeader)
            Button {
            } label: {
                Text("Save").frame(width: 320, height: 44)
            }
        }
        let (text, failure) = try snapshot(view)
        #expect(
            text == """
                1. header "Memo" traits: [isHeader, isStaticText] @ (144, 64, 32, 16)
                2. button "Save" traits: [isButton] @ (0, 96, 320, 48)

                audit: no findings

                """)
        #expect(failure == nil)
    }

    @Test func theDefaultScreenIsAPhonesAndTheGoldenHasItsOwnExtension() throws {
        let strategy: Snapshotting<Text, String> = .accessibility
        #expect(strategy.pathExtension == "accessibility.txt")
        #expect(try strategy.snapshot(Text("Hi")) == "1. text \"Hi\" traits: [isStaticText] @ (184, 416, 16, 16)\n\naudit: no findings\n")
        let sized: Snapshotting<Text, String> = .accessibility(width: 100, height: nil)
        #expect(try sized.snapshot(Text("Hi")) == "1. text \"Hi\" traits: [isStaticText] @ (40, 0, 16, 16)\n\naudit: no findings\n")
    }

    @Test func findingsAreRecordedInTheGoldenAndFailTheAssertion() throws {
        ImageCatalog.register(CGSize(width: 8, height: 16), named: "accessibility-snapshot-icon")
        let (text, failure) = try snapshot(
            Button {
            } label: {
                Image("accessibility-snapshot-icon")
            })
        #expect(
            text == """
                1. button "" traits: [isButton] @ (160, 96, 8, 16)

                audit: 2 findings
                - missing label: button at Button @ (160, 96, 8, 16)
                - small tap target: "", 8 × 16 pt, is under 44 × 44 pt at Button @ (160, 96, 8, 16)

                """)
        #expect(
            failure == """
                The accessibility audit found problems (2 findings):
                - missing label: button at Button @ (160, 96, 8, 16)
                - small tap target: "", 8 × 16 pt, is under 44 × 44 pt at Button @ (160, 96, 8, 16)
                """)
    }

    @Test func onlyTheRulesGivenFailTheAssertion() throws {
        ImageCatalog.register(CGSize(width: 8, height: 16), named: "accessibility-snapshot-icon")
        let (_, failure) = try snapshot(Button("OK") {}, failingOn: [.missingLabel])
        #expect(failure == nil)
        let (_, unlabelled) = try snapshot(
            Button {
            } label: {
                Image("accessibility-snapshot-icon")
            }, failingOn: [.missingLabel])
        #expect(unlabelled == "The accessibility audit found problems (1 finding):\n- missing label: button at Button @ (160, 96, 8, 16)")
    }

    @Test func aMatchingGoldenStillFailsOnItsFindingsAndRecordingWritesThem() throws {
        let text = try Snapshotting<Button<Text>, String>.accessibility(on: screen).snapshot(Button("OK") {})
        var strategy = Snapshotting<String, String>.lines
        strategy.findings = { auditFindings(in: $0, failing: ["- small tap target: "]) }
        let sandbox = SnapshotSandbox()
        let recorded = sandbox.verify(text, as: strategy)
        #expect(recorded.status == .recorded)
        #expect(recorded.message?.contains("small tap target") == true)
        let golden = try #require(recorded.goldenPath)
        #expect(try String(contentsOfFile: golden, encoding: .utf8).contains("audit: 1 finding\n- small tap target: "))
        let matched = sandbox.nextRun().verify(text, as: strategy)
        #expect(matched.status == .failed)
        #expect(
            matched.message
                == "The accessibility audit found problems (1 finding):\n- small tap target: \"OK\", 16 × 16 pt, is under 44 × 44 pt at Button @ (152, 96, 16, 16)"
        )
        #expect(sandbox.nextRun().verify(text, as: .lines).status == .matched)
    }
}
