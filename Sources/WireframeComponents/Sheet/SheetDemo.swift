import Foundation
import Wireframe
import WireframeStore

/// The seed's sheet example: a button that presents a sheet, which closes itself.
struct SheetDemo: Reducer {
    struct State: Equatable, Sendable {
        @PresentationState var sheet: Sheet.State?
    }

    enum Action: Equatable, Sendable {
        case showSheetButtonTapped
        case sheet(PresentationAction<Sheet.Action>)
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .showSheetButtonTapped:
                state.sheet = Sheet.State()
                return .none
            case .sheet:
                return .none
            }
        }
        .ifLet(\.$sheet, action: Action.sheet) { Sheet() }
    }
}

/// The seed's screen: a Show Sheet button, with the sheet over it while presented.
struct SheetDemoView: View {
    let store: StoreOf<SheetDemo>

    var body: some View {
        Button("Show Sheet") { store.send(.showSheetButtonTapped) }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .sheet(store: store.scope(state: \.$sheet, action: SheetDemo.Action.sheet))
    }
}
