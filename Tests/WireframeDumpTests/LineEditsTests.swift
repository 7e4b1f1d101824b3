import Testing

@testable import WireframeDump

@Suite struct LineEditsTests {
    private func script(_ old: [String], _ new: [String]) -> String {
        lineEdits(from: old, to: new).map { edit in
            switch edit {
            case .keep(let o, _): return " " + old[o]
            case .delete(let o): return "-" + old[o]
            case .insert(let n): return "+" + new[n]
            }
        }.joined(separator: " ")
    }

    @Test func identicalSequencesAreKept() {
        #expect(script(["a", "b"], ["a", "b"]) == " a  b")
    }

    @Test func editScriptIsShortest() {
        let edits = lineEdits(from: Array("abcabba").map(String.init), to: Array("cbabac").map(String.init))
        #expect(edits.filter { if case .keep = $0 { false } else { true } }.count == 5)
    }

    @Test func deletionsComeBeforeInsertions() {
        #expect(script(["a", "x", "b"], ["a", "y", "b"]) == " a -x +y  b")
    }

    @Test func emptySidesAreAllInsertionsOrDeletions() {
        #expect(script([], ["a", "b"]) == "+a +b")
        #expect(script(["a", "b"], []) == "-a -b")
    }

    @Test func reconstructsBothSides() {
        let old = ["1", "2", "3", "4", "5", "6", "7"]
        let new = ["0", "2", "3", "x", "5", "7", "8"]
        var rebuiltOld: [String] = []
        var rebuiltNew: [String] = []
        for edit in lineEdits(from: old, to: new) {
            switch edit {
            case .keep(let o, let n):
                rebuiltOld.append(old[o])
                rebuiltNew.append(new[n])
            case .delete(let o): rebuiltOld.append(old[o])
            case .insert(let n): rebuiltNew.append(new[n])
            }
        }
        #expect(rebuiltOld == old)
        #expect(rebuiltNew == new)
    }
}
