import Foundation
import Testing
import Wireframe

@testable import WireframeSnapshotSupport
@testable import WireframeTesting

@MainActor @Suite struct ScreenHostTappingTests {
    /// 20 × 4 cells.
    private let small = Screen(width: 160, height: 64)
    /// 20 × 5 cells: room for three texts 8 pt apart (a row each).
    private let tall = Screen(width: 160, height: 80)

    @Test func tapByExactLabelRunsTheActionAndTheNextRenderShowsIt() async throws {
        let model = Model()
        let host = ScreenHost(screen: tall) { CounterView(model: model) }
        try await host.tap("Add one")
        #expect(model.count == 1)
        #expect(
            try host.ascii() == """
                      Count: 1

                       Add one

                        Reset

                """)
    }

    @Test func aTapOnOverlappingButtonsReachesTheOneWithTheHigherZIndex() async throws {
        let model = Model()
        let host = ScreenHost(screen: small) {
            ZStack {
                Button("Ten") { model.count += 10 }.frame(width: 160, height: 64).zIndex(1)
                Button("One") { model.count += 1 }.frame(width: 160, height: 64)
            }
        }
        try await host.tap(column: 10, row: 2)
        #expect(model.count == 10)
    }

    @Test func tapBySubstringFindsTheOnlyButtonContainingTheLabel() async throws {
        let model = Model()
        let host = ScreenHost(screen: small) { CounterView(model: model) }
        try await host.tap("one")
        #expect(model.count == 1)
    }

    @Test func anExactLabelWinsOverLabelsThatContainIt() async throws {
        let model = Model()
        let host = ScreenHost(screen: small) {
            VStack {
                Button("Add") { model.count += 1 }
                Button("Add ten") { model.count += 10 }
            }
        }
        try await host.tap("Add")
        #expect(model.count == 1)
    }

    @Test func anAmbiguousLabelListsTheMatchesAndTheirCells() async throws {
        let model = Model()
        let host = ScreenHost(screen: tall) { SaveButtonsView(model: model) }
        #expect(
            try host.ascii() == """

                     Save draft

                   Save and close


                """)
        await #expect(
            throws: InteractionError(
                message: "ambiguous label 'Save': matches 2 buttons: ['Save draft', 'Save and close'] at cells (10,1), (10,3)"
            )
        ) {
            try await host.tap("Save")
        }
        #expect(model.count == 0)
    }

    @Test func aMissingLabelListsTheButtonsOnScreen() async throws {
        let model = Model()
        let host = ScreenHost(screen: tall) { CounterView(model: model) }
        await #expect(
            throws: InteractionError(
                message: "no button labelled 'Subtract'; buttons on screen: ['Add one', 'Reset']"
            )
        ) {
            try await host.tap("Subtract")
        }
    }

    @Test func aMissingLabelOnAScreenWithoutButtonsSaysSo() async throws {
        let host = ScreenHost(screen: small) { Text("Nothing to press") }
        await #expect(
            throws: InteractionError(
                message: "no button labelled 'OK'; there are no buttons on screen"
            )
        ) {
            try await host.tap("OK")
        }
    }

    @Test func aDisabledButtonIsAnError() async throws {
        let model = Model()
        let host = ScreenHost(screen: small) {
            Button("Send") { model.increment() }.disabled(true)
        }
        await #expect(throws: InteractionError(message: "button 'Send' is disabled")) {
            try await host.tap("Send")
        }
        #expect(model.count == 0)
    }

    @Test func aDimLayerCoversTheButtonBeneath() async throws {
        let model = Model()
        let host = ScreenHost(screen: small) { DimmedView(model: model) }
        #expect(
            try host.ascii() == """
                ░░░░░░░░░░░░░░░░░░░░
                ░░░░░░░░░░░░░░░░░░░░
                ░░░░░░░Add░one░░░░░░
                ░░░░░░░░░░░░░░░░░░░░

                """)
        await #expect(
            throws: InteractionError(
                message: "'Add one' is covered by a dim layer, Shape(rectangle, fill: black.opacity(0.4)), over cells (0,0)–(19,3)"
            )
        ) {
            try await host.tap("Add one")
        }
        #expect(model.count == 0)
    }

    @Test func aButtonInFrontOfTheDimLayerCanBeTapped() async throws {
        let model = Model()
        let host = ScreenHost(screen: small) {
            ZStack {
                Button("Reset") { model.count = 0 }
                Color.black.opacity(0.4)
                Button("Add one") { model.increment() }.background(Color.white)
            }
        }
        try await host.tap("Add one")
        #expect(model.count == 1)
    }

    @Test func aButtonScrolledOutOfViewIsNotVisible() async throws {
        let model = Model()
        let host = ScreenHost(screen: small) {
            ScrollView {
                VStack(spacing: 0) {
                    Color.white.frame(height: 96)
                    Button("Add one") { model.increment() }
                }
            }
        }
        await #expect(
            throws: InteractionError(
                message: "'Add one' is not visible: its centre, cell (10,6), is clipped, transparent or off screen"
            )
        ) {
            try await host.tap("Add one")
        }
    }

    @Test func tapAtACellOnAButtonRunsIt() async throws {
        let model = Model()
        let host = ScreenHost(screen: small) { CounterView(model: model) }
        try await host.tap(column: 10, row: 2)
        #expect(model.count == 1)
    }

    @Test func tapAtACellOnADimLayerDoesNothing() async throws {
        let model = Model()
        let host = ScreenHost(screen: small) { DimmedView(model: model) }
        try await host.tap(column: 10, row: 2)
        #expect(model.count == 0)
    }

    @Test func tapAtADimLayerThatIsAButtonRunsIt() async throws {
        let model = Model()
        let host = ScreenHost(screen: small) {
            ZStack {
                Button("Add one") { model.increment() }
                Button {
                    model.count = 100
                } label: {
                    Color.black.opacity(0.4)
                }
            }
        }
        try await host.tap(column: 0, row: 0)
        #expect(model.count == 100)
    }

    @Test func tapAtEmptySpaceDoesNothing() async throws {
        let model = Model()
        let host = ScreenHost(screen: small) { CounterView(model: model) }
        try await host.tap(column: 0, row: 0)
        #expect(model.count == 0)
    }

    @Test func tapAtACellOutsideTheScreenIsAnError() async throws {
        let model = Model()
        let host = ScreenHost(screen: small) { CounterView(model: model) }
        await #expect(throws: InteractionError(message: "cell (20,0) is outside the screen of 20 × 4 cells")) {
            try await host.tap(column: 20, row: 0)
        }
    }
}
