import Testing

@testable import WireframeMacroExpansions

@Suite struct DependencyClientMacroTests {
    @Test func closuresBecomeEndpointsAndTheClientGetsItsInitializers() {
        let expanded = expandedSource(
            """
            @DependencyClient
            struct NumberFact {
                var fetch: @Sendable (_ number: Int) async throws -> String
                var reset: @Sendable () -> Void
                var cached: () -> Int = { 0 }
                static let shared = NumberFact()
            }
            """, macro: "DependencyClient")
        #expect(
            expanded == """
                struct NumberFact {
                    @WireframeStore.DependencyEndpoint
                    var fetch: @Sendable (_ number: Int) async throws -> String
                    @WireframeStore.DependencyEndpoint
                    var reset: @Sendable () -> Void
                    @WireframeStore.DependencyEndpoint
                    var cached: () -> Int = { 0 }
                    static let shared = NumberFact()

                    init(
                        fetch: @escaping @Sendable (_ number: Int) async throws -> String,
                        reset: @escaping @Sendable () -> Void,
                        cached: @escaping () -> Int = { 0 }
                    ) {
                        self.fetch = fetch
                        self.reset = reset
                        self.cached = cached
                    }

                    init() {
                    }
                }
                """)
    }

    @Test func anEndpointStoresAnUnimplementedClosureAndALabelledMethod() {
        let peer = MacroExpander.expand(
            MacroRequest(
                macroName: "DependencyEndpoint", role: "peer", attribute: "@DependencyEndpoint",
                declaration: "@DependencyEndpoint\nvar fetch: @Sendable (_ number: Int) async throws -> String",
                parentDeclaration: "struct NumberFact {}"))
        #expect(
            peer.source == """
                private var _fetch: @Sendable (_ number: Int) async throws -> String = { _ in
                    WireframeStore.reportIssue("Unimplemented: 'NumberFact.fetch'")
                    throw WireframeStore.UnimplementedEndpointError(endpoint: "NumberFact.fetch")
                }

                func fetch(number: Int) async throws -> String {
                    try await self.fetch(number)
                }
                """)
    }

    @Test func anEndpointWithADefaultReportsThenReturnsWhatTheDefaultReturns() {
        let peer = MacroExpander.expand(
            MacroRequest(
                macroName: "DependencyEndpoint", role: "peer", attribute: "@DependencyEndpoint",
                declaration: "@DependencyEndpoint\nvar download: @Sendable (_ url: URL) -> AsyncStream<Int> = { _ in .finished }",
                parentDeclaration: "struct DownloadClient {}"))
        #expect(
            peer.source == """
                private var _download: @Sendable (_ url: URL) -> AsyncStream<Int> = { p0 in
                    WireframeStore.reportIssue("Unimplemented: 'DownloadClient.download'")
                    let implementation: @Sendable (_ url: URL) -> AsyncStream<Int> = { _ in .finished }
                    return implementation(p0)
                }

                func download(url: URL) -> AsyncStream<Int> {
                    self.download(url)
                }
                """)
    }

    @Test func anAsyncEndpointWithADefaultThatDoesNotSuspendCallsItAsTheEndpointsType() {
        let peer = MacroExpander.expand(
            MacroRequest(
                macroName: "DependencyEndpoint", role: "peer", attribute: "@DependencyEndpoint",
                declaration: "@DependencyEndpoint\nvar status: @Sendable () async -> Status = {\n    .notDetermined\n  }",
                parentDeclaration: "struct SpeechClient {}"))
        #expect(
            peer.source == """
                private var _status: @Sendable () async -> Status = {
                    WireframeStore.reportIssue("Unimplemented: 'SpeechClient.status'")
                    let implementation: @Sendable () async -> Status = {
                    .notDetermined
                  }
                    return await implementation()
                }
                """)
    }

    @Test func anEndpointThatCannotReturnWithoutAValueIsRefused() {
        let peer = MacroExpander.expand(
            MacroRequest(
                macroName: "DependencyEndpoint", role: "peer", attribute: "@DependencyEndpoint",
                declaration: "@DependencyEndpoint\nvar now: () -> Date", parentDeclaration: "struct Clock {}"))
        #expect(peer.source == nil)
        #expect(
            peer.diagnostics.map(\.message) == [
                "'@DependencyClient' needs a default for the endpoint 'now', which neither throws nor returns Void or an optional: write 'var now: () -> Date = { … }'"
            ])
    }
}

@Suite struct ObservableStateAndViewActionMacroTests {
    @Test func observableStateAddsTheConformance() {
        #expect(
            expandedSource("@ObservableState\nstruct State { var count = 0 }", macro: "ObservableState")
                == "struct State { var count = 0 }\n\nextension State: WireframeStore.ObservableState {\n}")
    }

    @Test func observableStateOnAClassIsRefused() {
        #expect(
            expandedSource("@ObservableState\nfinal class Model {}", macro: "ObservableState").hasSuffix(
                "error: '@ObservableState' cannot be applied to class 'Model': it applies to a struct or an enum"))
    }

    @Test func viewActionConformsTheView() {
        #expect(
            expandedSource("@ViewAction(for: Feature.self)\nstruct FeatureView: View { let store: StoreOf<Feature> }", macro: "ViewAction")
                == "struct FeatureView: View { let store: StoreOf<Feature> }\n\nextension FeatureView: WireframeStore.ViewActionSending {\n}"
        )
    }

    @Test func viewActionWithoutAStoreIsRefused() {
        #expect(
            expandedSource("@ViewAction(for: Feature.self)\nstruct FeatureView: View {}", macro: "ViewAction").hasSuffix(
                "error: '@ViewAction(for:)' needs a 'store' property on 'FeatureView', such as 'let store: StoreOf<Feature>'"))
    }
}

@Suite struct PreviewMacroTests {
    @Test func aNamedPreviewIsAProviderWithItsDisplayNameAndLayout() {
        let expansion = MacroExpander.expand(
            MacroRequest(
                macroName: "Preview", role: "declaration",
                attribute: #"#Preview("Empty", traits: .sizeThatFitsLayout) {\#n    MemoRow(memo: .empty)\#n}"#,
                discriminator: "$s4Demo0021Row_swift_fMf_"))
        #expect(
            expansion.source == """
                @MainActor
                struct $s4Demo0021Row_swift_fMf_7PreviewfMu_: Wireframe.PreviewProvider, Wireframe._MacroPreview {
                    static var previews: some Wireframe.View {
                        content
                            .previewDisplayName("Empty")
                            .previewLayout(.sizeThatFits)
                    }

                    @Wireframe.ViewBuilder
                    static var content: some Wireframe.View {
                        MemoRow(memo: .empty)
                    }

                    static var fileID: String { #fileID }
                    static var line: Int { 0 }
                }
                """)
    }

    @Test func attributesBeforeThePreviewAreLeftToTheCompiler() {
        let expansion = MacroExpander.expand(
            MacroRequest(
                macroName: "Preview", role: "declaration",
                attribute: "@available(iOS 17.0, *)\n#Preview(traits: .sizeThatFitsLayout) {\n    CardView(scrum: .sample)\n}",
                discriminator: "$s4Demo0021Card_swift_fMf_"))
        #expect(expansion.diagnostics.isEmpty)
        let source = expansion.source ?? ""
        #expect(source.contains("            .previewLayout(.sizeThatFits)"))
        #expect(source.contains("        CardView(scrum: .sample)\n"))
        #expect(source.contains("static var line: Int { 1 }"))
        #expect(!source.contains("available"))
    }

    @Test func aLandscapeTraitTurnsThePreview() {
        let expansion = MacroExpander.expand(
            MacroRequest(macroName: "Preview", role: "declaration", attribute: "#Preview(traits: .landscapeLeft) { ThemeView() }"))
        #expect(expansion.source?.contains("            .previewInterfaceOrientation(.landscapeLeft)\n") == true)
    }

    @Test func aPreviewWithoutAClosureIsRefused() {
        let expansion = MacroExpander.expand(MacroRequest(macroName: "Preview", role: "declaration", attribute: #"#Preview("x")"#))
        #expect(expansion.source == nil)
        #expect(expansion.diagnostics.first?.message.hasPrefix("'#Preview' needs a trailing closure") == true)
    }
}
