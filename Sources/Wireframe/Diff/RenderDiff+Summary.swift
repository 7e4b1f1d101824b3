import Foundation

extension RenderDiff {
    /// The most lines ``summary`` has; the rest are counted on its last line.
    static let summaryLimit = 5

    /// What changed, in at most five lines, most significant first.
    ///
    /// The elements that only moved or resized because of another change are counted on the
    /// first line (`Button "취소" removed (1 other element moved or resized)`), not listed; when
    /// only sizes changed, the resized elements that hold no other change are the ones named;
    /// when elements only moved, those that moved by the same offset are one line. A diff with
    /// no visible change but different sources says so.
    ///
    /// ```swift
    /// diff.summary   // ["Button \"취소\" removed (1 other element moved or resized)"]
    /// ```
    public var summary: [String] {
        guard !changes.isEmpty else {
            return hasInvisibleChanges ? ["No visible change: only what is not drawn differs"] : []
        }
        let isGeometric: (Change) -> Bool = { $0.kind == .moved || $0.kind == .resized }
        let primary = changes.filter { !isGeometric($0) }
        let geometric = changes.filter(isGeometric)
        var lines: [String]
        var consequences = 0
        if !primary.isEmpty {
            lines = primary.map(\.line)
            consequences = geometric.count
        } else {
            // The resized elements that hold no other changed element: a container that grew
            // with its content is a consequence.
            let causes = geometric.filter { change in
                guard change.kind == .resized, let frame = change.newFrame else { return false }
                return !geometric.contains { other in
                    other != change && (other.newFrame.map { frame.contains($0) && $0.area < frame.area } ?? false)
                }
            }
            if !causes.isEmpty {
                lines = causes.map(\.line)
                consequences = geometric.count - causes.count
            } else {
                lines = Self.movedGroups(geometric)
            }
        }
        if consequences > 0 {
            lines[0] += " (\(consequences) other element\(consequences == 1 ? "" : "s") moved or resized)"
        }
        if lines.count > Self.summaryLimit {
            let rest = lines.count - (Self.summaryLimit - 1)
            lines = Array(lines.prefix(Self.summaryLimit - 1)) + ["… and \(rest) more changes"]
        }
        return lines
    }

    /// One line per offset the moved elements moved by, in the order of their first change: a
    /// subtree that moved as a whole is one line.
    private static func movedGroups(_ moves: [Change]) -> [String] {
        var groups: [(offset: CGSize, changes: [Change])] = []
        for change in moves {
            guard let old = change.oldFrame, let new = change.newFrame else { continue }
            let offset = CGSize(width: new.minX - old.minX, height: new.minY - old.minY)
            if let index = groups.firstIndex(where: { isClose($0.offset.width, offset.width) && isClose($0.offset.height, offset.height) })
            {
                groups[index].changes.append(change)
            } else {
                groups.append((offset, [change]))
            }
        }
        return groups.map { group in
            guard group.changes.count > 1 else { return group.changes[0].line }
            let names = group.changes.prefix(2).map(\.element).joined(separator: ", ")
            let more = group.changes.count > 2 ? ", …" : ""
            return "\(group.changes.count) elements \(movement(by: group.offset)): \(names)\(more)"
        }
    }

    /// Every change on a line of its own, with the frames it had and has; the oracle tests
    /// assert on.
    ///
    /// ```swift
    /// print(diff.dump())
    /// // removed Button "취소" @ (64, 420, 125, 48)
    /// // resized Button "삭제" width 125 → 262 pt @ (201, 420, 125, 48) → (64, 420, 262, 48)
    /// ```
    public func dump() -> String {
        if changes.isEmpty { return hasInvisibleChanges ? "no visible change\n" : "no change\n" }
        return changes.map { change in
            var line = change.kind.name + " " + change.element
            if !change.details.isEmpty { line += " " + change.details.joined(separator: ", ") }
            switch (change.oldFrame, change.newFrame) {
            case (let old?, let new?): line += " @ " + formatFrame(old) + " → " + formatFrame(new)
            case (let frame?, nil), (nil, let frame?): line += " @ " + formatFrame(frame)
            case (nil, nil): break
            }
            return line + "\n"
        }.joined()
    }
}
