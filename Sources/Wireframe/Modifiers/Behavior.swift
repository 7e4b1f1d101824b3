import Foundation

extension View {
    /// Disables the controls inside the view: they look dimmed and ignore taps.
    ///
    /// ```swift
    /// Button("저장") { save() }.disabled(title.isEmpty)
    /// ```
    public func disabled(_ isDisabled: Bool) -> some View {
        modifier(
            EnvironmentModifier { environment in
                if isDisabled { environment.isEnabled = false }
            })
    }
}
