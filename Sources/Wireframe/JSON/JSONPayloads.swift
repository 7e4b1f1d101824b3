import Foundation

/// The named colours of ``Color``, which JSON writes by name.
private let namedColors: [String: Color] = [
    "black": .black, "white": .white, "clear": .clear, "gray": .gray, "red": .red, "orange": .orange,
    "yellow": .yellow, "green": .green, "mint": .mint, "teal": .teal, "cyan": .cyan, "blue": .blue,
    "indigo": .indigo, "purple": .purple, "pink": .pink, "brown": .brown, "primary": .primary,
    "secondary": .secondary, "tertiary": Color.tertiary, "quaternary": Color.quaternary, "accentColor": .accentColor,
    "label": Color(.label), "secondaryLabel": Color(.secondaryLabel), "tertiaryLabel": Color(.tertiaryLabel),
    "quaternaryLabel": Color(.quaternaryLabel), "placeholderText": Color(.placeholderText), "link": Color(.link),
    "separator": Color(.separator), "opaqueSeparator": Color(.opaqueSeparator), "systemBackground": Color(.systemBackground),
    "secondarySystemBackground": Color(.secondarySystemBackground), "tertiarySystemBackground": Color(.tertiarySystemBackground),
    "systemGroupedBackground": Color(.systemGroupedBackground),
    "secondarySystemGroupedBackground": Color(.secondarySystemGroupedBackground),
    "tertiarySystemGroupedBackground": Color(.tertiarySystemGroupedBackground), "systemFill": Color(.systemFill),
    "secondarySystemFill": Color(.secondarySystemFill), "tertiarySystemFill": Color(.tertiarySystemFill),
    "quaternarySystemFill": Color(.quaternarySystemFill), "systemGray2": Color(.systemGray2), "systemGray3": Color(.systemGray3),
    "systemGray4": Color(.systemGray4), "systemGray5": Color(.systemGray5), "systemGray6": Color(.systemGray6),
]

extension Color {
    /// Reads a colour: a name (`"white"`), `"#RRGGBB"`, `"#RRGGBBAA"`, `{"color": "black",
    /// "opacity": 0.4}`, `{"red": 1, "green": 0.5, "blue": 0, "opacity": 1, "name": "brand"}`, or
    /// a colour for each appearance, `{"light": "#FFFFFF", "dark": "#1C1C1E"}`.
    init(json reader: JSONReader) throws {
        switch reader.value {
        case .string(let text) where text.hasPrefix("#"):
            let digits = text.dropFirst()
            guard digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16) else {
                throw reader.error("expected a colour as \"#RRGGBB\" or \"#RRGGBBAA\"")
            }
            let rgba = digits.count == 6 ? value << 8 | 0xFF : value
            func byte(_ shift: UInt32) -> Double { Double((rgba >> shift) & 0xFF) / 255 }
            self.init(red: byte(24), green: byte(16), blue: byte(8), opacity: byte(0))
        case .string:
            let name = try reader.name(of: "colour", among: namedColors.keys.sorted())
            self = namedColors[name] ?? .primary
        case .object:
            let object = try reader.object()
            if let light = object["light"] {
                try object.refuseUnknownFields(["light", "dark", "lightOnlyAsset"], in: "a colour for each appearance")
                let base = try Color(json: light).resolved(in: .light)
                if let dark = object["dark"] {
                    self.init(light: base, dark: try Color(json: dark))
                } else if let asset = object["lightOnlyAsset"] {
                    self = base
                    appearance = .lightOnly(asset: try asset.string())
                } else {
                    self = base
                }
            } else if let base = object["color"] {
                try object.refuseUnknownFields(["color", "opacity"], in: "a colour with an opacity")
                self = try Color(json: base).opacity(try object["opacity"]?.number() ?? 1)
            } else {
                try object.refuseUnknownFields(["red", "green", "blue", "opacity", "name"], in: "a colour")
                self.init(
                    red: try object.required("red").number(),
                    green: try object.required("green").number(),
                    blue: try object.required("blue").number(),
                    opacity: try object["opacity"]?.number() ?? 1,
                    name: try object["name"]?.string()
                )
            }
        default:
            throw reader.error(
                "expected a colour: a name such as \"white\", \"#RRGGBB\", \"#RRGGBBAA\" or an object with red, green and blue")
        }
    }

    /// The shortest form that reads back as an equal colour: a name, a named colour with an
    /// opacity, a hex string, or the components.
    func jsonValue(path: String) throws -> JSONValue {
        guard [red, green, blue, opacity].allSatisfy(\.isFinite) else {
            throw unencodable(path, "the colour has a component that is not a finite number")
        }
        // Equality does not see a catalog colour's "no dark value" mark, so such a colour is never
        // written by name: the mark would be lost.
        let isLightOnly = lightOnlyAsset != nil
        if !isLightOnly, let name, namedColors[name] == self { return .string(name) }
        if !isLightOnly, let name, let dot = name.firstIndex(of: "."), let base = namedColors[String(name[..<dot])], base.opacity == 1,
            base.opacity(opacity) == self
        {
            return .object([JSONField("color", .string(String(name[..<dot]))), JSONField("opacity", .number(opacity))])
        }
        if let appearance {
            var light = self
            light.appearance = nil
            let lightValue = try light.jsonValue(path: "\(path).light")
            switch appearance {
            case .dark(let dark):
                return .object([JSONField("light", lightValue), JSONField("dark", try dark.jsonValue(path: "\(path).dark"))])
            case .lightOnly(let asset):
                return .object([JSONField("light", lightValue), JSONField("lightOnlyAsset", .string(asset))])
            }
        }
        let components = [red, green, blue, opacity]
        if name == nil, components.allSatisfy({ ($0 * 255).rounded() / 255 == $0 }) {
            let hex = components.map { String(format: "%02X", Int(($0 * 255).rounded())) }
            return .string("#" + hex.prefix(opacity == 1 ? 3 : 4).joined())
        }
        var fields = [JSONField("red", .number(red)), JSONField("green", .number(green)), JSONField("blue", .number(blue))]
        if opacity != 1 { fields.append(JSONField("opacity", .number(opacity))) }
        if let name { fields.append(JSONField("name", .string(name))) }
        return .object(fields)
    }
}

/// The text styles of ``Font``, which JSON writes by name.
private let textStyles: [String: Font] = [
    "largeTitle": .largeTitle, "title": .title, "title2": .title2, "title3": .title3, "headline": .headline,
    "body": .body, "callout": .callout, "subheadline": .subheadline, "footnote": .footnote,
    "caption": .caption, "caption2": .caption2,
]

private let weightNames: [String: Font.Weight] = [
    "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular, "medium": .medium,
    "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
]

extension Font {
    /// Reads a font: a text style name (`"headline"`) or `{"size": 18, "weight": "bold"}`, the
    /// size defaulting to 17 and the weight to regular (a name or a number from 1 to 1000), with
    /// `"textStyle": "body"` for a size that follows a text style as the text size changes and
    /// `"design": "monospaced"` for the fixed-width variant and `"smallCaps"` (`"lowercase"`,
    /// `"uppercase"` or `"all"`) for the letters drawn as small capitals.
    init(json reader: JSONReader) throws {
        if case .string = reader.value {
            let name = try reader.name(of: "text style", among: textStyles.keys.sorted())
            self = textStyles[name] ?? .body
            return
        }
        guard case .object = reader.value else {
            throw reader.error("expected a font: a text style such as \"headline\" or an object with a size")
        }
        let object = try reader.object()
        try object.refuseUnknownFields(["size", "weight", "textStyle", "design", "smallCaps"], in: "a font")
        var weight = Weight.regular
        if let weightReader = object["weight"] {
            if case .number = weightReader.value {
                let value = try weightReader.wholeNumber()
                guard (1...1000).contains(value) else { throw weightReader.error("expected a weight from 1 to 1000") }
                weight = Weight(value: value)
            } else {
                weight = weightNames[try weightReader.name(of: "font weight", among: weightNames.keys.sorted())] ?? .regular
            }
        }
        let textStyle: TextStyle? = try object["textStyle"]?.caseNamed("text style")
        let design = try object["design"].map { reader in
            Design(rawValue: try reader.name(of: "font design", among: ["default", "monospaced", "rounded", "serif"])) ?? .default
        }
        self.init(size: CGFloat(try object["size"]?.number() ?? 17), weight: weight, textStyle: textStyle, design: design)
        if let caps = try object["smallCaps"]?.name(of: "small capitals", among: ["all", "lowercase", "uppercase"]) {
            capitals = SmallCaps(lowercase: caps != "uppercase", uppercase: caps != "lowercase")
        }
    }

    func jsonValue(path: String) throws -> JSONValue {
        if let styleName, textStyles[styleName] == self { return .string(styleName) }
        guard size.isFinite else { throw unencodable(path, "the font size is not a finite number") }
        var fields = [JSONField("size", .number(Double(size)))]
        if weight != .regular {
            let name = weight.description
            fields.append(JSONField("weight", weightNames[name] == weight ? .string(name) : .number(Double(weight.value))))
        }
        if let textStyle { fields.append(JSONField("textStyle", .string(textStyle.rawValue))) }
        if let design { fields.append(JSONField("design", .string(design.rawValue))) }
        if let capitals {
            let name = capitals.lowercase ? (capitals.uppercase ? "all" : "lowercase") : "uppercase"
            fields.append(JSONField("smallCaps", .string(name)))
        }
        return .object(fields)
    }
}

extension Alignment {
    private static let named: [String: Alignment] = [
        "center": .center, "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
        "topLeading": .topLeading, "topTrailing": .topTrailing, "bottomLeading": .bottomLeading, "bottomTrailing": .bottomTrailing,
    ]

    /// Reads an alignment by name, such as `"leading"` or `"topTrailing"`.
    init(json reader: JSONReader) throws {
        self = Alignment.named[try reader.name(of: "alignment", among: Alignment.named.keys.sorted())] ?? .center
    }
}

extension EdgeInsets {
    /// Reads padding: one number for every edge, or `{"top": 8, "leading": 16}` with the missing
    /// edges zero; lengths are clamped to ±1,000,000 as `padding(_:)` clamps them.
    init(json reader: JSONReader) throws {
        guard case .object = reader.value else {
            self = EdgeInsets(.all, try reader.number()).sanitized
            return
        }
        let object = try reader.object()
        try object.refuseUnknownFields(["top", "leading", "bottom", "trailing"], in: "padding")
        func edge(_ key: String) throws -> CGFloat { CGFloat(try object[key]?.number() ?? 0) }
        self =
            EdgeInsets(top: try edge("top"), leading: try edge("leading"), bottom: try edge("bottom"), trailing: try edge("trailing"))
            .sanitized
    }

    func jsonValue(path: String) throws -> JSONValue {
        let values = [("top", top), ("leading", leading), ("bottom", bottom), ("trailing", trailing)]
        var fields = JSONFieldWriter(path: path)
        if Set(values.map(\.1)).count == 1 {
            try fields.appendLength("value", top)
            return fields.fields[0].value
        }
        for (key, value) in values where value != 0 { try fields.appendLength(key, value) }
        return .object(fields.fields)
    }
}

/// Reads a set written as one name or an array of names, such as `"vertical"` or `["top", "bottom"]`.
private func readSet<Element>(
    _ reader: JSONReader, of what: String, named: [(String, Element)], empty: Element, union: (Element, Element) -> Element
) throws -> Element {
    let names = named.map(\.0)
    let readers = if case .array = reader.value { try reader.array() } else { [reader] }
    return try readers.reduce(empty) { set, element in
        let name = try element.name(of: what, among: names)
        return union(set, named.first { $0.0 == name }?.1 ?? empty)
    }
}

extension Axis.Set {
    private static let named: [(String, Axis.Set)] = [("horizontal", .horizontal), ("vertical", .vertical)]

    init(json reader: JSONReader) throws {
        self = try readSet(reader, of: "axis", named: Axis.Set.named, empty: []) { $0.union($1) }
    }

    var jsonValue: JSONValue {
        if let name = Axis.Set.named.first(where: { $0.1 == self })?.0 { return .string(name) }
        return .array(Axis.Set.named.filter { contains($0.1) }.map { .string($0.0) })
    }
}

extension Edge.Set {
    private static let named: [(String, Edge.Set)] = [
        ("all", .all), ("horizontal", .horizontal), ("vertical", .vertical),
        ("top", .top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing),
    ]

    init(json reader: JSONReader) throws {
        self = try readSet(reader, of: "edge", named: Edge.Set.named, empty: []) { $0.union($1) }
    }

    var jsonValue: JSONValue {
        if let name = Edge.Set.named.first(where: { $0.1 == self })?.0 { return .string(name) }
        return .array(Edge.Set.named.dropFirst(3).filter { contains($0.1) }.map { .string($0.0) })
    }
}

extension ActionID {
    /// Reads an action id: a whole number.
    init(json reader: JSONReader) throws {
        self.init(rawValue: try reader.wholeNumber())
    }
}

extension ButtonRole {
    /// Reads a role: `"destructive"` or `"cancel"`.
    init(json reader: JSONReader) throws {
        self = try reader.name(of: "button role", among: ["cancel", "destructive"]) == "cancel" ? .cancel : .destructive
    }
}
