import Foundation

/// How much room a dimension of the screen has, as SwiftUI's `UserInterfaceSizeClass`.
///
/// A rendered screen is an iPhone in portrait: `.compact` across, `.regular` down.
///
/// ```swift
/// @Environment(\.horizontalSizeClass) var sizeClass
/// var body: some View { if sizeClass == .compact { VStack { content } } else { HStack { content } } }
/// ```
public enum UserInterfaceSizeClass: Hashable, Sendable, CaseIterable {
    /// Little room: a phone's width.
    case compact
    /// Ample room: a phone's height in portrait, an iPad's width.
    case regular
}

/// Whether the user asked for more contrast, as SwiftUI's `ColorSchemeContrast`.
///
/// ```swift
/// @Environment(\.colorSchemeContrast) var contrast
/// ```
public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable {
    /// The system's standard contrast.
    case standard
    /// More contrast.
    case increased
}

extension EnvironmentValues {
    /// The width's size class: `.compact`, as on an iPhone in portrait. Set it to draw a layout
    /// for a wider screen.
    ///
    /// ```swift
    /// SplitLayout().environment(\.horizontalSizeClass, .regular)
    /// ```
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The height's size class: `.regular`, as on an iPhone in portrait.
    ///
    /// ```swift
    /// @Environment(\.verticalSizeClass) var verticalSizeClass
    /// ```
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }

    /// The locale views format with: `en_US`, so that a picture is the same on every machine.
    ///
    /// ```swift
    /// @Environment(\.locale) var locale
    /// ```
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The calendar views compute dates with: the Gregorian calendar in UTC.
    ///
    /// ```swift
    /// @Environment(\.calendar) var calendar
    /// ```
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The time zone views show times in: UTC, as `Text(date, style:)` writes them.
    ///
    /// ```swift
    /// @Environment(\.timeZone) var timeZone
    /// ```
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// Pixels per point of the screen: 3, an iPhone's.
    ///
    /// ```swift
    /// @Environment(\.displayScale) var displayScale
    /// ```
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    /// The length of one pixel in points: the inverse of ``displayScale``.
    ///
    /// ```swift
    /// Rectangle().frame(height: pixelLength)
    /// ```
    public var pixelLength: CGFloat { 1 / displayScale }

    /// The contrast the user asked for: `.standard`.
    ///
    /// ```swift
    /// @Environment(\.colorSchemeContrast) var contrast
    /// ```
    public var colorSchemeContrast: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] }
        set { self[ColorSchemeContrastKey.self] = newValue }
    }

    /// Whether the user asked for less motion: `false` unless set.
    ///
    /// ```swift
    /// @Environment(\.accessibilityReduceMotion) var reduceMotion
    /// ```
    public var accessibilityReduceMotion: Bool {
        get { self[AccessibilityFlagKey<ReduceMotion>.self] }
        set { self[AccessibilityFlagKey<ReduceMotion>.self] = newValue }
    }

    /// Whether the user asked for less transparency: `false` unless set.
    ///
    /// ```swift
    /// @Environment(\.accessibilityReduceTransparency) var reduceTransparency
    /// ```
    public var accessibilityReduceTransparency: Bool {
        get { self[AccessibilityFlagKey<ReduceTransparency>.self] }
        set { self[AccessibilityFlagKey<ReduceTransparency>.self] = newValue }
    }

    /// Whether the user asked for differences shown without colour: `false` unless set.
    ///
    /// ```swift
    /// @Environment(\.accessibilityDifferentiateWithoutColor) var withoutColor
    /// ```
    public var accessibilityDifferentiateWithoutColor: Bool {
        get { self[AccessibilityFlagKey<DifferentiateWithoutColor>.self] }
        set { self[AccessibilityFlagKey<DifferentiateWithoutColor>.self] = newValue }
    }

    /// Whether the display's colours are inverted: `false` unless set.
    ///
    /// ```swift
    /// @Environment(\.accessibilityInvertColors) var invertColors
    /// ```
    public var accessibilityInvertColors: Bool {
        get { self[AccessibilityFlagKey<InvertColors>.self] }
        set { self[AccessibilityFlagKey<InvertColors>.self] = newValue }
    }

    /// Whether an assistive technology such as VoiceOver is running: `false` unless set.
    ///
    /// ```swift
    /// @Environment(\.accessibilityEnabled) var accessibilityEnabled
    /// ```
    public var accessibilityEnabled: Bool {
        get { self[AccessibilityFlagKey<AccessibilityOn>.self] }
        set { self[AccessibilityFlagKey<AccessibilityOn>.self] = newValue }
    }

    /// Whether VoiceOver is running: `false` unless set.
    ///
    /// ```swift
    /// @Environment(\.accessibilityVoiceOverEnabled) var voiceOver
    /// ```
    public var accessibilityVoiceOverEnabled: Bool {
        get { self[AccessibilityFlagKey<VoiceOver>.self] }
        set { self[AccessibilityFlagKey<VoiceOver>.self] = newValue }
    }
}

private struct HorizontalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = .compact
}

private struct VerticalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = .regular
}

private struct LocaleKey: EnvironmentKey {
    static let defaultValue = Locale(identifier: "en_US")
}

private struct CalendarKey: EnvironmentKey {
    static let defaultValue: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = LocaleKey.defaultValue
        calendar.timeZone = TimeZoneKey.defaultValue
        return calendar
    }()
}

private struct TimeZoneKey: EnvironmentKey {
    static let defaultValue = TimeZone(secondsFromGMT: 0) ?? TimeZone.current
}

private struct DisplayScaleKey: EnvironmentKey {
    static let defaultValue: CGFloat = 3
}

private struct ColorSchemeContrastKey: EnvironmentKey {
    static let defaultValue = ColorSchemeContrast.standard
}

/// One key per accessibility setting, told apart by its tag type; each is off by default.
private struct AccessibilityFlagKey<Tag>: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private enum ReduceMotion {}
private enum ReduceTransparency {}
private enum DifferentiateWithoutColor {}
private enum InvertColors {}
private enum AccessibilityOn {}
private enum VoiceOver {}
