import Foundation
import Testing
import WireframeTesting

@testable import Wireframe

/// `TextField(_:value:format:)` and `TextField(_:value:formatter:)`: a field that shows a value
/// formatted and sets it from what is typed.
@MainActor
@Suite struct TextFieldValueTests {
    private let screen = Screen(width: 240, height: nil)
    private static let english = Locale(identifier: "en_US")

    private func fieldText(_ field: TextField) throws -> String? {
        guard let node = try field.node().kind.as(TextFieldNode.self) else { return nil }
        return node.text
    }

    @Test func theFieldShowsTheValueAsTheFormatWritesIt() throws {
        #expect(try fieldText(TextField("Age", value: .constant(42), format: .number)) == "42")
        let price = TextField("Price", value: .constant(9.5), format: .number.precision(.fractionLength(2)).locale(Self.english))
        #expect(try fieldText(price) == "9.50")
        #expect(try price.renderASCII(on: screen).contains("9.50"))
        let german = TextField(
            "Preis", value: .constant(1234.5), format: .number.precision(.fractionLength(2)).locale(Locale(identifier: "de_DE")))
        #expect(try fieldText(german) == "1.234,50")
    }

    @Test func aNilValueShowsThePlaceholder() throws {
        let quantity = TextField("Quantity", value: .constant(Int?.none), format: .number)
        #expect(try fieldText(quantity) == "")
        #expect(try quantity.renderASCII(on: screen).contains("Quantity"))
    }

    @Test func typingSetsTheValueToWhatTheFormatReadsAndIgnoresWhatItCannot() async throws {
        let box = ValueBox<Int>(1)
        let host = ScreenHost(screen: Screen(width: 240, height: 80)) {
            TextField("Age", value: box.binding, format: .number.locale(Self.english))
        }
        try await host.type("37", into: "Age")
        #expect(box.value == 37)
        try await host.type("thirty", into: "Age")
        #expect(box.value == 37)
    }

    @Test func emptyingAnOptionalValueSetsItToNil() async throws {
        let box = ValueBox<Int?>(5)
        let host = ScreenHost(screen: Screen(width: 240, height: 80)) {
            TextField("Count", value: box.binding, format: .number.locale(Self.english))
        }
        try await host.type("", into: "Count")
        #expect(box.value == nil)
    }

    @Test func aFormatterWritesAndReadsTheValue() async throws {
        let formatter = NumberFormatter()
        formatter.locale = Self.english
        formatter.numberStyle = .decimal
        let box = ValueBox<Int>(1234)
        #expect(try fieldText(TextField("Amount", value: box.binding, formatter: formatter)) == "1,234")
        let host = ScreenHost(screen: Screen(width: 240, height: 80)) {
            TextField("Amount", value: box.binding, formatter: formatter)
        }
        try await host.type("2,500", into: "Amount")
        #expect(box.value == 2500)
    }
}

/// A value a binding reads and writes, outside any view.
@MainActor private final class ValueBox<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
    var binding: Binding<Value> { Binding(get: { self.value }, set: { self.value = $0 }) }
}
