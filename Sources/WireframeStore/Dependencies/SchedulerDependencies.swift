#if !canImport(Darwin)
    import Foundation

    extension DependencyValues {
        /// The main queue as a scheduler, as swift-dependencies' `mainQueue`: `DispatchQueue.main`
        /// when live; in tests a scheduler that reports an issue when used, unless the test sets
        /// one.
        ///
        /// ```swift
        /// @Dependency(\.mainQueue) var mainQueue
        ///
        /// return .run { send in
        ///     for await _ in mainQueue.timer(interval: 1) {
        ///         await send(.timerTick)
        ///     }
        /// }
        ///
        /// // In the test:
        /// let mainQueue = DispatchQueue.test
        /// let store = TestStore(initialState: ScreenC.State()) { ScreenC() } withDependencies: {
        ///     $0.mainQueue = mainQueue.eraseToAnyScheduler()
        /// }
        /// ```
        public var mainQueue: AnySchedulerOf<DispatchQueue> {
            get { self[MainQueueKey.self] }
            set { self[MainQueueKey.self] = newValue }
        }

        /// The main run loop as a scheduler, as swift-dependencies' `mainRunLoop`: `RunLoop.main`
        /// when live; in tests a scheduler that reports an issue when used, unless the test sets
        /// one.
        ///
        /// ```swift
        /// @Dependency(\.mainRunLoop) var mainRunLoop
        /// let startedAt = mainRunLoop.now.date
        ///
        /// // In the test:
        /// $0.mainRunLoop = RunLoop.test.eraseToAnyScheduler()
        /// ```
        public var mainRunLoop: AnySchedulerOf<RunLoop> {
            get { self[MainRunLoopKey.self] }
            set { self[MainRunLoopKey.self] = newValue }
        }
    }

    private enum MainQueueKey: DependencyKey {
        static let liveValue = AnySchedulerOf<DispatchQueue>.main
        static let testValue = AnySchedulerOf<DispatchQueue>.unimplemented(#"@Dependency(\.mainQueue)"#)
    }

    private enum MainRunLoopKey: DependencyKey {
        static let liveValue = AnySchedulerOf<RunLoop>.main
        static let testValue = AnySchedulerOf<RunLoop>.unimplemented(#"@Dependency(\.mainRunLoop)"#)
    }
#endif
