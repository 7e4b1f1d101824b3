import Foundation
import Testing

@testable import Wireframe

@MainActor
@Suite struct NodeCodableTests {
    // MARK: Round trips

    @Test func everyKindRoundTrips() throws {
        let node = try Node(json: try everyKind.jsonData())
        #expect(node == everyKind)
    }

    @Test func theRoundTripFixtureCoversEveryKnownKind() throws {
        let json = String(decoding: try everyKind.jsonData(), as: UTF8.self)
        let written = Set(json.matches(of: /"kind": "(\w+)"/).map { String($0.output.1) })
        let error = decodingError(#"{"kind": "?"}"#)
        let known = Set(error.message.split(separator: ": ").last?.split(separator: ", ").map(String.init) ?? [])
        #expect(known.count == 73)
        #expect(written == known)
    }

    @Test func resolvedViewRoundTrips() throws {
        let row = HStack {
            VStack(alignment: .leading, spacing: 12) {
                Text("메모").font(.system(size: 18, weight: .bold)).lineLimit(2).foregroundStyle(.white)
                Text("설명").font(.system(size: 16, weight: .regular)).lineLimit(2)
            }
            .padding()
            .background(.black)
        }
        .frame(minWidth: 0, maxWidth: .infinity, alignment: .leading)
        .background(.black)
        .cornerRadius(12)
        let node = try row.node()
        #expect(try Node(json: try node.jsonData()) == node)
    }

    @Test func foundationCoderRoundTripsTheSameSchema() throws {
        let data = try JSONEncoder().encode(everyKind)
        #expect(try JSONDecoder().decode(Node.self, from: data) == everyKind)
        #expect(try Node(json: data) == everyKind)
    }

    @Test func foundationDecoderReportsThePath() {
        let data = Data(#"{"kind": "vstack", "children": [{"kind": "padding", "padding": "wide"}]}"#.utf8)
        #expect {
            try JSONDecoder().decode(Node.self, from: data)
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return context.debugDescription == "root.children[0].padding: expected a number"
        }
    }

    // MARK: Writing

    @Test func encodingWritesKindFirstChildrenLastAndLeavesOutDefaults() throws {
        let node = try VStack(alignment: .leading) {
            Text("메모").font(.headline)
            Text("a\u{1B}b").foregroundStyle(Color.black.opacity(0.5))
        }
        .padding(EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
        .frame(maxWidth: .infinity)
        .node()
        #expect(
            String(decoding: try node.jsonData(), as: UTF8.self) == #"""
                {
                  "kind": "frame",
                  "maxWidth": "infinity",
                  "children": [
                    {
                      "kind": "padding",
                      "padding": {"top": 8, "leading": 16, "bottom": 8, "trailing": 16},
                      "children": [
                        {
                          "kind": "vstack",
                          "alignment": "leading",
                          "children": [
                            {"kind": "text", "text": "메모", "font": "headline"},
                            {
                              "kind": "text",
                              "text": "a\u001Bb",
                              "color": {"color": "black", "opacity": 0.5}
                            }
                          ]
                        }
                      ]
                    }
                  ]
                }

                """#)
    }

    @Test func coloursUseTheShortestForm() throws {
        let colours = [Color.white, Color(red: 1, green: 0.2, blue: 0), Color(red: 0, green: 0, blue: 0, opacity: 0.4), Color(white: 0.3)]
        let node = Node(.stack(StackNode(axis: .horizontal, alignment: .center, spacing: 8)), children: colours.map { Node(.divider($0)) })
        let json = String(decoding: try node.jsonData(), as: UTF8.self)
        #expect(json.contains(#"{"kind": "divider", "color": "white"}"#))
        #expect(json.contains(##"{"kind": "divider", "color": "#FF3300"}"##))
        #expect(json.contains(##"{"kind": "divider", "color": "#00000066"}"##))
        #expect(json.contains(#"{"red": 0.3, "green": 0.3, "blue": 0.3}"#))
    }

    @Test func negativeZeroReadsAsZeroSoTheTreeRoundTrips() throws {
        let node = try Node(json: Data(#"{"kind": "offset", "x": -0, "y": 2, "children": [{"kind": "text", "text": "a"}]}"#.utf8))
        #expect(try Node(json: try node.jsonData()) == node)
        #expect(try Text("a").offset(x: -0.0).node() == Text("a").offset(x: 0).node())
    }

    @Test func pathCoordinatesAreWrittenExactly() throws {
        let node = try Node(
            json: Data(#"{"kind": "shape", "shape": "path", "path": "M0 0 L10 1e-300 L0.3333333333333333 -2.5e+20 Z"}"#.utf8))
        let json = String(decoding: try node.jsonData(), as: UTF8.self)
        #expect(json.contains(#""path": "M0 0 L10 1e-300 L0.3333333333333333 -1000000 Z""#))
        #expect(try Node(json: try node.jsonData()) == node)
    }

    @Test func nonFiniteLengthsCannotBeWritten() {
        let node = Node(.frame(FrameNode(width: .nan, height: nil, alignment: .center)))
        #expect(throws: EncodingError.self) { try node.jsonData() }
    }

    // MARK: Reading

    @Test func omittedFieldsTakeTheViewDefaults() throws {
        let decoded = try Node(
            json: Data(
                #"{"kind": "padding", "children": [{"kind": "vstack", "children": [{"kind": "text", "text": "a"}, {"kind": "shape", "shape": "capsule"}]}]}"#
                    .utf8))
        let expected = try VStack {
            Text("a")
            Capsule()
        }.padding().node()
        #expect(decoded == expected)
    }

    @Test func coloursReadInEveryForm() throws {
        let forms = [
            #""white""#, ##""#FFFFFF""##, ##""#FFFFFFFF""##, #"{"red": 1, "green": 1, "blue": 1}"#, #"{"color": "white", "opacity": 1}"#,
        ]
        for form in forms {
            let node = try Node(json: Data(#"{"kind": "divider", "color": \#(form)}"#.utf8))
            guard let color = node.kind.as(DividerNode.self)?.color else {
                Issue.record("\(form)")
                continue
            }
            #expect([color.red, color.green, color.blue, color.opacity] == [1, 1, 1, 1], "\(form)")
        }
    }

    @Test func lengthsAreClampedOrIgnoredAsTheModifiersDo() throws {
        let json = #"""
            {"kind": "padding", "padding": 1e308, "children": [
              {"kind": "frame", "width": -5, "height": 1e300, "children": [
                {"kind": "opacity", "opacity": 7, "children": [{"kind": "spacer", "minLength": -3}]}]}]}
            """#
        let expected = try Spacer(minLength: -3).opacity(7).frame(width: -5, height: 1e300).padding(1e308).node()
        let decoded = try Node(json: Data(json.utf8))
        #expect(decoded == expected)
        #expect(
            decoded.dump() == """
                padding(1000000)
                └─ frame(height: 1000000, alignment: center)
                   └─ opacity(1)
                      └─ Spacer(minLength: 0)

                """)
    }

    @Test func byteOrderMarkIsSkipped() throws {
        let data = Data([0xEF, 0xBB, 0xBF] + Array(#"{"kind": "hidden"}"#.utf8))
        #expect(try Node(json: data) == Node(.hidden))
    }

    // MARK: Errors

    @Test func wrongTypeNamesTheJSONPath() {
        let json = #"{"kind": "vstack", "children": [{"kind": "empty"}, {"kind": "empty"}, {"kind": "padding", "padding": "16"}]}"#
        #expect(decodingError(json).description == "root.children[2].padding: expected a number")
    }

    @Test func unknownKindListsTheKnownKinds() {
        let error = decodingError(#"{"kind": "vstack", "children": [{"kind": "VStack"}]}"#)
        #expect(
            error.description == """
                root.children[0].kind: unknown node kind "VStack"; known kinds: accessibilityAddTraits, accessibilityElement, \
                accessibilityHidden, accessibilityHint, accessibilityIdentifier, accessibilityLabel, accessibilityRemoveTraits, \
                accessibilitySortPriority, accessibilityValue, anchorSource, aspectRatio, background, blendMode, blur, border, \
                brightness, button, cellsOrPoints, clipShape, colorInvert, colorMultiply, colorScheme, containerRelativeFrame, \
                contrast, deletable, divider, empty, fixedSize, flexibleFrame, frame, geometryReader, grayscale, grid, gridCell, gridRow, hidden, \
                hitTestingDisabled, hstack, hueRotation, id, ignoresSafeArea, image, layoutDirection, layoutPriority, \
                lazyHGrid, lazyVGrid, list, listRowSeparator, luminanceToAlpha, mask, navigationBarRow, navigationStack, \
                offset, onAppear, opacity, overlay, padding, position, rotationEffect, saturation, scrollAnchor, scrollView, shadow, \
                shape, spacer, text, textField, track, transformEffect, viewThatFits, vstack, zIndex, zstack
                """)
    }

    @Test func missingFieldIsNamed() {
        #expect(decodingError(#"{"kind": "image"}"#).description == #"root: missing field "systemName""#)
        #expect(decodingError(#"{"children": []}"#).description == #"root: missing field "kind""#)
    }

    @Test func unknownFieldIsRefusedWithTheFieldsItAllows() {
        let error = decodingError(#"{"kind": "shape", "shape": "rectangle", "fil": "white"}"#)
        #expect(
            error.description
                == "root.fil: unknown field in a shape node; expected one of: children, cornerRadius, dash, dashPhase, eoFill, fill, kind, "
                + "lineCap, lineJoin, lineWidth, miterLimit, path, shape, stroke")
    }

    @Test func nanIsNotANumber() {
        #expect(decodingError(#"{"kind": "opacity", "opacity": "nan"}"#).description == "root.opacity: expected a number")
    }

    @Test func numbersBeyondDoubleAreOutOfRange() {
        #expect(decodingError(#"{"kind": "frame", "width": 1e400}"#).description == "root.width: the number is out of range")
    }

    @Test func infinityIsOnlyForMaximumSizes() {
        #expect(decodingError(#"{"kind": "frame", "width": "infinity"}"#).description == "root.width: expected a number")
        #expect(decodingError(#"{"kind": "frame", "maxWidth": "wide"}"#).description == #"root.maxWidth: expected a number or "infinity""#)
    }

    @Test func frameWithMinimumOrMaximumIsFlexible() throws {
        let node = try Node(json: Data(#"{"kind": "frame", "minWidth": 0, "maxWidth": "infinity", "alignment": "leading"}"#.utf8))
        #expect(node.kind == .flexibleFrame(FlexibleFrameNode(minWidth: 0, maxWidth: .infinity, alignment: .leading)))
    }

    @Test func frameRefusesFixedAndFlexibleSizesTogether() {
        #expect(
            decodingError(#"{"kind": "frame", "width": 10, "maxHeight": 20}"#).description
                == "root.maxHeight: a frame takes either width and height or minimum, ideal and maximum sizes, not both")
    }

    @Test func lineLimitMustBeAWholeNumber() {
        #expect(decodingError(#"{"kind": "text", "text": "a", "lineLimit": 2.5}"#).description == "root.lineLimit: expected a whole number")
    }

    @Test func unknownNamesListTheKnownOnes() {
        #expect(
            decodingError(#"{"kind": "zstack", "alignment": "middle"}"#).description == """
                root.alignment: unknown alignment "middle"; expected one of: bottom, bottomLeading, bottomTrailing, center, \
                leading, top, topLeading, topTrailing, trailing
                """)
    }

    @Test func textRunsHaveTheirOwnPaths() {
        let json = #"{"kind": "text", "runs": [{"text": "a"}, {"text": "b", "bold": "yes"}]}"#
        #expect(decodingError(json).description == "root.runs[1].bold: expected true or false")
    }

    @Test func invalidJSONGivesTheLineAndColumn() {
        let error = decodingError("{\n  \"kind\": \"text\",\n  \"text\": \"메모\" \"font\": 3\n}")
        #expect(error.path.isEmpty)
        #expect(error.description == "invalid JSON at line 3, column 16: expected ',' or '}' after an object field, found '\"'")
    }

    @Test func textAfterTheValueIsRefused() {
        #expect(
            decodingError(#"{"kind": "hidden"} x"#).description == "invalid JSON at line 1, column 20: unexpected text after the JSON value"
        )
    }

    @Test func duplicateFieldsAreRefused() {
        #expect(
            decodingError(#"{"kind": "hidden", "kind": "empty"}"#).description
                == #"invalid JSON at line 1, column 20: duplicate field "kind""#)
    }

    @Test func nonUTF8IsRefusedWithItsOffset() {
        let data = Data(Array(#"{"kind": "text", "text": ""#.utf8) + [0xFF] + Array(#""}"#.utf8))
        #expect(decodingError(data).description == "the input is not UTF-8: invalid byte 0xFF at offset 26")
    }

    @Test func deepArraysAreRefusedWithoutExhaustingTheStack() {
        let json = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(decodingError(json).description == "the JSON is nested deeper than 512 levels (line 1, column 513)")
    }

    @Test func deepObjectsAreRefusedWithoutExhaustingTheStack() {
        let json = String(repeating: #"{"a":"#, count: 100_000) + "1" + String(repeating: "}", count: 100_000)
        #expect(decodingError(json).description == "the JSON is nested deeper than 512 levels (line 1, column 2561)")
    }

    @Test func treesWithinTheLimitDecodeAndRender() throws {
        let depth = 250  // 499 JSON levels: each node is an object inside its parent's children array
        let json =
            String(repeating: #"{"kind": "padding", "padding": 0, "children": ["#, count: depth - 1)
            + #"{"kind": "text", "text": "a"}"# + String(repeating: "]}", count: depth - 1)
        let node = try Node(json: Data(json.utf8))
        #expect(try node.renderASCII(width: 8, height: nil) == "a\n")
    }

    // MARK: Examples

    @Test func readmeExampleDecodes() throws {
        let readme = try String(contentsOf: examplesFolder.appendingPathComponent("README.md"), encoding: .utf8)
        let block = try #require(readme.firstMatch(of: /```json\n([\s\S]*?)```/)).output.1
        let expected = try VStack(alignment: .leading, spacing: 12) {
            Text("메모").font(.system(size: 18, weight: .bold)).foregroundStyle(.white).lineLimit(2)
            Text("설명").font(.callout)
        }
        .padding(16)
        .node()
        #expect(try Node(json: Data(block.utf8)) == expected)
    }

    @Test(arguments: ["memo-row", "banner", "dialog", "list", "cjk-text"])
    func exampleDecodesRendersAndIsWrittenAsItReads(name: String) throws {
        let data = try Data(contentsOf: examplesFolder.appendingPathComponent("\(name).json"))
        let node = try Node(json: data)
        #expect(String(decoding: try node.jsonData(), as: UTF8.self) == String(decoding: data, as: UTF8.self))
        let picture = try node.renderASCII(width: 390, height: nil)
        print(picture)
        let firstText = try #require(String(decoding: data, as: UTF8.self).firstMatch(of: /"text": "([^"]+)"/)).output.1
        #expect(picture.contains(firstText.prefix(3)))
    }
}

// MARK: - Fixtures

private func decodingError(_ json: String) -> NodeDecodingError {
    decodingError(Data(json.utf8))
}

private func decodingError(_ data: Data) -> NodeDecodingError {
    do {
        _ = try Node(json: data)
        return NodeDecodingError(path: "", message: "no error")
    } catch let error as NodeDecodingError {
        return error
    } catch {
        return NodeDecodingError(path: "", message: "unexpected \(error)")
    }
}

private let examplesFolder = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples")

/// A tree holding every kind of node, with non-default values in every field.
private let everyKind: Node = {
    let text = TextNode(
        runs: [TextRun(text: "메모 "), TextRun(text: "삭제", font: .caption, color: .red, isBold: true, isUnderlined: true)],
        font: .system(size: 18, weight: .bold), color: Color(red: 0.1, green: 0.2, blue: 0.3), lineLimit: 2,
        alignment: .center, truncationMode: .middle
    )
    var secureField = TextFieldNode(placeholder: "Password", text: "hunter2", setter: nil, isEnabled: true, font: .body, color: .primary)
    secureField.isSecure = true
    let field = TextFieldNode(
        placeholder: "제목", text: "장보기", setter: ActionID(rawValue: 3), isEnabled: false, font: .footnote, color: .secondary)
    var leaves: [Node] = [
        Node(.empty),
        Node(.text(text)),
        Node(
            .text(
                TextNode(
                    runs: [TextRun(text: "plain")], font: .body, color: .primary, lineLimit: nil, alignment: .leading, truncationMode: .tail
                ))),
        Node(.image(ImageNode(systemName: "xmark", font: .system(size: 12, weight: Font.Weight(value: 350)), color: .white))),
        Node(.image(ImageNode(systemName: "chevron.forward", font: .custom("Pretendard", size: 15), color: .primary, isFlipped: true))),
        Node(.shape(ShapeNode(shape: .roundedRectangle(cornerRadius: 8), fill: Color.black.opacity(0.4), stroke: .gray, lineWidth: 2))),
        Node(.shape(ShapeNode(shape: .capsule, fill: nil, stroke: nil, lineWidth: 0))),
        Node(.shape(ShapeNode(shape: .circle, fill: nil, stroke: .blue, lineWidth: 1))),
        Node(.spacer(minLength: 4)),
        Node(.spacer(minLength: nil)),
        Node(.divider(Color(white: 0.5, opacity: 0.3))),
        Node(.textField(field)),
        Node(.textField(secureField)),
    ]
    let wrappers: [Node.Kind] = [
        .stack(StackNode(axis: .horizontal, alignment: .bottom, spacing: -4)),
        .zStack(.topTrailing),
        .padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)),
        .frame(FrameNode(width: 100, height: nil, alignment: .bottomLeading)),
        .flexibleFrame(
            FlexibleFrameNode(
                minWidth: 0, idealWidth: 10, maxWidth: .infinity, minHeight: 5, idealHeight: nil, maxHeight: 50, alignment: .top)),
        .flexibleFrame(
            FlexibleFrameNode(
                minWidth: nil, idealWidth: nil, maxWidth: nil, minHeight: nil, idealHeight: nil, maxHeight: nil, alignment: .leading)),
        .fixedSize(.horizontal),
        .layoutPriority(1.5),
        .clip(.ellipse),
        .border(color: .red, width: 2),
        .opacity(0.25),
        .shadow(ShadowNode(color: .black, radius: 4, x: 1, y: -2)),
        .hidden,
        .hitTestingDisabled,
        .identified("row-1"),
        .button(ButtonNode(action: ActionID(rawValue: 7), isEnabled: false, role: .destructive)),
        .button(ButtonNode(action: nil, isEnabled: true, role: nil)),
        .scroll([.horizontal, .vertical]),
        .deletable(action: ActionID(rawValue: 2), offset: 5),
        .list(.plain),
        .listRowSeparator(hidden: false),
        .navigationStack(title: "메모"),
        Node.Kind(OffsetLayout(x: 3, y: -1)),
        Node.Kind(PositionLayout(x: 0, y: 12)),
        Node.Kind(AspectRatioLayout(ratio: nil, contentMode: .fill)),
        Node.Kind(ViewThatFitsLayout(axes: .vertical)),
        Node.Kind(
            LazyVGridLayout(
                grid: GridTracks(
                    items: [
                        GridItem(.fixed(40), spacing: 2, alignment: .leading), GridItem(.flexible(minimum: 4, maximum: 90)),
                        GridItem(.adaptive(minimum: 30)),
                    ], lineSpacing: 6, alignment: .leading))),
        Node.Kind(LazyHGridLayout(grid: GridTracks(items: [], lineSpacing: nil, alignment: .bottom))),
        Node.Kind(GeometryReaderLayout(index: -1)),
        Node.Kind(AnchorSourceLayout(index: -1)),
        Node.Kind(GridLayout(alignment: .bottomLeading, horizontalSpacing: 2, verticalSpacing: nil)),
        Node.Kind(GridRowLayout(alignment: .top)),
        Node.Kind(GridCellLayout(columns: 3, columnAlignment: .trailing, anchor: UnitPoint(x: 1, y: 0.5), unsizedAxes: .vertical)),
        .navigationStack(title: nil),
        Node.Kind(BarRowLayout()),
        Node.Kind(TrackLayout(fraction: 0.25, idealWidth: 120)),
        Node.Kind(CellsOrPointsLayout()),
        Node.Kind(ScrollAnchorLayout(x: 0, y: 1)),
        Node.Kind(ContainerRelativeFrameLayout(axes: .horizontal, alignment: .leading, rule: .share(count: 3, span: 2, spacing: 10))),
        .rotation(RotationNode(degrees: -90, anchor: UnitPoint(x: 0, y: 1))),
        .transform(TransformNode(transform: CGAffineTransform(a: 1.5, b: 0, c: -0.25, d: 0.5, tx: 4, ty: -2), anchor: .bottom)),
        .layoutDirection(.rightToLeft),
        .layoutDirection(.leftToRight),
        .colorScheme(.dark),
        .colorScheme(.light),
        .border(color: Color(.secondarySystemBackground), width: 1),
        .border(color: Color.blue.opacity(0.5), width: 2),
        .border(color: Color(UIColor { $0.userInterfaceStyle == .dark ? UIColor(white: 0.2, alpha: 1) : .white }), width: 1),
        .ignoresSafeArea([.top, .leading]),
        .accessibility(AccessibilityNode(property: .label("닫기 \u{1B}"))),
        .accessibility(AccessibilityNode(property: .hint("Closes the memo"))),
        .accessibility(AccessibilityNode(property: .value(""))),
        .accessibility(AccessibilityNode(property: .identifier("memo.close"))),
        .accessibility(AccessibilityNode(property: .hidden(false))),
        .accessibility(AccessibilityNode(property: .addTraits([.isHeader, .isTabBar]))),
        .accessibility(AccessibilityNode(property: .removeTraits([]))),
        .accessibility(AccessibilityNode(property: .element(.contain))),
        .accessibility(AccessibilityNode(property: .sortPriority(-1.5))),
        .onAppear(ActionID(rawValue: 9)),
        .effect(GraphicsEffectNode(.blur(radius: 4, isOpaque: true))),
        .effect(GraphicsEffectNode(.brightness(0.2))),
        .effect(GraphicsEffectNode(.contrast(1.5))),
        .effect(GraphicsEffectNode(.saturation(0.5))),
        .effect(GraphicsEffectNode(.grayscale(1))),
        .effect(GraphicsEffectNode(.hueRotation(degrees: 90))),
        .effect(GraphicsEffectNode(.colorMultiply(.red))),
        .effect(GraphicsEffectNode(.colorInvert)),
        .effect(GraphicsEffectNode(.luminanceToAlpha)),
        .effect(GraphicsEffectNode(.blendMode(.multiply))),
        .zIndex(2),
    ]
    var redacted = text
    redacted.isRedacted = true
    leaves.append(Node(.text(redacted)))
    var node = Node(.stack(StackNode(axis: .vertical, alignment: .trailing, spacing: 12)), children: leaves)
    for kind in wrappers { node = Node(kind, children: [node]) }
    let decorated = Node(
        .background(.topLeading), children: [node, Node(.shape(ShapeNode(shape: .rectangle, fill: .white, stroke: nil, lineWidth: 0)))])
    let masked = Node(
        .mask(.center), children: [decorated, Node(.shape(ShapeNode(shape: .circle, fill: .black, stroke: nil, lineWidth: 0)))])
    return Node(.overlay(.bottom), children: [masked, Node(.text(text))])
}()
