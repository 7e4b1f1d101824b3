import Foundation

/// A key and the modifier keys held with it, as SwiftUI's `KeyboardShortcut`: what
/// ``View/keyboardShortcut(_:)-(KeyboardShortcut)`` gives a button.
///
/// ```swift
/// Button("Save") { save() }.keyboardShortcut(KeyboardShortcut("s", modifiers: .command))
/// Button("Done") { dismiss() }.keyboardShortcut(.defaultAction)
/// ```
public struct KeyboardShortcut: Hashable, Sendable {
    /// The key pressed.
    public let key: KeyEquivalent
    /// The modifier keys held with it.
    public let modifiers: EventModifiers
    /// How the shortcut is changed for the keyboard's layout.
    public let localization: Localization

    /// The shortcut of `key` with `modifiers`, ⌘ by default.
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: Localization = .automatic) {
        self.key = key
        self.modifiers = modifiers
        self.localization = localization
    }

    /// Return, the shortcut of a window's default button.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape, the shortcut of a window's cancel button.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

    /// How a shortcut is changed for the keyboard's layout and the writing direction.
    public struct Localization: Hashable, Sendable {
        private let name: String

        /// Remapped for the keyboard's layout, and mirrored right to left.
        public static let automatic = Localization(name: "automatic")
        /// Remapped for the keyboard's layout, never mirrored.
        public static let withoutMirroring = Localization(name: "withoutMirroring")
        /// Used as written.
        public static let custom = Localization(name: "custom")
    }
}

extension View {
    /// Gives the view's button or control the shortcut of `key` with `modifiers` on a hardware
    /// keyboard. A render has no keyboard and an iPhone shows no shortcut, so the view is drawn
    /// as it is; a test taps the button instead.
    ///
    /// ```swift
    /// Button("New Memo") { add() }.keyboardShortcut("n")
    /// ```
    public func keyboardShortcut(
        _ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: KeyboardShortcut.Localization = .automatic
    ) -> some View {
        self
    }

    /// Gives the view's button or control `shortcut` on a hardware keyboard; drawn as it is.
    ///
    /// ```swift
    /// Button("Cancel", role: .cancel) { dismiss() }.keyboardShortcut(.cancelAction)
    /// ```
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        self
    }

    /// Gives the view's button or control `shortcut`, or takes its shortcut away when `nil`;
    /// drawn as it is.
    ///
    /// ```swift
    /// Button("Send") { send() }.keyboardShortcut(canSend ? .defaultAction : nil)
    /// ```
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
        self
    }
}
