import Foundation

/// The fields of each node kind besides `kind` and `children`, in the order they are written.
let nodeFields: [String: [String]] = primitiveLayouts.mapValues { $0.jsonFields }.merging(builtInNodeFields) { $1 }

private let builtInNodeFields: [String: [String]] = [
    "empty": [],
    "text": ["text", "runs", "font", "color", "lineLimit", "alignment", "truncationMode"],
    "image": ["systemName", "font", "color"],
    "shape": ["shape", "cornerRadius", "path", "fill", "stroke", "lineWidth"],
    "spacer": ["minLength"],
    "divider": ["color"],
    "vstack": ["alignment", "spacing"],
    "hstack": ["alignment", "spacing"],
    "zstack": ["alignment"],
    "padding": ["padding"],
    "frame": ["width", "height"] + flexibleFrameFields,
    "flexibleFrame": flexibleFrameFields,
    "fixedSize": ["horizontal", "vertical"],
    "layoutPriority": ["layoutPriority"],
    "background": ["alignment"],
    "overlay": ["alignment"],
    "clipShape": ["shape", "cornerRadius", "path"],
    "border": ["color", "width"],
    "opacity": ["opacity"],
    "shadow": ["color", "radius", "x", "y"],
    "hidden": [],
    "id": ["id"],
    "button": ["action", "disabled", "role"],
    "textField": ["placeholder", "text", "setter", "disabled", "font", "color"],
    "scrollView": ["axes"],
    "deletable": ["action", "offset"],
    "list": ["style"],
    "listRowSeparator": ["hidden"],
    "navigationStack": ["title"],
    "ignoresSafeArea": ["edges"],
    "onAppear": ["action"],
]

private let flexibleFrameFields = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight", "alignment"]

/// The colour a `Divider` draws with, the default of a `divider` node.
private let dividerColor = Divider.color

/// The colour `shadow(radius:)` draws with, the default of a `shadow` node.
private let defaultShadowColor = Color(white: 0, opacity: 0.33)

/// A length clamped to `minimum...maximumLength`, as the view modifiers clamp theirs.
func clampLength(_ value: Double, minimum: CGFloat) -> CGFloat {
    min(max(CGFloat(value), minimum), maximumLength)
}

extension Node.Kind {
    /// Reads the kind named `name` from its object, clamping lengths as the view modifiers do.
    init(_ name: String, _ object: JSONObjectReader) throws {
        switch name {
        case "empty": self = .empty
        case "text": self = .text(try TextNode(object))
        case "image":
            self = .image(
                ImageNode(
                    systemName: try object.required("systemName").string(),
                    font: try object["font"].map(Font.init(json:)) ?? .body,
                    color: try object["color"].map(Color.init(json:)) ?? .primary
                ))
        case "shape": self = .shape(try ShapeNode(object))
        case "spacer": self = .spacer(minLength: try object["minLength"].map { clampLength(try $0.number(), minimum: 0) })
        case "divider": self = .divider(try object["color"].map(Color.init(json:)) ?? dividerColor)
        case "vstack", "hstack":
            self = .stack(
                StackNode(
                    axis: name == "vstack" ? .vertical : .horizontal,
                    alignment: try object["alignment"].map(Alignment.init(json:)) ?? .center,
                    spacing: try object["spacing"].map { clampLength(try $0.number(), minimum: -maximumLength) } ?? defaultSpacing
                ))
        case "zstack": self = .zStack(try object["alignment"].map(Alignment.init(json:)) ?? .center)
        case "padding": self = .padding(try object["padding"].map(EdgeInsets.init(json:)) ?? EdgeInsets(.all, 16))
        case "frame" where try !Node.Kind.isFlexibleFrame(object):
            self = .frame(
                FrameNode(
                    width: try object["width"].flatMap { validDimension(try $0.number()) },
                    height: try object["height"].flatMap { validDimension(try $0.number()) },
                    alignment: try object["alignment"].map(Alignment.init(json:)) ?? .center
                ))
        case "frame", "flexibleFrame": self = .flexibleFrame(try FlexibleFrameNode(object))
        case "fixedSize":
            var axes: Axis.Set = []
            if try object["horizontal"]?.bool() ?? true { axes.insert(.horizontal) }
            if try object["vertical"]?.bool() ?? true { axes.insert(.vertical) }
            self = .fixedSize(axes)
        case "layoutPriority": self = .layoutPriority(try object.required("layoutPriority").number())
        case "background": self = .background(try object["alignment"].map(Alignment.init(json:)) ?? .center)
        case "overlay": self = .overlay(try object["alignment"].map(Alignment.init(json:)) ?? .center)
        case "clipShape": self = .clip(try ShapeKind(object))
        case "border":
            self = .border(
                color: try Color(json: try object.required("color")),
                width: try object["width"].map { min(max(try $0.number(), 0), 100) } ?? 1
            )
        case "opacity": self = .opacity(min(max(try object.required("opacity").number(), 0), 1))
        case "shadow": self = .shadow(try ShadowNode(object))
        case "hidden": self = .hidden
        case "id": self = .identified(try object.required("id").string())
        case "button":
            self = .button(
                ButtonNode(
                    action: try object["action"].map(ActionID.init(json:)),
                    isEnabled: !(try object["disabled"]?.bool() ?? false),
                    role: try object["role"].map(ButtonRole.init(json:))
                ))
        case "textField": self = .textField(try TextFieldNode(object))
        case "scrollView": self = .scroll(try object["axes"].map(Axis.Set.init(json:)) ?? .vertical)
        case "deletable":
            self = .deletable(
                action: try ActionID(json: try object.required("action")),
                offset: try object.required("offset").wholeNumber()
            )
        case "list":
            let names = ["insetGrouped", "inset", "grouped", "plain"]
            let style = try object["style"].map { try $0.name(of: "list style", among: names) }
            self = .list(style.flatMap(ListStyleKind.init(rawValue:)) ?? .insetGrouped)
        case "listRowSeparator": self = .listRowSeparator(hidden: try object["hidden"]?.bool() ?? true)
        case "navigationStack": self = .navigationStack(title: try object["title"]?.string())
        case "ignoresSafeArea": self = .ignoresSafeArea(try object["edges"].map(Edge.Set.init(json:)) ?? .all)
        case "onAppear": self = .onAppear(try ActionID(json: try object.required("action")))
        default:
            guard let layout = primitiveLayouts[name] else {
                throw JSONReader(value: .string(name), path: object.path + ".kind").error("unknown node kind \"\(name)\"")
            }
            self = try layout.kind(from: object)
        }
    }

    /// Whether a `frame` object describes a flexible frame: it names a minimum, ideal or maximum
    /// size. Mixing those with `width` or `height` is refused.
    private static func isFlexibleFrame(_ object: JSONObjectReader) throws -> Bool {
        guard let flexible = flexibleFrameFields.dropLast().first(where: object.contains) else { return false }
        guard !["width", "height"].contains(where: object.contains) else {
            throw NodeDecodingError(
                path: "\(object.path).\(flexible)",
                message: "a frame takes either width and height or minimum, ideal and maximum sizes, not both"
            )
        }
        return true
    }

    /// The kind's name and its fields, leaving out those equal to their defaults.
    func jsonFields(path: String) throws -> (String, [JSONField]) {
        var fields = JSONFieldWriter(path: path)
        switch self {
        case .empty: return ("empty", [])
        case .text(let text): try text.write(to: &fields)
        case .image(let image):
            fields.append("systemName", .string(image.systemName))
            try fields.append("font", image.font, unless: .body)
            try fields.append("color", image.color, unless: .primary)
            return ("image", fields.fields)
        case .shape(let shape): try shape.write(to: &fields)
        case .spacer(let minLength): try fields.appendLength("minLength", minLength)
        case .divider(let color): try fields.append("color", color, unless: dividerColor)
        case .stack(let stack):
            try fields.append("alignment", stack.alignment, unless: .center)
            if stack.spacing != defaultSpacing { try fields.appendLength("spacing", stack.spacing) }
            return (stack.axis == .vertical ? "vstack" : "hstack", fields.fields)
        case .zStack(let alignment): try fields.append("alignment", alignment, unless: .center)
        case .layout(let layout):
            guard let primitive = layout.primitive else {
                throw unencodable(path, "the layout \(layout.name) is a program's own Layout, which JSON cannot name")
            }
            try primitive.writeJSON(to: &fields)
            return (type(of: primitive).jsonName, fields.fields)
        case .layoutValue(let entry):
            throw unencodable(path, "the layout value for \(entry.key) is a program's own type, which JSON cannot hold")
        case .padding(let insets): try fields.append("padding", insets.jsonValue(path: path + ".padding"))
        case .frame(let frame):
            try fields.appendLength("width", frame.width)
            try fields.appendLength("height", frame.height)
            try fields.append("alignment", frame.alignment, unless: .center)
        case .flexibleFrame(let frame):
            try frame.write(to: &fields)
            // A flexible frame without any size would read back as a fixed one.
            return (fields.fields.contains { $0.key != "alignment" } ? "frame" : "flexibleFrame", fields.fields)
        case .fixedSize(let axes):
            if !axes.contains(.horizontal) { fields.append("horizontal", .bool(false)) }
            if !axes.contains(.vertical) { fields.append("vertical", .bool(false)) }
        case .layoutPriority(let priority): try fields.appendLength("layoutPriority", priority)
        case .background(let alignment), .overlay(let alignment): try fields.append("alignment", alignment, unless: .center)
        case .clip(let shape): try shape.write(to: &fields)
        case .border(let color, let width):
            try fields.append("color", color, unless: nil)
            if width != 1 { try fields.appendLength("width", width) }
        case .opacity(let opacity): try fields.appendLength("opacity", opacity)
        case .shadow(let shadow):
            try fields.append("color", shadow.color, unless: defaultShadowColor)
            try fields.appendLength("radius", shadow.radius)
            if shadow.x != 0 { try fields.appendLength("x", shadow.x) }
            if shadow.y != 0 { try fields.appendLength("y", shadow.y) }
        case .hidden: return ("hidden", [])
        case .identified(let id): fields.append("id", .string(id))
        case .button(let button):
            if let action = button.action { fields.append("action", .number(Double(action.rawValue))) }
            if !button.isEnabled { fields.append("disabled", .bool(true)) }
            if let role = button.role { fields.append("role", .string(role.description)) }
        case .textField(let field): try field.write(to: &fields)
        case .scroll(let axes): if axes != .vertical { fields.append("axes", axes.jsonValue) }
        case .deletable(let action, let offset):
            fields.append("action", .number(Double(action.rawValue)))
            fields.append("offset", .number(Double(offset)))
        case .list(let style): if style != .insetGrouped { fields.append("style", .string(style.rawValue)) }
        case .listRowSeparator(let hidden): if !hidden { fields.append("hidden", .bool(false)) }
        case .navigationStack(let title): if let title { fields.append("title", .string(title)) }
        case .ignoresSafeArea(let edges): if edges != .all { fields.append("edges", edges.jsonValue) }
        case .onAppear(let action): fields.append("action", .number(Double(action.rawValue)))
        }
        return (jsonName, fields.fields)
    }

    /// The name of the kind in JSON, for kinds whose name does not depend on their payload.
    private var jsonName: String {
        switch self {
        case .text: "text"
        case .shape: "shape"
        case .spacer: "spacer"
        case .divider: "divider"
        case .zStack: "zstack"
        case .padding: "padding"
        case .frame: "frame"
        case .fixedSize: "fixedSize"
        case .layoutPriority: "layoutPriority"
        case .background: "background"
        case .overlay: "overlay"
        case .clip: "clipShape"
        case .border: "border"
        case .opacity: "opacity"
        case .shadow: "shadow"
        case .identified: "id"
        case .button: "button"
        case .textField: "textField"
        case .scroll: "scrollView"
        case .deletable: "deletable"
        case .list: "list"
        case .listRowSeparator: "listRowSeparator"
        case .navigationStack: "navigationStack"
        case .ignoresSafeArea: "ignoresSafeArea"
        case .onAppear: "onAppear"
        case .empty, .image, .stack, .flexibleFrame, .hidden, .layout, .layoutValue: ""
        }
    }
}
