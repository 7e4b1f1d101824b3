import Foundation
import Testing

@testable import Wireframe

@MainActor
@Suite struct UndoManagerTests {
    private final class Memo {
        var title = ""
    }

    /// Sets the title and registers what reverts it, as an editor does.
    private func rename(_ memo: Memo, to title: String, with undoManager: UndoManager) {
        let old = memo.title
        memo.title = title
        undoManager.registerUndo(withTarget: memo) { memo in
            rename(memo, to: old, with: undoManager)
        }
    }

    @Test func undoRevertsAndRedoReappliesAStep() {
        let undoManager = UndoManager()
        let memo = Memo()
        #expect(!undoManager.canUndo && !undoManager.canRedo)
        rename(memo, to: "Groceries", with: undoManager)
        undoManager.setActionName("Rename")
        rename(memo, to: "Groceries list", with: undoManager)
        #expect(undoManager.canUndo)

        undoManager.undo()
        #expect(memo.title == "Groceries" && undoManager.canRedo)
        undoManager.undo()
        #expect(memo.title == "" && !undoManager.canUndo)
        #expect(undoManager.redoActionName == "Rename")

        undoManager.redo()
        #expect(memo.title == "Groceries" && undoManager.undoActionName == "Rename")
        undoManager.redo()
        #expect(memo.title == "Groceries list" && !undoManager.canRedo)
    }

    @Test func aNewChangeForgetsWhatCouldBeRedone() {
        let undoManager = UndoManager()
        let memo = Memo()
        rename(memo, to: "A", with: undoManager)
        undoManager.undo()
        #expect(undoManager.canRedo)
        rename(memo, to: "B", with: undoManager)
        #expect(!undoManager.canRedo)
    }

    @Test func aGroupIsUndoneAsOneStep() {
        let undoManager = UndoManager()
        let memo = Memo()
        let other = Memo()
        undoManager.beginUndoGrouping()
        rename(memo, to: "A", with: undoManager)
        undoManager.beginUndoGrouping()
        rename(other, to: "B", with: undoManager)
        undoManager.endUndoGrouping()
        undoManager.setActionName("Rename Both")
        undoManager.endUndoGrouping()
        #expect(undoManager.groupingLevel == 0)

        undoManager.undo()
        #expect(memo.title == "" && other.title == "" && !undoManager.canUndo)
        undoManager.redo()
        #expect(memo.title == "A" && other.title == "B" && undoManager.undoActionName == "Rename Both")
    }

    @Test func theLevelsOfUndoKeepTheNewestSteps() {
        let undoManager = UndoManager()
        undoManager.levelsOfUndo = 2
        let memo = Memo()
        for title in ["A", "B", "C"] { rename(memo, to: title, with: undoManager) }
        undoManager.undo()
        undoManager.undo()
        #expect(memo.title == "A" && !undoManager.canUndo)
        undoManager.removeAllActions()
        #expect(!undoManager.canRedo)
    }

    @Test func aViewReadsTheUndoManagerItIsGiven() throws {
        struct UndoButton: View {
            @Environment(\.undoManager) private var undoManager
            var body: some View {
                Button("Undo") { undoManager?.undo() }.disabled(undoManager?.canUndo != true)
            }
        }
        let undoManager = UndoManager()
        let memo = Memo()
        rename(memo, to: "A", with: undoManager)
        let enabled = try UndoButton().environment(\.undoManager, undoManager).renderSVG(width: 80, height: 20)
        let disabled = try UndoButton().renderSVG(width: 80, height: 20)
        #expect(enabled != disabled)
        #expect(
            try UndoButton().renderSVG(width: 80, height: 20)
                == UndoButton().environment(\.undoManager, UndoManager()).renderSVG(width: 80, height: 20))
    }
}
