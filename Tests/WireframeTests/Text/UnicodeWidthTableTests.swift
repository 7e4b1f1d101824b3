import Testing

@testable import Wireframe

@MainActor
@Suite struct UnicodeWidthTableTests {
    @Test func versionNamesTheUnicodeRelease() {
        #expect(unicodeWidthVersion.split(separator: ".").count == 3)
        #expect(unicodeWidthVersion.split(separator: ".").allSatisfy { Int($0) != nil })
    }

    @Test func tablesFollowUnicode16() {
        #expect(unicodeWidthVersion == "16.0.0")
    }

    @Test(arguments: [
        UnicodeWidthTable.zeroWidth, UnicodeWidthTable.wide, UnicodeWidthTable.emojiStyleBases,
    ])
    func tablesAreSortedNonOverlappingPairs(table: [UInt32]) {
        #expect(table.count % 2 == 0)
        #expect(!table.isEmpty)
        let pairs = stride(from: 0, to: table.count - 1, by: 2).map { (table[$0], table[$0 + 1]) }
        #expect(pairs.allSatisfy { $0.0 <= $0.1 })
        #expect(zip(pairs, pairs.dropFirst()).allSatisfy { $0.1 < $1.0 })
        #expect(pairs.last.map { $0.1 <= 0x10FFFF } == true)
    }

    @Test func noCodePointIsBothZeroWidthAndWide() {
        let zero = UnicodeWidthTable.zeroWidth
        let wide = UnicodeWidthTable.wide
        for index in stride(from: 0, to: wide.count, by: 2) {
            for value in [wide[index], wide[index + 1]] {
                #expect(cellWidth(ofScalar: value) == 2, "U+\(String(value, radix: 16))")
            }
        }
        for index in stride(from: 0, to: zero.count, by: 2) {
            #expect(cellWidth(ofScalar: zero[index]) == 0, "U+\(String(zero[index], radix: 16))")
        }
    }
}
