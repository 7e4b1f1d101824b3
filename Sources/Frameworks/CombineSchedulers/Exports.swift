// On Linux, `import CombineSchedulers` is the part of Wireframe's store that holds what
// combine-schedulers holds for TCA (its schedulers, without Combine): `WireframeStore`.
@_exported import WireframeStore
