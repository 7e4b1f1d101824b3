/// A long text in Korean, Japanese and English, paragraph by paragraph and mixed within
/// sentences, for wrapping.
enum LongText {
    private static let paragraphs = [
        "Wireframe describes user interfaces as a declarative tree and renders that tree without a device, "
            + "to an ASCII grid for golden snapshot tests and to SVG for design review.",
        "메모 앱은 제목과 설명을 카드에 보여 주고, 긴 제목은 두 줄에서 자릅니다. 검색어를 입력하면 목록이 바로 걸러지고, "
            + "저장할 때마다 토스트가 3초 동안 나타났다가 사라집니다.",
        "日本語の文章は文字と文字の間で改行できますが、句読点「。」や「、」の前では改行しません。"
            + "長い段落でも、行頭に句点が来ないように折り返します。",
        "Mixed lines are the hard case: 디자인 리뷰 is on Monday at 10:00, 会議室は3階です, and the URL "
            + "https://example.com/wireframe/snapshots/review must break somewhere sensible.",
    ]

    /// The paragraphs repeated until the text holds at least `characters` characters, separated
    /// by blank lines.
    static func text(characters: Int) -> String {
        var text = ""
        var index = 0
        while text.count < characters {
            if !text.isEmpty { text += "\n\n" }
            text += paragraphs[index % paragraphs.count]
            index += 1
        }
        return text
    }
}
