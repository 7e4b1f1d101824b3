import Foundation
import Testing
import WireframeTesting

@testable import Wireframe

/// A settings screen that keeps its controls' values in `@State`.
private struct Settings: View {
    @State var isWiFiOn = false
    @State var guests = 1
    var isLocked = false

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Toggle("Wi-Fi", isOn: $isWiFiOn).disabled(isLocked)
            Stepper("Guests: \(guests)", value: $guests, in: 1...3)
            Text(isWiFiOn ? "online" : "offline")
        }
    }
}

/// A label style of a program's own: the title above the icon.
private struct VerticalLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.icon
            configuration.title
        }
    }
}

/// A toggle style of a program's own: a checkbox before the label.
private struct CheckboxToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack {
                Image(systemName: configuration.isOn ? "checkmark.square" : "square")
                configuration.label
            }
        }
    }
}

@MainActor
@Suite struct ControlTests {
    private func host<Content: View>(@ViewBuilder _ content: @escaping @MainActor () -> Content) -> ScreenHost<Content> {
        ScreenHost(screen: Screen(width: 240, height: 160), content: content)
    }

    // MARK: Label

    @Test func aLabelShowsItsIconBeforeItsTitle() throws {
        let picture = try Label("Favorites", systemImage: "star").renderASCII(width: 160, height: nil)
        #expect(picture.contains("✩ Favorites"))
    }

    @Test func labelStylesChooseWhatIsShown() throws {
        let iconOnly = try Label("Settings", systemImage: "gear").labelStyle(.iconOnly).renderASCII(width: 160, height: nil)
        #expect(iconOnly.contains("⚙") && !iconOnly.contains("Settings"))
        let titleOnly = try Label("Settings", systemImage: "gear").labelStyle(.titleOnly).renderASCII(width: 160, height: nil)
        #expect(titleOnly.contains("Settings") && !titleOnly.contains("⚙"))
    }

    @Test func aLabelStyleOfYourOwnArrangesTheParts() throws {
        let lines = try Label("Inbox", systemImage: "tray").labelStyle(VerticalLabelStyle()).renderASCII(width: 80, height: nil)
            .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let icon = try #require(lines.firstIndex { !$0.isEmpty })
        #expect(lines[icon + 1] == "Inbox")
    }

    @Test func aStyleCanWrapTheDefaultLabelInItself() throws {
        struct Tinted: LabelStyle {
            func makeBody(configuration: Configuration) -> some View {
                Label(configuration).padding(8)
            }
        }
        let picture = try Label("Memo", systemImage: "pencil").labelStyle(Tinted()).renderASCII(width: 160, height: nil)
        #expect(picture.contains("✎ Memo"))
    }

    // MARK: Toggle

    @Test func aToggleShowsItsStateInBothPictures() throws {
        let on = try Toggle("Wi-Fi", isOn: .constant(true)).renderASCII(width: 200, height: nil)
        let off = try Toggle("Wi-Fi", isOn: .constant(false)).renderASCII(width: 200, height: nil)
        #expect(on.contains("(──●)") && off.contains("(●──)"))
        // The SVG switch is iOS's: a green track when on, a grey one when off.
        let onSVG = try Toggle("Wi-Fi", isOn: .constant(true)).renderSVG(width: 200, height: nil)
        let offSVG = try Toggle("Wi-Fi", isOn: .constant(false)).renderSVG(width: 200, height: nil)
        #expect(onSVG.contains("#34C759") && !offSVG.contains("#34C759"))
    }

    @Test func tappingAToggleByItsLabelFlipsItsBinding() async throws {
        let host = host { Settings() }
        try await host.tap("Wi-Fi")
        #expect(try host.ascii().contains("online"))
        try await host.tap("Wi-Fi")
        #expect(try host.ascii().contains("offline"))
    }

    @Test func aDisabledToggleIgnoresTaps() async throws {
        let host = host { Settings(isLocked: true) }
        try? await host.tap("Wi-Fi")
        #expect(try host.ascii().contains("offline"))
    }

    @Test func aToggleStyleOfYourOwnDrawsTheToggle() async throws {
        let box = Box(false)
        let host = host { Toggle("Remember me", isOn: box.binding).toggleStyle(CheckboxToggleStyle()) }
        #expect(try host.ascii().contains("Remember me"))
        try await host.tap("Remember me")
        #expect(box.value)
    }

    // MARK: Stepper

    @Test func aStepperStepsItsValueInsideItsBounds() async throws {
        let host = host { Settings() }
        try await host.tap("plus")
        try await host.tap("plus")
        #expect(try host.ascii().contains("Guests: 3"))
        // At the upper bound the + button is disabled.
        try? await host.tap("plus")
        #expect(try host.ascii().contains("Guests: 3"))
        try await host.tap("minus")
        #expect(try host.ascii().contains("Guests: 2"))
    }

    @Test func aValueOutsideTheBoundsIsClampedBeforeStepping() async throws {
        let box = Box(9)
        let host = host { Stepper("Count", value: box.binding, in: 0...5) }
        try? await host.tap("plus")
        #expect(box.value == 9)
        try await host.tap("minus")
        #expect(box.value == 4)
    }

    @Test func aStepperAtTheEdgeOfItsTypeDraws() throws {
        let stepper = Stepper("Count", value: .constant(Int.max - 1), in: Int.min...Int.max, step: Int.max)
        #expect(try stepper.renderASCII(width: 200, height: nil).contains("Count"))
        let unbounded = Stepper("Count", value: .constant(Int.min), step: Int.min)
        #expect(try unbounded.renderASCII(width: 200, height: nil).contains("Count"))
    }

    // MARK: Slider and progress

    @Test func aSliderValueIsClampedAndRoundedToItsStep() {
        #expect(sliderFraction(of: 0.5, in: 0...1, step: 0) == 0.5)
        #expect(sliderFraction(of: 12.0, in: 0...10, step: 0) == 1)
        #expect(sliderFraction(of: -3.0, in: 0...10, step: 0) == 0)
        #expect(sliderFraction(of: 3.4, in: 0...10, step: 1) == 0.3)
        #expect(sliderFraction(of: Double.nan, in: 0...10, step: 1) == 0)
        #expect(sliderFraction(of: 1.0, in: 1...1, step: 0) == 0)
    }

    @Test func aSliderThumbSitsAtItsValue() throws {
        let picture = try Slider(value: .constant(0.25)).frame(width: 160).renderASCII(width: 160, height: nil)
        let line = try #require(picture.split(separator: "\n").first { $0.contains("●") })
        let thumb = try #require(line.firstIndex(of: "●"))
        // The thumb is centred where the covered quarter of the 20 cells ends.
        #expect(line.distance(from: line.startIndex, to: thumb) == 5)
        #expect(line.hasPrefix("━━━━━●───"))
    }

    @Test func progressIsClampedToItsTotal() {
        #expect(progressFraction(0.4, total: 1.0) == 0.4)
        #expect(progressFraction(15.0, total: 10.0) == 1)
        #expect(progressFraction(-1.0, total: 10.0) == 0)
        #expect(progressFraction(1.0, total: 0.0) == 0)
        #expect(progressFraction(Double?.none, total: 1.0) == nil)
    }

    @Test func aProgressViewWithoutAValueIsASpinner() throws {
        let spinner = try ProgressView("Loading").renderASCII(width: 160, height: nil)
        #expect(spinner.contains("✲") && spinner.contains("Loading"))
        let bar = try ProgressView(value: 0.5).frame(width: 160).renderASCII(width: 160, height: nil)
        #expect(bar.contains("━━━━━━━━━━──────────"))
    }

    // MARK: Focus

    @Test func typingIntoAFieldGivesItTheFocusAndItsCaret() async throws {
        let host = ScreenHost(screen: Screen(width: 160, height: nil)) { SignUp() }
        let before = try host.ascii()
        #expect(!before.contains("|"))
        try await host.type("me@x.io", into: "Email")
        let after = try host.ascii()
        #expect(
            after == """
                Kim

                me@x.io|

                email has it

                """)
        let svg = try host.svg()
        // One caret, in the accent colour, after the typed text.
        #expect(svg.components(separatedBy: ##"fill="#007AFF""##).count == 2)
    }

    @Test func aDefaultFocusDrawsTheCaretBeforeAnEmptyFieldsPlaceholder() throws {
        let picture = try Search().renderASCII(width: 160, height: nil)
        #expect(picture.hasPrefix("|Search"))
        #expect(picture.contains("on"))
        let svg = try Search().renderSVG(width: 160, height: nil)
        #expect(svg.contains(#"width="2""#) && svg.contains(##"fill="#007AFF""##))
    }

    @Test func aDisabledFieldDrawsNoCaret() throws {
        let picture = try Search(isDisabled: true).renderASCII(width: 160, height: nil)
        #expect(!picture.contains("|"))
        #expect(picture.hasPrefix("Search"))
    }

    @Test func theCaretTakesTheTint() throws {
        let svg = try Search().tint(.green).renderSVG(width: 160, height: nil)
        #expect(svg.contains("fill=\"\(Color.green.hexString)\""))
        #expect(!svg.contains(##"fill="#007AFF""##))
    }

    @Test func aFocusedFieldSaysSoInItsNodeAndJSON() throws {
        var field = TextFieldNode(placeholder: "Name", text: "", setter: nil, isEnabled: true, font: .body, color: .primary)
        field.caret = .blue
        let node = Node(.textField(field))
        #expect(node.kind.summary.hasSuffix(", focused)"))
        let decoded = try Node(json: node.jsonData())
        #expect(decoded == node)
    }

    // MARK: Goldens

    @Test func controlsInTheirStates() {
        let view = VStack(alignment: .leading, spacing: 12) {
            Label("Favorites", systemImage: "star")
            Label("Settings", systemImage: "gear").labelStyle(.iconOnly)
            Toggle("Wi-Fi", isOn: .constant(true))
            Toggle("Bluetooth", isOn: .constant(false))
            Toggle("Airplane Mode", isOn: .constant(false)).disabled(true)
            Slider(value: .constant(0.3))
            Stepper("Quantity: 3", value: .constant(3), in: 1...10)
            ProgressView(value: 0.6)
            ProgressView("Loading")
        }
        .padding(16)
        assertSnapshot(of: view, as: .ascii(width: 390, height: nil))
        assertSnapshot(of: view, as: .svg(width: 390, height: nil))
    }
}

/// Two fields connected to one focus state, and a line that says which has it.
private struct SignUp: View {
    enum Field: Hashable { case name, email }
    @FocusState var focus: Field?
    @State var name = "Kim"
    @State var email = ""

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Name", text: $name).focused($focus, equals: .name)
            TextField("Email", text: $email).focused($focus, equals: .email)
            Text(focus == .email ? "email has it" : "nobody has it")
        }
    }
}

/// A field connected to a Boolean focus state, with a label that reads `\.isFocused`.
private struct Search: View {
    @FocusState var isFocused: Bool
    @State var query = ""
    var isDisabled = false

    var body: some View {
        HStack {
            TextField("Search", text: $query).disabled(isDisabled)
            FocusBadge()
        }
        .focused($isFocused)
        .defaultFocus($isFocused, true)
    }
}

private struct FocusBadge: View {
    @Environment(\.isFocused) var isFocused
    var body: some View { Text(isFocused ? "on" : "off") }
}

/// A value a binding reads and writes, outside any view.
@MainActor private final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
    var binding: Binding<Value> { Binding(get: { self.value }, set: { self.value = $0 }) }
}
