import Foundation

/// What an accessibility element is and how it behaves, as VoiceOver announces it: a button, a
/// header, a selected item, an image.
///
/// Views carry the traits iOS gives them (a `Button` is ``isButton``, a `Text` ``isStaticText``);
/// ``View/accessibilityAddTraits(_:)`` and ``View/accessibilityRemoveTraits(_:)`` change them.
///
/// ```swift
/// Text("Settings").font(.headline).accessibilityAddTraits(.isHeader)
/// Button("Bold") { bold.toggle() }.accessibilityAddTraits(bold ? .isSelected : [])
/// ```
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The bits of the set, one per trait.
    public let rawValue: UInt32

    /// Creates a set from its bits.
    ///
    /// ```swift
    /// AccessibilityTraits(rawValue: 1) == .isButton   // true
    /// ```
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The element is a button: a tap runs its action.
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    /// The element is a header that divides content into sections, such as a navigation title.
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    /// The element is selected, such as the chosen tab or segment.
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    /// The element is a link.
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    /// The element is a search field.
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    /// The element is an image.
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    /// The element plays its own sound when activated.
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    /// The element is a key of a keyboard.
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    /// The element is text that does not change.
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    /// The element sums up the screen when it first appears.
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    /// The element's label or value changes often, as a timer's does.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    /// Activating the element starts media, so VoiceOver stays silent.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    /// Touches go straight to the element, as on a drawing canvas.
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    /// The element turns the page when VoiceOver reaches its end.
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    /// The element is modal: VoiceOver reads what is inside it and nothing behind it.
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    /// The element is a toggle, switched on and off.
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
    /// The element is a tab bar.
    public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)

    /// Every trait with its name, in the order of their bits: how dumps, snapshots and JSON
    /// name them.
    static let names: [(trait: AccessibilityTraits, name: String)] = [
        (.isButton, "isButton"), (.isHeader, "isHeader"), (.isSelected, "isSelected"), (.isLink, "isLink"),
        (.isSearchField, "isSearchField"), (.isImage, "isImage"), (.playsSound, "playsSound"), (.isKeyboardKey, "isKeyboardKey"),
        (.isStaticText, "isStaticText"), (.isSummaryElement, "isSummaryElement"), (.updatesFrequently, "updatesFrequently"),
        (.startsMediaSession, "startsMediaSession"), (.allowsDirectInteraction, "allowsDirectInteraction"),
        (.causesPageTurn, "causesPageTurn"), (.isModal, "isModal"), (.isToggle, "isToggle"), (.isTabBar, "isTabBar"),
    ]

    /// The names of the traits in the set, in the order of ``names``.
    var traitNames: [String] {
        Self.names.filter { contains($0.trait) }.map(\.name)
    }

    /// The set of the traits named, or `nil` when a name is not a trait's.
    init?(names: [String]) {
        var traits: AccessibilityTraits = []
        for name in names {
            guard let trait = Self.names.first(where: { $0.name == name })?.trait else { return nil }
            traits.insert(trait)
        }
        self = traits
    }
}

/// How ``View/accessibilityElement(children:)`` turns a view and the elements inside it into
/// accessibility elements.
///
/// ```swift
/// HStack { Image(systemName: "star.fill"); Text("Favourite") }
///     .accessibilityElement(children: .combine)   // one element: "star fill, Favourite"
/// ```
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let name: String

    /// One element with only the accessibility properties given to the view itself; the
    /// elements inside are left out.
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    /// One element whose label, value and traits join those of the elements inside.
    public static let combine = AccessibilityChildBehavior(name: "combine")
    /// The elements inside stay separate, but are read together: the view is a container in
    /// which sort priorities and reading order apply.
    public static let contain = AccessibilityChildBehavior(name: "contain")

    static let all: [AccessibilityChildBehavior] = [.ignore, .combine, .contain]
}
