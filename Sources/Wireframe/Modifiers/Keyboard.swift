import Foundation

/// The keyboards a text field can ask for; accepted and not drawn, as a rendered screen has no
/// keyboard.
///
/// ```swift
/// TextField("Email", text: $email).keyboardType(.emailAddress)
/// ```
public enum UIKeyboardType: Int, Hashable, Sendable {
    /// The keyboard of the current input method.
    case `default`
    /// Letters, digits and punctuation, without emoji.
    case asciiCapable
    /// Digits and punctuation.
    case numbersAndPunctuation
    /// A keyboard for URLs.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case URL
    /// Digits only.
    case numberPad
    /// A telephone keypad.
    case phonePad
    /// Letters and a telephone keypad.
    case namePhonePad
    /// A keyboard for email addresses.
    case emailAddress
    /// Digits and a decimal point.
    case decimalPad
    /// A keyboard for social posts.
    case twitter
    /// A keyboard for web searches.
    case webSearch
}

/// When a text field capitalizes what is typed; accepted and unused, as text is typed whole.
///
/// ```swift
/// TextField("Name", text: $name).textInputAutocapitalization(.words)
/// ```
public struct TextInputAutocapitalization: Hashable, Sendable {
    let name: String
    /// No capitals.
    public static let never = TextInputAutocapitalization(name: "never")
    /// The first letter of each word.
    public static let words = TextInputAutocapitalization(name: "words")
    /// The first letter of each sentence.
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    /// Every letter.
    public static let characters = TextInputAutocapitalization(name: "characters")
}

/// UIKit's capitalization of typed text, for the deprecated `autocapitalization(_:)`; accepted
/// and unused, as text is typed whole.
///
/// ```swift
/// TextField("Name", text: $name).autocapitalization(.none)
/// ```
public enum UITextAutocapitalizationType: Int, Hashable, Sendable {
    /// No capitals.
    case none
    /// The first letter of each word.
    case words
    /// The first letter of each sentence.
    case sentences
    /// Every letter.
    case allCharacters
}

/// The label of the keyboard's return key; accepted and not drawn.
///
/// ```swift
/// TextField("Search", text: $query).submitLabel(.search)
/// ```
public struct SubmitLabel: Hashable, Sendable {
    let name: String
    /// Done.
    public static let done = SubmitLabel(name: "done")
    /// Go.
    public static let go = SubmitLabel(name: "go")
    /// Send.
    public static let send = SubmitLabel(name: "send")
    /// Join.
    public static let join = SubmitLabel(name: "join")
    /// Route.
    public static let route = SubmitLabel(name: "route")
    /// Search.
    public static let search = SubmitLabel(name: "search")
    /// Return.
    public static let `return` = SubmitLabel(name: "return")
    /// Next.
    public static let next = SubmitLabel(name: "next")
    /// Continue.
    public static let `continue` = SubmitLabel(name: "continue")
}

/// What submitting means to `onSubmit(of:_:)`.
///
/// ```swift
/// .onSubmit(of: .search) { store.send(.search) }
/// ```
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
    /// The triggers as bits.
    public let rawValue: Int
    /// Creates triggers from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The return key in a text field.
    public static let text = SubmitTriggers(rawValue: 1)
    /// The search key in a search field.
    public static let search = SubmitTriggers(rawValue: 2)
}

/// How scrolling dismisses the keyboard; accepted and unused.
///
/// ```swift
/// ScrollView { … }.scrollDismissesKeyboard(.interactively)
/// ```
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
    let name: String
    /// The platform's choice.
    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
    /// As soon as scrolling starts.
    public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
    /// Following the finger.
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
    /// Never.
    public static let never = ScrollDismissesKeyboardMode(name: "never")
}

extension View {
    /// Asks for the `type` keyboard; a rendered screen has none, so nothing changes.
    ///
    /// ```swift
    /// TextField("Age", text: $age).keyboardType(.numberPad)
    /// ```
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }

    /// Sets how typed text is capitalized; text is typed whole here, so nothing changes.
    ///
    /// ```swift
    /// TextField("Name", text: $name).textInputAutocapitalization(.never)
    /// ```
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }

    /// Turns autocorrection off; text is typed whole here, so nothing changes.
    ///
    /// ```swift
    /// TextField("Username", text: $username).autocorrectionDisabled()
    /// ```
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }

    /// Sets how typed text is capitalized, in the spelling SwiftUI keeps for iOS 13 (renamed
    /// `textInputAutocapitalization(_:)`, without a warning); text is typed whole here, so nothing
    /// changes.
    ///
    /// ```swift
    /// TextField("Name", text: $name).autocapitalization(.none)
    /// ```
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }

    /// Turns autocorrection off, in the spelling SwiftUI keeps for iOS 13 (renamed
    /// `autocorrectionDisabled(_:)`, without a warning); nothing changes.
    ///
    /// ```swift
    /// TextField("Username", text: $username).disableAutocorrection(true)
    /// ```
    public func disableAutocorrection(_ disable: Bool?) -> some View { self }

    /// Labels the keyboard's return key; there is no keyboard to draw it on.
    ///
    /// ```swift
    /// TextField("Title", text: $title).submitLabel(.done)
    /// ```
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }

    /// Runs `action` when the user submits a field with the return key; a scripted screen types
    /// text without pressing it, so the action is not run.
    ///
    /// ```swift
    /// TextField("Title", text: $title).onSubmit { save() }
    /// ```
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { self }

    /// Sets how scrolling dismisses the keyboard; there is no keyboard to dismiss.
    ///
    /// ```swift
    /// List { … }.scrollDismissesKeyboard(.immediately)
    /// ```
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }
}

/// How large controls are drawn; accepted and unused, as controls are drawn at their regular size.
///
/// ```swift
/// Button("Buy") {}.controlSize(.large)
/// ```
public enum ControlSize: Hashable, Sendable, CaseIterable {
    /// The smallest.
    case mini
    /// Small.
    case small
    /// The platform's usual size.
    case regular
    /// Large.
    case large
    /// The largest.
    case extraLarge
}

extension View {
    /// Sets the size of the controls inside, as `@Environment(\.controlSize)` reads it; they are
    /// drawn at their regular size.
    ///
    /// ```swift
    /// HStack { Button("Buy") {} }.controlSize(.large)
    /// ```
    public func controlSize(_ controlSize: ControlSize) -> some View {
        environment(\.controlSize, controlSize)
    }

    /// Sets the space between lines of text; lines are drawn at their font's height, so nothing
    /// changes.
    ///
    /// ```swift
    /// Text(longText).lineSpacing(4)
    /// ```
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View { self }

    /// Shows or hides a list's own background behind its rows; the grey of grouped styles is
    /// drawn either way.
    ///
    /// ```swift
    /// List { … }.scrollContentBackground(.hidden)
    /// ```
    public func scrollContentBackground(_ visibility: Visibility) -> some View { self }
}

extension EnvironmentValues {
    /// The size of controls set with `controlSize(_:)`; `.regular` unless a view sets another.
    /// Controls are drawn at their regular size whatever it is.
    ///
    /// ```swift
    /// @Environment(\.controlSize) var controlSize
    /// var body: some View { Text("Buy").font(controlSize == .large ? .headline : .body) }
    /// ```
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

private struct ControlSizeKey: EnvironmentKey {
    static let defaultValue = ControlSize.regular
}
