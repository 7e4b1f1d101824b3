import Testing
import Wireframe
import WireframeTesting

@testable import WireframeComponents

/// The seed's first dialog, shown through a `Bool` binding.
@MainActor
@Suite struct CustomDialogTests {
    private final class Model {
        var isPresented = true
        var applied = 0
    }

    private func makeHost(_ model: Model) -> ScreenHost<some View> {
        ScreenHost(screen: .iPhone13) {
            Button("Show Dialog") { model.isPresented = true }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .dialog(
                    isPresented: Binding(get: { model.isPresented }, set: { model.isPresented = $0 }),
                    title: "배경화면 변경",
                    message: "배경화면 색상을 변경하시겠습니까?",
                    highlightMessage: [HighlightMessage(text: "색상", color: .blue)],
                    primaryButton: .mono(label: "닫기"),
                    secondaryButton: .key(label: "적용") { model.applied += 1 }
                )
        }
    }

    @Test func keyButtonRunsItsActionAndCloses() async throws {
        let model = Model()
        let host = makeHost(model)
        try await host.tap("적용")
        #expect(model.applied == 1)
        #expect(model.isPresented == false)
        #expect(try !host.ascii().contains("적용"))
    }

    @Test func monoButtonClosesWithoutTheKeyAction() async throws {
        let model = Model()
        let host = makeHost(model)
        try await host.tap("닫기")
        #expect(model.applied == 0)
        #expect(model.isPresented == false)
    }

    @Test func dialogShowsAgainWhenTheBindingTurnsTrue() async throws {
        let model = Model()
        model.isPresented = false
        let host = makeHost(model)
        #expect(try !host.ascii().contains("배경화면 변경"))
        try await host.tap("Show Dialog")
        #expect(try host.ascii().contains("배경화면 변경"))
    }

    @Test func highlightIsUnderlined() throws {
        let model = Model()
        let text = try makeHost(model).ascii()
        #expect(text.contains("색\u{332}상\u{332}을"))
    }
}
