import WireframeStore

// The 100 sibling cases are written out, each a case of its own, because that is how an app with
// many features has them: every send asks each sibling's case path whether the action is its own.

/// The three-level counter of ``CounterApp`` with 100 sibling counter features beside it.
@Reducer
struct SiblingApp {
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
    static let siblingCases: [CaseKeyPath<Action, Counter.Action> & Sendable] = [
        \.s0, \.s1, \.s2, \.s3, \.s4, \.s5, \.s6, \.s7, \.s8, \.s9,
        \.s10, \.s11, \.s12, \.s13, \.s14, \.s15, \.s16, \.s17, \.s18, \.s19,
        \.s20, \.s21, \.s22, \.s23, \.s24, \.s25, \.s26, \.s27, \.s28, \.s29,
        \.s30, \.s31, \.s32, \.s33, \.s34, \.s35, \.s36, \.s37, \.s38, \.s39,
        \.s40, \.s41, \.s42, \.s43, \.s44, \.s45, \.s46, \.s47, \.s48, \.s49,
        \.s50, \.s51, \.s52, \.s53, \.s54, \.s55, \.s56, \.s57, \.s58, \.s59,
        \.s60, \.s61, \.s62, \.s63, \.s64, \.s65, \.s66, \.s67, \.s68, \.s69,
        \.s70, \.s71, \.s72, \.s73, \.s74, \.s75, \.s76, \.s77, \.s78, \.s79,
        \.s80, \.s81, \.s82, \.s83, \.s84, \.s85, \.s86, \.s87, \.s88, \.s89,
        \.s90, \.s91, \.s92, \.s93, \.s94, \.s95, \.s96, \.s97, \.s98, \.s99,
    ]

    var body: some ReducerOf<Self> {
        Scope(state: \.section, action: \.section) { CounterSection() }
        for index in Self.siblingCases.indices {
            Scope(state: \.siblings[index], action: Self.siblingCases[index]) { Counter() }
        }
    }
}

extension Store where State == SiblingApp.State, Action == SiblingApp.Action {
    /// The counter's store, scoped through the three levels.
    var counter: Store<Counter.State, Counter.Action> {
        scope(state: \.section, action: \.section)
            .scope(state: \.holder, action: \.holder)
            .scope(state: \.counter, action: \.counter)
    }
}
