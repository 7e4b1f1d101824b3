import Foundation

/// What outlives one render of a view tree: the storage of `@State` and `@StateObject`, by view
/// identity, the values of `@SceneStorage`, by key, and the values `onChange(of:)` compares with.
///
/// A render that is given no graph starts from a fresh one, so its state holds the initial
/// values. A host that renders the same content again and again (`ScreenHost`) keeps one graph,
/// so state set by a tap is there at the next step. Storage whose view was not met in a complete
/// render is dropped, as SwiftUI drops the state of a view that goes away: a view that comes back
/// starts from its initial values.
///
/// ```swift
/// let graph = ViewGraph()
/// _ = try Counter().resolve(graph: graph)   // state created
/// _ = try Counter().resolve(graph: graph)   // the same state
/// ```
@MainActor
package final class ViewGraph {
    /// The values of the scene's `@SceneStorage` properties, kept for as long as the graph.
    let sceneStorage = SceneStorageValues()
    /// Storage by the identity of the property that owns it.
    private var storage: [ViewIdentity: AnyObject] = [:]
    /// The storage met in the render under way.
    private var met: Set<ViewIdentity> = []
    /// The value each `onChange(of:)` saw in the last complete render, by the modifier's identity.
    private var observedValues: [ViewIdentity: any Equatable] = [:]
    /// The values seen by the pass under way, which become the observed ones when the render ends.
    private var nextObservedValues: [ViewIdentity: any Equatable] = [:]
    /// What the last render asks to run, in tree order: `onChange(of:)` actions whose value
    /// changed, `onDisappear` actions of views that went away, and tasks to start.
    private var pendingEvents: [@MainActor () -> Void] = []
    /// The `onDisappear` actions of the last complete render, and of the pass under way.
    private var disappearances: [(identity: ViewIdentity, action: @MainActor () -> Void)] = []
    private var nextDisappearances: [(identity: ViewIdentity, action: @MainActor () -> Void)] = []
    /// The tasks of `task(_:)` modifiers that are running, and those the pass under way met.
    private var runningTasks: [ViewIdentity: RunningTask] = [:]
    private var nextTasks: [(identity: ViewIdentity, task: ViewTask)] = []
    /// Whether the last render cancelled a task, which then needs time to finish.
    private var cancelledTasks = false
    /// The actions of the `refreshable` views of the last render, outermost first.
    package private(set) var refreshActions: [@Sendable () async -> Void] = []
    private var nextRefreshActions: [@Sendable () async -> Void] = []

    /// Creates an empty graph.
    package init() {}

    /// The storage of the property at `identity`, made by `make` when the property is new.
    func storage<Storage: AnyObject>(at identity: ViewIdentity, make: () -> Storage) -> Storage {
        met.insert(identity)
        if let existing = storage[identity] as? Storage { return existing }
        let made = make()
        storage[identity] = made
        return made
    }

    /// Records `value` for the `onChange(of:)` at `identity`, and queues `action` with the old and
    /// the new value when it differs from the value the last complete render saw (or, with
    /// `initial`, when the modifier is new).
    func observe<Value: Equatable>(
        _ value: Value, at identity: ViewIdentity, initial: Bool, action: @escaping @MainActor (Value, Value) -> Void
    ) {
        nextObservedValues[identity] = value
        if let previous = observedValues[identity] as? Value {
            if previous != value { pendingEvents.append { action(previous, value) } }
        } else if initial {
            pendingEvents.append { action(value, value) }
        }
    }

    /// Records the `onDisappear` action of the view at `identity`, to run when a render no longer
    /// meets it.
    func noteDisappearance(at identity: ViewIdentity, action: @escaping @MainActor () -> Void) {
        nextDisappearances.append((identity, action))
    }

    /// Records the task of the `task(_:)` modifier at `identity`: it starts when the modifier
    /// appears or its id changes, and is cancelled when the modifier goes away.
    func noteTask(at identity: ViewIdentity, _ task: ViewTask) {
        nextTasks.append((identity, task))
    }

    /// Records the action of a `refreshable` view, which a pull to refresh runs.
    func noteRefresh(_ action: @escaping @Sendable () async -> Void) {
        nextRefreshActions.append(action)
    }

    /// Starts a render, which may resolve the tree several times (once per pass of its geometry
    /// readers).
    func beginRender() {
        met.removeAll(keepingCapacity: true)
        beginPass()
    }

    /// Starts a pass of the render under way: only the last pass's changes count.
    func beginPass() {
        nextObservedValues.removeAll(keepingCapacity: true)
        nextDisappearances.removeAll(keepingCapacity: true)
        nextTasks.removeAll(keepingCapacity: true)
        nextRefreshActions.removeAll(keepingCapacity: true)
        pendingEvents.removeAll()
    }

    /// Ends a complete render: storage no view met is dropped, and the values this render saw are
    /// what the next one compares with.
    func endRender() {
        if storage.count != met.count { storage = storage.filter { met.contains($0.key) } }
        observedValues = nextObservedValues
        nextObservedValues = [:]
        refreshActions = nextRefreshActions
        nextRefreshActions = []

        let present = Set(nextDisappearances.map(\.identity))
        for (identity, action) in disappearances where !present.contains(identity) {
            pendingEvents.append(action)
        }
        disappearances = nextDisappearances
        nextDisappearances = []

        var stillRunning: [ViewIdentity: RunningTask] = [:]
        for (identity, task) in nextTasks {
            var running = runningTasks.removeValue(forKey: identity)
            if let replaced = running, !replaced.matches(task) {
                replaced.cancel()
                cancelledTasks = true
                running = nil
            }
            let kept = running ?? RunningTask(task)
            stillRunning[identity] = kept
            // A task whose start a render queued but nobody ran is queued again.
            if !kept.hasStarted { pendingEvents.append { kept.start() } }
        }
        for running in runningTasks.values {
            running.cancel()
            cancelledTasks = true
        }
        runningTasks = stillRunning
        nextTasks = []
    }

    /// Runs what the last render queued — changed values' actions, disappearances, tasks to
    /// start — in tree order, and reports whether there was anything, or a task was cancelled
    /// and needs time to wind down. A render that nobody runs the events of (a plain
    /// `renderASCII`) starts no task.
    package func runPendingEvents() -> Bool {
        let events = pendingEvents
        pendingEvents.removeAll()
        for event in events { event() }
        defer { cancelledTasks = false }
        return !events.isEmpty || cancelledTasks
    }

    /// Cancels every running task, as when the screen goes away.
    package func cancelTasks() {
        for running in runningTasks.values { running.cancel() }
        runningTasks = [:]
    }

    isolated deinit {
        cancelTasks()
    }
}

/// The work of a `task(_:)` modifier in one render: what it runs, and the id that restarts it.
struct ViewTask {
    var id: (any Equatable)?
    var priority: TaskPriority
    var action: @isolated(any) @Sendable () async -> Void
}

/// A task the graph started, or is about to start, for a `task(_:)` modifier.
@MainActor
private final class RunningTask {
    let task: ViewTask
    private var handle: Task<Void, Never>?
    private var isCancelled = false

    init(_ task: ViewTask) {
        self.task = task
    }

    var hasStarted: Bool { handle != nil || isCancelled }

    /// Whether `other` is the same task: a `task(id:)` whose id has not changed, or a `task` without one.
    func matches(_ other: ViewTask) -> Bool {
        switch (task.id, other.id) {
        case (nil, nil): true
        case (let old?, let new?): old.isEqual(to: new)
        default: false
        }
    }

    func start() {
        guard !hasStarted else { return }
        handle = Task(priority: task.priority, operation: task.action)
    }

    func cancel() {
        isCancelled = true
        handle?.cancel()
    }
}

extension Equatable {
    /// Whether `other` is a value of the same type equal to this one.
    func isEqual(to other: any Equatable) -> Bool {
        (other as? Self) == self
    }
}
