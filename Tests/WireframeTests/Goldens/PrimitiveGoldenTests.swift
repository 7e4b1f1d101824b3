import Foundation
import Testing
import Wireframe
import WireframeTesting

/// Golden pictures of every primitive view, in ASCII and SVG, under `Snapshots/PrimitiveGoldenTests/`.
@MainActor
@Suite struct PrimitiveGoldenTests {
    private let width: CGFloat = 240

    private func assertGoldens<V: View>(_ view: V, testName: String = #function, filePath: StaticString = #filePath, line: UInt = #line) {
        assertSnapshot(of: view, as: .ascii(width: width, height: nil), filePath: filePath, testName: testName, line: line)
        assertSnapshot(of: view, as: .svg(width: width, height: nil), filePath: filePath, testName: testName, line: line)
    }

    @Test func text() {
        assertGoldens(
            VStack(alignment: .leading, spacing: 8) {
                Text("Hello, Wireframe")
                Text("메모를 검색해보세요.").bold()
                Text("これは日本語のテキストです。改行の位置を確認します。").lineLimit(2)
                Text("Two\nlines").font(.caption)
                Text("Highlighted ") + Text("words").foregroundColor(.blue) + Text(" inside")
            }
        )
    }

    @Test func textWithImagesAndMarkdown() throws {
        var status = AttributedString("Low battery")
        status.foregroundColor = .red
        if let word = status.range(of: "battery") { status[word].backgroundColor = .yellow }
        let markdown = try AttributedString(markdown: "**bold**, *italic*, `code`, ~~gone~~ and [a link](https://example.com)")
        assertGoldens(
            VStack(alignment: .leading, spacing: 8) {
                Text("Rating ") + Text(Image(systemName: "star.fill")).foregroundColor(.orange)
                Text("Tap \(Image(systemName: "plus")) to add a memo, or \(Image(systemName: "trash")) to delete one")
                Text(status)
                Text(markdown)
                Text("A **key** with `markdown`")
            }
        )
    }

    @Test func buttons() {
        assertGoldens(
            VStack(spacing: 8) {
                Button("추가하기") {}
                Button("삭제", role: .destructive) {}
                Button("Disabled") {}.disabled(true)
                Button {
                } label: {
                    Image(systemName: "xmark")
                }
            }
        )
    }

    @Test func systemImages() {
        assertGoldens(
            HStack(spacing: 8) {
                ForEach(["xmark", "plus", "magnifyingglass", "chevron.right", "trash", "no.such.symbol"], id: \.self) {
                    Image(systemName: $0)
                }
            }
        )
    }

    @Test func shapes() {
        assertGoldens(
            VStack(spacing: 8) {
                Rectangle().fill(.gray).frame(width: 120, height: 32)
                RoundedRectangle(cornerRadius: 8).fill(.white).frame(width: 120, height: 48)
                Capsule().stroke(.black).frame(width: 120, height: 16)
                Color.blue.frame(width: 64, height: 32)
            }
        )
    }

    @Test func stacksSpacerAndDivider() {
        assertGoldens(
            VStack(spacing: 0) {
                HStack {
                    Text("Leading")
                    Spacer()
                    Text("Trailing")
                }
                Divider()
                HStack {
                    Text("a")
                    Divider().frame(height: 16)
                    Text("b")
                }
                ZStack(alignment: .bottomTrailing) {
                    Color.white.frame(width: 96, height: 48).border(.black)
                    Text("z")
                }
            }
        )
    }

    @Test func modifiers() {
        assertGoldens(
            VStack(spacing: 8) {
                Text("padded").padding(16).background(Color.white).cornerRadius(12)
                Text("bordered").padding(8).border(.black)
                Text("framed").frame(width: 160, height: 32, alignment: .trailing).border(.gray)
                Text("banner").padding(8).background(Color.white, in: .rect(cornerRadius: 8)).shadow(radius: 5)
                Text("overlay").padding(8).overlay(Text("•"), alignment: .topTrailing)
                Text("hidden").hidden()
            }
        )
    }

    @Test func scrollViewAndTextField() {
        assertGoldens(
            VStack(spacing: 8) {
                TextField("제목", text: .constant(""))
                TextField("제목", text: .constant("장보기"))
                ScrollView { VStack { ForEach(0..<6) { Text("Row \($0)") } } }.frame(height: 64)
            }
        )
    }

    @Test func list() {
        assertGoldens(
            List {
                ForEach(["장보기", "회의 준비", "운동"], id: \.self) { Text($0) }
                    .onDelete { _ in }
            }
            .listStyle(.plain)
            .frame(height: 160)
        )
    }

    @Test func navigationStack() {
        assertGoldens(
            NavigationStack {
                List { Text("첫 번째 메모") }
                    .navigationTitle("메모")
                    .toolbar { Button("추가하기") {} }
                    .searchable(text: .constant(""), placement: .navigationBarDrawer(displayMode: .always), prompt: "메모를 검색해보세요.")
            }
            .frame(height: 320)
        )
    }

    @Test func searchTokensScopesAndSuggestions() {
        struct Tag: Identifiable {
            var name: String
            var id: String { name }
        }
        assertGoldens(
            NavigationStack {
                List { Text("Groceries") }
                    .navigationTitle("Memos")
                    .searchable(text: .constant("mi"), tokens: .constant([Tag(name: "home")])) { Text($0.name) }
                    .searchScopes(.constant(1)) {
                        Text("All").tag(1)
                        Text("Memos").tag(2)
                    }
                    .searchSuggestions {
                        Label("milk", systemImage: "clock").searchCompletion("milk")
                        Label("mints", systemImage: "clock").searchCompletion("mints")
                    }
            }
            .frame(height: 360)
        )
    }

    @Test func dimLayer() {
        assertGoldens(
            ZStack {
                Text("Beneath")
                Color.black.opacity(0.4)
                Text("Card").padding(16).background(Color.white).cornerRadius(12)
            }
            .frame(height: 128)
        )
    }
}
