import Testing
import Wireframe

private enum Scope: Hashable { case all, memos, tags }

private struct Tag: Identifiable, Hashable {
    var name: String
    var id: String { name }
}

@MainActor @Suite struct SearchSuggestionsTests {
    private func screen(query: String) -> some View {
        NavigationStack {
            List { Text("Groceries") }
                .navigationTitle("Memos")
                .searchable(text: .constant(query))
                .searchSuggestions {
                    Text("Recent: milk").searchCompletion("milk")
                    Text("Recent: bread").searchCompletion("bread")
                }
        }
    }

    @Test func suggestionsReplaceTheContentWhileTheSearchHasText() throws {
        let picture = try screen(query: "mi").renderASCII(width: 240, height: 400)
        #expect(picture.contains("Recent: milk"))
        #expect(picture.contains("Recent: bread"))
        #expect(!picture.contains("Groceries"))
    }

    @Test func withoutSearchTextTheContentIsDrawn() throws {
        let picture = try screen(query: "").renderASCII(width: 240, height: 400)
        #expect(picture.contains("Groceries"))
        #expect(!picture.contains("Recent"))
    }

    @Test func suggestionsAreListedBelowTheSearchField() throws {
        let placed = try screen(query: "mi").placedTree(width: 240, height: 400)
        let field = try #require(placed.frame(ofText: "Memos"))
        let first = try #require(placed.frame(ofText: "Recent: milk"))
        let second = try #require(placed.frame(ofText: "Recent: bread"))
        #expect(first.minY > field.maxY)
        #expect(second.minY > first.maxY)
    }

    @Test func scopesAreASegmentedControlBelowTheFieldOnceTextIsTyped() throws {
        func screen(_ query: String) -> some View {
            NavigationStack {
                List { Text("Groceries") }
                    .searchable(text: .constant(query))
                    .searchScopes(.constant(Scope.memos)) {
                        Text("All").tag(Scope.all)
                        Text("Memos").tag(Scope.memos)
                        Text("Tags").tag(Scope.tags)
                    }
            }
        }
        let typing = try screen("gro").placedTree(width: 240, height: 400)
        let all = try #require(typing.frame(ofText: "All"))
        let tags = try #require(typing.frame(ofText: "Tags"))
        #expect(abs(all.midY - tags.midY) < 0.5)
        let groceries = try #require(typing.frame(ofText: "Groceries"))
        #expect(groceries.minY > all.maxY)
        #expect(try screen("").placedTree(width: 240, height: 400).frame(ofText: "All") == nil)
    }

    @Test func tokensAreCapsulesInTheFieldBeforeTheText() throws {
        let view = NavigationStack {
            List { Text("Groceries") }
                .searchable(text: .constant("mi"), tokens: .constant([Tag(name: "home")])) { tag in
                    Text(tag.name)
                }
        }
        let picture = try view.renderASCII(width: 240, height: 120)
        #expect(picture.contains("│⌕ (home) mi"))
        let token = try #require(try view.placedTree(width: 240, height: 120).frame(ofText: "home"))
        #expect(token.minX == 48)
    }

    @Test func editableTokensAreDrawnFromBindingsToThem() throws {
        let view = NavigationStack {
            List { Text("Groceries") }
                .searchable(text: .constant(""), editableTokens: .constant([Tag(name: "work")])) { $tag in
                    Text(tag.name)
                }
        }
        #expect(try view.renderASCII(width: 240, height: 120).contains("│⌕ (work)"))
    }

    @Test func aTokenMakesTheViewSearching() throws {
        let view = NavigationStack {
            List { Text("Groceries") }
                .searchable(text: .constant(""), tokens: .constant([Tag(name: "home")]), prompt: "Find") { Text($0.name) }
                .searchSuggestions { Text("Suggested") }
        }
        let picture = try view.renderASCII(width: 240, height: 200)
        #expect(picture.contains("Suggested"))
        #expect(!picture.contains("Find"))
    }

    @Test func aStringPromptIsShownWhileTheFieldIsEmpty() throws {
        let prompt = "Find a memo"
        let view = NavigationStack {
            List { Text("Groceries") }
                .searchable(text: .constant(""), tokens: .constant([Tag]()), prompt: prompt) { Text($0.name) }
        }
        #expect(try view.renderASCII(width: 240, height: 120).contains("│⌕ Find a memo"))
    }
}
