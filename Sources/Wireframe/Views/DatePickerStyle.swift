import Foundation

/// A look for date pickers: `.automatic`, `.compact`, `.wheel` or `.graphical`, as on iOS.
///
/// As in SwiftUI, the styles are the built-in ones; a type of one's own that conforms draws the
/// picker in the automatic style.
///
/// ```swift
/// DatePicker("Date", selection: $date).datePickerStyle(.graphical)
/// DatePicker("Date", selection: $date).datePickerStyle(WheelDatePickerStyle())
/// ```
@MainActor @preconcurrency
public protocol DatePickerStyle {}

/// The style of date pickers where none is set: on iOS, ``CompactDatePickerStyle``.
///
/// ```swift
/// DatePicker("Date", selection: $date).datePickerStyle(.automatic)
/// ```
public struct DefaultDatePickerStyle: DatePickerStyle, BuiltInDatePickerStyle {
    /// Creates the style.
    ///
    /// ```swift
    /// DatePicker("Date", selection: $date).datePickerStyle(DefaultDatePickerStyle())
    /// ```
    public init() {}
    var kind: DatePickerStyleKind { .automatic }
}

/// The label, then the date and the time in grey rounded pills that open a calendar or a
/// clock when tapped; drawn closed.
///
/// ```swift
/// DatePicker("Start", selection: $start).datePickerStyle(.compact)
/// ```
public struct CompactDatePickerStyle: DatePickerStyle, BuiltInDatePickerStyle {
    /// Creates the style.
    ///
    /// ```swift
    /// DatePicker("Date", selection: $date).datePickerStyle(CompactDatePickerStyle())
    /// ```
    public init() {}
    var kind: DatePickerStyleKind { .compact }
}

/// The label beside wheels that scroll through the days, hours and minutes, the selected row
/// on a grey band.
///
/// ```swift
/// DatePicker("Alarm", selection: $alarm, displayedComponents: .hourAndMinute).datePickerStyle(.wheel)
/// ```
public struct WheelDatePickerStyle: DatePickerStyle, BuiltInDatePickerStyle {
    /// Creates the style.
    ///
    /// ```swift
    /// DatePicker("Date", selection: $date).datePickerStyle(WheelDatePickerStyle())
    /// ```
    public init() {}
    var kind: DatePickerStyleKind { .wheel }
}

/// A month's calendar, with chevrons to the months before and after, the selected day in a
/// circle of the accent colour and, when the picker shows the time, a row for it; the label is
/// not drawn, as on iOS, but VoiceOver reads it.
///
/// ```swift
/// DatePicker("Day", selection: $day, displayedComponents: .date).datePickerStyle(.graphical)
/// ```
public struct GraphicalDatePickerStyle: DatePickerStyle, BuiltInDatePickerStyle {
    /// Creates the style.
    ///
    /// ```swift
    /// DatePicker("Date", selection: $date).datePickerStyle(GraphicalDatePickerStyle())
    /// ```
    public init() {}
    var kind: DatePickerStyleKind { .graphical }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The platform's choice: compact on iOS.
    ///
    /// ```swift
    /// DatePicker("Date", selection: $date).datePickerStyle(.automatic)
    /// ```
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// The label and the date in grey pills.
    ///
    /// ```swift
    /// DatePicker("Date", selection: $date).datePickerStyle(.compact)
    /// ```
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// Wheels of days, hours and minutes.
    ///
    /// ```swift
    /// DatePicker("Date", selection: $date).datePickerStyle(.wheel)
    /// ```
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A month's calendar.
    ///
    /// ```swift
    /// DatePicker("Date", selection: $date).datePickerStyle(.graphical)
    /// ```
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension View {
    /// Sets the style of the date pickers inside the view.
    ///
    /// ```swift
    /// Form { DatePicker("Day", selection: $day, displayedComponents: .date) }
    ///     .datePickerStyle(.graphical)
    /// ```
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        let kind = (style as? any BuiltInDatePickerStyle)?.kind ?? .automatic
        return modifier(EnvironmentModifier { $0.datePickerStyleKind = kind })
    }
}

/// A style Wireframe draws, by the look it names.
@MainActor
protocol BuiltInDatePickerStyle {
    var kind: DatePickerStyleKind { get }
}

/// The looks of a date picker.
enum DatePickerStyleKind: Sendable, Hashable {
    case automatic, compact, wheel, graphical
}

private struct DatePickerStyleKey: EnvironmentKey {
    static let defaultValue = DatePickerStyleKind.automatic
}

extension EnvironmentValues {
    /// The look of the date pickers inside, as `datePickerStyle(_:)` sets it.
    var datePickerStyleKind: DatePickerStyleKind {
        get { self[DatePickerStyleKey.self] }
        set { self[DatePickerStyleKey.self] = newValue }
    }
}
