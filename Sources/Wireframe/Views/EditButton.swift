/// Whether a view's contents can be edited, as SwiftUI's `EditMode`, read and written through
/// the `editMode` environment binding.
///
/// ```swift
/// @State private var editMode = EditMode.inactive
/// List { … }.environment(\.editMode, $editMode)
/// ```
public enum EditMode: Hashable, Sendable {
    /// Not editing.
    case inactive
    /// Editing for a moment, as a swipe to delete does.
    case transient
    /// Editing.
    case active

    /// Whether the mode is an editing one: `transient` or `active`.
    public var isEditing: Bool { self != .inactive }
}

extension EnvironmentValues {
    /// A binding to the edit mode of the views below, or `nil` when none was set; `EditButton`
    /// toggles it. A still picture draws rows as they are; the mode is for the code that reads it.
    ///
    /// ```swift
    /// @Environment(\.editMode) private var editMode
    /// if editMode?.wrappedValue.isEditing == true { Text("Editing") }
    /// ```
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self].binding }
        set { self[EditModeKey.self] = EditModeBinding(binding: newValue) }
    }
}

/// A binding kept in the environment, which views read on the main actor only.
private struct EditModeBinding: @unchecked Sendable {
    var binding: Binding<EditMode>?
}

private struct EditModeKey: EnvironmentKey {
    static var defaultValue: EditModeBinding { EditModeBinding(binding: nil) }
}

/// The button that toggles the edit mode of the environment, as SwiftUI's: "Edit" while not
/// editing, "Done" while editing. Without an `editMode` binding above it, it shows "Edit" and
/// tapping it changes nothing.
///
/// ```swift
/// .toolbar { ToolbarItem { EditButton() } }
/// ```
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    /// Creates the button.
    public init() {}

    /// "Edit" or "Done", toggling the edit mode.
    public var body: some View {
        let isEditing = editMode?.wrappedValue.isEditing == true
        Button(isEditing ? "Done" : "Edit") {
            editMode?.wrappedValue = isEditing ? .inactive : .active
        }
    }
}
