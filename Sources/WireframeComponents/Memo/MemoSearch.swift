import Foundation

/// How the memo list's search matches text: a memo matches when its title or its description
/// contains the query, ignoring case and character width, and treating composed and decomposed
/// Hangul as the same text.
///
/// Both sides are normalised with Unicode NFKC — which composes jamo into syllables
/// (ᄆ ᅦ ᄆ ᅩ → 메모) and maps compatibility forms such as fullwidth ＡＢＣ to ABC — and then
/// case-folded.
///
/// ```swift
/// MemoSearch.matches(memo, query: "ＭＥＭＯ")   // true for a memo titled "memo list"
/// MemoSearch.filter(memos, query: "우유")       // the memos mentioning 우유, in their order
/// ```
public enum MemoSearch {
    /// The text as search compares it: NFKC-normalised and case-folded.
    ///
    /// ```swift
    /// MemoSearch.key("Ｍｅｍｏ")   // "memo"
    /// ```
    public static func key(_ text: String) -> String {
        text.precomposedStringWithCompatibilityMapping
            .folding(options: [.caseInsensitive, .widthInsensitive], locale: nil)
            .precomposedStringWithCompatibilityMapping
    }

    /// Whether `memo`'s title or description contains `query`. An empty query (or one of only
    /// spaces) matches every memo.
    public static func matches(_ memo: Memo, query: String) -> Bool {
        let needle = key(query.trimmingCharacters(in: .whitespacesAndNewlines))
        guard !needle.isEmpty else { return true }
        return key(memo.title).contains(needle) || key(memo.description).contains(needle)
    }

    /// The memos that match `query`, in their order.
    ///
    /// - Complexity: O(*n* × *m*) for *n* memos of about *m* characters.
    public static func filter(_ memos: [Memo], query: String) -> [Memo] {
        let needle = key(query.trimmingCharacters(in: .whitespacesAndNewlines))
        guard !needle.isEmpty else { return memos }
        return memos.filter { key($0.title).contains(needle) || key($0.description).contains(needle) }
    }

    /// Whether `query` asks for a search: it has something besides spaces.
    static func isActive(_ query: String) -> Bool {
        !query.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }
}
