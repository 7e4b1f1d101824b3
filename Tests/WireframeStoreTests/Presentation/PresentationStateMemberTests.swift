import Testing
import WireframeStore

@CasePathable
private enum Destination: Equatable {
    case edit(String)
    case count(Int)
}

private struct Draft: Equatable {
    var title: String
}

/// A member or a case of what is presented is a presentation of its own.
@Suite struct PresentationStateMemberTests {
    @Test func aCaseIsPresentedWhileTheStateIsInIt() {
        let presented = PresentationState(wrappedValue: Destination.edit("메모"))
        #expect(presented.edit.wrappedValue == "메모")
        #expect(presented.count.wrappedValue == nil)
        #expect(PresentationState<Destination>(wrappedValue: nil).edit.wrappedValue == nil)
    }

    @Test func aMemberIsPresentedWhileTheStateIs() {
        #expect(PresentationState(wrappedValue: Draft(title: "제목")).title.wrappedValue == "제목")
        #expect(PresentationState<Draft>(wrappedValue: nil).title.wrappedValue == nil)
    }
}
