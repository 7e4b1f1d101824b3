import Observation

// A store is an observable object, as TCA's is, so a view can hold it with `@Bindable var store`.
// Views read its state afresh on every render, so there is nothing to register.
extension Store: Observable {}
