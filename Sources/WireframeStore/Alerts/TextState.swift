import WireframeDump

/// Text in feature state — an alert's title, a button's label — that a view shows as `Text`.
///
/// ```swift
/// let title = TextState("Delete memo?")
/// let both = TextState("Delete ") + TextState(verbatim: "장보기")
/// String(state: both)   // "Delete 장보기"
/// ```
///
/// Wireframe has no localization or text styling in the store, so a `TextState` is its plain
/// string: two are equal when their strings are, however they were built. A view layer reads the
/// string with ``Swift/String/init(state:)``.
public struct TextState: Equatable, Hashable, Sendable {
    @usableFromInline let string: String

    /// Creates text shown exactly as `content` is written.
    ///
    /// ```swift
    /// TextState(verbatim: "v1.2")
    /// ```
    @inlinable
    public init(verbatim content: String) {
        self.string = content
    }

    /// Creates text from any string.
    ///
    /// ```swift
    /// TextState(memo.title)
    /// ```
    @inlinable
    public init<S: StringProtocol>(_ content: S) {
        self.string = String(content)
    }

    /// The two texts one after the other.
    ///
    /// ```swift
    /// TextState("Hello, ") + TextState("world")   // "Hello, world"
    /// ```
    @inlinable
    public static func + (lhs: Self, rhs: Self) -> Self {
        Self(verbatim: lhs.string + rhs.string)
    }
}

extension TextState: ExpressibleByStringInterpolation {
    /// Creates text from a literal: `let title: TextState = "Delete memo?"`.
    @inlinable
    public init(stringLiteral value: String) {
        self.init(verbatim: value)
    }
}

extension TextState: CustomStringConvertible {
    /// The plain string.
    public var description: String {
        string
    }
}

extension TextState: CustomDumpRepresentable {
    package var dumpValue: Any { DumpText("TextState(\(ValueDump.quoted(string)))") }
}

extension String {
    /// The plain string of `state`, for a view to draw.
    ///
    /// ```swift
    /// String(state: alert.title)   // "Delete memo?"
    /// ```
    public init(state: TextState) {
        self = state.string
    }
}
