/// The `#Preview`s compiled into the running program, found where Swift Testing finds its
/// macro-made test types on Linux: the type records of every loaded image's Swift metadata,
/// which the runtime enumerates with `swift_enumerateAllMetadataSections`. A `#Preview` is a
/// struct whose name ends in `PreviewfMu_` (the unique name the macro must give it); only those
/// records are read further, and only a type that conforms to `_MacroPreview` is used.
///
/// ```swift
/// let previews = MacroPreviews.all(inModule: "MyComponents")
/// previews.map(\.name)   // ["Memo row", "MemoRow 2"]
/// ```
@MainActor
package enum MacroPreviews {
    /// Every preview of every `#Preview` in `module` (as its `#fileID` names it), ordered by
    /// file and line. A named preview is called by its name; an unnamed one by its file's name,
    /// numbered from 2 when its file has several.
    package static func all(inModule module: String) -> [Preview] {
        let found = providerTypes().filter { $0.fileID.hasPrefix("\(module)/") }
            .sorted { ($0.fileID, $0.line) < ($1.fileID, $1.line) }
        var unnamedInFile: [String: Int] = [:]
        var previews: [Preview] = []
        for provider in found {
            let fileName = provider.fileID.split(separator: "/").last.map(String.init) ?? provider.fileID
            let base = fileName.hasSuffix(".swift") ? String(fileName.dropLast(6)) : fileName
            for var preview in provider.previews() {
                if preview.displayName == nil {
                    let count = unnamedInFile[base, default: 0] + 1
                    unnamedInFile[base] = count
                    preview.name = count == 1 ? base : "\(base) \(count)"
                }
                preview.index = previews.count
                previews.append(preview)
            }
        }
        return previews
    }

    /// A `#Preview`'s type, its place in the source and its previews.
    struct Found {
        var fileID: String
        var line: Int
        var previews: () -> [Preview]
    }

    /// The `#Preview` types of every loaded image.
    static func providerTypes() -> [Found] {
        MetadataSections.typesNamed(withSuffix: "PreviewfMu_").compactMap { type in
            guard let provider = type as? any (PreviewProvider & _MacroPreview).Type else { return nil }
            return Found(fileID: provider.fileID, line: provider.line, previews: { previews(of: provider) })
        }
    }

    private static func previews<Provider: PreviewProvider>(of provider: Provider.Type) -> [Preview] {
        Preview.all(of: provider)
    }
}
