import Foundation
import Wireframe
import WireframeComponents

/// Memos with Korean, Japanese and English titles and descriptions, mixed as real memos are,
/// with fixed ids and dates so every run renders the same bytes.
enum MemoFixtures {
    private static let titles = [
        "장보기", "회의 메모", "読みたい本", "Weekend plans", "다음 주 디자인 리뷰 준비: 다이얼로그, 토스트, 배너",
        "旅行の持ち物リスト", "Call the bank about the card", "읽을 책", "買い物 and 장보기", "Release checklist for 1.2",
        "운동 계획", "週末のレシピ: 肉じゃがと味噌汁",
    ]

    private static let descriptions = [
        "우유, 계란, 사과 두 개, 식빵 한 봉지",
        "월요일 오전 10시 디자인 리뷰. 다이얼로그와 토스트 시안을 확인하고 배너 문구를 정하기",
        "村上春樹の新刊、吉本ばなな「キッチン」、それから図書館で予約した本を受け取る。",
        "Hike on Saturday morning, clean the flat on Sunday, and call Mum in the evening.",
        "Gate B12 at 7:40 — 여권, 충전기, 雨傘 and the printed booking.",
        "パスポート、充電器、折りたたみ傘、日焼け止め、常備薬。",
        "Ask why the card was declined twice at the station; 카드 재발급 여부 확인.",
        "데미안, 어린 왕자, 코스모스",
        "Short",
        "Tag the release, write the changelog, update the snapshots and tell the team. 팀에 공유하기. チームに共有。",
        "월수금 달리기 5km, 화목 근력 운동, 주말에는 쉬기",
        "じゃがいも3個、にんじん1本、玉ねぎ1個、牛肉200g、しらたき1袋。",
    ]

    /// `count` memos, newest first, cycling through the titles and descriptions at different
    /// strides so neighbouring rows differ. With `distinct`, each title and description ends
    /// with the memo's number, so no two rows show the same text.
    static func memos(count: Int, distinct: Bool = false) -> [Memo] {
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        return (0..<count).map { index in
            let suffix = distinct ? " #\(index)" : ""
            return Memo(
                id: id(index),
                title: titles[index % titles.count] + suffix,
                description: descriptions[(index * 5 + index / titles.count) % descriptions.count] + suffix,
                date: start.addingTimeInterval(Double(count - index)))
        }
    }

    /// The memo column the benchmarks time.
    @MainActor
    static func column(_ memos: [Memo]) -> some View {
        VStack(spacing: 12) {
            ForEach(memos) { MemoView(memo: $0) }
        }
        .padding(16)
    }

    /// A fixed id for memo `index`.
    private static func id(_ index: Int) -> UUID {
        var bytes = [UInt8](repeating: 0, count: 16)
        for offset in 0..<8 { bytes[15 - offset] = UInt8(truncatingIfNeeded: index >> (offset * 8)) }
        let uuid = (
            bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
            bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
        )
        return UUID(uuid: uuid)
    }
}
