import Foundation
import Wireframe

/// The plain state the interaction tests drive: what the views show and what their actions change.
@MainActor
final class Model {
    var count = 0
    var title = ""
    var memos = ["Milk", "Eggs", "Bread"]
    var isDetailShown = false
    var homeAppearances = 0
    var detailAppearances = 0
    var advances: [Duration] = []

    func increment() { count += 1 }

    func deleteMemos(at offsets: IndexSet) {
        for offset in offsets.reversed() { memos.remove(at: offset) }
    }
}

/// A count with buttons to change it.
struct CounterView: View {
    let model: Model
    var body: some View {
        VStack {
            Text("Count: \(model.count)")
            Button("Add one") { model.increment() }
            Button("Reset") { model.count = 0 }
        }
    }
}

/// Two buttons whose labels both contain "Save".
struct SaveButtonsView: View {
    let model: Model
    var body: some View {
        VStack {
            Button("Save draft") { model.increment() }
            Button("Save and close") { model.increment() }
        }
    }
}

/// A button under a dim layer, as a dialog leaves the screen behind it.
struct DimmedView: View {
    let model: Model
    var body: some View {
        ZStack {
            Button("Add one") { model.increment() }
            Color.black.opacity(0.4)
        }
    }
}

/// A text field bound to the model's title, and the title shown back.
struct TitleEditor: View {
    let model: Model
    var body: some View {
        VStack {
            TextField("Title", text: Binding(get: { model.title }, set: { model.title = $0 }))
            Text("Saved: \(model.title)")
        }
    }
}

/// The memos in a list whose rows swipe to delete.
struct MemoList: View {
    let model: Model
    var body: some View {
        List {
            ForEach(model.memos, id: \.self) { memo in Text(memo) }
                .onDelete { model.deleteMemos(at: $0) }
        }
    }
}

/// A home text that counts its appearances, and a detail text that appears when toggled.
struct AppearingView: View {
    let model: Model
    var body: some View {
        VStack {
            Text("Home").onAppear { model.homeAppearances += 1 }
            if model.isDetailShown {
                Text("Detail").onAppear { model.detailAppearances += 1 }
            }
            Button("Toggle") { model.isDetailShown.toggle() }
        }
    }
}
