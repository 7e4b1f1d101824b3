/// A value a view reads and writes through a wrapper: a `Binding` or a focus state's binding,
/// for `bind(_:to:)`; written for those and not by apps.
@MainActor
public protocol _Bindable {
    /// The type of the value.
    associatedtype Value
    /// The value.
    var wrappedValue: Value { get nonmutating set }
}

extension Binding: _Bindable {}
extension FocusState.Binding: _Bindable {}

extension View {
    /// Keeps `viewValue` (a focus state, say) equal to `modelValue` (state in a model or a store),
    /// as swift-navigation's `bind(_:to:)`: the view's value takes the model's when the view
    /// appears and whenever the model's changes, and the model's takes the view's when that
    /// changes. A scripted screen runs the synchronization after each render, as it runs
    /// `onChange`.
    ///
    /// ```swift
    /// Form { … }
    ///     .bind($store.focusedField, to: $focusedField)
    /// ```
    public func bind<ModelValue: _Bindable, ViewValue: _Bindable>(_ modelValue: ModelValue, to viewValue: ViewValue) -> some View
    where ModelValue.Value == ViewValue.Value, ModelValue.Value: Equatable {
        onAppear { viewValue.wrappedValue = modelValue.wrappedValue }
            .onChange(of: modelValue.wrappedValue) { _, newValue in viewValue.wrappedValue = newValue }
            .onChange(of: viewValue.wrappedValue) { _, newValue in modelValue.wrappedValue = newValue }
    }
}
