#if !canImport(Darwin)
    import Foundation
    import Testing
    import Wireframe

    /// The English joining is the one Apple's documentation of `ListFormatter` shows; the Korean
    /// and Japanese ones are the CLDR patterns Foundation's list format style uses.
    @Suite struct ListFormatterTests {
        private func joined(_ items: [String], _ locale: String) -> String? {
            let formatter = ListFormatter()
            formatter.locale = Locale(identifier: locale)
            return formatter.string(from: items)
        }

        @Test func englishJoinsWithASerialAnd() {
            #expect(joined(["Ann", "Ben", "Cy"], "en_US") == "Ann, Ben, and Cy")
            #expect(joined(["Ann", "Ben"], "en_US") == "Ann and Ben")
            #expect(joined(["Ann"], "en_US") == "Ann")
            #expect(joined([], "en_US") == "")
        }

        @Test func koreanAndJapaneseJoinInTheirOwnWords() {
            #expect(joined(["사과", "배", "감"], "ko_KR") == "사과, 배 및 감")
            #expect(joined(["りんご", "なし", "かき"], "ja_JP") == "りんご、なし、かき")
        }

        @Test func theClassMethodJoinsStrings() {
            // The class method joins in the current locale, as a formatter made now does.
            let joined = ListFormatter.localizedString(byJoining: ["a", "b", "c"])
            #expect(joined == ListFormatter().string(from: ["a", "b", "c"]))
            #expect(joined.contains("a") && joined.contains("b") && joined.contains("c"))
        }

        @Test func itemsAreWrittenWithTheItemFormatter() {
            let numbers = NumberFormatter()
            numbers.numberStyle = .percent
            numbers.locale = Locale(identifier: "en_US")
            let formatter = ListFormatter()
            formatter.locale = Locale(identifier: "en_US")
            formatter.itemFormatter = numbers
            #expect(formatter.string(from: [0.25, 0.5]) == "25% and 50%")
            #expect(formatter.string(for: [0.25]) == "25%")
            #expect(formatter.string(for: "not a list") == nil)
        }

        @Test func itemsWithoutAFormatterAreWrittenByTheirDescription() {
            let formatter = ListFormatter()
            formatter.locale = Locale(identifier: "en_US")
            #expect(formatter.string(from: [1, "two", 3.5]) == "1, two, and 3.5")
        }
    }
#endif
