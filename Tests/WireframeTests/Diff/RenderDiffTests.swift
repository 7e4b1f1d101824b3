import Foundation
import Testing

@testable import Wireframe

@MainActor
@Suite struct RenderDiffTests {
    private let screen = Screen(width: 240, height: nil)

    @Test func aRetextedTextIsOneChangeNamingBothTexts() throws {
        let diff = try RenderDiff(from: Text("취소"), to: Text("확인"), on: screen)
        #expect(diff.summary == [#"Text "취소" → "확인""#])
    }

    @Test func theSVGOfTwoRendersGivesTheSameSummaryAsTheViews() throws {
        let old = VStack {
            Text("메모")
            Text("취소").foregroundColor(.red)
        }
        let new = VStack {
            Text("메모")
            Text("취소").foregroundColor(.blue)
        }
        let fromViews = try RenderDiff(from: old, to: new, on: screen)
        let fromSVG = RenderDiff(oldSVG: try old.renderSVG(on: screen), newSVG: try new.renderSVG(on: screen))
        #expect(fromViews.summary == [#"Text "취소" text colour #FF3B30 → #007AFF"#])
        #expect(fromSVG.summary == fromViews.summary)
    }

    @Test func aSubtreeThatMovedIsOneLine() throws {
        func card(offset: CGFloat) -> some View {
            VStack(spacing: 0) {
                Color.clear.frame(height: offset)
                VStack {
                    Text("제목")
                    Text("본문")
                    Text("끝")
                }
            }
        }
        let diff = try RenderDiff(from: card(offset: 0), to: card(offset: 40), on: Screen(width: 240, height: 400))
        #expect(diff.summary == [#"3 elements moved down 20 pt: Text "제목", Text "본문", …"#])
        #expect(diff.changes.count == 3)
    }

    @Test func aChangeOnlyInWhatIsNotDrawnSaysSo() throws {
        let diff = try RenderDiff(from: Text("a").accessibilityLabel("b"), to: Text("a").accessibilityLabel("c"), on: screen)
        #expect(diff.changes.isEmpty)
        #expect(diff.hasInvisibleChanges)
        #expect(diff.summary == ["No visible change: only what is not drawn differs"])
    }

    @Test func aChangedVoiceOverOrderIsOneLineNamingTheOrders() throws {
        let old = VStack {
            Text("제목")
            Text("본문")
        }
        let new = VStack {
            Text("제목")
            Text("본문").accessibilitySortPriority(1)
        }
        let diff = try RenderDiff(from: old, to: new, on: screen)
        #expect(diff.summary == [#"VoiceOver reading order "제목", "본문" → "본문", "제목""#])
        #expect(diff.changes.map(\.kind) == [.reordered])
    }

    @Test func textFromTheTreeIsMadeSafeToPrint() throws {
        let diff = try RenderDiff(from: Text("ok"), to: Text("\u{1B}[31m<b>"), on: screen)
        let line = try #require(diff.summary.first)
        #expect(!line.contains("\u{1B}"))
        #expect(line.contains("<b>"))
    }

    @Test func asciiPicturesAreComparedByTheirTexts() {
        let old = "╭──────╮ ╭────╮\n│ 취소 │ │ OK │\n╰──────╯ ╰────╯\n"
        let new = "╭────╮\n│ OK │\n╰────╯\n"
        #expect(RenderElement.elements(ofASCII: old).map(\.label) == ["취소", "OK"])
        let diff = RenderDiff(oldASCII: old, newASCII: new)
        #expect(diff.summary == [#"Text "취소" removed (1 other element moved or resized)"#])
    }

    @Test func wordsOneSpaceApartAreOneText() {
        #expect(RenderElement.elements(ofASCII: "  메시지를 삭제하시겠습니까?  OK").map(\.label) == ["메시지를 삭제하시겠습니까?", "OK"])
    }

    @Test func brokenSVGGivesFewerElementsNeverACrash() {
        let inputs = [
            "", "<", "<svg", "<text x=\"1\">unterminated", "<rect x=\"nan\" width=\"1e999\"/>", "&#xFFFFFFFF;<text>&#0;&bogus;</text>",
        ]
        for input in inputs {
            _ = RenderDiff(oldSVG: input, newSVG: "<svg><text x=\"0\" y=\"10\">a</text></svg>")
        }
        #expect(RenderElement.elements(ofSVG: "<svg><defs><rect width=\"4\" height=\"4\"/></defs></svg>").isEmpty)
    }

    @Test func theDumpListsChangesMostSignificantFirst() throws {
        let old = VStack {
            Text("a")
            Text("b")
        }
        let new = VStack {
            Text("a")
            Text("c")
            Text("d")
        }
        let diff = try RenderDiff(from: old, to: new, on: screen)
        #expect(
            diff.dump() == """
                added Text "d" @ (115.27, 56, 9.45, 20)
                changed Text "b" → "c", width 9.45 → 8.5 pt @ (115.27, 28, 9.45, 20) → (115.75, 28, 8.5, 20)

                """)
    }
}

/// The diff of two display lists lists only the commands the lists do not share, and says what
/// the diff of every element says.
@MainActor
@Suite struct DisplayListChangesTests {
    private let screen = Screen(width: 240, height: nil)

    private func lists(_ old: some View, _ new: some View) throws -> (old: (DisplayList, PlacedNode), new: (DisplayList, PlacedNode)) {
        let oldLayout = try old.layout(on: screen, metrics: .svg)
        let newLayout = try new.layout(on: screen, metrics: .svg)
        return (
            (DisplayList(oldLayout.placed, canvas: oldLayout.canvas), oldLayout.placed),
            (DisplayList(newLayout.placed, canvas: newLayout.canvas), newLayout.placed)
        )
    }

    /// The summary of the changed commands, and the summary of every element of both lists.
    private func summaries(_ old: some View, _ new: some View) throws -> (changed: [String], whole: [String]) {
        let (old, new) = try lists(old, new)
        let changed = RenderDiff(old: old.0, placed: old.1, new: new.0, placed: new.1)
        let whole = RenderDiff(
            old: RenderElement.elements(of: old.0, placed: old.1), new: RenderElement.elements(of: new.0, placed: new.1),
            differsElsewhere: old.1 != new.1)
        return (changed.summary, whole.summary)
    }

    private func form(title: String = "메모", confirm: String = "확인", tint: Color = .blue, showsCancel: Bool = true, header: Bool = false)
        -> some View
    {
        VStack(spacing: 8) {
            if header { Text("새 항목") }
            Text(title).font(.headline)
            Text("본문은 그대로입니다")
            HStack {
                if showsCancel { Button("취소") {}.frame(width: 100, height: 44).background(Color.gray) }
                Button(confirm) {}.frame(width: 100, height: 44).background(tint)
            }
            Text("끝")
        }
    }

    @Test func onlyTheCommandsThatDifferAreListed() throws {
        let (old, new) = try lists(form(), form(title: "장보기"))
        let changed = DisplayListChanges(old: old.0, placed: old.1, new: new.0, placed: new.1)
        #expect(changed.old.map(\.name) == [#"Text "메모""#])
        #expect(changed.new.map(\.name) == [#"Text "장보기""#])
        // Of seven: three texts, two buttons with their labels, the two buttons' backgrounds.
        #expect(RenderElement.elements(of: old.0, placed: old.1).count == 7)
    }

    @Test func aButtonWhoseLabelChangedInTheSameFrameIsListedWhole() throws {
        let (old, new) = try lists(form(), form(confirm: "삭제"))
        let changed = DisplayListChanges(old: old.0, placed: old.1, new: new.0, placed: new.1)
        #expect(changed.old.map(\.name) == [#"Button "확인""#])
        #expect(changed.new.map(\.name) == [#"Button "삭제""#])
    }

    @Test func theChangedCommandsSayWhatAllTheElementsSay() throws {
        let pairs: [(old: AnyView, new: AnyView)] = [
            (AnyView(form()), AnyView(form(title: "장보기"))),
            (AnyView(form()), AnyView(form(confirm: "삭제"))),
            (AnyView(form()), AnyView(form(tint: .red))),
            (AnyView(form()), AnyView(form(showsCancel: false))),
            (AnyView(form()), AnyView(form(header: true))),
            (AnyView(form()), AnyView(form())),
            (AnyView(form(title: "a")), AnyView(form(title: "a much longer title that wraps onto two lines here"))),
            (AnyView(form().opacity(0.8)), AnyView(form().opacity(0.5))),
            (AnyView(row(starred: false)), AnyView(row(starred: true))),
            (AnyView(row(starred: false, tint: .blue)), AnyView(row(starred: false, tint: .red))),
        ]
        for pair in pairs {
            let summaries = try summaries(pair.old, pair.new)
            #expect(summaries.changed == summaries.whole)
        }
        let recoloured = try summaries(form(), form(tint: .red)).changed
        #expect(recoloured == ["Rectangle fill #007AFF → #FF3B30"])
        #expect(try summaries(form(), form()).changed.isEmpty)
        #expect(try summaries(form().opacity(0.8), form().opacity(0.5)).changed.contains { $0.contains("opacity 80% → 50%") })
    }

    /// A row that is a button, holding a star button of its own.
    private func row(starred: Bool, tint: Color = .blue) -> some View {
        Button {
        } label: {
            HStack {
                Text("장보기").foregroundColor(tint)
                Spacer()
                Button {
                } label: {
                    Image(systemName: starred ? "star.fill" : "star").foregroundColor(.yellow)
                }
            }
            .padding(8)
        }
    }
}

@Suite struct ChangedLabelTests {
    @Test func theWordsTwoLongLabelsShareAreLeftOut() {
        let row = RenderDiff.distinguishingParts(of: "読みたい本 월수금 달리기 5km, 화목 근력 운동", "장보기 목록 월수금 달리기 5km, 화목 근력 운동")
        #expect(row.old == "読みたい本 …")
        #expect(row.new == "장보기 목록 …")
        let middle = RenderDiff.distinguishingParts(of: "오늘 할 일: 우유 사기, 빨래하기 그리고 산책", "오늘 할 일: 빵 사기, 빨래하기 그리고 산책")
        #expect(middle.old == "… 우유 …")
        #expect(middle.new == "… 빵 …")
    }

    @Test func shortLabelsAndLabelsWithNothingSharedAreKeptWhole() {
        #expect(RenderDiff.distinguishingParts(of: "배경화면 변경", "메시지 변경") == ("배경화면 변경", "메시지 변경"))
        let long = ("the first label, long enough", "another label that is long too")
        #expect(RenderDiff.distinguishingParts(of: long.0, long.1) == long)
        // One label the other with words added: nothing would be left of the shorter one.
        let added = ("a label long enough to be shortened", "a label long enough to be shortened now")
        #expect(RenderDiff.distinguishingParts(of: added.0, added.1) == added)
    }
}
