import Foundation
import Testing
import Wireframe
import WireframeComponents

@MainActor
@Suite struct GalleryTests {
    private let scenarios = [
        Scenario(name: "note", summary: "A note", screen: Screen(width: 96, height: nil), view: Text("메모")),
        Scenario(name: "box", summary: "A box", screen: Screen(width: 64, height: 32), view: Rectangle().stroke(.black)),
    ]

    private func temporaryDirectory() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("GalleryTests-\(UUID().uuidString)")
    }

    @Test func entriesHoldBothRenderingsInOrder() throws {
        let gallery = try Gallery(scenarios: scenarios)
        #expect(gallery.entries.map(\.name) == ["note", "box"])
        #expect(gallery.entries[0].ascii == (try scenarios[0].render(as: .ascii)))
        #expect(gallery.entries[0].svg == (try scenarios[0].render(as: .svg)))
    }

    @Test func writeCreatesTheDirectoryWithEveryFileAndTheIndexLast() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let gallery = try Gallery(scenarios: scenarios)
        let written = try gallery.write(to: directory)
        #expect(written.map(\.lastPathComponent) == ["note.svg", "note.txt", "box.svg", "box.txt", "index.html"])
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(files == ["box.svg", "box.txt", "index.html", "note.svg", "note.txt"])
        #expect(try String(contentsOf: directory.appendingPathComponent("note.txt"), encoding: .utf8) == gallery.entries[0].ascii)
    }

    @Test func aNameThatIsNotAFileNameIsRefused() {
        let bad = [Scenario(name: "../escape", summary: "", view: EmptyView())]
        #expect(throws: GalleryError.invalidName("../escape")) { try Gallery(scenarios: bad) }
    }

    @Test func aRepeatedNameIsRefused() {
        let twice = [scenarios[0], scenarios[0]]
        #expect(throws: GalleryError.duplicateName("note")) { try Gallery(scenarios: twice) }
    }

    @Test func aScenarioThatCannotRenderStopsTheGalleryBeforeWriting() {
        let broken = [Scenario(name: "broken", summary: "", screen: Screen(width: -1, height: nil), view: EmptyView())]
        #expect(throws: RenderError.self) { try Gallery(scenarios: broken) }
    }

    @Test func validNamesAreLowercaseLettersDigitsAndInnerHyphens() {
        #expect(Scenario.isValidName("dialog-one-button"))
        #expect(Scenario.isValidName("step2"))
        #expect(!Scenario.isValidName(""))
        #expect(!Scenario.isValidName("-dialog"))
        #expect(!Scenario.isValidName("Dialog"))
        #expect(!Scenario.isValidName("a/b"))
        #expect(!Scenario.isValidName("메모"))
    }
}
