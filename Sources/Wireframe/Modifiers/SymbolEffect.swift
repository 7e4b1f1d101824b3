import Foundation

/// An animation of a system image, as SwiftUI's symbol effects: `.bounce`, `.pulse`,
/// `.variableColor`, `.scale`, `.appear`, `.disappear`, `.replace`, `.breathe`, `.rotate` and
/// `.wiggle`.
///
/// A still picture shows the symbol at rest, so an effect draws the image as it is, with one
/// difference SwiftUI has too: while `.disappear` is active, or `.appear` is not, the symbol is
/// hidden and keeps its space.
///
/// ```swift
/// Image(systemName: "wifi").symbolEffect(.variableColor.iterative, options: .repeating)
/// ```
public struct SymbolEffect: Hashable, Sendable {
    private let name: String

    private init(_ name: String) {
        self.name = name
    }

    private func named(_ suffix: String) -> SymbolEffect { SymbolEffect("\(name).\(suffix)") }

    /// Whether the effect hides the symbol while it is active or not.
    func hidesSymbol(isActive: Bool) -> Bool {
        let base = name.prefix { $0 != "." }
        return (base == "disappear" && isActive) || (base == "appear" && !isActive)
    }

    /// A bounce of the symbol.
    public static let bounce = SymbolEffect("bounce")
    /// A pulse of the symbol's opacity.
    public static let pulse = SymbolEffect("pulse")
    /// Layers lit in turn.
    public static let variableColor = SymbolEffect("variableColor")
    /// A change of the symbol's size.
    public static let scale = SymbolEffect("scale")
    /// The symbol drawn in.
    public static let appear = SymbolEffect("appear")
    /// The symbol drawn out.
    public static let disappear = SymbolEffect("disappear")
    /// One symbol replaced by another.
    public static let replace = SymbolEffect("replace")
    /// A slow swell of the symbol.
    public static let breathe = SymbolEffect("breathe")
    /// A turn of the symbol.
    public static let rotate = SymbolEffect("rotate")
    /// A shake of the symbol.
    public static let wiggle = SymbolEffect("wiggle")

    /// The effect moving up.
    public var up: SymbolEffect { named("up") }
    /// The effect moving down.
    public var down: SymbolEffect { named("down") }
    /// The effect applied to the whole symbol at once.
    public var wholeSymbol: SymbolEffect { named("wholeSymbol") }
    /// The effect applied to each layer in turn.
    public var byLayer: SymbolEffect { named("byLayer") }
    /// Layers lit one after another.
    public var iterative: SymbolEffect { named("iterative") }
    /// Layers lit and left lit.
    public var cumulative: SymbolEffect { named("cumulative") }
    /// Unlit layers hidden.
    public var hideInactiveLayers: SymbolEffect { named("hideInactiveLayers") }
    /// Unlit layers dimmed.
    public var dimInactiveLayers: SymbolEffect { named("dimInactiveLayers") }
    /// Lit layers reversed at the end.
    public var reversing: SymbolEffect { named("reversing") }
    /// Lit layers not reversed.
    public var nonReversing: SymbolEffect { named("nonReversing") }
    /// The old symbol falling away downwards, the new one up.
    public var downUp: SymbolEffect { named("downUp") }
    /// The old symbol falling away upwards, the new one up.
    public var upUp: SymbolEffect { named("upUp") }
    /// The old symbol fading out, the new one in.
    public var offUp: SymbolEffect { named("offUp") }
    /// Turned clockwise.
    public var clockwise: SymbolEffect { named("clockwise") }
    /// Turned counter-clockwise.
    public var counterClockwise: SymbolEffect { named("counterClockwise") }
}

/// How a symbol effect runs: how often and how fast.
///
/// ```swift
/// Image(systemName: "bell").symbolEffect(.bounce, options: .repeat(3).speed(2), value: count)
/// ```
public struct SymbolEffectOptions: Hashable, Sendable {
    private var repetitions: Int?
    private var rate: Double = 1

    private init(repetitions: Int?) {
        self.repetitions = repetitions
    }

    /// Once, at the usual speed.
    public static let `default` = SymbolEffectOptions(repetitions: 1)
    /// Over and over.
    public static let repeating = SymbolEffectOptions(repetitions: nil)
    /// Once.
    public static let nonRepeating = SymbolEffectOptions(repetitions: 1)

    /// `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(repetitions: count) }
    /// At `speed` times the usual speed.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions.default.speed(speed) }

    /// These options, `count` times.
    public func `repeat`(_ count: Int) -> SymbolEffectOptions {
        var copy = self
        copy.repetitions = count
        return copy
    }

    /// These options, at `speed` times the usual speed.
    public func speed(_ speed: Double) -> SymbolEffectOptions {
        var copy = self
        copy.rate = speed
        return copy
    }
}

extension View {
    /// Runs `effect` on the system images inside while `isActive`. A still picture shows the
    /// symbols at rest: nothing changes, except that an active `.disappear` or an inactive
    /// `.appear` hides them and keeps their space.
    ///
    /// ```swift
    /// Image(systemName: "wifi").symbolEffect(.pulse, isActive: isSearching)
    /// ```
    public func symbolEffect(_ effect: SymbolEffect, options: SymbolEffectOptions = .default, isActive: Bool = true) -> some View {
        opacity(effect.hidesSymbol(isActive: isActive) ? 0 : 1)
    }

    /// Runs `effect` on the system images inside each time `value` changes. A still picture shows
    /// the symbols at rest, so nothing changes.
    ///
    /// ```swift
    /// Image(systemName: "bell").symbolEffect(.bounce, value: notificationCount)
    /// ```
    public func symbolEffect<Value: Equatable>(_ effect: SymbolEffect, options: SymbolEffectOptions = .default, value: Value)
        -> some View
    {
        self
    }

    /// Turns off the symbol effects of the system images inside; there are none to turn off in a
    /// still picture.
    ///
    /// ```swift
    /// StatusIcons().symbolEffectsRemoved()
    /// ```
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { self }
}
