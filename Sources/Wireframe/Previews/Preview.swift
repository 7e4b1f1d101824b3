/// One preview of a ``PreviewProvider``, as the gallery and the snapshot tests read it: the view,
/// its name and the screen it is drawn on.
///
/// ```swift
/// let previews = Preview.all(of: MemoRow_Previews.self)
/// previews.map(\.name)                       // ["Memo row", "Memo row, long title"]
/// let text = try previews[0].render(as: .ascii)
/// ```
@MainActor
package struct Preview {
    /// The preview's number among its provider's, from 0.
    package var index: Int
    /// What ``View/previewDisplayName(_:)`` said, if anything.
    package var displayName: String?
    /// The canvas it is drawn on.
    package var layout: PreviewLayout
    /// What ``View/previewDevice(_:)`` said, if anything.
    package var device: PreviewDevice?
    /// What ``View/previewInterfaceOrientation(_:)`` said: portrait unless it said otherwise.
    package var orientation: InterfaceOrientation = .portrait
    /// The view.
    package var view: AnyView
    /// The name of the preview: its display name, else its provider's name without `_Previews`
    /// (`MemoRow` for `MemoRow_Previews`), followed by its number from 1 when there are several.
    package var name: String

    /// The previews of `provider`, in the order `previews` builds them.
    package static func all<Provider: PreviewProvider>(of provider: Provider.Type) -> [Preview] {
        let parts = previewParts(of: Provider.previews, attributes: PreviewAttributes())
        let base = baseName(of: provider)
        return parts.enumerated().map { index, part in
            Preview(
                index: index,
                displayName: part.attributes.displayName,
                layout: part.attributes.layout ?? .device,
                device: part.attributes.device,
                orientation: part.attributes.orientation ?? .portrait,
                view: part.view,
                name: part.attributes.displayName ?? (parts.count == 1 ? base : "\(base) \(index + 1)")
            )
        }
    }

    /// `MemoRow` for `MemoRow_Previews` and `MemoRowPreviews`; the type's name otherwise.
    package static func baseName<Provider: PreviewProvider>(of provider: Provider.Type) -> String {
        let name = String(describing: provider)
        for suffix in ["_Previews", "Previews", "_Preview", "Preview"] where name.hasSuffix(suffix) && name.count > suffix.count {
            return String(name.dropLast(suffix.count))
        }
        return name
    }

    /// The screen of the preview's device, held in the preview's orientation: the preset its name
    /// names, else an iPhone 13.
    ///
    /// - Throws: ``RenderError`` for a device whose screen is not known.
    package func deviceScreen() throws -> Screen {
        guard let device else { return orientation.turned(.iPhone13) }
        guard let screen = Screen.preset(named: device.rawValue) else {
            throw RenderError(
                .invalidViewport,
                "the screen of the preview device '\(device.rawValue)' is not known; the devices are "
                    + "iPhone 15, iPhone 15 Pro Max, iPhone 13 and iPhone SE (and iPhone 14, iPhone 16)"
            )
        }
        return orientation.turned(screen)
    }

    /// The screen the preview is drawn on, as far as it is known before layout: the device's for
    /// ``PreviewLayout/device``, the fixed size for ``PreviewLayout/fixed(width:height:)``, and
    /// the device's width with the content's height for ``PreviewLayout/sizeThatFits``.
    ///
    /// - Throws: ``RenderError`` for a device whose screen is not known.
    package func screen() throws -> Screen {
        switch layout.storage {
        case .device: try deviceScreen()
        case .sizeThatFits: Screen(width: try deviceScreen().width, height: nil)
        case .fixed(let width, let height): Screen(width: width, height: height)
        }
    }

    /// Renders the preview as ASCII or SVG on its canvas, or on `screen` when one is given.
    ///
    /// For ``PreviewLayout/sizeThatFits`` the view is first offered the device's width and an
    /// unlimited height, then drawn on a canvas of the size it chose (rounded up to whole points).
    /// - Throws: ``RenderError`` for an unusable canvas, an unknown device or a tree nested too
    ///   deeply.
    package func render(as format: RenderFormat, on screen: Screen? = nil) throws -> String {
        if let screen { return try format.render(view, on: screen) }
        guard layout == .sizeThatFits else { return try format.render(view, on: try self.screen()) }
        let width = try deviceScreen().width
        let size = try view.placedTree(width: width, height: nil, svg: format == .svg).frame.size
        return try format.render(view, on: Screen(width: max(size.width.rounded(.up), 1), height: max(size.height.rounded(.up), 1)))
    }
}

/// One view of a provider's `previews` and what the preview modifiers around it recorded.
struct PreviewPart {
    var view: AnyView
    var attributes: PreviewAttributes
}

/// A view that stands for several previews, or passes the previews of its content through.
@MainActor
protocol PreviewContainer {
    func previewParts(attributes: PreviewAttributes) -> [PreviewPart]
}

/// The previews `view` makes: one, unless it is a container of several.
@MainActor
func previewParts<Content: View>(of view: Content, attributes: PreviewAttributes) -> [PreviewPart] {
    if let container = view as? any PreviewContainer {
        return container.previewParts(attributes: attributes)
    }
    return [PreviewPart(view: AnyView(view), attributes: attributes)]
}

extension PreviewAttributedView: PreviewContainer {
    func previewParts(attributes outer: PreviewAttributes) -> [PreviewPart] {
        let parts = Wireframe.previewParts(of: content, attributes: PreviewAttributes())
        return parts.map { PreviewPart(view: $0.view, attributes: $0.attributes.filled(from: attributes).filled(from: outer)) }
    }
}

extension Group: PreviewContainer {
    func previewParts(attributes: PreviewAttributes) -> [PreviewPart] {
        Wireframe.previewParts(of: content, attributes: attributes)
    }
}

extension TupleView: PreviewContainer {
    func previewParts(attributes: PreviewAttributes) -> [PreviewPart] {
        var parts: [PreviewPart] = []
        for child in repeat each value {
            parts += Wireframe.previewParts(of: child, attributes: attributes)
        }
        return parts
    }
}

extension ForEach: PreviewContainer {
    func previewParts(attributes: PreviewAttributes) -> [PreviewPart] {
        data.flatMap { Wireframe.previewParts(of: content($0), attributes: attributes) }
    }
}

extension ConditionalContent: PreviewContainer {
    func previewParts(attributes: PreviewAttributes) -> [PreviewPart] {
        switch storage {
        case .trueContent(let view): Wireframe.previewParts(of: view, attributes: attributes)
        case .falseContent(let view): Wireframe.previewParts(of: view, attributes: attributes)
        }
    }
}

extension Optional: PreviewContainer where Wrapped: View {
    func previewParts(attributes: PreviewAttributes) -> [PreviewPart] {
        map { Wireframe.previewParts(of: $0, attributes: attributes) } ?? []
    }
}

extension AnyView: PreviewContainer {
    func previewParts(attributes: PreviewAttributes) -> [PreviewPart] {
        openedPreviewParts(storage, attributes: attributes)
    }
}

@MainActor
private func openedPreviewParts(_ view: any View, attributes: PreviewAttributes) -> [PreviewPart] {
    previewParts(of: view, attributes: attributes)
}
