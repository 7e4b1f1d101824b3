/// One reducer of a combination, as the combination runs it: its function, and the case of the
/// action it is limited to when it is a `Scope` over one case.
@usableFromInline
struct ReducerStep<State, Action> {
    @usableFromInline let run: ReduceFunction<State, Action>
    /// The case of `Action` outside which the reducer does nothing; `nil` when any action may
    /// reach it.
    @usableFromInline let actionCase: EnumCase<Action>?

    @inlinable
    init(run: @escaping ReduceFunction<State, Action>, actionCase: EnumCase<Action>?) {
        self.run = run
        self.actionCase = actionCase
    }
}

/// A reducer that can be seen as a list of steps: a builder's block or loop, `CombineReducers`,
/// an erasing `Reduce`, or a `Scope` over one case. A combination around it runs its steps as
/// its own, so it can skip every `Scope` an action is not for.
@usableFromInline
protocol ReducerStepListing<State, Action>: Reducer {
    /// The steps, in the order they run.
    func reducerSteps() -> [ReducerStep<State, Action>]
}

extension Reducer {
    /// This reducer as the steps of a combination: its own list, or itself as one step that
    /// every action reaches.
    @inlinable
    func combinationSteps() -> [ReducerStep<State, Action>] {
        if let listing = self as? any ReducerStepListing<State, Action> { return listing.reducerSteps() }
        return [ReducerStep(run: resolved(), actionCase: nil)]
    }
}

/// The function that runs `steps` in order on each action and merges their effects, as a
/// combination of reducers does.
///
/// When some steps are `Scope`s over one case each, the function finds the ones an action is for
/// by the number of its case, once, instead of asking each scope in turn: an action runs the
/// steps limited to its case and the steps limited to none, still in their order. Asking a
/// hundred sibling scopes costs a hundred extractions and effect merges on every send; this costs
/// one `switch` over the action and an array lookup.
///
/// - Complexity: Building is O(*s* + *u* × *c*) for *s* steps of which *u* are limited to no
///   case, and *c* the highest case number; a send is O(1) plus the steps it runs.
@inlinable
func combinedFunction<State, Action>(_ steps: [ReducerStep<State, Action>]) -> ReduceFunction<State, Action> {
    switch steps.count {
    case 0: return { _, _ in .none }
    case 1: return steps[0].run
    default: break
    }
    guard let caseIndex = steps.lazy.compactMap(\.actionCase).first?.indexOf else {
        let runs = steps.map(\.run)
        return { state, action in runInOrder(runs, &state, action) }
    }
    let dispatch = CaseDispatch(steps, caseIndex: caseIndex)
    return { state, action in dispatch(&state, action) }
}

/// Runs `runs` in order on `action`, merging their effects.
@inlinable
func runInOrder<State, Action>(
    _ runs: [ReduceFunction<State, Action>], _ state: inout State, _ action: Action
) -> Effect<Action> {
    var effect = Effect<Action>.none
    for run in runs { effect = effect.merge(with: run(&state, action)) }
    return effect
}

/// The steps of a combination, listed for each case of the action: what an action in that case
/// runs, in order.
@usableFromInline
struct CaseDispatch<State, Action> {
    /// The functions an action runs, by the number of its case.
    @usableFromInline let runsByCase: [[ReduceFunction<State, Action>]]
    /// The functions an action runs when no step is limited to its case: the unlimited ones.
    @usableFromInline let unlimitedRuns: [ReduceFunction<State, Action>]
    /// The number of an action's case.
    @usableFromInline let caseIndex: (Action) -> Int?

    @inlinable
    init(_ steps: [ReducerStep<State, Action>], caseIndex: @escaping (Action) -> Int?) {
        let caseCount = (steps.compactMap { $0.actionCase?.index }.max() ?? -1) + 1
        var runsByCase = [[ReduceFunction<State, Action>]](repeating: [], count: caseCount)
        var unlimitedRuns: [ReduceFunction<State, Action>] = []
        for step in steps {
            if let index = step.actionCase?.index {
                runsByCase[index].append(step.run)
            } else {
                for index in runsByCase.indices { runsByCase[index].append(step.run) }
                unlimitedRuns.append(step.run)
            }
        }
        self.runsByCase = runsByCase
        self.unlimitedRuns = unlimitedRuns
        self.caseIndex = caseIndex
    }

    /// Runs the steps `action` can be for, in order.
    @inlinable
    func callAsFunction(_ state: inout State, _ action: Action) -> Effect<Action> {
        let runs: [ReduceFunction<State, Action>]
        if let index = caseIndex(action), index >= 0, index < runsByCase.count {
            runs = runsByCase[index]
        } else {
            runs = unlimitedRuns
        }
        if runs.count == 1 { return runs[0](&state, action) }
        return runInOrder(runs, &state, action)
    }
}
