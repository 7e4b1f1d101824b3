import SwiftUI

/// The focused values the map's focus rows publish and read: a snippet cannot extend a type, as
/// its declarations are placed in an enum of its own.
struct MapNoteKey: FocusedValueKey {
    typealias Value = Binding<String>
}

/// The title the map's focus rows publish as a plain value.
struct MapTitleKey: FocusedValueKey {
    typealias Value = String
}

extension FocusedValues {
    /// A binding to the note being edited.
    var mapNote: Binding<String>? {
        get { self[MapNoteKey.self] }
        set { self[MapNoteKey.self] = newValue }
    }

    /// The title of the note being edited.
    var mapTitle: String? {
        get { self[MapTitleKey.self] }
        set { self[MapTitleKey.self] = newValue }
    }
}
