import Foundation
import Testing

@testable import Wireframe
@testable import WireframeFuzzing

/// Hostile input is ordinary input: terminal escapes, bidirectional overrides, wide characters at
/// every clip edge, huge texts and trees, non-finite and enormous numbers, nesting thousands deep.
/// Each gets a clear error or a safe rendering — output that passes the fuzz targets'
/// ``OutputChecks`` — never a crash.
@MainActor
@Suite struct HostileInputTests {
    // MARK: Terminal escapes and bidirectional controls

    @Test(arguments: hostileStrings)
    func hostileTextDrawsSafelyEverywhereTextIsDrawn(text: String) throws {
        let view = NavigationStack {
            VStack {
                Text(text)
                Text(text).lineLimit(1).truncationMode(.middle)
                TextField(text, text: .constant(text))
                Button(action: {}) { Text(text) }
                Label(text, systemImage: text)
            }
            .navigationTitle(text)
        }
        try expectSafe(view, width: 200)
    }

    @Test func escapeSequencesShowAsControlPictures() throws {
        let picture = try Text("\u{1B}[31mred\u{1B}[0m\u{07}").renderASCII(width: 200, height: nil)
        #expect(picture.contains("␛[31mred␛[0m␇"))
    }

    @Test func bidirectionalOverridesAreRemovedFromBothPictures() throws {
        let view = Text("abc\u{202E}fed\u{202C} \u{2067}x\u{2069}\u{200F}")
        let picture = try view.renderASCII(width: 200, height: nil)
        #expect(picture.trimmingCharacters(in: .whitespaces) == "abcfed x\n")
        let svg = try view.renderSVG(width: 200, height: nil)
        for control in ["\u{202E}", "\u{202C}", "\u{2067}", "\u{2069}", "\u{200F}"] {
            #expect(!svg.contains(control))
        }
    }

    // MARK: Wide characters at every clip edge

    @Test(arguments: 0...7)
    func wideCharactersNeverCrossAClipEdge(clipCells: Int) throws {
        for offset in stride(from: -24, through: 24, by: 4) {
            let view = HStack(spacing: 0) {
                Text("가나다라마바").fixedSize().offset(x: CGFloat(offset))
                    .frame(width: CGFloat(clipCells) * 8, alignment: .leading).clipped()
                Text("|")
            }
            .frame(width: 160, alignment: .leading)
            let picture = try view.renderASCII(width: 160, height: nil)
            try OutputChecks.checkASCII(picture, columns: 20)
            let line = try #require(picture.split(separator: "\n").first)
            let beforeMarker = line.prefix { $0 != "|" }
            #expect(beforeMarker.reduce(0) { $0 + cellWidth(of: $1) } == clipCells, "clip \(clipCells), offset \(offset): \(line)")
        }
    }

    @Test(arguments: [1, 2, 3, 4, 5, 9])
    func wideCharactersAtTheScreenEdgeAndInsideBordersStayWhole(cells: Int) throws {
        let width = CGFloat(cells) * 8
        for view in [
            AnyView(Text("가나다라마바사아자차")),
            AnyView(Text("가나다라마").border(.black).padding(-4)),
            AnyView(Text("漢字かな😀🇰🇷").fixedSize().clipShape(RoundedRectangle(cornerRadius: 8))),
            AnyView(Text("ｶﾞ가a가").fixedSize().offset(x: 4)),
        ] {
            let picture = try view.renderASCII(width: width, height: nil)
            try OutputChecks.checkASCII(picture, columns: cells)
        }
    }

    // MARK: Size

    @Test func hundredThousandCharacterTextsRender() throws {
        let words = String(String(repeating: "메시지 word 漢字かな ", count: 100_000 / 14 + 1).prefix(100_000))
        let unbroken = String(repeating: "가", count: 100_000)
        #expect(words.count == 100_000 && unbroken.count == 100_000)
        try expectSafe(Text(words), width: 390, height: 844)
        try expectSafe(Text(unbroken).lineLimit(3).truncationMode(.middle), width: 390)
        let json = try JSONSerialization.data(withJSONObject: ["kind": "text", "text": unbroken])
        try expectSafe(try Node(json: json), width: 390, height: 844)
    }

    @Test func tenThousandRowsRender() throws {
        try expectSafe(VStack(spacing: 0) { ForEach(0..<10_000, id: \.self) { Text("\($0)") } }, width: 390)
    }

    @Test func tenThousandColumnsRender() throws {
        try expectSafe(HStack { ForEach(0..<10_000, id: \.self) { Text("\($0)") } }, width: 390, height: 100)
    }

    @Test func tenThousandDecodedChildrenRender() throws {
        let children = String(repeating: #"{"kind": "text", "text": "가"},"#, count: 10_000).dropLast()
        try expectSafe(try Node(json: Data(#"{"kind": "zstack", "children": [\#(children)]}"#.utf8)), width: 390, height: 844)
    }

    // MARK: Numbers

    @Test(arguments: hostileNumbers)
    func everyNumericModifierTakesAHostileNumber(value: CGFloat) throws {
        let content = Text("가a")
        let views: [(String, AnyView)] = [
            ("padding", AnyView(content.padding(value))),
            ("padding(edges:)", AnyView(content.padding(.horizontal, value))),
            ("padding(insets)", AnyView(content.padding(EdgeInsets(top: value, leading: value, bottom: -value, trailing: value)))),
            ("frame", AnyView(content.frame(width: value, height: value))),
            (
                "frame(min:max:)",
                AnyView(
                    content.frame(
                        minWidth: value, idealWidth: value, maxWidth: value, minHeight: -value, idealHeight: value, maxHeight: value))
            ),
            ("offset", AnyView(content.offset(x: value, y: -value))),
            ("position", AnyView(content.position(x: value, y: value))),
            ("opacity", AnyView(content.opacity(Double(value)))),
            ("shadow", AnyView(content.shadow(radius: value, x: value, y: -value))),
            ("border", AnyView(content.border(.black, width: value))),
            ("cornerRadius", AnyView(content.background(Color.red).cornerRadius(value))),
            (
                "layoutPriority",
                AnyView(
                    HStack {
                        content.layoutPriority(Double(value))
                        Text("b")
                    })
            ),
            ("aspectRatio", AnyView(Color.red.aspectRatio(value, contentMode: .fit))),
            ("aspectRatio(size)", AnyView(Color.red.aspectRatio(CGSize(width: value, height: 1), contentMode: .fill))),
            ("rotationEffect", AnyView(content.rotationEffect(.degrees(Double(value))))),
            ("stroke", AnyView(Circle().stroke(lineWidth: value))),
            ("strokeBorder", AnyView(Capsule().strokeBorder(lineWidth: value))),
            ("RoundedRectangle", AnyView(RoundedRectangle(cornerRadius: value).fill(Color.blue))),
            ("lineSpacing", AnyView(content.lineSpacing(value))),
            ("font size", AnyView(Text("가a").font(.system(size: value)))),
            (
                "Spacer",
                AnyView(
                    HStack {
                        Spacer(minLength: value)
                        content
                    })
            ),
            (
                "stack spacing",
                AnyView(
                    VStack(spacing: value) {
                        content
                        content
                    })
            ),
            (
                "HStack spacing",
                AnyView(
                    HStack(spacing: value) {
                        content
                        content
                    })
            ),
            ("Color", AnyView(Color(red: Double(value), green: 0.5, blue: -Double(value), opacity: Double(value)))),
            ("Color.opacity", AnyView(Color.red.opacity(Double(value)))),
            ("ProgressView", AnyView(ProgressView(value: Double(value), total: Double(value)))),
            (
                "GridItem",
                AnyView(LazyVGrid(columns: [GridItem(.fixed(value), spacing: value), GridItem(.adaptive(minimum: value))]) { content })
            ),
            (
                "Grid spacing",
                AnyView(
                    Grid(horizontalSpacing: value, verticalSpacing: value) {
                        GridRow {
                            content
                            content
                        }
                    })
            ),
        ]
        for (name, view) in views {
            try expectSafe(view, width: 390, height: 844, "\(name)(\(value))")
        }
    }

    @Test(arguments: [Int.min, -1, 0, 1, Int.max])
    func everyModifierTakingAWholeNumberTakesAnExtremeOne(value: Int) throws {
        let views: [(String, AnyView)] = [
            ("lineLimit", AnyView(Text("a b c d").lineLimit(value))),
            (
                "gridCellColumns",
                AnyView(
                    Grid {
                        GridRow {
                            Text("a").gridCellColumns(value)
                            Text("b")
                        }
                    })
            ),
            ("badge", AnyView(List { Text("a").badge(value) })),
            ("Stepper", AnyView(Stepper("s", value: .constant(value), step: value == 0 ? 1 : value))),
            ("Stepper(in:)", AnyView(Stepper("s", value: .constant(value), in: Int.min...Int.max, step: Int.max))),
            ("ForEach", AnyView(VStack { ForEach(0..<(value == Int.max ? 3 : max(0, value)), id: \.self) { Text("\($0)") } })),
        ]
        for (name, view) in views {
            try expectSafe(view, width: 390, "\(name)(\(value))")
        }
    }

    @Test(arguments: hostileNumbers)
    func slidersAndProgressTakeAHostileValue(value: CGFloat) throws {
        let wide = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude
        let views: [(String, AnyView)] = [
            ("Slider", AnyView(Slider(value: .constant(Double(value))))),
            ("Slider(in:step:)", AnyView(Slider(value: .constant(Double(value)), in: wide, step: Double(value)))),
            ("ProgressView(value:)", AnyView(ProgressView(value: Double(value)))),
            ("Color(white:)", AnyView(Color(white: Double(value), opacity: Double(value)))),
        ]
        for (name, view) in views {
            try expectSafe(view, width: 390, "\(name)(\(value))")
        }
    }

    @Test(arguments: ["-1", "-1e300", "1e300", "-0", "1e-300", "9007199254740993", "1e999", "-1e999"])
    func everyNumericJSONFieldTakesAHostileNumber(number: String) throws {
        let text = #"{"kind": "text", "text": "가a"}"#
        let nodes = [
            #"{"kind": "padding", "padding": N, "children": [T]}"#,
            #"{"kind": "padding", "padding": {"top": N, "leading": N, "bottom": N, "trailing": N}, "children": [T]}"#,
            #"{"kind": "frame", "width": N, "height": N, "children": [T]}"#,
            #"{"kind": "frame", "minWidth": N, "idealWidth": N, "maxWidth": N, "minHeight": N, "idealHeight": N, "maxHeight": N, "children": [T]}"#,
            #"{"kind": "offset", "x": N, "y": N, "children": [T]}"#,
            #"{"kind": "position", "x": N, "y": N, "children": [T]}"#,
            #"{"kind": "opacity", "opacity": N, "children": [T]}"#,
            #"{"kind": "shadow", "radius": N, "x": N, "y": N, "children": [T]}"#,
            #"{"kind": "border", "color": "red", "width": N, "children": [T]}"#,
            #"{"kind": "layoutPriority", "layoutPriority": N, "children": [T]}"#,
            #"{"kind": "aspectRatio", "ratio": N, "children": [T]}"#,
            #"{"kind": "clipShape", "shape": "roundedRectangle", "cornerRadius": N, "children": [T]}"#,
            #"{"kind": "shape", "shape": "roundedRectangle", "cornerRadius": N, "stroke": "red", "lineWidth": N}"#,
            #"{"kind": "shape", "shape": "path", "path": "M0 0 L10 N Z"}"#,
            #"{"kind": "spacer", "minLength": N}"#,
            #"{"kind": "vstack", "spacing": N, "children": [T, T]}"#,
            #"{"kind": "hstack", "spacing": N, "children": [T, T]}"#,
            #"{"kind": "text", "text": "a", "lineLimit": N, "font": {"size": N, "weight": N}}"#,
            #"{"kind": "text", "text": "a", "color": {"red": N, "green": N, "blue": N, "opacity": N}}"#,
            #"{"kind": "deletable", "action": N, "offset": N, "children": [T]}"#,
            #"{"kind": "button", "action": N, "children": [T]}"#,
            #"{"kind": "lazyVGrid", "columns": [{"size": "fixed", "length": N, "spacing": N}, {"size": "adaptive", "minimum": N}], "spacing": N, "children": [T]}"#,
            #"{"kind": "lazyHGrid", "rows": [{"size": "flexible", "minimum": N, "maximum": N}], "spacing": N, "children": [T]}"#,
            #"{"kind": "grid", "horizontalSpacing": N, "verticalSpacing": N, "children": [{"kind": "gridRow", "children": [T]}]}"#,
            #"{"kind": "gridCell", "columns": N, "anchor": {"x": N, "y": N}, "children": [T]}"#,
        ]
        for node in nodes {
            let json = node.replacingOccurrences(of: "N", with: number).replacingOccurrences(of: "T", with: text)
            try JSONFuzzCheck.check(json: Data(json.utf8))
        }
    }

    @Test func jsonNumbersPastDoubleAreRefusedByPath() {
        #expect(throws: NodeDecodingError(path: "root.padding", message: "the number is out of range")) {
            try Node(json: Data(#"{"kind": "padding", "padding": 1e999}"#.utf8))
        }
    }

    // MARK: Nesting

    @Test func viewsNestedTenThousandDeepThrowTooDeep() {
        var view = AnyView(Text("deep"))
        for index in 0..<10_000 {
            view = index % 2 == 0 ? AnyView(view.padding(1)) : AnyView(VStack { view })
        }
        for render in [{ try view.renderASCII(width: 390, height: nil) }, { try view.renderSVG(width: 390, height: 844) }] {
            #expect {
                _ = try render()
            } throws: { error in
                (error as? RenderError)?.reason == .nestingTooDeep
            }
        }
    }

    @Test func jsonNestedTenThousandDeepIsRefusedWithThePath() throws {
        let open = String(repeating: #"{"kind": "padding", "children": ["#, count: 10_000)
        let json = open + #"{"kind": "text", "text": "deep"}"# + String(repeating: "]}", count: 10_000)
        let error = try #require(throws: NodeDecodingError.self) { try Node(json: Data(json.utf8)) }
        #expect(error.message.hasPrefix("the JSON is nested deeper than \(maximumJSONDepth) levels"))
        try JSONFuzzCheck.check(json: Data(json.utf8))
    }

    // MARK: Helpers

    /// Renders `view` in both targets: each gives a picture that passes the output checks or
    /// throws a `RenderError`.
    private func expectSafe(_ view: some View, width: CGFloat, height: CGFloat? = nil, _ context: String = "") throws {
        do {
            let picture = try view.renderASCII(width: width, height: height)
            try OutputChecks.checkASCII(picture, columns: Int((width / 8).rounded()))
        } catch let error as FuzzFailure {
            Issue.record("\(context) \(error)")
        } catch {
            #expect(error is RenderError, "\(context) \(error)")
        }
        do {
            try OutputChecks.checkSVG(try view.renderSVG(width: width, height: height))
        } catch let error as FuzzFailure {
            Issue.record("\(context) \(error)")
        } catch {
            #expect(error is RenderError, "\(context) \(error)")
        }
    }
}

private let hostileStrings = [
    "\u{1B}[2J\u{1B}[H\u{1B}[31mred\u{1B}[0m",
    "\u{1B}]8;;http://evil.example\u{07}link\u{1B}]8;;\u{07}",
    "\u{1B}]0;title\u{1B}\\\u{1B}P+q\u{1B}\\",
    "\u{9B}31m C1 CSI \u{90}dcs\u{9C} \u{85}next",
    "over\rwrite\u{08}\u{08}\u{7F}\0nul\t\ttab",
    "\u{202E}evil\u{202C} \u{202D}lro \u{2066}iso\u{2069} \u{2067}r\u{2068}f\u{2069} \u{200F}\u{200E}\u{061C}",
    "line\u{2028}sep\u{2029}para \u{FEFF}bom \u{200B}zwsp \u{E0041}tag",
    "<script>alert(1)</script> & \"quote\" 'apos' ]]> <!-- -->",
    "\u{FFFE}\u{FFFF}\u{10FFFF}\u{1FFFE} noncharacters",
]

private let hostileNumbers: [CGFloat] = [
    .nan, .infinity, -.infinity, -1, -1e300, 1e300, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
    .leastNonzeroMagnitude, -0.0,
]
