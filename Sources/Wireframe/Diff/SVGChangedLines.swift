import Foundation

/// The elements two SVG documents do not share, found line by line so that what both draw
/// alike is never parsed.
///
/// The SVG writer puts one element on each line (a text with its runs included), so an element
/// drawn alike in both documents is the same line inside the same open groups. Lines are keyed by
/// their bytes and the lines of the groups around them, counted in both documents, and only the
/// lines one has more of than the other are read as elements, with the opacity and definitions
/// of the groups around them. Since identical elements always pair with each other first, the
/// diff of these elements is the diff of the whole documents. A document written otherwise
/// (several elements on a line) is still read, a line at a time.
///
/// - Complexity: O(*n*) in the documents' lengths, plus the parsing of the lines that differ.
struct SVGChangedLines {
    /// The elements only the old document draws, in its order.
    let old: [RenderElement]
    /// The elements only the new document draws, in its order.
    let new: [RenderElement]

    init(old oldSVG: String, new newSVG: String) {
        let old = Document(oldSVG)
        let new = Document(newSVG)
        // Most lines of two renders of one view are the same lines in the same places: skip the
        // shared beginning and end by comparing bytes, and key only the lines between.
        var prefix = 0
        while prefix < old.leaves.count && prefix < new.leaves.count && old.isSame(prefix, as: new, prefix) { prefix += 1 }
        var suffix = 0
        while suffix < old.leaves.count - prefix && suffix < new.leaves.count - prefix
            && old.isSame(old.leaves.count - 1 - suffix, as: new, new.leaves.count - 1 - suffix)
        {
            suffix += 1
        }
        let oldMiddle = prefix..<(old.leaves.count - suffix)
        let newMiddle = prefix..<(new.leaves.count - suffix)
        self.old = old.elements(of: oldMiddle, beyond: new.counts(of: newMiddle))
        self.new = new.elements(of: newMiddle, beyond: old.counts(of: oldMiddle))
    }

    /// A line: the element's bytes, inside the groups whose lines hash to `context`.
    private struct Key: Hashable {
        var context: Int
        var bytes: ArraySlice<UInt8>

        // A slice hashes element by element; its bytes at once are many times faster.
        func hash(into hasher: inout Hasher) {
            hasher.combine(context)
            bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
        }

        static func == (lhs: Key, rhs: Key) -> Bool {
            guard lhs.context == rhs.context, lhs.bytes.count == rhs.bytes.count else { return false }
            return lhs.bytes.withUnsafeBytes { left in
                rhs.bytes.withUnsafeBytes { right in
                    guard let a = left.baseAddress, let b = right.baseAddress else { return true }
                    return memcmp(a, b, left.count) == 0
                }
            }
        }
    }

    private struct Document {
        let bytes: [UInt8]
        /// The lines that hold elements, with their keys and the line of the innermost group
        /// open around them.
        var leaves: [(key: Key, range: Range<Int>, parent: Int?)] = []
        /// The lines that open a group, each with the line of the group around it.
        var groups: [Int: (range: Range<Int>, parent: Int?)] = [:]

        init(_ svg: String) {
            bytes = Array(svg.utf8)
            var stack: [(line: Int, context: Int)] = []
            var start = 0
            var lineNumber = 0
            while start < bytes.count {
                let end = Self.lineEnd(in: bytes, from: start)
                var first = start
                while first < end && (bytes[first] == 0x20 || bytes[first] == 0x09) { first += 1 }
                var last = end
                while last > first && (bytes[last - 1] == 0x20 || bytes[last - 1] == 0x0D) { last -= 1 }
                let line = bytes[first..<last]
                if !line.isEmpty {
                    switch Self.classify(line) {
                    case .close:
                        if !stack.isEmpty { stack.removeLast() }
                    case .open:
                        var hasher = Hasher()
                        hasher.combine(stack.last?.context ?? 0)
                        line.withUnsafeBytes { hasher.combine(bytes: $0) }
                        groups[lineNumber] = (first..<last, stack.last?.line)
                        stack.append((lineNumber, hasher.finalize()))
                    case .leaf:
                        leaves.append((Key(context: stack.last?.context ?? 0, bytes: line), first..<last, stack.last?.line))
                    }
                }
                start = end + 1
                lineNumber += 1
            }
        }

        private enum LineKind { case open, close, leaf }

        /// The index of the first line feed at or after `start`, or the end of `bytes`.
        private static func lineEnd(in bytes: [UInt8], from start: Int) -> Int {
            bytes.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress, start < buffer.count,
                    let found = memchr(base + start, 0x0A, buffer.count - start)
                else { return buffer.count }
                return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            }
        }

        /// `</g>` closes; `<g …>` (not `<… />`, not holding its own end tag) opens; the rest
        /// are elements, comments and declarations.
        private static func classify(_ line: ArraySlice<UInt8>) -> LineKind {
            let lessThan = UInt8(ascii: "<")
            let slash = UInt8(ascii: "/")
            guard line.first == lessThan, line.count >= 2 else { return .leaf }
            let second = line[line.startIndex + 1]
            if second == slash { return .close }
            if second == UInt8(ascii: "!") || second == UInt8(ascii: "?") { return .leaf }
            guard line.last == UInt8(ascii: ">"), line[line.endIndex - 2] != slash else { return .leaf }
            // `<text …>…</text>` is one element on its line.
            for index in line.indices.dropFirst() where line[index] == lessThan { return .leaf }
            return .open
        }

        /// Whether the element line `index` is the line `otherIndex` of `other`, in the same groups.
        func isSame(_ index: Int, as other: Document, _ otherIndex: Int) -> Bool {
            leaves[index].key == other.leaves[otherIndex].key
        }

        func counts(of range: Range<Int>) -> [Key: Int] {
            var counts: [Key: Int] = [:]
            for leaf in leaves[range] { counts[leaf.key, default: 0] += 1 }
            return counts
        }

        /// The elements of the lines in `range` this document has more of than `other` counted.
        func elements(of range: Range<Int>, beyond other: [Key: Int]) -> [RenderElement] {
            var remaining = other
            var elements: [RenderElement] = []
            for leaf in leaves[range] {
                if let count = remaining[leaf.key], count > 0 {
                    remaining[leaf.key] = count - 1
                    continue
                }
                var open = context(of: leaf.parent)
                elements += RenderElement.elements(in: bytes[leaf.range], open: &open)
            }
            return elements
        }

        /// The groups open around the line `parent` and it, outermost first.
        private func context(of parent: Int?) -> [RenderElement.SVGContext] {
            var chain: [Range<Int>] = []
            var line = parent
            while let current = line, let group = groups[current] {
                chain.append(group.range)
                line = group.parent
            }
            var open: [RenderElement.SVGContext] = []
            for range in chain.reversed() {
                _ = RenderElement.elements(in: bytes[range], open: &open)
            }
            return open
        }
    }
}
