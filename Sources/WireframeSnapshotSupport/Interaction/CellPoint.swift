import Foundation

/// A cell of the ASCII picture, 8 × 16 points, as scripted taps and error messages name places.
///
/// A frame's cell is the one holding its centre, so `tap(column:row:)` at the cell an error names
/// reaches the same node.
package struct CellPoint {
    package static let width: CGFloat = 8
    package static let height: CGFloat = 16

    package var column: Int
    package var row: Int

    package init(column: Int, row: Int) {
        self.column = column
        self.row = row
    }

    /// The cell that holds the centre of `frame`.
    package init(centreOf frame: CGRect) {
        column = Self.index(frame.midX / Self.width, rounding: .down)
        row = Self.index(frame.midY / Self.height, rounding: .down)
    }

    /// The centre of the cell in points, moved up and left by a hair.
    ///
    /// The renderer draws a frame in the cells whose centres lie in `minX < x <= maxX` (it rounds
    /// edges to the nearest cell boundary, halves away from zero), while a frame contains the
    /// points in `minX <= x < maxX`. The hair makes a frame whose edge falls on a cell's centre
    /// take the tap in the cell it is drawn in.
    package var centre: CGPoint {
        let hair: CGFloat = 1.0 / 1024
        return CGPoint(x: (CGFloat(column) + 0.5) * Self.width - hair, y: (CGFloat(row) + 0.5) * Self.height - hair)
    }

    /// The columns and rows of a canvas, as the ASCII renderer sizes its grid: at least one of each.
    package static func gridSize(of canvas: CGSize) -> (columns: Int, rows: Int) {
        (
            max(index(canvas.width / width, rounding: .toNearestOrAwayFromZero), 1),
            max(index(canvas.height / height, rounding: .toNearestOrAwayFromZero), 1)
        )
    }

    /// The cells a frame covers, snapped as the ASCII renderer snaps edges, e.g. `(0,0)–(48,52)`.
    package static func range(of frame: CGRect) -> String {
        let first = CellPoint(
            column: index(frame.minX / width, rounding: .toNearestOrAwayFromZero),
            row: index(frame.minY / height, rounding: .toNearestOrAwayFromZero)
        )
        let last = CellPoint(
            column: max(index(frame.maxX / width, rounding: .toNearestOrAwayFromZero) - 1, first.column),
            row: max(index(frame.maxY / height, rounding: .toNearestOrAwayFromZero) - 1, first.row)
        )
        return first == last ? "cell \(first)" : "cells \(first)–\(last)"
    }

    /// A cell index from a position in cells; positions that are not finite count as 0 and huge
    /// ones are clamped, so a hostile frame cannot trap.
    private static func index(_ value: CGFloat, rounding rule: FloatingPointRoundingRule) -> Int {
        guard value.isFinite else { return 0 }
        let limit = CGFloat(Int32.max)
        return Int(min(max(value.rounded(rule), -limit), limit))
    }
}

extension CellPoint: Equatable {}

extension CellPoint: CustomStringConvertible {
    package var description: String { "(\(column),\(row))" }
}
