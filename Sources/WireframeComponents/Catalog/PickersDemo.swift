import Foundation
import Wireframe

/// The pickers of dates and colours in a form, in each style and the states a design review
/// checks: a day, a time, both; Korean and Japanese; a selection outside its range, drawn clamped;
/// labels hidden; disabled. Every date is 3 June 2024, 9:41 in UTC, so the page never changes.
struct PickersDemo: View {
    /// 3 June 2024, 9:41 UTC.
    static let day = Date(timeIntervalSince1970: 1_717_407_660)
    /// 10 and 24 June 2024, 00:00 UTC: a trip the range pickers keep to.
    static let tripStart = Date(timeIntervalSince1970: 1_717_977_600)
    static let tripEnd = Date(timeIntervalSince1970: 1_719_187_200)

    private static let korean = Locale(identifier: "ko_KR")
    private static let japanese = Locale(identifier: "ja_JP")

    private var date: Binding<Date> { .constant(Self.day) }

    var body: some View {
        Form {
            Section("Compact") {
                DatePicker("Date", selection: date, displayedComponents: .date)
                DatePicker("Starts", selection: date)
                DatePicker("Alarm", selection: date, displayedComponents: .hourAndMinute)
                DatePicker("Disabled", selection: date, displayedComponents: .date).disabled(true)
            }
            Section("Korean and Japanese") {
                DatePicker("시작", selection: date).environment(\.locale, Self.korean)
                DatePicker("開始", selection: date).environment(\.locale, Self.japanese)
            }
            Section {
                DatePicker("Trip day", selection: date, in: Self.tripStart...Self.tripEnd, displayedComponents: .date)
                DatePicker("Hidden label", selection: date, displayedComponents: .date).labelsHidden()
            } header: {
                Text("Range and labels hidden")
            } footer: {
                Text("June 3 is before the trip: the picker shows June 10, its first day.")
            }
            Section("Wheel") {
                DatePicker("Wake up", selection: date, displayedComponents: .hourAndMinute).datePickerStyle(.wheel)
                DatePicker("생일", selection: date, displayedComponents: .date)
                    .datePickerStyle(.wheel)
                    .labelsHidden()
                    .environment(\.locale, Self.korean)
            }
            Section("Graphical") {
                DatePicker("Meeting", selection: date, in: Self.day...).datePickerStyle(.graphical)
            }
            Section("MultiDatePicker, 日本語") {
                MultiDatePicker("Days off", selection: .constant(Self.daysOff), in: Self.tripStart..<Self.tripEnd)
                    .environment(\.locale, Self.japanese)
            }
            Section("ColorPicker") {
                ColorPicker("Tint", selection: .constant(.blue))
                ColorPicker("배경색", selection: .constant(.orange), supportsOpacity: false)
                ColorPicker(selection: .constant(.purple)) {
                    Label("Favourite", systemImage: "heart")
                }
                ColorPicker("Hidden label", selection: .constant(.green)).labelsHidden()
            }
            Section("TextField(value:format:)") {
                TextField("Age", value: .constant(42), format: .number)
                TextField("Price", value: .constant(9.5), format: .number.precision(.fractionLength(2)).locale(Locale(identifier: "en_US")))
                TextField("Quantity", value: .constant(Int?.none), format: .number)
            }
        }
    }

    /// 12, 14 and 20 June 2024.
    private static let daysOff: Set<DateComponents> = [
        DateComponents(year: 2024, month: 6, day: 12), DateComponents(year: 2024, month: 6, day: 14),
        DateComponents(year: 2024, month: 6, day: 20),
    ]
}
