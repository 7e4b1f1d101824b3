// A stand-up meeting app's screens, written as SwiftUI tutorials write them. The only edit for
// Wireframe is the import: `import SwiftUI` became `import Wireframe`.
import Wireframe

struct Attendee: Identifiable, Hashable {
    let id: UUID
    var name: String

    init(id: UUID = UUID(), name: String) {
        self.id = id
        self.name = name
    }
}

enum Theme: String, CaseIterable, Identifiable {
    case bubblegum
    case buttercup
    case lavender
    case seafoam

    var mainColor: Color {
        switch self {
        case .bubblegum: return .pink
        case .buttercup: return .yellow
        case .lavender: return .purple
        case .seafoam: return .teal
        }
    }

    var accentColor: Color {
        switch self {
        case .buttercup: return .black
        case .bubblegum, .lavender, .seafoam: return .white
        }
    }

    var name: String { rawValue.capitalized }
    var id: String { name }
}

struct Standup: Identifiable {
    let id: UUID
    var title: String
    var attendees: [Attendee]
    var lengthInMinutes: Double
    var theme: Theme
    var lastHeld: Date

    static let sample = Standup(
        id: UUID(),
        title: "Design Review",
        attendees: ["Ji-woo", "Haruto", "Mina", "Sam"].map { Attendee(name: $0) },
        lengthInMinutes: 10,
        theme: .lavender,
        lastHeld: Date(timeIntervalSince1970: 1_764_590_400)
    )
}

struct TrailingIconLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.title
            configuration.icon
        }
    }
}

extension LabelStyle where Self == TrailingIconLabelStyle {
    static var trailingIcon: Self { Self() }
}

struct StandupCard: View {
    let standup: Standup

    var body: some View {
        VStack(alignment: .leading) {
            Text(standup.title)
                .font(.headline)
            Spacer()
            HStack {
                Label("\(standup.attendees.count)", systemImage: "person.3")
                Spacer()
                Label("\(Int(standup.lengthInMinutes))", systemImage: "clock")
                    .labelStyle(.trailingIcon)
            }
            .font(.caption)
        }
        .padding()
        .foregroundColor(standup.theme.accentColor)
    }
}

struct StandupsList: View {
    @Binding var standups: [Standup]
    @Environment(\.scenePhase) private var scenePhase
    let saveAction: () -> Void

    var body: some View {
        NavigationStack {
            List {
                ForEach(standups) { standup in
                    StandupCard(standup: standup)
                        .listRowBackground(standup.theme.mainColor)
                }
                .onDelete { offsets in
                    standups.remove(atOffsets: offsets)
                }
            }
            .navigationTitle("Daily Standups")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button(action: {}) {
                        Image(systemName: "plus")
                    }
                }
            }
        }
        .onChange(of: scenePhase) { phase in
            if phase == .inactive { saveAction() }
        }
    }
}

struct StandupEditor: View {
    @Binding var standup: Standup
    @State private var newAttendeeName = ""

    var body: some View {
        Form {
            Section(header: Text("Meeting Info")) {
                TextField("Title", text: $standup.title)
                HStack {
                    Slider(value: $standup.lengthInMinutes, in: 5...30, step: 1) {
                        Text("Length")
                    }
                    Spacer()
                    Text("\(Int(standup.lengthInMinutes)) minutes")
                }
                Picker("Theme", selection: $standup.theme) {
                    ForEach(Theme.allCases) { theme in
                        Text(theme.name).tag(theme)
                    }
                }
            }
            Section(header: Text("Attendees")) {
                ForEach($standup.attendees) { $attendee in
                    TextField("Name", text: $attendee.name)
                }
                .onDelete { indices in
                    standup.attendees.remove(atOffsets: indices)
                }
                HStack {
                    TextField("New Attendee", text: $newAttendeeName)
                    Button(action: {
                        withAnimation {
                            standup.attendees.append(Attendee(name: newAttendeeName))
                            newAttendeeName = ""
                        }
                    }) {
                        Image(systemName: "plus.circle.fill")
                    }
                    .disabled(newAttendeeName.isEmpty)
                }
            }
        }
    }
}

struct StandupDetail: View {
    let standup: Standup

    var body: some View {
        List {
            Section(header: Text("Meeting Info")) {
                Label("Start Meeting", systemImage: "timer")
                    .font(.headline)
                    .foregroundColor(.accentColor)
                HStack {
                    Label("Length", systemImage: "clock")
                    Spacer()
                    Text("\(Int(standup.lengthInMinutes)) minutes")
                }
                HStack {
                    Label("Last held", systemImage: "calendar")
                    Spacer()
                    Text(standup.lastHeld, style: .date)
                }
            }
            Section(header: Text("Attendees")) {
                ForEach(standup.attendees) { attendee in
                    Label(attendee.name, systemImage: "person")
                }
            }
        }
        .navigationTitle(Text(standup.title))
    }
}

struct SpeakerArc: Shape {
    let speakerIndex: Int
    let totalSpeakers: Int

    private var degreesPerSpeaker: Double {
        360.0 / Double(totalSpeakers)
    }
    private var startAngle: Angle {
        Angle(degrees: degreesPerSpeaker * Double(speakerIndex) + 1.0)
    }
    private var endAngle: Angle {
        Angle(degrees: startAngle.degrees + degreesPerSpeaker - 1.0)
    }

    func path(in rect: CGRect) -> Path {
        let diameter = min(rect.size.width, rect.size.height) - 24.0
        let radius = diameter / 2.0
        let center = CGPoint(x: rect.midX, y: rect.midY)
        return Path { path in
            path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: false)
        }
    }
}

struct MeetingTimer: View {
    let attendees: [Attendee]
    let speakerIndex: Int
    let theme: Theme
    let secondsElapsed: Int
    let secondsRemaining: Int

    private var progress: Double {
        let total = secondsElapsed + secondsRemaining
        return total > 0 ? Double(secondsElapsed) / Double(total) : 1
    }

    var body: some View {
        VStack {
            ProgressView(value: progress)
            HStack {
                VStack(alignment: .leading) {
                    Text("Seconds Elapsed")
                        .font(.caption)
                    Label("\(secondsElapsed)", systemImage: "hourglass.tophalf.fill")
                }
                Spacer()
                VStack(alignment: .trailing) {
                    Text("Seconds Remaining")
                        .font(.caption)
                    Label("\(secondsRemaining)", systemImage: "hourglass.bottomhalf.fill")
                        .labelStyle(.trailingIcon)
                }
            }
            Circle()
                .strokeBorder(lineWidth: 24)
                .overlay {
                    VStack {
                        Text(attendees[speakerIndex].name)
                            .font(.title)
                        Text("is speaking")
                    }
                }
                .overlay {
                    ForEach(0..<speakerIndex, id: \.self) { index in
                        SpeakerArc(speakerIndex: index, totalSpeakers: attendees.count)
                            .rotation(Angle(degrees: -90))
                            .stroke(theme.mainColor, lineWidth: 12)
                    }
                }
                .padding(.horizontal)
            Text("Speaker \(speakerIndex + 1) of \(attendees.count)")
                .padding()
                .background(.ultraThinMaterial)
        }
        .padding()
    }
}
