import Wireframe

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
        let previews = Preview.all(of: provider)
        return previews.map { preview in
            let number = previews.count == 1 ? "" : " \(preview.index + 1) of \(previews.count)"
            return Scenario(
                name: preview.name,
                description: "Preview\(number) of \(Provider.self)",
                screen: (try? preview.screen()) ?? .iPhone13,
                origin: "preview\(number) of \(Provider.self) (\(fileID):\(line))",
                makeView: { preview.view },
                draw: { format, screen in try preview.render(as: format, on: screen) }
            )
        }
    }
}
