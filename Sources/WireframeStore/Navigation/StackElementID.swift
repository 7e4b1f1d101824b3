import WireframeDump

/// The stable id of an element of a ``StackState``.
///
/// Ids count up from 0 in each stack, in the order elements are pushed, and are never reused,
/// so tests can spell them: `.path(.element(id: 0, action: .detail(.toastButtonTapped)))`.
public struct StackElementID: Hashable, Comparable, Sendable, ExpressibleByIntegerLiteral {
    /// The id's number.
    public let rawValue: Int

    /// Creates the id `rawValue`.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Creates the id written as an integer literal.
    public init(integerLiteral value: Int) {
        self.rawValue = value
    }

    /// Whether `lhs` was pushed before `rhs`.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

extension StackElementID: CustomStringConvertible {
    /// `#` and the number, such as `#0`.
    public var description: String { "#\(rawValue)" }
}

extension StackElementID: CustomDumpRepresentable {
    package var dumpValue: Any { DumpText(description) }
}
