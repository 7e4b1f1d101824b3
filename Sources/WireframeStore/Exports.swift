// Combine's publishers and cancellables, which Linux lacks: a store's schedulers return
// `AnyCancellable`, and TCA code names `Cancellable` and `AnyCancellable` with the store alone.
@_exported import WireframeCombine
