import Testing
import Wireframe

/// The rule for the names of scenarios and previews, which are shown, typed and used as file names.
@Suite struct ScenarioNameTests {
    @Test func visibleTextWithoutSeparatorsIsAName() {
        for name in ["memo-row", "Memo row, dark", "메모 목록", "iPhone SE (3rd generation)"] {
            #expect(ScenarioName.problem(with: name) == nil, "\(name)")
        }
    }

    @Test func eachProblemIsSaid() {
        #expect(ScenarioName.problem(with: "") == "it is empty")
        #expect(ScenarioName.problem(with: "a/b") == "it holds a path separator ('/')")
        #expect(ScenarioName.problem(with: "a\\b") == "it holds a path separator ('\\')")
        #expect(ScenarioName.problem(with: "tab\there") == "it holds invisible or control characters (U+0009)")
        #expect(ScenarioName.problem(with: "dialog\u{202E}") == "it holds invisible or control characters (U+202E)")
        #expect(ScenarioName.problem(with: "--width") == "it starts with '-', which reads as an option")
        #expect(ScenarioName.problem(with: "..") == "it starts with '.', which hides its files")
        #expect(ScenarioName.problem(with: "row ") == "it starts or ends with a space")
        #expect(ScenarioName.problem(with: String(repeating: "a", count: 101)) == "it is longer than 100 characters")
    }
}
