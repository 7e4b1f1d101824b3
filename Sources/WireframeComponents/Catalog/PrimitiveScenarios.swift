import Foundation
import Wireframe

// Demos of the primitives the components are built from.
extension Catalog {
    /// The primitive demos, in the order `wireframe list` prints them.
    static var primitiveScenarios: [CatalogEntry] {
        [
            CatalogEntry(
                name: "stacks",
                summary: "VStack, HStack and ZStack with spacing, alignment and a Spacer",
                screen: Screen(width: 390, height: nil),
                view: StacksDemo()
            ),
            CatalogEntry(
                name: "text-wrapping",
                summary: "Korean and Japanese text wrapped, centred and truncated in narrow frames",
                screen: Screen(width: 390, height: nil),
                view: TextWrappingDemo()
            ),
            CatalogEntry(
                name: "typography",
                summary:
                    "A line in each script, Latin, Hangul, kana, kanji, mixed and fullwidth, regular and bold, fixed-width, leading and centred",
                screen: Screen(width: 390, height: nil),
                view: TypographyDemo()
            ),
            CatalogEntry(
                name: "shapes",
                summary: "Rectangles, rounded rectangles, capsules and circles, filled and stroked",
                screen: Screen(width: 390, height: nil),
                view: ShapesDemo()
            ),
            CatalogEntry(
                name: "images",
                summary:
                    "System images at three scales, asset images registered in the ImageCatalog resized to fit and to fill, an unregistered one, and AsyncImage loaded and loading",
                screen: Screen(width: 390, height: nil),
                view: ImagesDemo()
            ),
            CatalogEntry(
                name: "effects",
                summary:
                    "scaleEffect, rotationEffect, rotation3DEffect drawn flat, transformEffect, gradients, opacity, shadow, blur, colour filters, a blend mode, masks and zIndex",
                screen: Screen(width: 390, height: nil),
                view: EffectsDemo()
            ),
            CatalogEntry(
                name: "controls",
                summary: "Every control in a Form, in its states: on, off, disabled, empty, filled, focused, in error, each picker style",
                screen: Screen(width: 390, height: nil),
                view: ControlsDemo()
            ),
            CatalogEntry(
                name: "containers",
                summary:
                    "LabeledContent, Gauge, ControlGroup, GroupBox, ContentUnavailableView, NavigationSplitView, Table, TabView's page style and OutlineGroup in a Form, as iOS 17 draws them on an iPhone",
                screen: Screen(width: 390, height: nil),
                view: ContainersDemo()
            ),
            CatalogEntry(
                name: "pickers",
                summary:
                    "DatePicker compact, wheel and graphical, in Korean and Japanese, in a range and with labels hidden; MultiDatePicker, ColorPicker and TextField(value:format:)",
                screen: Screen(width: 390, height: nil),
                view: PickersDemo()
            ),
        ]
    }
}

/// Images as a still picture shows them: symbols beside their text, assets as labelled
/// placeholders of their registered size, resized to fit and to fill, and remote images in both
/// phases.
private struct ImagesDemo: View {
    static let photoURL = URL(string: "https://example.com/memo/photo.jpg")!

    init() {
        ImageCatalog.register(["landscape": CGSize(width: 1200, height: 800), "avatar": CGSize(width: 400, height: 400)])
        ImageCatalog.register(CGSize(width: 640, height: 480), for: Self.photoURL)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("System images: .small, .medium, .large").font(.headline)
            HStack(spacing: 16) {
                ForEach([Image.Scale.small, .medium, .large], id: \.self) { scale in
                    Label("별", systemImage: "star.fill").imageScale(scale)
                }
                Image(systemName: "heart.fill").foregroundColor(.red)
            }
            Text("resizable().scaledToFit(), 1200 × 800").font(.headline)
            Image("landscape").resizable().scaledToFit().frame(width: 240)
            Text("scaledToFill() in a circle, and unregistered").font(.headline)
            HStack(alignment: .top, spacing: 16) {
                Image("avatar").resizable().scaledToFill().frame(width: 64, height: 64).clipShape(Circle())
                    .overlay(Circle().stroke(Color.blue, lineWidth: 2))
                Image("not-in-catalog")
            }
            Text("AsyncImage: loaded, and loading").font(.headline)
            HStack(alignment: .top, spacing: 16) {
                AsyncImage(url: Self.photoURL) { image in
                    image.resizable().scaledToFit()
                } placeholder: {
                    ProgressView()
                }
                .frame(width: 128)
                AsyncImage(url: URL(string: "https://example.com/memo/slow.jpg")).frame(width: 96, height: 64)
            }
        }
        .padding(16)
    }
}

/// One small card under each effect that changes how a view is drawn but not where it is laid
/// out, beside the card as it is.
private struct EffectsDemo: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 24) {
            row("scaleEffect(1.5)") { card("확대").scaleEffect(1.5) }
            row("rotationEffect(.degrees(-12))") { card("회전").rotationEffect(.degrees(-12)) }
            row("rotation3DEffect 60° about y, flat") { card("3D").rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0)) }
            row("transformEffect, skewed") { card("기울임").transformEffect(CGAffineTransform(a: 1, b: 0, c: -0.4, d: 1, tx: 16, ty: 0)) }
            row("LinearGradient, opacity, shadow") {
                RoundedRectangle(cornerRadius: 12)
                    .fill(LinearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing))
                    .frame(width: 96, height: 48)
                    .opacity(0.8)
                    .shadow(radius: 4, y: 2)
            }
            row("blur(radius: 3)") { card("흐림").blur(radius: 3) }
            section("Color.gradient, EllipticalGradient") {
                HStack(spacing: 16) {
                    RoundedRectangle(cornerRadius: 12).fill(Color.blue.gradient).frame(width: 96, height: 48)
                    Capsule().fill(EllipticalGradient(colors: [.white, .orange])).frame(width: 96, height: 48)
                }
            }
            section("grayscale(1), hueRotation(.degrees(120)), colorInvert()") {
                HStack(spacing: 16) {
                    swatch("원래")
                    swatch("회색").grayscale(1)
                    swatch("색조").hueRotation(.degrees(120))
                    swatch("반전").colorInvert()
                }
            }
            section("blendMode(.multiply)") {
                ZStack {
                    Circle().fill(Color.yellow).frame(width: 64, height: 64).offset(x: -20)
                    Circle().fill(Color.cyan).frame(width: 64, height: 64).offset(x: 20).blendMode(.multiply)
                }
                .frame(width: 120, height: 64)
            }
            section("mask { LinearGradient }, mask { Text }") {
                HStack(spacing: 24) {
                    swatch("마스크")
                        .mask { LinearGradient(colors: [.black, .clear], startPoint: .leading, endPoint: .trailing) }
                    LinearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing)
                        .frame(width: 144, height: 48)
                        .mask { Text("MASK").font(.system(size: 40, weight: .bold)) }
                }
            }
            section("zIndex(1) on the middle card") {
                ZStack(alignment: .topLeading) {
                    card("첫째")
                    card("둘째").offset(x: 72, y: 16).zIndex(1)
                    card("셋째").offset(x: 144, y: 32)
                }
                .frame(width: 240, height: 80, alignment: .topLeading)
            }
        }
        .padding(16)
    }

    private func section(_ title: String, @ViewBuilder content: () -> some View) -> some View {
        VStack(alignment: .leading, spacing: 16) {
            Text(title).font(.headline)
            content().padding(.leading, 24)
        }
    }

    private func swatch(_ title: String) -> some View {
        Text(title)
            .foregroundStyle(Color.white)
            .frame(width: 64, height: 48)
            .background(
                RoundedRectangle(cornerRadius: 12)
                    .fill(LinearGradient(colors: [.red, .orange], startPoint: .topLeading, endPoint: .bottomTrailing)))
    }

    private func row(_ title: String, @ViewBuilder effect: () -> some View) -> some View {
        VStack(alignment: .leading, spacing: 16) {
            Text(title).font(.headline)
            HStack(spacing: 48) {
                card("원래")
                effect()
            }
            .padding(.leading, 24)
        }
    }

    private func card(_ title: String) -> some View {
        Text(title)
            .frame(width: 96, height: 48)
            .background(RoundedRectangle(cornerRadius: 12).fill(Color(white: 0.95)))
            .overlay(RoundedRectangle(cornerRadius: 12).stroke(Color.blue, lineWidth: 2))
    }
}

/// Boxes in rows and columns: leading and trailing alignment, a Spacer pushing items apart and
/// a ZStack's corner alignment.
private struct StacksDemo: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("VStack(alignment: .leading)").font(.headline)
            VStack(alignment: .leading, spacing: 16) {
                box("첫째", width: 120)
                box("둘째", width: 200)
                box("셋째", width: 80)
            }
            Text("HStack with a Spacer").font(.headline)
            HStack(spacing: 8) {
                box("왼쪽", width: 80)
                Spacer()
                box("오른쪽", width: 96)
            }
            Text("ZStack(alignment: .topLeading)").font(.headline)
            ZStack(alignment: .topLeading) {
                Rectangle().stroke(.gray).frame(height: 96)
                box("위 왼쪽", width: 112)
            }
        }
        .padding(16)
    }

    private func box(_ title: String, width: CGFloat) -> some View {
        Text(title)
            .frame(width: width, height: 48)
            .border(.black)
    }
}

/// Paragraphs in 192 pt columns: wrapping at spaces and between CJK characters, centred
/// lines, and a line limit that truncates with an ellipsis.
private struct TextWrappingDemo: View {
    private let korean = "다람쥐 헌 쳇바퀴에 타고파. 키스의 고유조건은 입술끼리 만나야 하고 특별한 기술은 필요치 않다."
    private let japanese = "いろはにほへと ちりぬるを わかよたれそ つねならむ。吾輩は猫である。名前はまだ無い。"

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack(alignment: .top, spacing: 16) {
                column("한국어", korean)
                column("日本語", japanese)
            }
            HStack(alignment: .top, spacing: 16) {
                column("가운데 정렬", korean).multilineTextAlignment(.center)
                column("lineLimit(2)", japanese).lineLimit(2)
            }
        }
        .padding(16)
    }

    private func column(_ title: String, _ text: String) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(title).font(.headline)
            Text(text)
        }
        .frame(width: 168, alignment: .leading)
    }
}

/// One line in each script the SVG measures with its own font's advances, regular and bold, then
/// centred lines at larger sizes: the texts a browser check compares with what the layout assumed.
private struct TypographyDemo: View {
    static let lines = [
        "Wireframe draws real widths",
        "메시지를 삭제할까요?",
        "ひらがなとカタカナ",
        "東京都新宿区西新宿",
        "메모 3개 · Memo 3件 · 漢字 OK",
        "ＦＵＬＬ　ｗｉｄｔｈ！",
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ForEach(Self.lines, id: \.self) { line in
                Text(line)
                Text(line).bold()
            }
            Text("monospaced 0123 iiii MMMM").monospaced()
            Text("고정폭 メモ 12:30").monospaced().bold()
            Text("id ") + Text("4F2A-9C1E").monospaced() + Text(" in a line")
            Text("tracking 8 pt").tracking(8)
            Text("Small Capitals").font(.body.smallCaps()) + Text(" · x") + Text("2").font(.caption).baselineOffset(6)
            Text("A title that shrinks to fit its frame").lineLimit(1).minimumScaleFactor(0.5).frame(width: 200, alignment: .leading)
            Text("가운데 정렬 · centred").font(.title3).frame(maxWidth: .infinity)
            Text("中文标题").font(.title).bold().frame(maxWidth: .infinity)
        }
        .padding(16)
    }
}

/// Each shape filled and stroked, with a divider between the rows.
private struct ShapesDemo: View {
    var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 16) {
                Rectangle().fill(.gray).frame(width: 64, height: 48)
                RoundedRectangle(cornerRadius: 12).fill(.blue).frame(width: 64, height: 48)
                Capsule().fill(.green).frame(width: 96, height: 32)
                Circle().fill(.orange).frame(width: 48, height: 48)
            }
            Divider()
            HStack(spacing: 16) {
                Rectangle().stroke(.black).frame(width: 64, height: 48)
                RoundedRectangle(cornerRadius: 12).stroke(.black, lineWidth: 2).frame(width: 64, height: 48)
                Capsule().stroke(.black).frame(width: 96, height: 32)
                Circle().stroke(.black).frame(width: 48, height: 48)
            }
        }
        .padding(16)
    }
}

/// Every control in a form, in the states a design review checks.
private struct ControlsDemo: View {
    private enum Flavor: String, CaseIterable { case chocolate, vanilla, strawberry }
    private enum Field: Hashable { case name, email }

    @FocusState private var focus: Field?

    var body: some View {
        Form {
            Section("Toggles") {
                Toggle("Wi-Fi", isOn: .constant(true))
                Toggle("Bluetooth", isOn: .constant(false))
                Toggle("Airplane Mode", isOn: .constant(false)).disabled(true)
            }
            Section {
                Stepper("Guests: 2", value: .constant(2), in: 1...8)
                Stepper("At the limit: 8", value: .constant(8), in: 1...8)
                Slider(value: .constant(0.3))
                ProgressView(value: 0.6)
            } header: {
                Text("Values")
            } footer: {
                Text("A stepper's button is disabled at its bound.")
            }
            Section("Pickers") {
                Picker("Flavor", selection: .constant(Flavor.vanilla)) {
                    ForEach(Flavor.allCases, id: \.self) { Text($0.rawValue.capitalized) }
                }
                Picker("Size", selection: .constant(2)) {
                    Text("Small").tag(1)
                    Text("Medium").tag(2)
                    Text("Large").tag(3)
                }
                .pickerStyle(.segmented)
            }
            Section("Fields") {
                TextField("Name", text: .constant("")).focused($focus, equals: .name)
                TextField("Email", text: .constant("me@example.com")).focused($focus, equals: .email)
                SecureField("Password", text: .constant("hunter2"))
                TextField("Disabled", text: .constant("")).disabled(true)
            }
            // iOS has no error state of its own: apps mark a field they refuse with a red
            // message under it, as here.
            Section {
                TextField("Username", text: .constant("kim"))
            } header: {
                Text("Error")
            } footer: {
                Text("Choose a name of at least four characters.").foregroundStyle(.red)
            }
            Section("Labels") {
                Label("Notifications", systemImage: "bell").badge(3)
                Label("Favorites", systemImage: "star")
                ProgressView("Loading")
            }
            Section("Share and menus") {
                ShareLink(item: "memo text")
                Menu("Add") {
                    Button("Folder") {}
                } primaryAction: {
                }
                HStack {
                    Button("Follow") {}.buttonStyle(.borderedProminent).buttonBorderShape(.capsule)
                    Menu("Sort") { Button("By date") {} }.menuStyle(.button).buttonStyle(.bordered)
                }
            }
        }
        .defaultFocus($focus, .name)
    }
}

/// The views that put a label, a value or a message in a frame of their own, in a form.
private struct ContainersDemo: View {
    var body: some View {
        Form {
            Section("LabeledContent") {
                LabeledContent("Name", value: "Ann")
                LabeledContent("Price", value: 9.5, format: .number.precision(.fractionLength(2)))
                LabeledContent {
                    Text("3 of 5")
                } label: {
                    Label("Memos", systemImage: "doc.on.doc")
                }
            }
            Section("Gauge") {
                Gauge(value: 0.4) { Text("Battery") }
                Gauge(value: 21, in: 10...30) {
                    Text("Temperature")
                } currentValueLabel: {
                    Text("21°")
                } minimumValueLabel: {
                    Text("10°")
                } maximumValueLabel: {
                    Text("30°")
                }
            }
            Section("ControlGroup") {
                ControlGroup {
                    Button("Bold") {}
                    Button("Italic") {}
                    Button("Underline") {}
                }
            }
            Section("GroupBox") {
                GroupBox("Today") {
                    Text("3 memos, 1 reminder")
                }
            }
            Section("ContentUnavailableView") {
                ContentUnavailableView("No Memos", systemImage: "tray", description: Text("New memos appear here."))
                ContentUnavailableView.search(text: "kiwi")
            }
            Section("NavigationSplitView: sidebar, then detail") {
                NavigationSplitView {
                    List(Self.mailboxes, id: \.self, selection: .constant(String?.none)) { Text($0) }
                        .listStyle(.plain)
                        .navigationTitle("Mail")
                } detail: {
                    Text("Pick a mailbox")
                }
                .frame(height: 200)
                NavigationSplitView(preferredCompactColumn: .constant(.detail)) {
                    Text("Mailboxes").navigationTitle("Mail")
                } detail: {
                    Text("3 unread messages").navigationTitle("Inbox")
                }
                .frame(height: 120)
            }
            Section("Table: the first column, as a list") {
                Table(Self.people) {
                    TableColumn("Name", value: \.name)
                    TableColumn("Email", value: \.email)
                }
                .frame(height: 136)
            }
            Section("TabView .page") {
                TabView {
                    Text("Welcome")
                    Text("Sync")
                    Text("Done")
                }
                .tabViewStyle(.page)
                .frame(height: 112)
                TabView {
                    Text("Step 1")
                    Text("Step 2")
                }
                .tabViewStyle(.page(indexDisplayMode: .always))
                .indexViewStyle(.page(backgroundDisplayMode: .always))
                .frame(height: 112)
            }
            Section("OutlineGroup") {
                OutlineGroup(Self.files, children: \.children) { Text($0.name) }
            }
        }
    }

    private static let mailboxes = ["Inbox", "Archive"]

    private struct Person: Identifiable {
        let id: Int
        let name: String
        let email: String
    }

    private static let people = [
        Person(id: 1, name: "Ann", email: "ann@example.com"), Person(id: 2, name: "Bo", email: "bo@example.com"),
    ]

    private struct File: Identifiable {
        var id: String { name }
        let name: String
        var children: [File]?
    }

    private static let files = [
        File(name: "Documents", children: [File(name: "Budget.numbers")]), File(name: "Photos", children: []),
        File(name: "notes.txt"),
    ]
}
