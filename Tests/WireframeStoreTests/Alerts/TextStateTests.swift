import Testing
import WireframeStore

@Suite struct TextStateTests {
    @Test func verbatimAndStringInitsAreEqualForTheSameText() {
        #expect(TextState(verbatim: "Delete") == TextState("Delete"))
    }

    @Test func literalIsItsText() {
        let title: TextState = "Delete \(2) memos?"
        #expect(String(state: title) == "Delete 2 memos?")
    }

    @Test func differentTextsAreNotEqual() {
        #expect(TextState("Delete") != TextState("Cancel"))
    }

    @Test func plusPutsTextsOneAfterTheOther() {
        #expect(String(state: TextState("Delete ") + TextState(verbatim: "장보기")) == "Delete 장보기")
    }

    @Test func equalTextsHashEqually() {
        #expect(Set([TextState("OK"), TextState(verbatim: "OK")]).count == 1)
    }
}
