import Testing
import Wireframe
import WireframeComponents
import WireframeTesting

/// The component scenarios keep the seeds' dimensions, checked on the ASCII where a cell is
/// 8 × 16 points, and every state has an ASCII and an SVG golden.
@MainActor
@Suite struct ComponentScenariosTests {
    /// Every state of the dialog, toast, banner and sheet that the catalog shows.
    nonisolated static let componentNames = [
        "dialog", "dialog-one-button", "dialog-long-message", "dialog-highlighted", "dialog-disabled-button",
        "toast", "pushed-toast", "replaced-toast", "expired-toast", "banner", "banner-dismissed", "sheet",
    ]

    private func ascii(_ name: String) throws -> [Substring] {
        let scenario = try #require(Catalog.entry(named: name))
        return try scenario.render(as: .ascii).split(separator: "\n", omittingEmptySubsequences: false)
    }

    @Test func dialogCardSits48PointsFromTheSidesOverTheDimLayer() throws {
        let lines = try ascii("dialog")
        let title = try #require(lines.first { $0.contains("메시지 삭제") })
        #expect(title.hasPrefix("░░░░░░│"))
        #expect(lines.first == Substring(String(repeating: "░", count: 49)))
    }

    @Test func dialogShowsTheMessageAndBothButtonsOnOneRow() throws {
        let lines = try ascii("dialog")
        #expect(lines.contains { $0.contains("메시지를 삭제하시겠습니까?") })
        #expect(lines.contains { $0.contains("취소") && $0.contains("삭제") && !$0.contains("메시지") })
    }

    @Test func oneButtonDialogHasASingleButton() throws {
        let lines = try ascii("dialog-one-button")
        let button = try #require(lines.first { $0.contains("확인") })
        #expect(button.filter { $0 == "│" }.count == 4)
    }

    @Test(arguments: componentNames)
    func scenarioMatchesItsGoldens(name: String) throws {
        let scenario = try #require(Catalog.entry(named: name))
        assertSnapshot(of: scenario.view, as: .ascii(on: scenario.screen), named: name)
        assertSnapshot(of: scenario.view, as: .svg(on: scenario.screen), named: name)
    }

    /// The seed components dark and at an accessibility text size: an SVG golden each, which
    /// the gallery's variants show beside the default.
    @Test(arguments: ["dialog", "dialog-highlighted", "pushed-toast", "banner", "sheet", "memo-list", "memo-editor-update"])
    func scenarioInVariantsMatchesItsGoldens(name: String) throws {
        let scenario = try #require(Catalog.entry(named: name))
        assertSnapshot(of: scenario.view, as: .svg(on: scenario.screen), variants: [.dark, .dynamicType(.accessibility2)], named: name)
    }

    @Test func longMessageWrapsInsideTheCard() throws {
        let lines = try ascii("dialog-long-message")
        let textLines = lines.filter { line in
            line.hasPrefix("░░░░░░│") && !line.contains("취소")
                && line.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
        }
        // The title and at least four lines of message, all inside the card's edges.
        #expect(textLines.count >= 5)
        #expect(textLines.allSatisfy { $0.hasSuffix("│░░░░░░") })
    }

    @Test func highlightedWordIsUnderlined() throws {
        let lines = try ascii("dialog-highlighted")
        #expect(lines.contains { $0.contains("색\u{332}상\u{332}을") })
    }

    @Test func disabledButtonIsABareLabel() throws {
        let lines = try ascii("dialog-disabled-button")
        let row = try #require(lines.firstIndex { $0.contains("신고") && $0.contains("취소") })
        #expect(lines[row].filter { $0 == "│" }.count == 4)
    }

    @Test func pushedScreensShowTheToast() throws {
        #expect(try ascii("pushed-toast").contains { $0.contains("첫 번째 토스트 입니다.") })
        #expect(try ascii("replaced-toast").contains { $0.contains("두 번째 토스트 입니다.") })
        #expect(try !ascii("expired-toast").contains { $0.contains("토스트 입니다.") })
    }

    @Test func dismissedBannerIsGone() throws {
        #expect(try !ascii("banner-dismissed").contains { $0.contains("✕") })
    }

    @Test func sheetSitsAtTheBottomOverADimLayer() throws {
        let lines = try ascii("sheet")
        let row = try #require(lines.firstIndex { $0.contains("Some Sheet") })
        #expect(row > 40)
        #expect(lines.first == Substring(String(repeating: "░", count: 49)))
    }

    @Test func toastSitsAtTheBottomAbovetheSafeArea() throws {
        let lines = try ascii("toast")
        let row = try #require(lines.firstIndex { $0.contains("첫 번째 토스트 입니다.") })
        // 844 pt is 53 rows; the toast's 36 pt end 34 + 12 pt above the bottom, about row 49.
        #expect((46...50).contains(row))
    }

    @Test func bannerSitsAtTheTopWithACloseButton() throws {
        let lines = try ascii("banner")
        let row = try #require(lines.firstIndex { $0.contains("Banner") && !$0.contains("Show") })
        #expect(row < 8)
        #expect(lines[row].contains("✕"))
    }

    @Test func memoListShowsTitleSearchToolbarAndThreeMemos() throws {
        let text = try ascii("memo-list").joined(separator: "\n")
        for expected in ["메모", "메모를 검색해보세요.", "추가하기", "장보기", "회의 메모", "읽을 책"] {
            #expect(text.contains(expected), "\(expected)")
        }
    }
}
