import Foundation
import Testing
import Wireframe

/// Where a `NavigationStack` puts its screen: below its bars, centred in what is left, with the
/// search field of `.searchable` whether it modifies the root screen or the stack itself.
@MainActor
@Suite struct NavigationStackLayoutTests {
    /// As on a device, a short root screen sits in the middle of the area below the bar.
    @Test func rootContentIsCentredBelowTheBars() throws {
        let placed = try NavigationStack {
            VStack {
                Button("One") {}
                Button("Two") {}
            }
        }
        .placedTree(width: 200, height: 300)
        let one = try #require(placed.frame(ofText: "One"))
        // The bar takes the top 44 pt, three rows (48 pt); the stack, 48 pt (its 8 pt spacing a
        // row), is centred in the 252 pt below it, 150 pt down, and placed on the nearest row.
        #expect(one.minY == 144, "\(one.minY.description)")
    }

    /// SwiftUI's `.searchable` on the `NavigationStack` itself shows its field on the root screen.
    @Test func searchableOnTheStackItselfShowsItsField() throws {
        let onStack = try NavigationStack { Text("root").navigationTitle("메모") }
            .searchable(text: .constant(""), prompt: "메모 검색")
            .renderASCII(width: 200, height: 200)
        let onRoot = try NavigationStack {
            Text("root").navigationTitle("메모").searchable(text: .constant(""), prompt: "메모 검색")
        }
        .renderASCII(width: 200, height: 200)
        #expect(onStack.contains("메모 검색"))
        #expect(onStack == onRoot)
    }

    /// `.searchable` inside a stack's root screen belongs to that stack, not to an outer one.
    @Test func searchableOutsideAnyStackShowsNothing() throws {
        let ascii = try VStack { Text("plain") }.searchable(text: .constant(""), prompt: "검색").renderASCII(width: 200, height: nil)
        #expect(!ascii.contains("검색"))
    }
}
