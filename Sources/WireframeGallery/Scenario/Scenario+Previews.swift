import Wireframe
import WireframeStore

extension Scenario {
    /// One scenario for each preview of `provider`, in the order its `previews` builds them.
    ///
    /// A preview's scenario is named by its ``View/previewDisplayName(_:)`` — else after the
    /// provider, `MemoRow` for `MemoRow_Previews`, numbered from 1 when there are several — and
    /// drawn on the canvas its ``View/previewLayout(_:)`` and ``View/previewDevice(_:)`` choose:
    /// the device's screen (an iPhone 13 unless one is named), a fixed size, or the size the
    /// view takes.
    ///
    /// ```swift
    /// struct MemoRow_Previews: PreviewProvider {
    ///     static var previews: some View {
    ///         MemoRow(memo: .sample).previewDisplayName("Memo row").previewLayout(.sizeThatFits)
    ///         MemoRow(memo: .longTitle).previewDisplayName("Memo row, long title")
    ///     }
    /// }
    /// let scenarios = Scenario.previews(of: MemoRow_Previews.self)
    /// scenarios.map(\.name)   // ["Memo row", "Memo row, long title"]
    /// ```
    /// - Parameters:
    ///   - provider: The type whose `previews` to read.
    ///   - fileID: Where the scenarios are made, for messages about them.
    ///   - line: The line where the scenarios are made.
    /// - Returns: The scenarios; a preview that cannot be drawn (an unknown device, an unusable
    ///   size) fails when it renders, so its gallery cell shows why and the others are drawn.
    public static func previews<Provider: PreviewProvider>(
        of provider: Provider.Type, fileID: String = #fileID, line: Int = #line
    ) -> [Scenario] {
        scenarios(of: inPreviewContext { Preview.all(of: provider) }, from: "\(Provider.self)", fileID: fileID, line: line)
    }

    /// One scenario for each `#Preview` in `module`, ordered by file and line: named by the
    /// preview's name, else by its file's (`MemoRow`, then `MemoRow 2`), and drawn on the canvas
    /// its traits choose (`.sizeThatFitsLayout`, `.fixedLayout(width:height:)`), as Xcode's
    /// canvas shows them.
    ///
    /// ```swift
    /// // MemoRow.swift in MyComponents:
    /// #Preview("Memo row", traits: .sizeThatFitsLayout) { MemoRow(memo: .sample) }
    ///
    /// let scenarios = Scenario.previews(inModule: "MyComponents")
    /// scenarios.map(\.name)   // ["Memo row"]
    /// ```
    /// - Parameters:
    ///   - module: The module whose `#Preview`s to show, as its name is spelled in `#fileID`.
    ///   - fileID: Where the scenarios are made, for messages about them.
    ///   - line: The line where the scenarios are made.
    /// - Returns: The scenarios; none when the module has no `#Preview` or is not linked into
    ///   the program.
    public static func previews(inModule module: String, fileID: String = #fileID, line: Int = #line) -> [Scenario] {
        scenarios(of: inPreviewContext { MacroPreviews.all(inModule: module) }, from: "#Preview in \(module)", fileID: fileID, line: line)
    }

    private static func scenarios(of previews: [Preview], from source: String, fileID: String, line: Int) -> [Scenario] {
        previews.map { preview in
            let number = previews.count == 1 ? "" : " \(preview.index + 1) of \(previews.count)"
            return Scenario(
                name: preview.name,
                description: "Preview\(number) of \(source)",
                screen: (try? preview.screen()) ?? .iPhone13,
                origin: "preview\(number) of \(source) (\(fileID):\(line))",
                makeView: { preview.view },
                draw: { format, screen in try inPreviewContext { try preview.render(as: format, on: screen) } }
            )
        }
    }

    /// Runs `body` with dependencies read in the preview context, as Xcode runs a preview: a
    /// store made or run there reads each key's `previewValue`.
    private static func inPreviewContext<Result>(_ body: () throws -> Result) rethrows -> Result {
        try withDependencies {
            $0.context = .preview
        } operation: {
            try body()
        }
    }
}
