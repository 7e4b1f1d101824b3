import Foundation

/// A control's row: its label leading, taking the room it needs, a space, then the control; with
/// labels hidden (`labelsHidden()`), the control alone, its label kept in a frame of no size so
/// that VoiceOver still reads it, as iOS does.
struct ControlRow<Label: View, Control: View>: View {
    let spacing: CGFloat?
    let label: Label
    let control: Control
    @Environment(\.areLabelsHidden) private var areLabelsHidden

    init(spacing: CGFloat?, @ViewBuilder label: () -> Label, @ViewBuilder control: () -> Control) {
        self.spacing = spacing
        self.label = label()
        self.control = control()
    }

    var body: some View {
        if areLabelsHidden {
            control.background(label.frame(width: 0, height: 0).clipped())
        } else {
            HStack(spacing: spacing) {
                label.layoutPriority(1)
                Spacer(minLength: 8)
                control
            }
        }
    }
}

extension View {
    /// Hides the labels of the controls inside (toggles, pickers, steppers): each draws its
    /// control alone, its label still read by VoiceOver.
    ///
    /// ```swift
    /// Toggle("Wi-Fi", isOn: $isOn).labelsHidden()
    /// ```
    public func labelsHidden() -> some View {
        modifier(EnvironmentModifier { $0.areLabelsHidden = true })
    }

    /// Sets how prominent the headers of the list sections inside are: `.increased` draws them
    /// large, bold and in the primary colour, as an inset grouped list does.
    ///
    /// ```swift
    /// Section("Today") { Text("Stand-up") }.headerProminence(.increased)
    /// ```
    public func headerProminence(_ prominence: Prominence) -> some View {
        environment(\.headerProminence, prominence)
    }
}

/// How prominent a view is drawn, for ``View/headerProminence(_:)``.
///
/// ```swift
/// Section("Inbox") { Text("Mail") }.headerProminence(.increased)
/// ```
public enum Prominence: Sendable, Hashable {
    /// The standard look.
    case standard
    /// More prominent than the standard look.
    case increased
}
