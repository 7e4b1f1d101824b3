import Foundation

extension View {
    /// Presents the system's document browser to pick one file of `allowedContentTypes` while
    /// `isPresented` is `true`, as SwiftUI's `fileImporter` does.
    ///
    /// iOS shows the browser as a sheet; here the sheet is drawn as ``View/sheet(isPresented:onDismiss:content:)``
    /// draws one, holding a stand-in for the browser: a navigation bar titled "Browse" with a
    /// Cancel button, over an empty tray and "No Files", there being no files to browse. Cancel sets `isPresented`
    /// to `false` without calling `onCompletion`, as a cancelled browser does on iOS; no file is
    /// ever picked, so `onCompletion` is not called.
    ///
    /// ```swift
    /// Button("Import") { isImporting = true }
    ///     .fileImporter(isPresented: $isImporting, allowedContentTypes: [.plainText]) { result in
    ///         if case .success(let url) = result { importMemo(from: url) }
    ///     }
    /// ```
    ///
    /// - Parameters:
    ///   - isPresented: Whether the browser is shown.
    ///   - allowedContentTypes: The types of file the browser lets a person pick.
    ///   - onCompletion: What to do with the picked file's URL, or the error that kept one from
    ///     being picked.
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType], onCompletion: @escaping (Result<URL, any Error>) -> Void
    ) -> some View {
        sheet(isPresented: isPresented) {
            DocumentBrowserStandIn(isPresented: isPresented, onCancellation: nil)
        }
    }

    /// Presents the system's document browser to pick files of `allowedContentTypes` — several
    /// when `allowsMultipleSelection` is `true` — while `isPresented` is `true`.
    ///
    /// It is drawn as ``View/fileImporter(isPresented:allowedContentTypes:onCompletion:)`` draws
    /// the browser; Cancel closes it without calling `onCompletion`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.image], allowsMultipleSelection: true) { result in
    ///     if case .success(let urls) = result { attach(urls) }
    /// }
    /// ```
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
        onCompletion: @escaping (Result<[URL], any Error>) -> Void
    ) -> some View {
        sheet(isPresented: isPresented) {
            DocumentBrowserStandIn(isPresented: isPresented, onCancellation: nil)
        }
    }

    /// Presents the system's document browser to pick files of `allowedContentTypes`, calling
    /// `onCancellation` when it is cancelled.
    ///
    /// It is drawn as ``View/fileImporter(isPresented:allowedContentTypes:onCompletion:)`` draws
    /// the browser; Cancel sets `isPresented` to `false` and then calls `onCancellation`.
    ///
    /// ```swift
    /// .fileImporter(
    ///     isPresented: $isImporting, allowedContentTypes: [.json], allowsMultipleSelection: false,
    ///     onCompletion: { result in load(result) }, onCancellation: { status = "Cancelled" })
    /// ```
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
        onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void
    ) -> some View {
        sheet(isPresented: isPresented) {
            DocumentBrowserStandIn(isPresented: isPresented, onCancellation: onCancellation)
        }
    }
}

/// What stands in the sheet for the system's document browser: its title and Cancel button,
/// and no files.
private struct DocumentBrowserStandIn: View {
    let isPresented: Binding<Bool>
    let onCancellation: (() -> Void)?

    var body: some View {
        NavigationStack {
            ContentUnavailableView("No Files", systemImage: "tray")
                .navigationTitle("Browse")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Cancel") {
                            isPresented.wrappedValue = false
                            onCancellation?()
                        }
                    }
                }
        }
    }
}
