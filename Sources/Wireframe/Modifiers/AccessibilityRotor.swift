import Foundation

/// The entries of a VoiceOver rotor, as SwiftUI's `AccessibilityRotorContent`.
///
/// A rotor is a way of moving VoiceOver's cursor, not something drawn or read: Wireframe's
/// accessibility tree lists elements, not rotors, so rotors and their entries are accepted and
/// change nothing.
///
/// ```swift
/// .accessibilityRotor("Unread") { for mail in unread { AccessibilityRotorEntry(mail.subject, id: mail.id) } }
/// ```
public protocol AccessibilityRotorContent {}

/// One entry of a VoiceOver rotor: a label and the view it moves to.
///
/// ```swift
/// AccessibilityRotorEntry("Chapter 2", id: chapter.id)
/// ```
public struct AccessibilityRotorEntry<ID: Hashable>: AccessibilityRotorContent {
    let label: Text?
    let id: ID

    /// Creates an entry labelled `label` for the view with `id`.
    public init(_ label: Text, id: ID, in namespace: Namespace.ID? = nil, prepare: @escaping () -> Void = {}) {
        self.label = label
        self.id = id
    }

    /// Creates an entry labelled `label` for the view with `id`.
    public init<L: StringProtocol>(_ label: L, id: ID, in namespace: Namespace.ID? = nil, prepare: @escaping () -> Void = {}) {
        self.init(Text(String(label)), id: id, in: namespace, prepare: prepare)
    }

    /// Creates an entry labelled `labelKey` for the view with `id`.
    public init(_ labelKey: LocalizedStringKey, id: ID, in namespace: Namespace.ID? = nil, prepare: @escaping () -> Void = {}) {
        self.init(Text(labelKey), id: id, in: namespace, prepare: prepare)
    }
}

/// The rotors iOS has of its own, which a view can add entries to.
///
/// ```swift
/// .accessibilityRotor(.headings) { AccessibilityRotorEntry("Summary", id: 0) }
/// ```
public struct AccessibilitySystemRotor: Sendable {
    private let name: String

    /// The links.
    public static let links = AccessibilitySystemRotor(name: "links")
    /// The headings.
    public static let headings = AccessibilitySystemRotor(name: "headings")
    /// The bold text.
    public static let boldText = AccessibilitySystemRotor(name: "boldText")
    /// The italic text.
    public static let italicText = AccessibilitySystemRotor(name: "italicText")
    /// The underlined text.
    public static let underlineText = AccessibilitySystemRotor(name: "underlineText")
    /// The misspelled words.
    public static let misspelledWords = AccessibilitySystemRotor(name: "misspelledWords")
    /// The images.
    public static let images = AccessibilitySystemRotor(name: "images")
    /// The text fields.
    public static let textFields = AccessibilitySystemRotor(name: "textFields")
    /// The tables.
    public static let tables = AccessibilitySystemRotor(name: "tables")
    /// The lists.
    public static let lists = AccessibilitySystemRotor(name: "lists")
    /// The landmarks.
    public static let landmarks = AccessibilitySystemRotor(name: "landmarks")

    /// The headings of `level`.
    public static func headings(level: AccessibilityHeadingLevel) -> AccessibilitySystemRotor {
        AccessibilitySystemRotor(name: "headings.\(level)")
    }
}

/// Builds the entries of a rotor.
///
/// ```swift
/// .accessibilityRotor("Flags") { AccessibilityRotorEntry("First", id: 1); AccessibilityRotorEntry("Second", id: 2) }
/// ```
@resultBuilder
public enum AccessibilityRotorContentBuilder {
    /// The entries, one after another.
    public static func buildBlock(_ content: any AccessibilityRotorContent...) -> AccessibilityRotorEntries { AccessibilityRotorEntries() }
    /// An entry given on its own.
    public static func buildExpression<Content: AccessibilityRotorContent>(_ content: Content) -> any AccessibilityRotorContent { content }
    /// Entries made in a `for` loop.
    public static func buildArray(_ content: [any AccessibilityRotorContent]) -> any AccessibilityRotorContent {
        AccessibilityRotorEntries()
    }
    /// Entries shown under a condition.
    public static func buildOptional(_ content: (any AccessibilityRotorContent)?) -> any AccessibilityRotorContent {
        content ?? AccessibilityRotorEntries()
    }
    /// The entries of one branch.
    public static func buildEither(first: any AccessibilityRotorContent) -> any AccessibilityRotorContent { first }
    /// The entries of the other branch.
    public static func buildEither(second: any AccessibilityRotorContent) -> any AccessibilityRotorContent { second }
}

/// The entries an `AccessibilityRotorContentBuilder` builds; a rotor changes nothing here.
///
/// ```swift
/// let entries: AccessibilityRotorEntries = AccessibilityRotorContentBuilder.buildBlock()
/// ```
public struct AccessibilityRotorEntries: AccessibilityRotorContent {}

extension View {
    /// Adds a VoiceOver rotor labelled `label`; accepted, as rotors are not part of the
    /// accessibility tree here.
    ///
    /// ```swift
    /// .accessibilityRotor(Text("Warnings")) { AccessibilityRotorEntry("Low battery", id: 1) }
    /// ```
    public func accessibilityRotor(_ label: Text, @AccessibilityRotorContentBuilder entries: () -> AccessibilityRotorEntries)
        -> some View
    {
        self
    }

    /// Adds a VoiceOver rotor labelled `labelKey`; accepted.
    ///
    /// ```swift
    /// .accessibilityRotor("Warnings") { AccessibilityRotorEntry("Low battery", id: 1) }
    /// ```
    public func accessibilityRotor(
        _ labelKey: LocalizedStringKey, @AccessibilityRotorContentBuilder entries: () -> AccessibilityRotorEntries
    ) -> some View {
        self
    }

    /// Adds entries to one of iOS's own rotors; accepted.
    ///
    /// ```swift
    /// .accessibilityRotor(.headings) { AccessibilityRotorEntry("Summary", id: 0) }
    /// ```
    public func accessibilityRotor(
        _ systemRotor: AccessibilitySystemRotor, @AccessibilityRotorContentBuilder entries: () -> AccessibilityRotorEntries
    ) -> some View {
        self
    }

    /// Adds a VoiceOver rotor of `entries`, each labelled by `entryLabel`; accepted.
    ///
    /// ```swift
    /// .accessibilityRotor("Messages", entries: messages, entryLabel: \.subject)
    /// ```
    public func accessibilityRotor<EntryModel: Identifiable>(
        _ labelKey: LocalizedStringKey, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
    ) -> some View {
        self
    }

    /// Marks the view as the one a rotor entry with `id` in `namespace` moves to; accepted.
    ///
    /// ```swift
    /// Text(message.subject).accessibilityRotorEntry(id: message.id, in: namespace)
    /// ```
    public func accessibilityRotorEntry<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View { self }
}
