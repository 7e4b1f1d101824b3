/// A haptic or sound an iPhone plays when a value changes, as SwiftUI's `SensoryFeedback`.
///
/// A picture has no touch or sound: the feedback is accepted and never played.
///
/// ```swift
/// Button("Save") { save() }.sensoryFeedback(.success, trigger: savedCount)
/// ```
public struct SensoryFeedback: Hashable, Sendable {
    private let name: String

    /// How heavy an impact feels.
    ///
    /// ```swift
    /// .sensoryFeedback(.impact(weight: .heavy), trigger: count)
    /// ```
    public struct Weight: Hashable, Sendable {
        private let name: String
        /// A light impact.
        public static let light = Weight(name: "light")
        /// A medium impact.
        public static let medium = Weight(name: "medium")
        /// A heavy impact.
        public static let heavy = Weight(name: "heavy")
    }

    /// How soft or rigid an impact feels.
    ///
    /// ```swift
    /// .sensoryFeedback(.impact(flexibility: .soft), trigger: count)
    /// ```
    public struct Flexibility: Hashable, Sendable {
        private let name: String
        /// A rigid impact.
        public static let rigid = Flexibility(name: "rigid")
        /// A solid impact.
        public static let solid = Flexibility(name: "solid")
        /// A soft impact.
        public static let soft = Flexibility(name: "soft")
    }

    /// A task succeeded.
    public static let success = SensoryFeedback(name: "success")
    /// A task produced a warning.
    public static let warning = SensoryFeedback(name: "warning")
    /// A task failed.
    public static let error = SensoryFeedback(name: "error")
    /// The selection changed.
    public static let selection = SensoryFeedback(name: "selection")
    /// A value went up.
    public static let increase = SensoryFeedback(name: "increase")
    /// A value went down.
    public static let decrease = SensoryFeedback(name: "decrease")
    /// An activity started.
    public static let start = SensoryFeedback(name: "start")
    /// An activity stopped.
    public static let stop = SensoryFeedback(name: "stop")
    /// A dragged item snapped into alignment.
    public static let alignment = SensoryFeedback(name: "alignment")
    /// A value crossed into another level.
    public static let levelChange = SensoryFeedback(name: "levelChange")
    /// A physical impact.
    public static let impact = SensoryFeedback(name: "impact")

    /// An impact of `weight`, at `intensity` from 0 to 1.
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(name: "impact(weight)")
    }

    /// An impact of `flexibility`, at `intensity` from 0 to 1.
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(name: "impact(flexibility)")
    }
}

extension View {
    /// Plays `feedback` when `trigger` changes; nothing is played, and the view is drawn as it is.
    ///
    /// ```swift
    /// Toggle("Alarm", isOn: $isOn).sensoryFeedback(.selection, trigger: isOn)
    /// ```
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }

    /// Plays `feedback` when `trigger` changes and `condition` holds; nothing is played.
    ///
    /// ```swift
    /// list.sensoryFeedback(.impact, trigger: count) { old, new in new > old }
    /// ```
    public func sensoryFeedback<T: Equatable>(
        _ feedback: SensoryFeedback, trigger: T, condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool
    ) -> some View {
        self
    }

    /// Plays the feedback `feedback` returns when `trigger` changes; nothing is played.
    ///
    /// ```swift
    /// form.sensoryFeedback(trigger: result) { _, new in new.isSuccess ? .success : .error }
    /// ```
    public func sensoryFeedback<T: Equatable>(
        trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?
    ) -> some View {
        self
    }
}
