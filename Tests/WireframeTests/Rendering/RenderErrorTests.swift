import Foundation
import Testing
import Wireframe

/// Hostile render requests: an unusable viewport or a grid past the cell budget throws a
/// ``RenderError``; deep trees fail with an error or render, and never overflow the stack.
@MainActor
@Suite struct RenderErrorTests {
    @Test(arguments: [CGFloat.nan, .infinity, -.infinity, 0, -1])
    func unusableWidthThrowsInvalidViewport(width: CGFloat) {
        #expect(reason { try Text("a").renderASCII(width: width, height: 100) } == .invalidViewport)
    }

    @Test(arguments: [CGFloat.nan, .infinity, -.infinity, 0, -1])
    func unusableHeightThrowsInvalidViewport(height: CGFloat) {
        #expect(reason { try Text("a").renderASCII(width: 100, height: height) } == .invalidViewport)
    }

    @Test func errorSaysWhatIsWrongWithTheViewport() {
        #expect(
            message { try Text("a").renderASCII(width: .nan, height: 100) } == "invalid viewport: the width is not a finite number (nan)")
        #expect(
            message { try Text("a").renderASCII(width: 100, height: -5) }
                == "invalid viewport: the height must be greater than zero (got -5)")
    }

    @Test func heightPastTheCellBudgetThrowsBudgetExceeded() {
        #expect(reason { try Text("a").renderASCII(width: 390, height: 10_000_000) } == .budgetExceeded)
    }

    @Test func widthPastTheLongestLengthThrowsBudgetExceeded() {
        #expect(reason { try Text("a").renderASCII(width: 10_000_000, height: 16) } == .budgetExceeded)
    }

    @Test func fittedContentPastTheCellBudgetThrowsBudgetExceeded() {
        let tall = Color.red.frame(width: 1_000_000, height: 1_000_000)
        #expect(reason { try tall.renderASCII(width: 1_000_000, height: nil) } == .budgetExceeded)
    }

    @Test func negativeSafeAreaInsetThrowsInvalidViewport() {
        let screen = Screen(width: 390, height: 844, safeAreaInsets: EdgeInsets(top: -1))
        #expect(reason { try Text("a").renderASCII(on: screen) } == .invalidViewport)
    }

    @Test func placedTreeRefusesAnUnusableViewport() {
        #expect(throws: RenderError.self) { try Text("a").placedTree(width: 0, height: nil) }
    }

    @Test func treeNestedFiveThousandDeepFailsOrRendersWithoutCrashing() {
        var view = AnyView(Text("x"))
        for _ in 0..<5_000 { view = AnyView(view.padding(1)) }
        do {
            let text = try view.renderASCII(width: 390, height: nil)
            #expect(text.contains("x"))
        } catch let error as RenderError {
            #expect(error.reason == .nestingTooDeep)
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test func treeNestedTwoHundredDeepRenders() throws {
        var view = AnyView(Text("x"))
        // A row of padding above at each level (in the ASCII target 1 pt of padding is no cell).
        for _ in 0..<200 { view = AnyView(view.padding(.top, 16)) }
        let text = try view.renderASCII(width: 390, height: nil)
        let rows = text.split(separator: "\n", omittingEmptySubsequences: false)
        // 200 blank rows, then the text, centred in 49 columns, then the final newline.
        try #require(rows.count == 202)
        #expect(rows[..<200].allSatisfy { $0.allSatisfy(\.isWhitespace) })
        #expect(rows[200] == String(repeating: " ", count: 24) + "x")
    }

    /// Every stack measures its children several times; without a cache per proposal, twenty
    /// levels would take 3^20 measurements and never finish. The time limit only turns such a
    /// hang into a failure: the render takes milliseconds. The limit is generous because the
    /// whole suite shares one main queue while any test store runs its tasks there.
    @Test(.timeLimit(.minutes(5)))
    func twentyNestedStacksRender() throws {
        var view = AnyView(Text("leaf"))
        for level in 0..<20 {
            view =
                level.isMultiple(of: 2)
                ? AnyView(
                    HStack {
                        view
                        Text("h")
                    })
                : AnyView(
                    VStack {
                        view
                        Text("v")
                    })
        }
        let placed = try view.placedTree(width: 390, height: nil)
        #expect(placed.frame(ofText: "leaf") != nil)
        #expect(try view.renderASCII(width: 390, height: nil).contains("leaf"))
    }
}

private func reason(_ body: () throws -> String) -> RenderError.Reason? {
    do {
        _ = try body()
        return nil
    } catch let error as RenderError {
        return error.reason
    } catch {
        return nil
    }
}

private func message(_ body: () throws -> String) -> String? {
    do {
        _ = try body()
        return nil
    } catch {
        return String(describing: error)
    }
}
