import Foundation

#if os(Linux)
    /// Foundation's file wrapper on Apple platforms, which Linux's Foundation lacks: a file's or
    /// a folder's contents in memory, as a document reads and writes them.
    ///
    /// ```swift
    /// let file = FileWrapper(regularFileWithContents: Data("Groceries".utf8))
    /// String(decoding: file.regularFileContents ?? Data(), as: UTF8.self)   // "Groceries"
    /// ```
    open class FileWrapper {
        private enum Contents {
            case file(Data)
            case directory([String: FileWrapper])
        }

        private var contents: Contents
        /// The name the wrapper would like to be saved under.
        open var preferredFilename: String?
        /// The name the wrapper was read from or saved under.
        open var filename: String?

        /// A file holding `contents`.
        public init(regularFileWithContents contents: Data) {
            self.contents = .file(contents)
        }

        /// A folder holding `childrenByPreferredName`, each wrapper under its key.
        public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
            for (name, child) in childrenByPreferredName where child.preferredFilename == nil {
                child.preferredFilename = name
            }
            contents = .directory(childrenByPreferredName)
        }

        /// Whether the wrapper is a file.
        open var isRegularFile: Bool {
            if case .file = contents { return true }
            return false
        }

        /// Whether the wrapper is a folder.
        open var isDirectory: Bool {
            if case .directory = contents { return true }
            return false
        }

        /// A file's contents; `nil` for a folder.
        open var regularFileContents: Data? {
            if case .file(let data) = contents { return data }
            return nil
        }

        /// A folder's wrappers by name; `nil` for a file.
        open var fileWrappers: [String: FileWrapper]? {
            if case .directory(let children) = contents { return children }
            return nil
        }

        /// Adds `child` to a folder under its preferred name and returns the name; a file
        /// stays as it is and returns the name unused.
        @discardableResult
        open func addFileWrapper(_ child: FileWrapper) -> String {
            let name = child.preferredFilename ?? UUID().uuidString
            if case .directory(var children) = contents {
                children[name] = child
                contents = .directory(children)
            }
            return name
        }
    }
#endif

/// A document a ``DocumentGroup`` reads from and writes to a file, held as a value, as SwiftUI's
/// `FileDocument`.
///
/// ```swift
/// struct MemoDocument: FileDocument {
///     static var readableContentTypes: [UTType] { [.plainText] }
///     var text = ""
///     init(text: String = "") { self.text = text }
///     init(configuration: ReadConfiguration) throws {
///         text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
///     }
///     func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
///         FileWrapper(regularFileWithContents: Data(text.utf8))
///     }
/// }
/// ```
public protocol FileDocument {
    /// The types of file the document reads.
    static var readableContentTypes: [UTType] { get }
    /// The types of file the document writes; by default, those it reads.
    static var writableContentTypes: [UTType] { get }
    /// What the document is read from.
    typealias ReadConfiguration = FileDocumentReadConfiguration
    /// What the document is written with.
    typealias WriteConfiguration = FileDocumentWriteConfiguration
    /// Reads the document from a file.
    init(configuration: ReadConfiguration) throws
    /// Writes the document to a file wrapper.
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper
}

extension FileDocument {
    /// The types the document reads.
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// A document a ``DocumentGroup`` reads from and writes to a file, held as an observable
/// object, as SwiftUI's `ReferenceFileDocument`.
///
/// ```swift
/// final class Sketch: ReferenceFileDocument {
///     static var readableContentTypes: [UTType] { [.json] }
///     @Published var strokes: [String] = []
///     init() {}
///     init(configuration: ReadConfiguration) throws {}
///     func snapshot(contentType: UTType) throws -> [String] { strokes }
///     func fileWrapper(snapshot: [String], configuration: WriteConfiguration) throws -> FileWrapper {
///         FileWrapper(regularFileWithContents: try JSONEncoder().encode(snapshot))
///     }
/// }
/// ```
public protocol ReferenceFileDocument: ObservableObject {
    /// What the document is written from: a copy of its state at one moment.
    associatedtype Snapshot
    /// The types of file the document reads.
    static var readableContentTypes: [UTType] { get }
    /// The types of file the document writes; by default, those it reads.
    static var writableContentTypes: [UTType] { get }
    /// What the document is read from.
    typealias ReadConfiguration = FileDocumentReadConfiguration
    /// What the document is written with.
    typealias WriteConfiguration = FileDocumentWriteConfiguration
    /// Reads the document from a file.
    init(configuration: ReadConfiguration) throws
    /// A copy of the document's state to write.
    func snapshot(contentType: UTType) throws -> Snapshot
    /// Writes a snapshot to a file wrapper.
    func fileWrapper(snapshot: Snapshot, configuration: WriteConfiguration) throws -> FileWrapper
}

extension ReferenceFileDocument {
    /// The types the document reads.
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// The file a document is read from, and its type.
///
/// ```swift
/// init(configuration: ReadConfiguration) throws { _ = configuration.file.regularFileContents }
/// ```
public struct FileDocumentReadConfiguration {
    /// The file's type.
    public let contentType: UTType
    /// The file.
    public let file: FileWrapper

    /// The configuration for reading `file` of `contentType`, as a test reads a document.
    public init(contentType: UTType, file: FileWrapper) {
        self.contentType = contentType
        self.file = file
    }
}

/// The type a document is written as, and the file it replaces, if any.
///
/// ```swift
/// func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper { FileWrapper(regularFileWithContents: Data()) }
/// ```
public struct FileDocumentWriteConfiguration {
    /// The type to write.
    public let contentType: UTType
    /// The file being replaced, if the document was saved before.
    public let existingFile: FileWrapper?

    /// The configuration for writing a document as `contentType`, as a test writes one.
    public init(contentType: UTType, existingFile: FileWrapper? = nil) {
        self.contentType = contentType
        self.existingFile = existingFile
    }
}

/// What a ``DocumentGroup``'s editor is given for a value document: a binding to it, its file
/// and whether it may be edited.
///
/// ```swift
/// DocumentGroup(newDocument: MemoDocument()) { file in TextEditor(text: file.$document.text) }
/// ```
@MainActor
public struct FileDocumentConfiguration<Document: FileDocument> {
    /// The document.
    @Binding public var document: Document
    /// Where the document is saved; `nil` for a new document.
    public let fileURL: URL?
    /// Whether the document may be edited: `false` for a viewer.
    public let isEditable: Bool
}

/// What a ``DocumentGroup``'s editor is given for a reference document: the document, its file
/// and whether it may be edited.
///
/// ```swift
/// DocumentGroup(newDocument: { Sketch() }) { file in SketchView(sketch: file.document) }
/// ```
@MainActor
public struct ReferenceFileDocumentConfiguration<Document: ReferenceFileDocument> {
    /// The document.
    @ObservedObject public var document: Document
    /// Where the document is saved; `nil` for a new document.
    public let fileURL: URL?
    /// Whether the document may be edited: `false` for a viewer.
    public let isEditable: Bool
}

/// The scene of a document-based app, as SwiftUI's `DocumentGroup`.
///
/// iOS opens such an app on its document browser; there are no files to browse here, so the
/// window is the editor of a new, untitled document, as after tapping Create Document: in a
/// navigation stack titled "Untitled". The document is the window's state, so a scripted
/// screen's edits stay across its steps; nothing is saved. A viewer (`viewing:`) has no new document to show, so its
/// window is the browser, titled "Browse", with "No Files" in it.
///
/// ```swift
/// @main
/// struct MemoApp: App {
///     var body: some Scene {
///         DocumentGroup(newDocument: MemoDocument()) { file in
///             TextEditor(text: file.$document.text)
///         }
///     }
/// }
/// ```
public struct DocumentGroup<Document, Content: View>: Scene, WindowScene {
    private let window: AnyView

    /// Documents of a value type, made new by `newDocument` and edited by `editor`.
    public init(
        newDocument: @autoclosure @escaping () -> Document,
        @ViewBuilder editor: @escaping (FileDocumentConfiguration<Document>) -> Content
    ) where Document: FileDocument {
        window = AnyView(ValueDocumentWindow(document: newDocument(), editor: editor))
    }

    /// Documents of a value type shown, not edited, by `viewer`.
    public init(
        viewing documentType: Document.Type,
        @ViewBuilder viewer: @escaping (FileDocumentConfiguration<Document>) -> Content
    ) where Document: FileDocument {
        window = AnyView(EmptyDocumentBrowser())
    }

    /// Documents of a reference type, made new by `newDocument` and edited by `editor`.
    public init(
        newDocument: @escaping () -> Document,
        @ViewBuilder editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
    ) where Document: ReferenceFileDocument {
        window = AnyView(ReferenceDocumentWindow(document: newDocument(), editor: editor))
    }

    /// Document groups are primitive scenes; they have no body.
    public var body: Never { fatalError("DocumentGroup is a primitive scene") }

    var windowContent: AnyView { window }
}

/// The document browser of a viewer, with no files to browse.
private struct EmptyDocumentBrowser: View {
    var body: some View {
        NavigationStack {
            ContentUnavailableView("No Files", systemImage: "tray").navigationTitle("Browse")
        }
    }
}

/// A new document's editor as iOS shows it after Create Document: in a navigation stack, titled
/// "Untitled".
private struct UntitledDocumentWindow<Editor: View>: View {
    let editor: Editor

    var body: some View {
        NavigationStack {
            editor.navigationTitle("Untitled").navigationBarTitleDisplayMode(.inline)
        }
    }
}

/// The window of a value document: the editor of the document the window keeps as its state.
private struct ValueDocumentWindow<Document: FileDocument, Content: View>: View {
    @State var document: Document
    let editor: (FileDocumentConfiguration<Document>) -> Content

    var body: some View {
        UntitledDocumentWindow(editor: editor(FileDocumentConfiguration(document: $document, fileURL: nil, isEditable: true)))
    }
}

/// The window of a reference document: the editor of the document the window keeps.
private struct ReferenceDocumentWindow<Document: ReferenceFileDocument, Content: View>: View {
    @StateObject var document: Document
    let editor: (ReferenceFileDocumentConfiguration<Document>) -> Content

    init(document: @autoclosure @escaping () -> Document, editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content) {
        _document = StateObject(wrappedValue: document())
        self.editor = editor
    }

    var body: some View {
        UntitledDocumentWindow(editor: editor(ReferenceFileDocumentConfiguration(document: document, fileURL: nil, isEditable: true)))
    }
}
