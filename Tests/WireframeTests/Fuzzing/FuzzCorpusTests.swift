import Foundation
import Testing

@testable import Wireframe
@testable import WireframeFuzzing

/// Every input of the fuzz corpus (`Corpus/json`, `Corpus/text`: the seeds and what the fuzzers
/// found) keeps the promises the fuzz targets check, through the same checks.
@MainActor
@Suite struct FuzzCorpusTests {
    @Test(arguments: corpus("json"))
    func jsonInputDecodesRendersAndRoundTripsSafely(file: String) throws {
        let data = try Data(contentsOf: corpusFolder("json").appendingPathComponent(file))
        do {
            try JSONFuzzCheck.check(json: data)
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test(arguments: corpus("text"))
    func textInputMeasuresAndWrapsByTheRules(file: String) throws {
        let data = try Data(contentsOf: corpusFolder("text").appendingPathComponent(file))
        do {
            try TextFuzzCheck.check(Array(data))
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test func corpusHoldsTheSeeds() {
        #expect(corpus("json").contains("dialog.json"))
        #expect(corpus("text").contains("terminal-escapes-and-tabs"))
    }

    @Test func textInputHeaderSetsTheLimits() {
        let input = TextFuzzCheck.input(from: [20, 3, 0b0110] + Array("ab".utf8))
        #expect(input.text == "ab")
        #expect(input.maxWidth == 80)
        #expect(input.maxLines == 3)
        #expect(input.truncation == .tail)
        #expect(input.usesFontMetrics)
        #expect(!input.isBold)
        #expect(TextFuzzCheck.input(from: [242]).maxWidth?.isNaN == true)
        #expect(TextFuzzCheck.input(from: [240, 14]).maxWidth == nil)
        #expect(TextFuzzCheck.input(from: [240, 14]).maxLines == .min)
    }
}

private func corpusFolder(_ target: String) -> URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus/\(target)")
}

private func corpus(_ target: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: corpusFolder(target).path)) ?? []
    return names.filter { !$0.hasPrefix(".") }.sorted()
}
