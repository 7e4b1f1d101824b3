import Foundation
import Testing
import Wireframe

@testable import WireframeGallery

/// The command over a package's own scenarios and previews, as `WireframeCommand.main` runs it in
/// that package's executable.
@MainActor
@Suite struct UserCommandTests {
    /// What a run wrote and how it ended.
    private struct Run {
        var status: Int32
        var out: String
        var err: String
    }

    private func run(_ arguments: [String], scenarios: [Scenario], program: String = "my-gallery") async -> Run {
        var out = ""
        var err = ""
        let console = Console(out: { out += $0 }, err: { err += $0 }, readAnswer: { nil })
        let status = await WireframeCommand.run(arguments, scenarios: scenarios, program: program, console: console)
        return Run(status: status, out: out, err: err)
    }

    private var scenarios: [Scenario] {
        [Scenario("tag", description: "A tag", screen: Screen(width: 96, height: nil)) { Text("Swift").padding(16).border(.black) }]
            + Scenario.previews(of: TagPreviews.self)
    }

    @Test func listShowsTheUsersScenariosAndPreviews() async {
        let result = await run(["list"], scenarios: scenarios)
        #expect(result.status == 0)
        #expect(
            result.out == """
                tag             A tag
                Tag, short      Preview 1 of 3 of TagPreviews
                Tag, long       Preview 2 of 3 of TagPreviews
                Tag, too small  Preview 3 of 3 of TagPreviews

                """)
    }

    @Test func renderFindsAPreviewByItsDisplayName() async throws {
        let result = await run(["render", "Tag, short"], scenarios: scenarios)
        #expect(result.status == 0)
        #expect(
            result.out == """
                ┌───────┐
                │ Swift │
                └───────┘

                """)
    }

    @Test func helpAndHintsNameTheUsersExecutable() async {
        let help = await run(["render", "--help"], scenarios: scenarios)
        #expect(help.out.contains("USAGE: my-gallery render <scenario>"))
        let unknown = await run(["render", "tga"], scenarios: scenarios)
        #expect(unknown.status == 2)
        #expect(unknown.err == "error: no scenario named 'tga'. Did you mean 'tag'?\n")
    }

    @Test func twoScenariosWithOneNameStopTheCommandAtStartNamingBoth() async {
        let twice = [Scenario("Tag, short") { EmptyView() }] + Scenario.previews(of: TagPreviews.self)
        let result = await run(["list"], scenarios: twice)
        #expect(result.status == 1)
        #expect(result.out == "")
        #expect(result.err.hasPrefix("error: two scenarios are named 'Tag, short': WireframeGalleryTests/UserCommandTests.swift:"))
        #expect(result.err.contains(" and preview 1 of 3 of TagPreviews (WireframeGalleryTests/UserCommandTests.swift:"))
    }

    @Test func aNameWithAPathSeparatorStopsTheCommandAtStart() async {
        let result = await run(["--help"], scenarios: [Scenario("a/b") { EmptyView() }])
        #expect(result.status == 1)
        #expect(result.err.hasPrefix("error: the scenario name 'a/b' (WireframeGalleryTests/UserCommandTests.swift:"))
        #expect(result.err.contains("cannot be used: it holds a path separator ('/')"))
    }

    @Test func aPreviewThatCannotRenderShowsItsErrorInTheGalleryWithoutStoppingTheOthers() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("UserCommandTests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = await run(["gallery", "--output=\(directory.path)"], scenarios: scenarios)
        #expect(result.status == 1)
        #expect(result.err == "error: 'Tag, too small': cannot render: the width must be greater than zero (got -10)\n")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(files == ["Tag, long.svg", "Tag, long.txt", "Tag, short.svg", "Tag, short.txt", "index.html", "tag.svg", "tag.txt"])
        let html = try String(contentsOf: directory.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains(#"<img src="Tag%2C%20short.svg" alt="Tag, short as SVG">"#))
        #expect(html.contains(#"<pre class="error">cannot render: the width must be greater than zero (got -10)</pre>"#))
    }

    @Test func reviewTakesItsOptionsThroughTheSameParser() async {
        let twice = await run(["review", "--html=a", "--html", "b"], scenarios: [])
        #expect(twice.status == 2)
        #expect(twice.err == "error: '--html' is given more than once\nRun 'my-gallery review --help' for usage.\n")
        let dashed = await run(["review", "--snapshots", "-x"], scenarios: [])
        #expect(dashed.err == "error: missing value for '--snapshots <dir>'\nRun 'my-gallery review --help' for usage.\n")
    }
}

private struct TagPreviews: PreviewProvider {
    static var previews: some View {
        Group {
            Text("Swift").padding(16).border(.black).previewDisplayName("Tag, short")
            Text("Swift, SwiftUI and the Composable Architecture").padding(16).border(.black).previewDisplayName("Tag, long")
        }
        .previewLayout(.sizeThatFits)
        Text("x").previewDisplayName("Tag, too small").previewLayout(.fixed(width: -10, height: 10))
    }
}
