import Testing
import WireframeComponents

@CasePathable
private enum Destination: Equatable {
    case alert(String)
    case edit(Int)
}

/// A value behind a binding, and how many times the binding wrote it.
@MainActor
private final class Box<Value> {
    var value: Value
    var writes = 0

    init(_ value: Value) {
        self.value = value
    }

    var binding: Binding<Value> {
        Binding(
            get: { self.value },
            set: {
                self.value = $0
                self.writes += 1
            })
    }
}

@MainActor @Suite struct BindingCasePathTests {
    @Test func aCaseOfAnOptionalEnumReadsItsPayloadAndWritesTheCase() {
        let box = Box<Destination?>(.edit(3))
        let edit = box.binding.edit
        let alert = box.binding.alert
        #expect(edit.wrappedValue == 3)
        #expect(alert.wrappedValue == nil)
        edit.wrappedValue = 4
        #expect(box.value == .edit(4))
        alert.wrappedValue = "저장됨"
        #expect(box.value == .alert("저장됨"))
    }

    @Test func writingNilClearsTheEnumOnlyFromItsOwnCase() {
        let box = Box<Destination?>(.alert("삭제"))
        box.binding.edit.wrappedValue = nil
        #expect(box.value == .alert("삭제"))
        box.binding.alert.wrappedValue = nil
        #expect(box.value == nil)
    }

    @Test func aCaseOfAnEnumIsABindingOnlyWhileTheEnumIsInIt() throws {
        let box = Box<Destination>(.edit(1))
        #expect(box.binding.alert == nil)
        let edit = try #require(box.binding.edit)
        edit.wrappedValue = 2
        #expect(box.value == .edit(2))
    }

    @Test func isPresentIsTrueWhileTheValueIsThereAndFalseClearsIt() {
        let box = Box<Destination?>(.alert("경고"))
        let isPresented = box.binding.alert.isPresent()
        #expect(isPresented.wrappedValue)
        isPresented.wrappedValue = true
        #expect(box.value == .alert("경고"))
        isPresented.wrappedValue = false
        #expect(box.value == nil)
        #expect(!isPresented.wrappedValue)
    }

    @Test func removeDuplicatesLeavesOutWritesOfTheCurrentValue() {
        let box = Box(false)
        let binding = box.binding.removeDuplicates()
        binding.wrappedValue = false
        #expect(box.writes == 0)
        binding.wrappedValue = true
        binding.wrappedValue = true
        #expect(box.writes == 1)
        let byParity = box.binding.removeDuplicates { $0 == $1 }
        byParity.wrappedValue = false
        #expect(box.writes == 2)
    }

    @Test func anOptionalBindingUnwrapsWhileItHoldsAValue() throws {
        let box = Box<String?>(nil)
        #expect(Binding(box.binding) == nil)
        #expect(Binding(unwrapping: box.binding) == nil)
        box.value = "초안"
        let text = try #require(Binding(unwrapping: box.binding))
        text.wrappedValue = "완성"
        #expect(box.value == "완성")
        box.value = nil
        #expect(text.wrappedValue == "완성")
    }

    @Test func aBindingOfAValueBecomesAnOptionalOrErasedBinding() {
        let box = Box(3)
        let optional = Binding<Int?>(box.binding)
        optional.wrappedValue = nil
        #expect(box.value == 3)
        optional.wrappedValue = 5
        #expect(box.value == 5)
        let erased = Binding<AnyHashable>(box.binding)
        erased.wrappedValue = "글자"
        #expect(box.value == 5)
        erased.wrappedValue = 8
        #expect(box.value == 8)
        #expect(erased.wrappedValue == AnyHashable(8))
    }
}
