import Foundation
import Testing
import WireframeTesting

@testable import Wireframe

private struct Todo: Identifiable, Equatable {
    let id: Int
    var title: String
    var isDone = false
}

/// A list of todos, each toggled through a binding to its element.
private struct Todos: View {
    @State var todos = [Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Eggs")]

    var body: some View {
        VStack(alignment: .leading) {
            ForEach($todos) { $todo in
                Toggle(todo.title, isOn: $todo.isDone)
            }
            Text("done: \(todos.filter(\.isDone).map(\.title).joined(separator: ", "))")
        }
    }
}

/// A login form with a secure field.
private struct Login: View {
    @State var password = ""

    var body: some View {
        VStack {
            SecureField("Password", text: $password)
            Text("length \(password.count)")
        }
    }
}

/// A ring drawn with `addArc`, turned to start at the top.
private struct Ring: Shape {
    var progress: Double

    func path(in rect: CGRect) -> Path {
        Path { path in
            path.addArc(
                center: CGPoint(x: rect.midX, y: rect.midY), radius: min(rect.width, rect.height) / 2,
                startAngle: .zero, endAngle: .degrees(360 * progress), clockwise: false)
        }
    }
}

@MainActor
@Suite struct VocabularyTests {
    private func host<Content: View>(@ViewBuilder _ content: @escaping @MainActor () -> Content) -> ScreenHost<Content> {
        ScreenHost(screen: Screen(width: 240, height: 200), content: content)
    }

    // MARK: Geometry

    @Test func anglesConvertBetweenDegreesAndRadians() {
        #expect(Angle.degrees(180).radians == .pi)
        #expect(Angle.radians(.pi / 2).degrees == 90)
        #expect((Angle.degrees(30) + .degrees(60)).degrees == 90)
        #expect(-Angle.degrees(45) < .zero)
    }

    @Test func anArcEndsWhereItsEndAngleSaysAndTurnsClockwiseOnScreen() throws {
        var path = Path()
        path.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        let end = try #require(path.currentPoint)
        #expect(abs(end.x - 50) < 1e-9 && abs(end.y - 60) < 1e-9)
        // Turning "clockwise" in Core Graphics' y-up sense goes the long way round on screen.
        var long = Path()
        long.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
        #expect(long.boundingRect.minY < 45)
        #expect(path.boundingRect.minY >= 50 - 1e-9)
    }

    @Test func aFullTurnIsDrawnOnceAndABadAngleDrawsNothing() {
        var circle = Path()
        circle.addRelativeArc(center: .zero, radius: 5, startAngle: .zero, delta: .degrees(720))
        var count = 0
        // swift-format-ignore: ReplaceForEachWithForLoop
        circle.forEach { if case .curve = $0 { count += 1 } }
        #expect(count == 4)
        var broken = Path()
        broken.addArc(center: .zero, radius: 5, startAngle: .zero, endAngle: .radians(.nan), clockwise: false)
        #expect(broken.isEmpty)
    }

    @Test func aRotationTurnsTheSVGAndLeavesTheGridAsItWas() throws {
        let turned = Image(systemName: "arrow.up").rotationEffect(.degrees(90))
        let svg = try turned.renderSVG(width: 40, height: 40)
        #expect(svg.contains("transform=\"rotate(90 20 20)\""))
        #expect(try turned.renderASCII(width: 40, height: 40) == Image(systemName: "arrow.up").renderASCII(width: 40, height: 40))
    }

    @Test func aStrokeWithoutAStyleUsesTheForegroundColour() throws {
        let node = try Circle().stroke(lineWidth: 3).foregroundStyle(.blue).node()
        guard let shape = node.kind.as(ShapeNode.self) else {
            Issue.record("not a shape")
            return
        }
        #expect(shape.stroke == .blue && shape.lineWidth == 3 && shape.fill == nil)
    }

    // MARK: Collections

    @Test func offsetsRemoveAndMoveAsSwiftUIHandsThemOver() {
        var letters = ["a", "b", "c", "d"]
        letters.move(fromOffsets: [0], toOffset: 3)
        #expect(letters == ["b", "c", "a", "d"])
        letters.move(fromOffsets: [2, 3], toOffset: 0)
        #expect(letters == ["a", "d", "b", "c"])
        letters.remove(atOffsets: [0, 2, 9])
        #expect(letters == ["d", "c"])
    }

    @Test func aForEachOverABindingGivesEachRowABindingToItsElement() async throws {
        let host = host { Todos() }
        try await host.tap("Eggs")
        #expect(try host.ascii().contains("done: Eggs"))
        try await host.tap("Milk")
        #expect(try host.ascii().contains("done: Milk, Eggs"))
    }

    // MARK: Text

    @Test func datesAreWrittenInEnglishInUTC() {
        let date = Date(timeIntervalSince1970: 1_717_400_000)  // 2024-06-03 07:33:20 UTC
        #expect(formatted(date, style: .date, now: date) == "June 3, 2024")
        #expect(formatted(date, style: .time, now: date) == "7:33 AM")
        #expect(formatted(date, style: .relative, now: date.addingTimeInterval(7_500)) == "2 hours, 5 minutes")
        #expect(formatted(date, style: .offset, now: date.addingTimeInterval(-40)) == "+40 seconds")
        #expect(formatted(date, style: .timer, now: date.addingTimeInterval(3_725)) == "1:02:05")
    }

    @Test func aFormatStyleWritesTheText() throws {
        let node = try Text(1234.5, format: .number.precision(.fractionLength(2)).locale(Locale(identifier: "en_US"))).node()
        guard let text = node.kind.as(TextNode.self) else {
            Issue.record("not a text")
            return
        }
        #expect(text.string == "1,234.50")
    }

    @Test func aSecureFieldShowsBulletsAndTakesTyping() async throws {
        let host = host { Login() }
        try await host.type("hunter2", into: "Password")
        let picture = try host.ascii()
        #expect(picture.contains("•••••••") && !picture.contains("hunter2"))
        #expect(picture.contains("length 7"))
    }

    @Test func aTextEditorWrapsItsTextFromTheTopAndTakesTyping() async throws {
        final class Memo { var text = "" }
        let memo = Memo()
        let host = host {
            TextEditor(text: Binding(get: { memo.text }, set: { memo.text = $0 })).frame(width: 80, height: 64)
        }
        try await host.type("one two three four", into: "")
        #expect(memo.text == "one two three four")
        let rows = try host.ascii().split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        let first = try #require(rows.firstIndex { $0.contains("one") })
        #expect(rows[first] == "one two" && rows[first + 1] == "three four")
        #expect(try TextEditor(text: .constant("a")).node().kind.summary == "TextEditor(text: \"a\")")
    }

    @Test func aRowCanSetItsOwnInsets() throws {
        let placed = try List {
            Text("tight").listRowInsets(EdgeInsets())
            Text("usual")
        }
        .listStyle(.plain)
        .placedTree(width: 200, height: 200)
        #expect(try #require(placed.frame(ofText: "tight")).minX == 0)
        #expect(try #require(placed.frame(ofText: "usual")).minX == 16)
    }

    @Test func aBadgeShowsAtTheEndOfAListRowOnly() throws {
        let list = try List { Text("Inbox").badge(3) }.listStyle(.plain).renderASCII(width: 200, height: 64)
        let row = try #require(list.split(separator: "\n").first { $0.contains("Inbox") })
        #expect(row.trimmingCharacters(in: .whitespaces).hasSuffix("3"))
        #expect(try Text("Inbox").badge(3).renderASCII(width: 200, height: nil).contains("3") == false)
        #expect(try List { Text("Inbox").badge(0) }.renderASCII(width: 200, height: 64).contains("0") == false)
    }

    @Test func anAssetImageIsAPlaceholderThatWarnsOncePerName() throws {
        let warnings = WarningSink()
        let name = "vocabulary-test-logo"
        let picture = try LayoutWarnings.$handler.withValue(warnings.record) {
            _ = try Image(name).renderASCII(width: 200, height: nil)
            return try Image(name).renderASCII(width: 200, height: nil)
        }
        #expect(picture.contains("vocab…logo"))
        #expect(warnings.messages.filter { $0.contains(name) }.count == 1)
    }

    // MARK: Environment, styles and bars

    @Test func theScenePhaseIsActive() throws {
        struct Phase: View {
            @Environment(\.scenePhase) var phase
            var body: some View { Text(phase == .active ? "active" : "not active") }
        }
        #expect(try Phase().renderASCII(width: 120, height: nil).contains("active"))
    }

    @Test func aMaterialIsATranslucentWhiteOrANearBlackInTheDark() throws {
        let node = try Text("Now playing").background(.ultraThinMaterial).node()
        guard let shape = node.children[1].kind.as(ShapeNode.self), let fill = shape.fill else {
            Issue.record("not a filled shape: \(node.children[1].kind)")
            return
        }
        #expect(fill.resolved(in: .light) == Color(white: 1, opacity: 0.35))
        #expect(fill.resolved(in: .dark) == Color(white: 0.11, opacity: 0.35))
    }

    @Test func aTextTitleAndAGroupOfToolbarItemsReachTheBar() throws {
        let screen = NavigationStack {
            Text("body")
                .navigationTitle(Text("메모"))
                .toolbar {
                    ToolbarItemGroup(placement: .topBarTrailing) {
                        Button("편집") {}
                        Button("추가") {}
                    }
                }
        }
        let picture = try screen.renderASCII(width: 320, height: 200)
        #expect(picture.contains("메모") && picture.contains("편집") && picture.contains("추가"))
    }

    // MARK: Goldens

    @Test func aProgressRing() {
        let view = ZStack {
            Circle().stroke(Color(white: 0.9), lineWidth: 8)
            Ring(progress: 0.7).stroke(Color.blue, lineWidth: 8).rotationEffect(.degrees(-90))
            Text("70%").font(.headline)
        }
        .frame(width: 96, height: 96)
        .padding(16)
        assertSnapshot(of: view, as: .ascii(width: 160, height: nil))
        assertSnapshot(of: view, as: .svg(width: 160, height: nil))
    }
}

/// A form that moves focus between its fields and counts taps on a row.
private struct FocusForm: View {
    enum Field: Hashable { case title, body }
    @FocusState private var focus: Field?
    @FocusState private var isSearchFocused: Bool
    @State private var taps = 0
    @State private var title = ""

    var body: some View {
        VStack {
            TextField("Title", text: $title)
                .focused($focus, equals: .title)
                .keyboardType(.default)
                .textInputAutocapitalization(.never)
                .autocorrectionDisabled()
                .submitLabel(.next)
                .onSubmit { focus = .body }
            TextField("Search", text: .constant("")).focused($isSearchFocused)
            Button("Next") { focus = .body }
            Text("focus: \(focus == .body ? "body" : "none")")
            Text("Row \(taps)").onTapGesture { taps += 1 }
        }
        .controlSize(.large)
        .scrollDismissesKeyboard(.immediately)
    }
}

@MainActor
@Suite struct InputVocabularyTests {
    private func host<Content: View>(@ViewBuilder _ content: @escaping @MainActor () -> Content) -> ScreenHost<Content> {
        ScreenHost(screen: Screen(width: 240, height: 240), content: content)
    }

    @Test func aFocusStateIsKeptAndSetAsStateIs() async throws {
        let host = host { FocusForm() }
        #expect(try host.ascii().contains("focus: none"))
        try await host.tap("Next")
        #expect(try host.ascii().contains("focus: body"))
    }

    @Test func aTapGestureRunsItsActionAndKeepsTheViewsColours() async throws {
        let host = host { FocusForm() }
        try await host.tap("Row 0")
        try await host.tap("Row 1")
        #expect(try host.ascii().contains("Row 2"))
        let node = try Text("Row").onTapGesture {}.node()
        guard node.kind.is(ButtonNode.self), let text = node.children.first?.kind.as(TextNode.self) else {
            Issue.record("not a tappable text")
            return
        }
        #expect(text.color == .primary)
    }

    @Test func buttonStylesDrawTheirLabels() throws {
        func label(_ style: some ButtonStyle) throws -> (color: Color?, fills: [Color]) {
            let node = try Button("Save") {}.buttonStyle(style).node()
            var texts: [TextNode] = []
            var fills: [Color] = []
            func walk(_ node: Node) {
                if let text = node.kind.as(TextNode.self) { texts.append(text) }
                if let shape = node.kind.as(ShapeNode.self), let fill = shape.fill { fills.append(fill) }
                node.children.forEach(walk)
            }
            walk(node)
            return (texts.first?.color, fills)
        }
        #expect(try label(.plain).color == .primary)
        #expect(try label(.automatic).color == .accentColor)
        #expect(try label(.bordered).fills == [Color.accentColor.opacity(0.15)])
        let prominent = try label(.borderedProminent)
        #expect(prominent.color == .white && prominent.fills == [.accentColor])
    }

    @Test func aButtonStyleOfYourOwnDrawsTheLabelAndTheButtonStillTaps() async throws {
        struct Capsuled: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.padding(8).background(Color.blue, in: Capsule())
            }
        }
        final class Count { var value = 0 }
        let count = Count()
        let host = host { Button("Save") { count.value += 1 }.buttonStyle(Capsuled()) }
        try await host.tap("Save")
        #expect(count.value == 1)
        // A style of your own keeps the label's own colour: the accent colour tints built-in styles only.
        let node = try Button("Save") {}.buttonStyle(Capsuled()).node()
        #expect(node.dump().contains("Text(\"Save\")") && !node.dump().contains("color: accentColor"))
    }
}

/// Two tabs and a menu that sorts.
private struct TabsAndMenu: View {
    @State var order = "date"

    var body: some View {
        TabView {
            VStack {
                Text("sorted by \(order)")
                Menu("Sort") {
                    Button("By date") { order = "date" }
                    Button("By title") { order = "title" }
                }
            }
            .tabItem { Label("Memos", systemImage: "pencil") }
            Text("Settings screen").tabItem { Label("Settings", systemImage: "gear") }
        }
    }
}

@MainActor
@Suite struct TabAndMenuTests {
    private func host<Content: View>(@ViewBuilder _ content: @escaping @MainActor () -> Content) -> ScreenHost<Content> {
        ScreenHost(screen: Screen(width: 320, height: 320), content: content)
    }

    @Test func aTabViewShowsItsFirstTabAndSwitchesWhenAnItemIsTapped() async throws {
        let host = host { TabsAndMenu() }
        let first = try host.ascii()
        #expect(first.contains("sorted by date") && !first.contains("Settings screen"))
        #expect(first.contains("Memos") && first.contains("Settings") && first.contains("⚙"))
        try await host.tap("Settings")
        let second = try host.ascii()
        #expect(second.contains("Settings screen") && !second.contains("sorted by"))
    }

    @Test func aSelectionBindingChoosesTheTabByItsTag() throws {
        let view = TabView(selection: .constant(2)) {
            Text("one").tag(1).tabItem { Label("One", systemImage: "star") }
            Text("two").tag(2).tabItem { Label("Two", systemImage: "heart") }
        }
        let picture = try view.renderASCII(width: 240, height: 200)
        #expect(picture.contains("two") && !picture.contains("one\n"))
    }

    @Test func aMenuOpensItsActionsAndAnActionClosesIt() async throws {
        let host = host { TabsAndMenu() }
        #expect(!(try host.ascii().contains("By title")))
        try await host.tap("Sort")
        #expect(try host.ascii().contains("By title"))
        try await host.tap("By title")
        let picture = try host.ascii()
        #expect(picture.contains("sorted by title") && !picture.contains("By date"))
    }

    @Test func aTabBar() {
        assertSnapshot(of: TabsAndMenu(), as: .ascii(width: 320, height: 240))
        assertSnapshot(of: TabsAndMenu(), as: .svg(width: 320, height: 240))
    }
}
