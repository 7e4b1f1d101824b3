import Foundation
import WireframeStore

/// The screen that writes a memo: a title and a description, and a save button.
///
/// The memo list pushes it on its navigation stack, empty to add a memo or filled with a memo to
/// update it, and handles its `saveButtonTapped`: the editor only holds what is being typed.
///
/// ```swift
/// state.path.append(MemoEditor.State())
/// state.path.append(MemoEditor.State(updating: memo))
/// ```
public struct MemoEditor: Reducer {
    /// What the editor shows: the text being written and the memo it updates, if any.
    public struct State: Equatable, Sendable {
        /// Whether the editor adds a new memo or updates an existing one.
        public enum Mode: Equatable, Sendable {
            /// Adds a new memo.
            case add
            /// Updates this memo, keeping its id and colour.
            case update(Memo)
        }

        /// Whether the editor adds or updates.
        public var mode: Mode
        /// The title being written.
        public var title: String
        /// The description being written.
        public var description: String

        /// An empty editor that adds a memo.
        public init() {
            self.mode = .add
            self.title = ""
            self.description = ""
        }

        /// An editor filled with `memo`'s text that updates it.
        public init(updating memo: Memo) {
            self.mode = .update(memo)
            self.title = memo.title
            self.description = memo.description
        }

        /// Whether there is a title to save.
        public var canSave: Bool {
            !title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        }

        /// The screen's title: "새 메모" or "메모 수정".
        public var navigationTitle: String {
            if case .update = mode { return "메모 수정" }
            return "새 메모"
        }
    }

    /// What the user does in the editor.
    public enum Action: BindableAction, Equatable, Sendable {
        /// A text field changed.
        case binding(BindingAction<State>)
        /// The save button was tapped; the memo list saves the memo and closes the editor.
        case saveButtonTapped
    }

    /// Creates the editor's reducer.
    public init() {}

    /// Applies the text fields' changes.
    public var body: some ReducerOf<Self> {
        BindingReducer()
    }
}
