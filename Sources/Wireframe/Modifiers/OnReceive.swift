import Foundation

extension View {
    /// Runs `action` with each value `publisher` delivers while the view is on screen, as in
    /// SwiftUI.
    ///
    /// A scripted screen subscribes when the view appears (with its `task`s) and cancels when it
    /// goes away; a value sent on the main thread runs `action` at once, one sent elsewhere runs it
    /// on the main queue. A still picture (`renderASCII`, a snapshot) subscribes to nothing, so it
    /// shows the state before the first value.
    ///
    /// ```swift
    /// Text("\(seconds) s")
    ///     .onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { _ in seconds += 1 }
    /// ```
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        let subscription = UncheckedBox((publisher: publisher, action: action))
        return task { @MainActor in
            let (publisher, action) = subscription.value
            let cancellable = publisher.sink { value in
                if Thread.isMainThread {
                    action(value)
                } else {
                    let delivery = UncheckedBox((action: action, value: value))
                    DispatchQueue.main.async { delivery.value.action(delivery.value.value) }
                }
            }
            // Subscribed until the task is cancelled: the view went away, or the screen did.
            let (disappearance, holder) = AsyncStream<Never>.makeStream()
            for await _ in disappearance {}
            holder.finish()
            cancellable.cancel()
        }
    }
}
