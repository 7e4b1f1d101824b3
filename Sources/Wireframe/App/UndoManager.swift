import Foundation

#if os(Linux)
    /// Foundation's undo manager on Apple platforms, which Linux's Foundation lacks: it keeps the
    /// changes a user can undo and redo, each registered as the closure that reverts it.
    ///
    /// A window on iOS groups the registrations of one event; there are no events here, so each
    /// registration is a step of its own unless ``beginUndoGrouping()`` and
    /// ``endUndoGrouping()`` bracket several. Undoing a step records what its closures register
    /// as the step to redo, and redoing records the step to undo again.
    ///
    /// ```swift
    /// let undoManager = UndoManager()
    /// memo.title = "Groceries"
    /// undoManager.registerUndo(withTarget: memo) { $0.title = "" }
    /// undoManager.setActionName("Rename")
    /// undoManager.undo()   // memo.title == ""
    /// ```
    @MainActor
    open class UndoManager {
        private struct Step {
            var actions: [() -> Void] = []
            var name = ""
        }

        private var undoStack: [Step] = []
        private var redoStack: [Step] = []
        private var openGroup: Step?
        /// The step that undoing or redoing collects the registrations of.
        private var reversal: Step?

        /// Whether ``undo()`` is running.
        public private(set) var isUndoing = false
        /// Whether ``redo()`` is running.
        public private(set) var isRedoing = false
        /// How deeply ``beginUndoGrouping()`` calls are nested.
        public private(set) var groupingLevel = 0
        /// The most steps kept to undo; 0 keeps every step.
        open var levelsOfUndo = 0 {
            didSet { trimUndoStack() }
        }
        /// Whether a window's event groups registrations; there are no events here, so this
        /// changes nothing.
        open var groupsByEvent = true

        /// Creates an undo manager with nothing to undo.
        public init() {}

        /// Whether there is a step to undo.
        open var canUndo: Bool { !undoStack.isEmpty || !(openGroup?.actions.isEmpty ?? true) }
        /// Whether there is a step to redo.
        open var canRedo: Bool { !redoStack.isEmpty }
        /// The name of the step ``undo()`` would undo.
        open var undoActionName: String { undoStack.last?.name ?? "" }
        /// The name of the step ``redo()`` would redo.
        open var redoActionName: String { redoStack.last?.name ?? "" }

        /// Registers `handler`, called with `target`, as what undoes the change just made.
        open func registerUndo<Target: AnyObject>(withTarget target: Target, handler: @escaping (Target) -> Void) {
            let action = { handler(target) }
            if reversal != nil {
                reversal?.actions.append(action)
            } else if openGroup != nil {
                openGroup?.actions.append(action)
            } else {
                undoStack.append(Step(actions: [action]))
                redoStack.removeAll()
                trimUndoStack()
            }
        }

        /// Names the step being registered, or the last step to undo.
        open func setActionName(_ actionName: String) {
            if reversal != nil {
                reversal?.name = actionName
            } else if openGroup != nil {
                openGroup?.name = actionName
            } else if !undoStack.isEmpty {
                undoStack[undoStack.count - 1].name = actionName
            }
        }

        /// Starts a step that every registration until the matching ``endUndoGrouping()`` joins.
        open func beginUndoGrouping() {
            groupingLevel += 1
            if groupingLevel == 1 { openGroup = Step() }
        }

        /// Ends the step ``beginUndoGrouping()`` started; the outermost end makes it a step to undo.
        open func endUndoGrouping() {
            guard groupingLevel > 0 else { return }
            groupingLevel -= 1
            guard groupingLevel == 0, let group = openGroup else { return }
            openGroup = nil
            if !group.actions.isEmpty {
                undoStack.append(group)
                redoStack.removeAll()
                trimUndoStack()
            }
        }

        /// Undoes the last step; what its closures register becomes the step to redo.
        open func undo() {
            while groupingLevel > 0 { endUndoGrouping() }
            guard let step = undoStack.popLast() else { return }
            isUndoing = true
            if let redo = run(step) { redoStack.append(redo) }
            isUndoing = false
        }

        /// Redoes the last undone step; what its closures register becomes the step to undo.
        open func redo() {
            guard let step = redoStack.popLast() else { return }
            isRedoing = true
            if let undo = run(step) { undoStack.append(undo) }
            isRedoing = false
        }

        /// Forgets every step to undo and redo.
        open func removeAllActions() {
            undoStack.removeAll()
            redoStack.removeAll()
            openGroup = nil
            groupingLevel = 0
        }

        /// Runs `step`'s closures, last registered first, and returns the step they registered.
        private func run(_ step: Step) -> Step? {
            reversal = Step(name: step.name)
            for action in step.actions.reversed() { action() }
            defer { reversal = nil }
            return reversal?.actions.isEmpty == false ? reversal : nil
        }

        private func trimUndoStack() {
            if levelsOfUndo > 0, undoStack.count > levelsOfUndo {
                undoStack.removeFirst(undoStack.count - levelsOfUndo)
            }
        }
    }
#endif

extension EnvironmentValues {
    /// The undo manager of the view's window: `nil` unless a view above sets one, as a window
    /// here keeps no undo history of its own.
    ///
    /// ```swift
    /// @Environment(\.undoManager) private var undoManager
    /// Button("Undo") { undoManager?.undo() }.disabled(undoManager?.canUndo != true)
    /// ```
    public var undoManager: UndoManager? {
        get { self[UndoManagerKey.self] }
        set { self[UndoManagerKey.self] = newValue }
    }
}

private struct UndoManagerKey: EnvironmentKey {
    static var defaultValue: UndoManager? { nil }
}
