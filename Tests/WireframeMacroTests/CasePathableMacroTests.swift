import Testing

@Suite struct CasePathableMacroTests {
    @Test func eachCaseGetsAPathToItsPayload() {
        let expanded = expandedSource(
            """
            @CasePathable
            enum Action {
                case child(Child.Action)
                case tapped
                case move(IndexSet, to: Int)
            }
            """, macro: "CasePathable")
        #expect(
            expanded == """
                enum Action {
                    case child(Child.Action)
                    case tapped
                    case move(IndexSet, to: Int)

                    struct AllCasePaths: Sendable {
                        var child: WireframeStore.AnyCasePath<Action, Child.Action> {
                            WireframeStore.AnyCasePath<Action, Child.Action>(
                                _generatedEmbed: { Action.child($0) },
                                extract: { root in
                                    guard case let .child(v0) = root else { return nil }
                                    return v0
                                },
                                caseIndex: 0,
                                caseIndexOf: { AllCasePaths._caseIndex(of: $0) }
                            )
                        }
                        var tapped: WireframeStore.AnyCasePath<Action, Void> {
                            WireframeStore.AnyCasePath<Action, Void>(
                                _generatedEmbed: { _ in Action.tapped },
                                extract: { root in
                                    guard case .tapped = root else { return nil }
                                    return ()
                                },
                                caseIndex: 1,
                                caseIndexOf: { AllCasePaths._caseIndex(of: $0) }
                            )
                        }
                        var move: WireframeStore.AnyCasePath<Action, (IndexSet, to: Int)> {
                            WireframeStore.AnyCasePath<Action, (IndexSet, to: Int)>(
                                _generatedEmbed: { Action.move($0.0, to: $0.1) },
                                extract: { root in
                                    guard case let .move(v0, v1) = root else { return nil }
                                    return (v0, v1)
                                },
                                caseIndex: 2,
                                caseIndexOf: { AllCasePaths._caseIndex(of: $0) }
                            )
                        }
                        static func _caseIndex(of root: Action) -> Int? {
                            switch root {
                            case .child: return 0
                            case .tapped: return 1
                            case .move: return 2
                            }
                        }
                    }
                    static var allCasePaths: AllCasePaths { AllCasePaths() }
                }

                extension Action: WireframeStore.CasePathable {
                }
                """)
    }

    @Test func casesInsideConditionalCompilationKeepTheirCondition() {
        let expanded = expandedSource(
            """
            @CasePathable
            public enum Action {
                case a
                #if DEBUG
                case debugMenu(Int)
                #endif
            }
            """, macro: "CasePathable")
        #expect(expanded.contains("    public struct AllCasePaths: Sendable {\n        public var a:"))
        #expect(expanded.contains("        #if DEBUG\n        public var debugMenu: WireframeStore.AnyCasePath<Action, Int> {"))
        #expect(expanded.contains("                caseIndex: 1,\n"))
        #expect(
            expanded.contains(
                """
                        public static func _caseIndex(of root: Action) -> Int? {
                            switch root {
                            case .a: return 0
                            #if DEBUG
                            case .debugMenu: return 1
                            #endif
                            }
                        }
                    }
                    public static var allCasePaths
                """))
    }

    @Test func casesAreNumberedInOrderAcrossEveryClauseOfAnIf() {
        let source = "@CasePathable\nenum Action {\n    #if os(Linux)\n    case a\n    #else\n    case b\n    #endif\n    case c\n}"
        let expanded = expandedSource(source, macro: "CasePathable")
        #expect(
            expanded.contains(
                """
                            switch root {
                            #if os(Linux)
                            case .a: return 0
                            #else
                            case .b: return 1
                            #endif
                            case .c: return 2
                            }
                """))
    }

    @Test func aDeprecatedCaseHasNoNumberAndItsValuesNone() {
        let source = "@CasePathable\nenum Action {\n    @available(*, deprecated)\n    case a\n    case b\n}"
        let expanded = expandedSource(source, macro: "CasePathable")
        #expect(!expanded.contains("caseIndex: 0,"))
        #expect(expanded.contains("caseIndex: 1,"))
        #expect(
            expanded.contains(
                """
                            switch root {
                            case .b: return 1
                            default: return nil
                            }
                """))
    }

    @Test func aDeprecatedCaseHasADeprecatedPath() {
        let source = "@CasePathable\nenum Action {\n    @available(*, deprecated, message: \"use b\")\n    case a\n    case b\n}"
        let expanded = expandedSource(source, macro: "CasePathable")
        let deprecatedPath = "    @available(*, deprecated, message: \"use b\")\n        var a: WireframeStore.AnyCasePath<Action, Void> {"
        #expect(expanded.contains(deprecatedPath))
        #expect(expanded.contains("        }\n        var b: WireframeStore.AnyCasePath<Action, Void> {"))
    }

    @Test func aStructIsRefusedAtTheAttribute() {
        let expanded = expandedSource("@CasePathable\nstruct State {}", macro: "CasePathable")
        #expect(expanded.hasSuffix("error: '@CasePathable' cannot be applied to struct 'State': it applies to an enum"))
    }
}
