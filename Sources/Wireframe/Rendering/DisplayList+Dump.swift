import Foundation

extension DisplayList {
    /// The commands as text, one line each, the contents of a group indented under it; the
    /// oracle tests assert on. A mask's drawing is indented under its `mask` line, and the
    /// content it masks under a `masked` line.
    ///
    /// ```swift
    /// let placed = try Color.white.clipShape(RoundedRectangle(cornerRadius: 8)).placedTree(width: 48, height: 48)
    /// print(DisplayList(placed, canvas: CGSize(width: 48, height: 48)).dump())
    /// // clip roundedRectangle(8) @ (0, 0, 48, 48)
    /// //   shape rectangle fill: white @ (0, 0, 48, 48)
    /// //   hit opaque [0] @ (0, 0, 48, 48)
    /// ```
    package func dump() -> String {
        var lines: [String] = []
        var depth = 0
        for command in commands {
            let indent = String(repeating: "  ", count: depth)
            switch command {
            case .shape(let index):
                let shape = shapes[index]
                var paint = ""
                if let fill = shape.fill { paint += " fill: \(self[fill])" }
                if let stroke = shape.stroke {
                    paint += " stroke: \(self[stroke]) width: \(formatPoints(shape.lineWidth))" + (shape.isStrokeInside ? " inside" : "")
                }
                lines.append(indent + "shape \(shape.shape)\(paint) @ \(Self.describe(shape.frame))")
            case .text(let index):
                let drawing = texts[index]
                lines.append(indent + "text \(quoted(drawing.text.string)) @ \(Self.describe(drawing.frame))")
            case .glyph(let glyph):
                lines.append(indent + "glyph \(glyph.systemName) \(self[glyph.color]) @ \(Self.describe(glyph.frame))")
            case .textField(let index):
                let field = textFields[index]
                let role = field.isPlaceholder ? "placeholder" : "text"
                let caret = field.caret.map { " caret \(self[$0])" } ?? ""
                lines.append(indent + "textField \(role) \(quoted(field.shown))\(caret) @ \(Self.describe(field.frame))")
            case .pushClip(let clip):
                lines.append(indent + "clip \(clip.shape) @ \(Self.describe(clip.frame))")
                depth += 1
            case .pushOpacity(let opacity):
                lines.append(indent + "opacity \(formatPoints(CGFloat(opacity)))")
                depth += 1
            case .pushShadow(let shadow):
                let numbers = [shadow.radius, shadow.x, shadow.y].map(formatPoints)
                lines.append(indent + "shadow radius: \(numbers[0]) x: \(numbers[1]) y: \(numbers[2]) \(self[shadow.color])")
                depth += 1
            case .pushTransform(let transform):
                if let turn = transform.turn {
                    let center = "(\(formatPoints(turn.center.x)), \(formatPoints(turn.center.y)))"
                    lines.append(indent + "transform turn \(formatPoints(CGFloat(turn.degrees)))° about \(center)")
                    depth += 1
                    continue
                }
                let matrix = transform.matrix
                let entries = [matrix.a, matrix.b, matrix.c, matrix.d, matrix.tx, matrix.ty].map(formatPoints)
                lines.append(indent + "transform [\(entries.joined(separator: ", "))]")
                depth += 1
            case .pushEffect(let effect):
                lines.append(indent + "effect \(effect.label) @ \(Self.describe(effect.frame))")
                depth += 1
            case .pushMask(let mask):
                lines.append(indent + "mask @ \(Self.describe(mask.frame)) covering \(Self.describe(mask.coverage))")
                depth += 1
            case .beginMaskedContent:
                lines.append(String(repeating: "  ", count: max(depth - 1, 0)) + "masked")
            case .popClip, .popOpacity, .popShadow, .popTransform, .popEffect, .popMask:
                depth -= 1
            case .hitRegion(let index):
                lines.append(indent + describe(regions[index]))
            }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// `hit button #0 [0, 1] @ (x, y, width, height)`, with the visible part when a clip cuts it.
    private func describe(_ region: HitRegion) -> String {
        let role: String =
            switch region.role {
            case .button(let action, let isEnabled):
                "button " + (action.map(\.description) ?? "(no action)") + (isEnabled ? "" : " disabled")
            case .textField(let placeholder, _):
                "textField \(quoted(placeholder))"
            case .deletableRow(let action, let offset):
                "row \(action) offset: \(offset)"
            case .opaque:
                "opaque"
            }
        let path = "[" + self.path(of: region).map(String.init).joined(separator: ", ") + "]"
        var text = "hit \(role) \(path) @ \(Self.describe(region.frame))"
        if region.frame.cut(to: region.clip) != region.frame {
            text += " visible \(Self.describe(region.frame.cut(to: region.clip)))"
        }
        return text
    }

    private static func describe(_ frame: CGRect) -> String {
        "(" + [frame.minX, frame.minY, frame.width, frame.height].map(formatPoints).joined(separator: ", ") + ")"
    }

    private func quoted(_ text: String) -> String {
        "\"" + sanitizedForDisplay(text).replacingOccurrences(of: "\n", with: "\\n") + "\""
    }
}
