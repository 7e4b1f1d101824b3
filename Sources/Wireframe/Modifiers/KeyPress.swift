import Foundation

/// A key on a hardware keyboard, as SwiftUI's `KeyEquivalent`.
///
/// ```swift
/// TextField("Search", text: $query).onKeyPress(.escape) { query = ""; return .handled }
/// ```
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The character the key produces.
    public let character: Character

    /// The key that produces `character`.
    ///
    /// - Parameter character: The character, such as `"a"`.
    public init(_ character: Character) {
        self.character = character
    }

    /// The key that produces the character of a literal, as in `.onKeyPress("q")`.
    public init(extendedGraphemeClusterLiteral value: Character) {
        self.init(value)
    }

    /// The up arrow.
    public static let upArrow = KeyEquivalent("\u{F700}")
    /// The down arrow.
    public static let downArrow = KeyEquivalent("\u{F701}")
    /// The left arrow.
    public static let leftArrow = KeyEquivalent("\u{F702}")
    /// The right arrow.
    public static let rightArrow = KeyEquivalent("\u{F703}")
    /// The escape key.
    public static let escape = KeyEquivalent("\u{1B}")
    /// The delete (backspace) key.
    public static let delete = KeyEquivalent("\u{8}")
    /// The forward delete key.
    public static let deleteForward = KeyEquivalent("\u{F728}")
    /// The home key.
    public static let home = KeyEquivalent("\u{F729}")
    /// The end key.
    public static let end = KeyEquivalent("\u{F72B}")
    /// The page up key.
    public static let pageUp = KeyEquivalent("\u{F72C}")
    /// The page down key.
    public static let pageDown = KeyEquivalent("\u{F72D}")
    /// The clear key.
    public static let clear = KeyEquivalent("\u{F739}")
    /// The tab key.
    public static let tab = KeyEquivalent("\t")
    /// The space bar.
    public static let space = KeyEquivalent(" ")
    /// The return key.
    public static let `return` = KeyEquivalent("\r")
}

/// The modifier keys held with a key, as SwiftUI's `EventModifiers`.
///
/// ```swift
/// .onKeyPress(phases: .down) { press in press.modifiers.contains(.command) ? .handled : .ignored }
/// ```
public struct EventModifiers: OptionSet, Hashable, Sendable {
    /// The modifiers as bits.
    public let rawValue: Int
    /// Creates modifiers from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Caps lock.
    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    /// The shift key.
    public static let shift = EventModifiers(rawValue: 1 << 1)
    /// The control key.
    public static let control = EventModifiers(rawValue: 1 << 2)
    /// The option key.
    public static let option = EventModifiers(rawValue: 1 << 3)
    /// The command key.
    public static let command = EventModifiers(rawValue: 1 << 4)
    /// A key of the numeric keypad.
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    /// Every modifier.
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad]
}

/// A press of a key on a hardware keyboard, as `onKeyPress` hands it to its action.
///
/// ```swift
/// .onKeyPress(phases: .down) { press in press.characters == "q" ? .handled : .ignored }
/// ```
public struct KeyPress: Sendable {
    /// The key pressed.
    public let key: KeyEquivalent
    /// The characters the key produces with no modifier held.
    public let characters: String
    /// The modifier keys held with it.
    public let modifiers: EventModifiers
    /// Whether the key went down, repeated or went up.
    public let phase: Phases

    /// The phases of a key press an action asks for.
    ///
    /// ```swift
    /// .onKeyPress(.space, phases: [.down, .up]) { press in .handled }
    /// ```
    public struct Phases: OptionSet, Hashable, Sendable {
        /// The phases as bits.
        public let rawValue: Int
        /// Creates phases from their bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The key went down.
        public static let down = Phases(rawValue: 1 << 0)
        /// The key repeats while held.
        public static let `repeat` = Phases(rawValue: 1 << 1)
        /// The key went up.
        public static let up = Phases(rawValue: 1 << 2)
        /// Every phase.
        public static let all: Phases = [.down, .repeat, .up]
    }

    /// Whether an action consumed the press.
    ///
    /// ```swift
    /// .onKeyPress(.return) { submit(); return .handled }
    /// ```
    public enum Result: Hashable, Sendable {
        /// The action consumed the press; no other view receives it.
        case handled
        /// The action let the press go on to other views.
        case ignored
    }
}

extension View {
    /// Runs `action` when `key` is pressed on a hardware keyboard while the view has the focus.
    ///
    /// An iPhone has no hardware keyboard, and a scripted screen types into fields as the
    /// on-screen keyboard does, which sends no key presses: the action never runs, and the view is
    /// drawn as it is.
    ///
    /// ```swift
    /// TextField("Search", text: $query).onKeyPress(.escape) { query = ""; return .handled }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The key to respond to.
    ///   - action: What to do; return `.handled` to consume the press.
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View { self }

    /// Runs `action` when `key` is pressed in one of `phases`; never run in a render.
    ///
    /// ```swift
    /// Canvas { … }.onKeyPress(.space, phases: [.down, .up]) { press in isHeld = press.phase == .down; return .handled }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The key to respond to.
    ///   - phases: The phases to respond to.
    ///   - action: What to do with the press; return `.handled` to consume it.
    public func onKeyPress(
        _ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View {
        self
    }

    /// Runs `action` when one of `keys` is pressed in one of `phases`; never run in a render.
    ///
    /// ```swift
    /// Grid { … }.onKeyPress(keys: [.leftArrow, .rightArrow]) { press in move(press.key); return .handled }
    /// ```
    ///
    /// - Parameters:
    ///   - keys: The keys to respond to.
    ///   - phases: The phases to respond to; key down and repeat by default.
    ///   - action: What to do with the press; return `.handled` to consume it.
    public func onKeyPress(
        keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View {
        self
    }

    /// Runs `action` when a key producing one of `characters` is pressed; never run in a render.
    ///
    /// ```swift
    /// Board().onKeyPress(characters: .decimalDigits) { press in enter(press.characters); return .handled }
    /// ```
    ///
    /// - Parameters:
    ///   - characters: The characters to respond to.
    ///   - phases: The phases to respond to; key down and repeat by default.
    ///   - action: What to do with the press; return `.handled` to consume it.
    public func onKeyPress(
        characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View {
        self
    }

    /// Runs `action` when any key is pressed in one of `phases`; never run in a render.
    ///
    /// ```swift
    /// Editor().onKeyPress(phases: .down) { press in press.modifiers.contains(.option) ? .handled : .ignored }
    /// ```
    ///
    /// - Parameters:
    ///   - phases: The phases to respond to; key down and repeat by default.
    ///   - action: What to do with the press; return `.handled` to consume it.
    public func onKeyPress(
        phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View {
        self
    }
}
