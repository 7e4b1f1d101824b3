import Foundation
import Testing

@testable import Wireframe

/// How views become accessibility elements, and the order VoiceOver reads them in.
@MainActor
@Suite struct AccessibilityTreeTests {
    private let screen = Screen(width: 320, height: 200)

    private func elements<V: View>(_ view: V) throws -> [AccessibilityElement] {
        try view.accessibilityTree(on: screen).elements
    }

    private func labels<V: View>(_ view: V) throws -> [String] {
        try elements(view).map(\.label)
    }

    // MARK: Implicit elements

    @Test func textIsStaticTextLabelledWithItsString() throws {
        let element = try #require(try elements(Text("Hello")).first)
        #expect(element.label == "Hello")
        #expect(element.traits == .isStaticText)
        // Centred 140 and 92 pt in, each nearest the next cell.
        #expect(element.frame == CGRect(x: 144, y: 96, width: 40, height: 16))
    }

    @Test func buttonIsOneButtonLabelledWithTheTextInside() throws {
        let button = Button {
        } label: {
            HStack {
                Text("Save")
                Text("now")
            }
        }
        let found = try elements(button)
        #expect(found.map(\.label) == ["Save, now"])
        #expect(found.map(\.traits) == [.isButton])
        #expect(found[0].action != nil)
    }

    @Test func systemImageIsLabelledBySymbolNameInWords() throws {
        #expect(try labels(Image(systemName: "xmark")) == ["Close"])
        #expect(try labels(Image(systemName: "chevron.right")) == ["Forward"])
        #expect(try labels(Image(systemName: "star.fill")) == ["Star"])
        #expect(try elements(Image(systemName: "star")).map(\.traits) == [.isImage])
    }

    @Test func aLabelIsReadByItsTitleAlone() throws {
        let label = Label("Delete", systemImage: "trash")
        #expect(try labels(Button(action: {}, label: { label })) == ["Delete"])
        #expect(try labels(Toggle("Airplane Mode", systemImage: "airplane", isOn: .constant(false))) == ["Airplane Mode"])
    }

    @Test func imageOfAnUnknownNameHasNoLabel() throws {
        #expect(try labels(Image("company-logo")) == [""])
    }

    @Test func toggleIsAToggleWhoseValueIsOnOrOff() throws {
        let on = try #require(try elements(Toggle("Wi-Fi", isOn: .constant(true))).first)
        #expect(on.label == "Wi-Fi")
        #expect(on.value == "on")
        #expect(on.traits == [.isButton, .isToggle])
        #expect(try elements(Toggle("Wi-Fi", isOn: .constant(false))).map(\.value) == ["off"])
    }

    @Test func textFieldIsLabelledByItsPlaceholderWithItsTextAsValue() throws {
        let field = try #require(try elements(TextField("Name", text: .constant("Ahn"))).first)
        #expect((field.label, field.value) == ("Name", "Ahn"))
        let secure = try #require(try elements(SecureField("Password", text: .constant("hunter2"))).first)
        #expect((secure.label, secure.value) == ("Password", "•••••••"))
    }

    @Test func sliderAndProgressViewReadTheirValueAsAPercentage() throws {
        #expect(try elements(Slider(value: .constant(0.4))).map(\.value) == ["40%"])
        let progress = try elements(ProgressView("Downloading", value: 0.25))
        #expect(progress.map(\.label) == ["Downloading"])
        #expect(progress.map(\.value) == ["25%"])
    }

    @Test func stepperButtonsAreIncrementAndDecrement() throws {
        let stepper = Stepper("Guests: 2", value: .constant(2), in: 1...8)
        #expect(try labels(stepper) == ["Guests: 2", "Decrement", "Increment"])
    }

    @Test func navigationTitleIsAHeader() throws {
        let view = NavigationStack { Text("Body").navigationTitle("Memos") }
        let header = try #require(try elements(view).first { $0.label == "Memos" })
        #expect(header.traits.contains(.isHeader))
    }

    @Test func searchableFieldIsASearchField() throws {
        let view = NavigationStack { Text("Body").searchable(text: .constant(""), prompt: "Find") }
        let field = try #require(try elements(view).first { $0.label == "Find" })
        #expect(field.traits == .isSearchField)
    }

    // MARK: Modifiers

    @Test func labelReplacesTheImplicitOneAndTheNearestWins() throws {
        #expect(try labels(Text("x").accessibilityLabel("Close")) == ["Close"])
        #expect(try labels(Text("x").accessibilityLabel(Text("Inner")).accessibilityLabel("Outer")) == ["Inner"])
    }

    @Test func hintValueAndIdentifierAreKept() throws {
        let view = Text("Count").accessibilityHint("Shows the count").accessibilityValue(Text("3")).accessibilityIdentifier("count")
        let element = try #require(try elements(view).first)
        #expect((element.hint, element.value, element.identifier) == ("Shows the count", "3", "count"))
    }

    @Test func traitsAreAddedAndRemoved() throws {
        #expect(try elements(Text("Title").accessibilityAddTraits(.isHeader)).map(\.traits) == [[.isHeader, .isStaticText]])
        #expect(try elements(Image(systemName: "bell").accessibilityRemoveTraits(.isImage)).map(\.traits) == [[]])
    }

    @Test func modifiersChangeNeitherLayoutNorDrawing() throws {
        let plain = VStack {
            Text("a")
            Button("b") {}
        }
        let modified = VStack {
            Text("a").accessibilityLabel("A").accessibilityHidden(true).accessibilitySortPriority(2)
            Button("b") {}.accessibilityElement(children: .combine).accessibilityAddTraits(.isHeader).accessibilityIdentifier("b")
        }
        #expect(try modified.renderASCII(on: screen) == plain.renderASCII(on: screen))
        #expect(try modified.renderSVG(on: screen) == plain.renderSVG(on: screen))
    }

    // MARK: Hidden views

    @Test func hiddenViewsAreLeftOut() throws {
        let view = VStack {
            Text("shown")
            Text("hidden").hidden()
            Text("silent").accessibilityHidden(true)
            Text("invisible").opacity(0)
            Text("kept").accessibilityHidden(false)
        }
        #expect(try labels(view) == ["shown", "kept"])
    }

    // MARK: Child behaviours

    @Test func combineJoinsTheElementsInsideIntoOne() throws {
        let view = HStack {
            Image(systemName: "star.fill")
            Text("Favourite")
        }.accessibilityElement(children: .combine)
        let found = try elements(view)
        #expect(found.map(\.label) == ["Star, Favourite"])
        #expect(found.map(\.traits) == [[.isImage, .isStaticText]])
    }

    @Test func ignoreMakesOneElementOfOnlyTheViewsOwnProperties() throws {
        let view = HStack {
            Text("3")
            Text("unread")
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Three unread messages")
        let found = try elements(view)
        #expect(found.map(\.label) == ["Three unread messages"])
        #expect(found.map(\.traits) == [[]])
        let inner = try elements(HStack { Text("3") }.accessibilityLabel("Inside").accessibilityElement())
        #expect(inner.map(\.label) == ["Inside"])
    }

    @Test func containKeepsTheElementsAndSortsThemWithinTheContainer() throws {
        let view = VStack(spacing: 20) {
            Text("first")
            VStack {
                Text("inner top")
                Text("inner bottom").accessibilitySortPriority(1)
            }
            .accessibilityElement(children: .contain)
            Text("last")
        }
        #expect(try labels(view) == ["first", "inner bottom", "inner top", "last"])
    }

    // MARK: Reading order

    @Test func higherSortPriorityIsReadFirst() throws {
        let view = VStack {
            Text("a")
            Text("b")
            Text("c").accessibilitySortPriority(1)
        }
        #expect(try labels(view) == ["c", "a", "b"])
    }

    @Test func readingGoesTopToBottomWhateverTheTreeOrder() throws {
        let view = ZStack(alignment: .top) {
            Text("bottom").padding(.top, 64)
            Text("top")
        }
        #expect(try labels(view) == ["top", "bottom"])
    }

    @Test func rightToLeftARowIsReadFromTheRight() throws {
        let row = HStack {
            Text("first")
            Text("second")
            Text("third")
        }
        #expect(try labels(row.environment(\.layoutDirection, .rightToLeft)) == ["first", "second", "third"])
        // A row laid out left to right inside is read from its own leading side, in its place.
        let mixed = VStack {
            HStack {
                Text("a")
                Text("b")
            }
            .environment(\.layoutDirection, .leftToRight)
            HStack {
                Text("c")
                Text("d")
            }
        }
        #expect(try labels(mixed.environment(\.layoutDirection, .rightToLeft)) == ["a", "b", "c", "d"])
    }

    @Test func aRowIsReadLeadingToTrailingEvenWhenItsElementsAreNotAligned() throws {
        // The short text's top is below the tall button's, but its centre is within the button's
        // height: one row, read leading first.
        let row = HStack(alignment: .center) {
            Text("leading")
            Button {
            } label: {
                Text("trailing").frame(height: 48)
            }
        }
        #expect(try labels(row) == ["leading", "trailing"])
        let reversed = ZStack {
            Text("right").offset(x: 80)
            Text("left").offset(x: -80)
        }
        #expect(try labels(reversed) == ["left", "right"])
    }

    @Test func onlyTheFrontModalContainerIsRead() throws {
        let view = ZStack {
            Button("Behind") {}
            VStack {
                Text("Alert")
                Button("OK") {}
            }.accessibilityAddTraits(.isModal)
        }
        #expect(try labels(view) == ["Alert", "OK"])
    }

    // MARK: Dump

    @Test func dumpListsEveryElementOnOneLineWithHostileTextShownSafely() throws {
        let view = VStack {
            Text("\u{1B}[31mred")
            Text("abc\u{202E}def")
            Button("two\nlines") {}.accessibilityHint("a\u{7}b").accessibilityIdentifier("id\u{1B}")
        }
        let dump = try view.accessibilityTree(on: screen).dump()
        #expect(!dump.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" || $0 == "\u{7}" })
        #expect(
            dump == """
                1. text "␛[31mred" traits: [isStaticText] @ (128, 48, 64, 16)
                2. text "abcdef" traits: [isStaticText] @ (136, 80, 48, 16)
                3. button "two␊lines" traits: [isButton] hint: "a␇b" id: "id␛" @ (144, 112, 40, 32)

                """)
    }

    @Test func anEmptyTreeSaysSo() throws {
        #expect(try Color.red.accessibilityTree(on: screen).dump() == "no accessibility elements\n")
    }

    // MARK: Big trees

    @Test func aTreeNestedAsDeepAsLayoutAllowsIsRead() throws {
        var view = AnyView(Button("deep") {})
        for index in 0..<480 {
            view = index % 2 == 0 ? AnyView(view.accessibilityLabel("Deep")) : AnyView(VStack { view })
        }
        #expect(try labels(view) == ["Deep"])
    }

    @Test func tenThousandElementsAreReadInOrder() throws {
        let view = VStack(spacing: 0) { ForEach(0..<10_000, id: \.self) { Text("\($0)") } }
        let found = try view.accessibilityTree(on: Screen(width: 320, height: nil)).elements
        #expect(found.map(\.label) == (0..<10_000).map(String.init))
    }

    // MARK: JSON

    @Test func everyModifierComesBackFromItsJSON() throws {
        let view = Text("x")
            .accessibilityLabel("L").accessibilityHint("H").accessibilityValue("V").accessibilityIdentifier("I")
            .accessibilityHidden(false).accessibilityAddTraits([.isHeader, .isLink]).accessibilityRemoveTraits(.isStaticText)
            .accessibilityElement(children: .combine).accessibilitySortPriority(2.5)
        let node = try view.node()
        #expect(try Node(json: node.jsonData()) == node)
        #expect(
            node.dump() == """
                accessibilitySortPriority(2.5)
                └─ accessibilityElement(children: combine)
                   └─ accessibilityRemoveTraits([isStaticText])
                      └─ accessibilityAddTraits([isHeader, isLink])
                         └─ accessibilityHidden(false)
                            └─ accessibilityIdentifier("I")
                               └─ accessibilityValue("V")
                                  └─ accessibilityHint("H")
                                     └─ accessibilityLabel("L")
                                        └─ Text("x")

                """)
    }

    @Test func anUnknownTraitInJSONIsAnErrorNamingIt() throws {
        let json = #"{"kind": "accessibilityAddTraits", "traits": ["isButon"], "children": [{"kind": "text", "text": "x"}]}"#
        #expect(throws: NodeDecodingError.self) { try Node(json: Data(json.utf8)) }
    }
}
