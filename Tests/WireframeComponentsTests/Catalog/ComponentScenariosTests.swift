import Testing
import Wireframe
import WireframeComponents

/// The component scenarios keep the seeds' dimensions: checked on the ASCII, where a cell is
/// 8 × 16 points.
@MainActor
@Suite struct ComponentScenariosTests {
    private func ascii(_ name: String) throws -> [Substring] {
        let scenario = try #require(Catalog.scenario(named: name))
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
        #expect(lines.contains { $0.contains("복구할 수") })
        #expect(lines.contains { $0.contains("취소") && $0.contains("삭제") && !$0.contains("메시지") })
    }

    @Test func oneButtonDialogHasASingleButton() throws {
        let lines = try ascii("dialog-one-button")
        let button = try #require(lines.first { $0.contains("확인") })
        #expect(button.filter { $0 == "│" }.count == 4)
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
