// SwiftUINavigation's bindings of enum state: a case of a bound enum read as a binding of its
// payload, and the small transformations presentations need (`isPresent()`,
// `removeDuplicates()`).

extension Binding {
    /// A binding to the payload of one case of an optional enum: `nil` while the enum is `nil` or
    /// in another case. Writing a payload puts the enum in that case; writing `nil` clears the
    /// enum when it is in that case, and leaves another case as it is.
    ///
    /// ```swift
    /// .sheet(item: $destination.edit) { $editState in EditView(state: $editState) }
    /// .alert("Saved", isPresented: $destination.saved.isPresent()) { … }
    /// ```
    public subscript<Enum: CasePathable, Member>(
        dynamicMember keyPath: KeyPath<Enum.AllCasePaths, AnyCasePath<Enum, Member>>
    ) -> Binding<Member?> where Value == Enum? {
        let casePath = Enum.allCasePaths[keyPath: keyPath]
        return Binding<Member?>(
            get: { self.wrappedValue.flatMap(casePath.extract(from:)) },
            set: { newValue in
                if let newValue {
                    self.wrappedValue = casePath.embed(newValue)
                } else if self.wrappedValue.flatMap(casePath.extract(from:)) != nil {
                    self.wrappedValue = nil
                }
            })
    }

    /// A binding to the payload of one case of an enum, or `nil` while the enum is in another
    /// case.
    ///
    /// ```swift
    /// if let $text = $field.text { TextField("Text", text: $text) }
    /// ```
    public subscript<Member>(
        dynamicMember keyPath: KeyPath<Value.AllCasePaths, AnyCasePath<Value, Member>>
    ) -> Binding<Member>? where Value: CasePathable {
        let casePath = Value.allCasePaths[keyPath: keyPath]
        return Binding<Member>(
            unwrapping: Binding<Member?>(
                get: { casePath.extract(from: self.wrappedValue) },
                set: { newValue in
                    guard let newValue, casePath.extract(from: self.wrappedValue) != nil else { return }
                    self.wrappedValue = casePath.embed(newValue)
                }))
    }

    /// A binding to the value inside an optional one, or `nil` while the optional is `nil`, as
    /// SwiftUI's `Binding(_:)` of an optional binding.
    ///
    /// ```swift
    /// if let $draft = Binding(unwrapping: $draft) { EditorView(draft: $draft) }
    /// ```
    public init?(unwrapping base: Binding<Value?>) {
        self.init(base)
    }

    /// A flag that is `true` while the optional value is there; writing `false` clears it, and
    /// writing `true` does nothing.
    ///
    /// ```swift
    /// .alert("Deleted", isPresented: $deletedItem.isPresent()) { … }
    /// ```
    public func isPresent<Wrapped>() -> Binding<Bool> where Value == Wrapped? {
        Binding<Bool>(
            get: { self.wrappedValue != nil },
            set: { isPresent in if !isPresent { self.wrappedValue = nil } })
    }

    /// The same binding, with writes of a value that `isDuplicate` finds equal to the current one
    /// left out.
    ///
    /// ```swift
    /// $isPresented.removeDuplicates { $0 == $1 }
    /// ```
    public func removeDuplicates(by isDuplicate: @escaping (Value, Value) -> Bool) -> Binding<Value> {
        Binding(
            get: { self.wrappedValue },
            set: { newValue in if !isDuplicate(self.wrappedValue, newValue) { self.wrappedValue = newValue } })
    }
}

extension Binding where Value: Equatable {
    /// The same binding, with writes of the current value left out, so a presentation that sends
    /// its dismissal twice changes the state once.
    ///
    /// ```swift
    /// .alert("Custom", isPresented: $destination.customAlert.isPresent().removeDuplicates()) { … }
    /// ```
    public func removeDuplicates() -> Binding<Value> {
        removeDuplicates(by: ==)
    }
}
