import Foundation

/// One thing a render shows, as a semantic diff compares it: what it is, its text, where it is
/// and how it is painted.
///
/// Elements come from a display list (``elements(of:placed:)``, with a button's label, fill and
/// text folded into one element and its tree path as its identity), from an SVG document this
/// package wrote (``elements(ofSVG:)``) or from an ASCII picture's texts
/// (``elements(ofASCII:)``), so a review can compare two files without running the test again.
package struct RenderElement: Equatable, Sendable {
    /// What the element is, as a diff names it: `Text`, `Button`, `Rectangle`, `Image`, …
    package var role: String
    /// Its text: a text's string, a button's label, an image's name; empty for a shape.
    package var label: String = ""
    /// Where it is, in points from the screen's top-leading corner.
    package var frame: CGRect
    /// Its fill, as `#RRGGBB` (with its opacity when not opaque).
    package var fill: String?
    /// Its stroke colour and width.
    package var stroke: String?
    /// The colour of its text.
    package var textColor: String?
    /// The runs of its text drawn in a colour of their own, each as `"색상" #007AFF`.
    package var runColors: [String] = []
    /// The font of its text: `17 pt semibold`.
    package var font: String?
    /// The opacity it is drawn with, from its groups.
    package var opacity: Double = 1
    /// The effects and masks it is drawn through, outermost first (`grayscale(1), mask`), or
    /// `nil` for none; a mask's own shapes are elements drawn through a `mask shape`. An SVG
    /// document names its groups' kinds (`filter`, `mask`, `blend multiply`), not their amounts,
    /// and its masks are definitions, whose shapes are not elements: two documents whose
    /// filters differ only in amount differ in something the diff cannot see.
    package var effects: String?
    /// Its structural identity when the source has one: the child indices of its node in the
    /// placed tree.
    package var identity: String?

    /// `Text "취소"`, `Rectangle`: the element named for a person, every string made safe to print.
    package var name: String {
        label.isEmpty ? role : role + " " + quotedSafe(label)
    }

    /// Whether `self` and `other` are painted alike (fill, stroke, text colour, font, opacity).
    func isPaintedLike(_ other: RenderElement) -> Bool {
        fill == other.fill && stroke == other.stroke && textColor == other.textColor && runColors == other.runColors
            && font == other.font && opacity == other.opacity && effects == other.effects
    }
}

extension RenderElement {
    /// The elements of a display list, back to front: its texts, shapes (borders and dividers
    /// among them), glyphs, text fields and buttons. A button takes the texts and shapes that lie inside it
    /// (its label and its fill) as its own attributes, and its path in `placed` as its identity.
    ///
    /// - Parameters:
    ///   - listing: For each command, whether its element is listed; `nil` lists them all.
    ///   - opacities: The opacity each command is drawn at, ``DisplayList/opacities`` when the
    ///     caller has not worked it out already.
    ///   - effects: The effects each command is drawn through, ``DisplayList/effects`` when the
    ///     caller has not worked them out already.
    /// - Complexity: O(*n* · *b*) for *n* drawing commands and *b* buttons.
    package static func elements(
        of list: DisplayList, placed: PlacedNode, listing: [Bool]? = nil, opacities: [Double]? = nil,
        effects: [String?]? = nil
    ) -> [RenderElement] {
        var elements: [RenderElement] = []
        var buttons: [RenderElement] = []
        let opacities = opacities ?? list.opacities
        let effects = effects ?? list.effects
        for (index, command) in list.commands.enumerated() where listing?[index] ?? true {
            let opacity = opacities[index]
            var element: RenderElement?
            switch command {
            case .shape(let index):
                let shape = list.shapes[index]
                element = RenderElement(
                    role: shape.shape.roleName, frame: shape.frame, fill: shape.fill.map { list[$0].diffName },
                    stroke: shape.stroke.map { list[$0].diffName + " " + formatPoints(shape.lineWidth) + " pt" })
            case .text(let index):
                let drawing = list.texts[index]
                element = RenderElement(
                    role: "Text", label: drawing.text.string, frame: drawing.frame, textColor: drawing.text.color.diffName,
                    runColors: drawing.text.runColorNames, font: drawing.text.font.diffName)
            case .glyph(let glyph):
                element = RenderElement(role: "Image", label: glyph.systemName, frame: glyph.frame, fill: list[glyph.color].diffName)
            case .textField(let index):
                let field = list.textFields[index]
                element = RenderElement(
                    role: "TextField", label: field.shown, frame: field.frame, textColor: list[field.color].diffName,
                    font: field.font.diffName)
            case .hitRegion(let regionIndex):
                let region = list.regions[regionIndex]
                guard case .button = region.role else { break }
                let path = list.path(of: region)
                let label = placed.descendant(at: path)?.labelText ?? ""
                var button = RenderElement(role: "Button", label: label, frame: region.frame)
                button.identity = path.map(String.init).joined(separator: ".")
                button.opacity = opacity
                button.effects = effects[index]
                buttons.append(button)
            case .pushOpacity, .popOpacity, .pushClip, .popClip, .pushShadow, .popShadow, .pushTransform, .popTransform,
                .pushEffect, .popEffect, .pushMask, .beginMaskedContent, .popMask:
                break
            }
            if var element {
                element.opacity = opacity
                element.effects = effects[index]
                elements.append(element)
            }
        }
        return fold(elements, into: buttons)
    }

    /// The elements with those inside a button taken into it: the largest filled shape gives the
    /// button its fill, the first text its text colour and font.
    private static func fold(_ elements: [RenderElement], into buttons: [RenderElement]) -> [RenderElement] {
        guard !buttons.isEmpty else { return elements }
        var buttons = buttons
        var rest: [RenderElement] = []
        var fillAreas = [CGFloat](repeating: 0, count: buttons.count)
        for element in elements {
            // The innermost button holding the element: the smallest by area.
            let owner = buttons.indices.filter { button(buttons[$0].frame, holds: element.frame) }
                .min { buttons[$0].frame.area < buttons[$1].frame.area }
            guard let owner else {
                rest.append(element)
                continue
            }
            if element.role == "Text" || element.role == "Image" {
                if buttons[owner].textColor == nil {
                    buttons[owner].textColor = element.textColor ?? element.fill
                    buttons[owner].font = element.font
                }
            } else if let fill = element.fill, element.frame.area > fillAreas[owner] {
                fillAreas[owner] = element.frame.area
                buttons[owner].fill = fill
            }
        }
        return rest + buttons
    }

    /// Whether a button drawn in `button` takes an element drawn in `frame` as its own.
    static func button(_ button: CGRect, holds frame: CGRect) -> Bool {
        button.insetBy(dx: -0.5, dy: -0.5).contains(frame)
    }
}

extension CGRect {
    var area: CGFloat { width * height }
}

extension ShapeKind {
    /// The SwiftUI name of the shape.
    var roleName: String {
        switch self {
        case .rectangle: "Rectangle"
        case .roundedRectangle: "RoundedRectangle"
        case .capsule: "Capsule"
        case .circle: "Circle"
        case .ellipse: "Ellipse"
        case .path: "Shape"
        }
    }
}

extension Color {
    /// `#RRGGBB`, followed by its opacity in percent when it is not opaque.
    var diffName: String {
        opacity >= 1 ? hexString : hexString + " \(Int((opacity * 100).rounded()))%"
    }
}

extension TextNode {
    /// Each run drawn in a colour of its own, as `"색상" #0000FF`.
    var runColorNames: [String] {
        runs.compactMap { run in
            guard let runColor = run.color, runColor != color, !run.text.isEmpty else { return nil }
            return quotedSafe(run.text) + " " + runColor.diffName
        }
    }
}

extension Font {
    /// `17 pt semibold`; the weight is left out when regular.
    var diffName: String {
        let size = formatPoints(self.size) + " pt"
        return weight == .regular ? size : size + " \(weight)"
    }
}
