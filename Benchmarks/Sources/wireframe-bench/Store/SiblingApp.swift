import WireframeStore

// The 100 sibling cases are written out, each a case of its own, because that is how an app with
// many features has them: every send asks each sibling's case path whether the action is its own.

/// The three-level counter of ``CounterApp`` with 100 sibling counter features beside it.
struct SiblingApp: Reducer {
    struct State: Equatable, Sendable {
        var section = CounterSection.State()
        var siblings = Array(repeating: Counter.State(), count: 100)
    }

    enum Action: Equatable, Sendable {
        case section(CounterSection.Action)
        case s0(Counter.Action)
        case s1(Counter.Action)
        case s2(Counter.Action)
        case s3(Counter.Action)
        case s4(Counter.Action)
        case s5(Counter.Action)
        case s6(Counter.Action)
        case s7(Counter.Action)
        case s8(Counter.Action)
        case s9(Counter.Action)
        case s10(Counter.Action)
        case s11(Counter.Action)
        case s12(Counter.Action)
        case s13(Counter.Action)
        case s14(Counter.Action)
        case s15(Counter.Action)
        case s16(Counter.Action)
        case s17(Counter.Action)
        case s18(Counter.Action)
        case s19(Counter.Action)
        case s20(Counter.Action)
        case s21(Counter.Action)
        case s22(Counter.Action)
        case s23(Counter.Action)
        case s24(Counter.Action)
        case s25(Counter.Action)
        case s26(Counter.Action)
        case s27(Counter.Action)
        case s28(Counter.Action)
        case s29(Counter.Action)
        case s30(Counter.Action)
        case s31(Counter.Action)
        case s32(Counter.Action)
        case s33(Counter.Action)
        case s34(Counter.Action)
        case s35(Counter.Action)
        case s36(Counter.Action)
        case s37(Counter.Action)
        case s38(Counter.Action)
        case s39(Counter.Action)
        case s40(Counter.Action)
        case s41(Counter.Action)
        case s42(Counter.Action)
        case s43(Counter.Action)
        case s44(Counter.Action)
        case s45(Counter.Action)
        case s46(Counter.Action)
        case s47(Counter.Action)
        case s48(Counter.Action)
        case s49(Counter.Action)
        case s50(Counter.Action)
        case s51(Counter.Action)
        case s52(Counter.Action)
        case s53(Counter.Action)
        case s54(Counter.Action)
        case s55(Counter.Action)
        case s56(Counter.Action)
        case s57(Counter.Action)
        case s58(Counter.Action)
        case s59(Counter.Action)
        case s60(Counter.Action)
        case s61(Counter.Action)
        case s62(Counter.Action)
        case s63(Counter.Action)
        case s64(Counter.Action)
        case s65(Counter.Action)
        case s66(Counter.Action)
        case s67(Counter.Action)
        case s68(Counter.Action)
        case s69(Counter.Action)
        case s70(Counter.Action)
        case s71(Counter.Action)
        case s72(Counter.Action)
        case s73(Counter.Action)
        case s74(Counter.Action)
        case s75(Counter.Action)
        case s76(Counter.Action)
        case s77(Counter.Action)
        case s78(Counter.Action)
        case s79(Counter.Action)
        case s80(Counter.Action)
        case s81(Counter.Action)
        case s82(Counter.Action)
        case s83(Counter.Action)
        case s84(Counter.Action)
        case s85(Counter.Action)
        case s86(Counter.Action)
        case s87(Counter.Action)
        case s88(Counter.Action)
        case s89(Counter.Action)
        case s90(Counter.Action)
        case s91(Counter.Action)
        case s92(Counter.Action)
        case s93(Counter.Action)
        case s94(Counter.Action)
        case s95(Counter.Action)
        case s96(Counter.Action)
        case s97(Counter.Action)
        case s98(Counter.Action)
        case s99(Counter.Action)
    }

    /// The case of each sibling, in order.
    static let siblingCases: [@Sendable (Counter.Action) -> Action] = [
        Action.s0, Action.s1, Action.s2, Action.s3, Action.s4, Action.s5, Action.s6, Action.s7, Action.s8, Action.s9,
        Action.s10, Action.s11, Action.s12, Action.s13, Action.s14, Action.s15, Action.s16, Action.s17, Action.s18, Action.s19,
        Action.s20, Action.s21, Action.s22, Action.s23, Action.s24, Action.s25, Action.s26, Action.s27, Action.s28, Action.s29,
        Action.s30, Action.s31, Action.s32, Action.s33, Action.s34, Action.s35, Action.s36, Action.s37, Action.s38, Action.s39,
        Action.s40, Action.s41, Action.s42, Action.s43, Action.s44, Action.s45, Action.s46, Action.s47, Action.s48, Action.s49,
        Action.s50, Action.s51, Action.s52, Action.s53, Action.s54, Action.s55, Action.s56, Action.s57, Action.s58, Action.s59,
        Action.s60, Action.s61, Action.s62, Action.s63, Action.s64, Action.s65, Action.s66, Action.s67, Action.s68, Action.s69,
        Action.s70, Action.s71, Action.s72, Action.s73, Action.s74, Action.s75, Action.s76, Action.s77, Action.s78, Action.s79,
        Action.s80, Action.s81, Action.s82, Action.s83, Action.s84, Action.s85, Action.s86, Action.s87, Action.s88, Action.s89,
        Action.s90, Action.s91, Action.s92, Action.s93, Action.s94, Action.s95, Action.s96, Action.s97, Action.s98, Action.s99,
    ]

    var body: some ReducerOf<Self> {
        Scope(state: \.section, action: Action.section) { CounterSection() }
        for index in Self.siblingCases.indices {
            Scope(state: \.siblings[index], action: Self.siblingCases[index]) { Counter() }
        }
    }
}

extension Store where State == SiblingApp.State, Action == SiblingApp.Action {
    /// The counter's store, scoped through the three levels.
    var counter: Store<Counter.State, Counter.Action> {
        scope(state: \.section, action: SiblingApp.Action.section)
            .scope(state: \.holder, action: CounterSection.Action.holder)
            .scope(state: \.counter, action: CounterHolder.Action.counter)
    }
}
