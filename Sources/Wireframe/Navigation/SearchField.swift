import Foundation

extension View {
    /// Adds a search field to the navigation bar, bound to `text`, with `tokens` drawn as
    /// capsules before the text, as iOS draws them: each token's view, in the field's font, on a
    /// grey capsule. The view is searching — `isSearching` true, suggestions and scopes shown —
    /// while the text is not empty or a token is in the field.
    ///
    /// ```swift
    /// .searchable(text: $query, tokens: $tokens) { token in Label(token.name, systemImage: "tag") }
    /// ```
    ///
    /// - Parameters:
    ///   - text: The text typed into the field.
    ///   - tokens: The tokens in the field, in order.
    ///   - placement: Where the field goes; it is drawn below the title.
    ///   - prompt: The placeholder shown while the field is empty, "Search" when `nil`.
    ///   - token: The view of one token.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchField(text: text, prompt: prompt?.plainString ?? "Search", tokens: tokens.wrappedValue.map { AnyView(token($0)) })
    }

    /// Adds a search field with tokens and the prompt `prompt`, as
    /// ``View/searchable(text:tokens:placement:prompt:token:)-(_,_,_,Text?,_)`` does.
    ///
    /// ```swift
    /// .searchable(text: $query, tokens: $tokens, prompt: "Search memos") { Text($0.name) }
    /// ```
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchField(text: text, prompt: prompt.text, tokens: tokens.wrappedValue.map { AnyView(token($0)) })
    }

    /// Adds a search field with tokens and the prompt `prompt`, a string shown as it is.
    ///
    /// ```swift
    /// .searchable(text: $query, tokens: $tokens, prompt: promptText) { Text($0.name) }
    /// ```
    @_disfavoredOverload
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: S,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchField(text: text, prompt: String(prompt), tokens: tokens.wrappedValue.map { AnyView(token($0)) })
    }

    /// Adds a search field with tokens the person can edit, each drawn from a binding to it, as
    /// ``View/searchable(text:tokens:placement:prompt:token:)-(_,_,_,Text?,_)`` draws tokens.
    ///
    /// ```swift
    /// .searchable(text: $query, editableTokens: $tokens) { $token in Text(token.name) }
    /// ```
    ///
    /// - Parameters:
    ///   - text: The text typed into the field.
    ///   - editableTokens: The tokens in the field, in order.
    ///   - placement: Where the field goes; it is drawn below the title.
    ///   - prompt: The placeholder shown while the field is empty, "Search" when `nil`.
    ///   - token: The view of one token, from a binding to it.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> some View where C.Element: Identifiable {
        let views = editableTokens.wrappedValue.indices.map { index in
            AnyView(token(editableTokens.element(at: index)))
        }
        return searchField(text: text, prompt: prompt?.plainString ?? "Search", tokens: views)
    }

    /// The search field in the navigation bar, with its tokens; the bar shows the scopes and the
    /// screen the suggestions while it is searching.
    func searchField(text: Binding<String>, prompt: String, tokens: [AnyView]) -> some View {
        let isSearching = !text.wrappedValue.isEmpty || !tokens.isEmpty
        let clearing = UncheckedBox(text)
        return modifier(
            EnvironmentModifier {
                $0.isSearching = isSearching
                $0.dismissSearch = DismissSearchAction { if !clearing.value.wrappedValue.isEmpty { clearing.value.wrappedValue = "" } }
            }
        ).modifier(
            NavigationBarModifier(reachesEnclosedStack: true) { bar, context in
                let field = HStack(spacing: 6) {
                    Image(systemName: "magnifyingglass").foregroundStyle(.gray).accessibilityHidden(true)
                    ForEach(tokens.indices, id: \.self) { index in
                        tokens[index]
                            .lineLimit(1)
                            .padding(.horizontal, 8)
                            .padding(.vertical, 2)
                            .background(Color.chromeFill(0.46, 0.46, 0.5, opacity: 0.2), in: Capsule())
                            .fixedSize()
                    }
                    TextField(tokens.isEmpty ? prompt : "", text: text).accessibilityAddTraits(.isSearchField)
                }
                .padding(.horizontal, 8)
                .frame(maxWidth: .infinity, minHeight: 36, alignment: .leading)
                .background(Color.chromeFill(0.46, 0.46, 0.5, opacity: 0.12), in: .rect(cornerRadius: 10))
                bar.searchField = try context.resolveSingle(field)
                bar.isSearching = isSearching
            })
    }
}

extension Binding where Value: RandomAccessCollection & RangeReplaceableCollection {
    /// A binding to the element at `index` of the collection this binds, which writes the
    /// element back in its place; once the collection is shorter, it reads the element it was
    /// made with and writes nothing.
    fileprivate func element(at index: Value.Index) -> Binding<Value.Element> {
        let original = self.wrappedValue[index]
        return Binding<Value.Element>(
            get: {
                let collection = self.wrappedValue
                guard collection.indices.contains(index) else { return original }
                return collection[index]
            },
            set: { newValue in
                var collection = self.wrappedValue
                guard collection.indices.contains(index) else { return }
                collection.replaceSubrange(index...index, with: CollectionOfOne(newValue))
                self.wrappedValue = collection
            })
    }
}
