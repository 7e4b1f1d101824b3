import Foundation

/// The elements two display lists do not draw alike, found by comparing the lists' commands from
/// both ends, so that what both draw alike is never listed as elements.
///
/// Two renders of one view mostly draw the same commands in the same order: the commands both
/// lists begin and end with, drawn alike (the same drawing in the same colours, whatever each
/// list's colour ids), are skipped, and only the commands between are listed. Buttons are the
/// exception, since a button takes the texts and shapes inside it as its own: a shared button
/// that holds a changed element is listed on both sides, and so is every shared element inside a
/// button that is listed. Identical elements always pair with each other first, so the diff of
/// these elements is the diff of the whole lists.
///
/// - Complexity: O(*n*) for *n* commands, plus O(*s* · *b*) for the *s* shared commands and the
///   *b* buttons listed, plus the listing of the commands that differ.
struct DisplayListChanges {
    /// The elements listed from the old list, in its order.
    let old: [RenderElement]
    /// The elements listed from the new list, in its order.
    let new: [RenderElement]

    init(old oldList: DisplayList, placed oldPlaced: PlacedNode, new newList: DisplayList, placed newPlaced: PlacedNode) {
        let oldCount = oldList.commands.count
        let newCount = newList.commands.count
        // Alike commands drawn at different opacities (inside groups that changed) differ.
        let oldOpacities = oldList.opacities
        let newOpacities = newList.opacities
        // So do alike commands drawn through different effects or masks.
        let oldEffects = oldList.effects
        let newEffects = newList.effects
        func alike(_ oldIndex: Int, _ newIndex: Int) -> Bool {
            oldOpacities[oldIndex] == newOpacities[newIndex] && oldEffects[oldIndex] == newEffects[newIndex]
                && oldList.drawsAlike(oldIndex, newList, newIndex)
        }
        var prefix = 0
        while prefix < oldCount && prefix < newCount && alike(prefix, prefix) { prefix += 1 }
        var suffix = 0
        while suffix < oldCount - prefix && suffix < newCount - prefix && alike(oldCount - 1 - suffix, newCount - 1 - suffix) {
            suffix += 1
        }
        var oldListed = [Bool](repeating: false, count: oldCount)
        var newListed = [Bool](repeating: false, count: newCount)
        var listedFrames: [CGRect] = []
        var listedButtons: [CGRect] = []
        for (list, range) in [(oldList, prefix..<(oldCount - suffix)), (newList, prefix..<(newCount - suffix))] {
            for index in range {
                if let frame = list.buttonFrame(of: index) { listedButtons.append(frame) }
                if let frame = list.elementFrame(of: index) { listedFrames.append(frame) }
            }
        }
        for index in prefix..<(oldCount - suffix) { oldListed[index] = true }
        for index in prefix..<(newCount - suffix) { newListed[index] = true }
        // A shared command is `index` in the old list and `index + shift` in the new one. Until
        // nothing more is listed: a shared button that holds a listed element is listed, and so
        // is a shared element inside a listed button, on both sides.
        let shared = Array(0..<prefix) + Array((oldCount - suffix)..<oldCount)
        let shift = { (index: Int) in index < prefix ? index : index + newCount - oldCount }
        var isGrowing = !listedFrames.isEmpty || !listedButtons.isEmpty
        while isGrowing {
            isGrowing = false
            for index in shared where !oldListed[index] {
                if let button = oldList.buttonFrame(of: index) {
                    guard listedFrames.contains(where: { RenderElement.button(button, holds: $0) }) else { continue }
                    listedButtons.append(button)
                } else if let frame = oldList.elementFrame(of: index) {
                    guard listedButtons.contains(where: { RenderElement.button($0, holds: frame) }) else { continue }
                    listedFrames.append(frame)
                } else {
                    continue
                }
                oldListed[index] = true
                newListed[shift(index)] = true
                isGrowing = true
            }
        }
        old = RenderElement.elements(of: oldList, placed: oldPlaced, listing: oldListed, opacities: oldOpacities, effects: oldEffects)
        new = RenderElement.elements(of: newList, placed: newPlaced, listing: newListed, opacities: newOpacities, effects: newEffects)
    }
}

extension DisplayList {
    /// The opacity each command is drawn at, from the opacity groups around it.
    var opacities: [Double] {
        var opacities: [Double] = []
        opacities.reserveCapacity(commands.count)
        var stack: [Double] = [1]
        for command in commands {
            let current = stack.last ?? 1
            opacities.append(current)
            switch command {
            case .pushOpacity(let value): stack.append(current * value)
            case .popOpacity: if stack.count > 1 { stack.removeLast() }
            default: break
            }
        }
        return opacities
    }

    /// For each command, the effect groups and masks it is drawn through, outermost first, as a
    /// diff names them (`grayscale(1), mask`), or `nil` for none. The drawing of a mask itself is
    /// drawn through a `mask shape`.
    package var effects: [String?] {
        var result: [String?] = []
        result.reserveCapacity(commands.count)
        var names: [String] = []
        for command in commands {
            switch command {
            case .popEffect, .popMask:
                if !names.isEmpty { names.removeLast() }
            case .beginMaskedContent:
                if !names.isEmpty { names[names.count - 1] = "mask" }
            default:
                break
            }
            result.append(names.isEmpty ? nil : names.joined(separator: ", "))
            switch command {
            case .pushEffect(let effect): names.append(effect.label)
            case .pushMask: names.append("mask shape")
            default: break
            }
        }
        return result
    }

    /// Whether command `index` draws what command `otherIndex` of `other` draws: the same drawing
    /// in the same colours, whatever their ids in each list, or a hit region of the same kind
    /// over the same area, whatever action it sends.
    func drawsAlike(_ index: Int, _ other: DisplayList, _ otherIndex: Int) -> Bool {
        switch (commands[index], other.commands[otherIndex]) {
        case (.shape(let a), .shape(let b)):
            let a = shapes[a]
            var b = other.shapes[b]
            guard a.fill.map({ self[$0] }) == b.fill.map({ other[$0] }), a.stroke.map({ self[$0] }) == b.stroke.map({ other[$0] })
            else { return false }
            (b.fill, b.stroke) = (a.fill, a.stroke)
            return a == b
        case (.text(let a), .text(let b)):
            // A text's lines follow from its text and its frame, so those are compared.
            return texts[a].frame == other.texts[b].frame && texts[a].text == other.texts[b].text
        case (.glyph(let a), .glyph(var b)):
            guard self[a.color] == other[b.color] else { return false }
            b.color = a.color
            return a == b
        case (.textField(let a), .textField(let b)):
            let (fieldA, fieldB) = (textFields[a], other.textFields[b])
            guard self[fieldA.color] == other[fieldB.color], fieldA.caret.map({ self[$0] }) == fieldB.caret.map({ other[$0] })
            else { return false }
            var aligned = fieldB
            (aligned.color, aligned.caret) = (fieldA.color, fieldA.caret)
            return fieldA == aligned
        case (.pushShadow(let a), .pushShadow(var b)):
            guard self[a.color] == other[b.color] else { return false }
            b.color = a.color
            return a == b
        case (.pushClip(let a), .pushClip(let b)):
            return a == b
        case (.pushOpacity(let a), .pushOpacity(let b)):
            return a == b
        case (.pushTransform(let a), .pushTransform(let b)):
            return a == b
        case (.pushEffect(let a), .pushEffect(let b)):
            return a == b
        case (.pushMask(let a), .pushMask(let b)):
            return a == b
        case (.popClip, .popClip), (.popOpacity, .popOpacity), (.popShadow, .popShadow), (.popTransform, .popTransform),
            (.popEffect, .popEffect), (.beginMaskedContent, .beginMaskedContent), (.popMask, .popMask):
            return true
        case (.hitRegion(let a), .hitRegion(let b)):
            return regions[a].coversAlike(other.regions[b])
        default:
            return false
        }
    }

    /// The frame of what command `index` draws as an element of a diff, or `nil` for a command
    /// that draws none (a group's start or end, a hit region).
    func elementFrame(of index: Int) -> CGRect? {
        switch commands[index] {
        case .shape(let shape): shapes[shape].frame
        case .text(let text): texts[text].frame
        case .glyph(let glyph): glyph.frame
        case .textField(let field): textFields[field].frame
        case .hitRegion, .pushClip, .popClip, .pushOpacity, .popOpacity, .pushShadow, .popShadow, .pushTransform, .popTransform,
            .pushEffect, .popEffect, .pushMask, .beginMaskedContent, .popMask:
            nil
        }
    }

    /// The frame of the button whose hit region command `index` is, or `nil`.
    func buttonFrame(of index: Int) -> CGRect? {
        guard case .hitRegion(let region) = commands[index], case .button = regions[region].role else { return nil }
        return regions[region].frame
    }
}

extension HitRegion {
    /// Whether `other` takes taps over the same area for the same kind of view, whatever action
    /// each sends and wherever its node is in its tree.
    func coversAlike(_ other: HitRegion) -> Bool {
        guard frame == other.frame, clip == other.clip else { return false }
        switch (role, other.role) {
        case (.button(let a, let enabledA), .button(let b, let enabledB)):
            return enabledA == enabledB && (a == nil) == (b == nil)
        case (.textField(let a, let setterA), .textField(let b, let setterB)):
            return a == b && (setterA == nil) == (setterB == nil)
        case (.deletableRow(_, let a), .deletableRow(_, let b)):
            return a == b
        case (.opaque, .opaque):
            return true
        default:
            return false
        }
    }
}
