import Foundation
import Testing

@testable import WireframeSnapshotSupport
@testable import WireframeTesting

@Suite struct CellPointTests {
    @Test func aFramesCellHoldsItsCentre() {
        #expect(CellPoint(centreOf: CGRect(x: 52, y: 24, width: 56, height: 16)) == CellPoint(column: 10, row: 2))
    }

    @Test func aCellsCentreFallsInTheFrameDrawnInIt() {
        // Rows 24–40 are drawn in row 2 (1.5 and 2.5 round away from zero), whose centre is y = 40.
        let frame = CGRect(x: 52, y: 24, width: 56, height: 16)
        #expect(frame.contains(CellPoint(column: 10, row: 2).centre))
        #expect(!frame.contains(CellPoint(column: 10, row: 1).centre))
    }

    @Test func aRangeNamesOneCellOrASpan() {
        #expect(CellPoint.range(of: CGRect(x: 0, y: 0, width: 8, height: 16)) == "cell (0,0)")
        #expect(CellPoint.range(of: CGRect(x: 0, y: 0, width: 160, height: 64)) == "cells (0,0)–(19,3)")
    }

    @Test func aGridHasAtLeastOneCell() {
        #expect(CellPoint.gridSize(of: CGSize(width: 390, height: 844)) == (columns: 49, rows: 53))
        #expect(CellPoint.gridSize(of: .zero) == (columns: 1, rows: 1))
    }
}
