import Testing
import WireframeStore

@CasePathable
private enum Shapes<Payload: Equatable> {
    case plain
    case generic(Payload)
    case labelled(id: Int, name: String = "")
    indirect case nested(Shapes<Payload>)
    @available(*, deprecated, message: "use plain")
    case old
    case tuple((Int, Int))
    case `default`
    #if DEBUG
        case debugOnly(Int)
    #endif
}

@CasePathable
private enum RawValued: String {
    case first = "1"
    case second = "2"
}

@Suite struct CasePathableShapesTests {
    @Test func genericIndirectLabelledAndKeywordCasesHavePaths() {
        let nested = Shapes<String>.nested(.generic("x"))
        #expect(nested[case: \.nested]?.is(\.generic) == true)
        #expect(nested[case: \.nested.generic] == "x")
        #expect(Shapes<String>.labelled(id: 3, name: "a")[case: \.labelled]?.id == 3)
        #expect(Shapes<String>.default.is(\.default))
        #expect(Shapes<String>.tuple((1, 2))[case: \.tuple]?.1 == 2)
        #expect(!Shapes<String>.plain.is(\.generic))
    }

    @Test func rawValuedCasesArePaths() {
        #expect(RawValued.second.is(\.second))
        #expect(AnyCasePath(\RawValued.Cases.first).embed(()) == .first)
    }
}
