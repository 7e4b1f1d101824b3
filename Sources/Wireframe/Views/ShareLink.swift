import Foundation

/// A control that shares items through the system's share sheet, as SwiftUI's `ShareLink`.
///
/// It is drawn as iOS 17 draws it: a button in the accent colour with the `square.and.arrow.up`
/// symbol and "Share" (or the title given), or with the label given. The share sheet is the
/// system's, so a tap presents nothing.
///
/// ```swift
/// ShareLink(item: URL(string: "https://example.com/memo/1")!)   // ⇪ Share
/// ShareLink("Send memo", item: memo.text, subject: Text("Memo"))
/// ShareLink(item: memo.text) { Image(systemName: "paperplane") }
/// ```
public struct ShareLink<Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable, Label: View>: View
where Data.Element: Transferable {
    private let items: Data
    private let subject: Text?
    private let message: Text?
    private let label: Label

    private init(items: Data, subject: Text?, message: Text?, label: Label) {
        self.items = items
        self.subject = subject
        self.message = message
        self.label = label
    }

    /// The label as a button; the share sheet it opens on iOS is not drawn.
    public var body: some View {
        Button {
        } label: {
            label
        }
    }
}

/// The label iOS gives a share link: the `square.and.arrow.up` symbol and a title, "Share"
/// unless one is given.
///
/// ```swift
/// ShareLink(item: "text")   // its label is DefaultShareLinkLabel(title: Text("Share"))
/// ```
public struct DefaultShareLinkLabel: View {
    let title: Text

    /// The symbol and the title, as a `Label` draws them.
    public var body: some View {
        Label {
            title
        } icon: {
            Image(systemName: "square.and.arrow.up")
        }
    }
}

// MARK: - The system label

extension ShareLink where Label == DefaultShareLinkLabel {
    /// Shares `item`, shown by `preview` in the share sheet.
    ///
    /// ```swift
    /// ShareLink(item: photo, preview: SharePreview("Photo", image: photo))
    /// ```
    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>)
    where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: DefaultShareLinkLabel(title: Text("Share")))
    }

    /// Shares `items`, each shown by `preview` in the share sheet.
    ///
    /// ```swift
    /// ShareLink(items: photos) { SharePreview("Photo", image: $0) }
    /// ```
    public init(
        items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(items: items, subject: subject, message: message, label: DefaultShareLinkLabel(title: Text("Share")))
    }

    /// Shares `item` under the title `title`.
    ///
    /// ```swift
    /// ShareLink("Share photo", item: photo, preview: SharePreview("Photo", image: photo))
    /// ```
    public init<S: StringProtocol, I: Transferable>(
        _ title: S, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: DefaultShareLinkLabel(title: Text(title)))
    }

    /// Shares `item` under a localized title.
    public init<I: Transferable>(
        _ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil,
        preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: DefaultShareLinkLabel(title: Text(titleKey)))
    }

    /// Shares `item` under the title `title`.
    public init<I: Transferable>(
        _ title: Text, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: DefaultShareLinkLabel(title: title))
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
    /// Shares a string.
    ///
    /// ```swift
    /// ShareLink(item: memo.text, subject: Text("Memo"), message: Text("From Wireframe"))
    /// ```
    public init(item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: DefaultShareLinkLabel(title: Text("Share")))
    }

    /// Shares a URL.
    ///
    /// ```swift
    /// ShareLink(item: URL(string: "https://example.com")!)
    /// ```
    public init(item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: DefaultShareLinkLabel(title: Text("Share")))
    }

    /// Shares strings or URLs.
    public init(items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, subject: subject, message: message, label: DefaultShareLinkLabel(title: Text("Share")))
    }

    /// Shares a string under the title `title`.
    ///
    /// ```swift
    /// ShareLink("Send memo", item: memo.text)
    /// ```
    public init<S: StringProtocol>(_ title: S, item: String, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: DefaultShareLinkLabel(title: Text(title)))
    }

    /// Shares a URL under the title `title`.
    public init<S: StringProtocol>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: DefaultShareLinkLabel(title: Text(title)))
    }

    /// Shares a string under a localized title.
    public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: DefaultShareLinkLabel(title: Text(titleKey)))
    }

    /// Shares a URL under a localized title.
    public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: DefaultShareLinkLabel(title: Text(titleKey)))
    }

    /// Shares a string under the title `title`.
    public init(_ title: Text, item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: DefaultShareLinkLabel(title: title))
    }

    /// Shares a URL under the title `title`.
    public init(_ title: Text, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: DefaultShareLinkLabel(title: title))
    }
}

// MARK: - A label of your own

extension ShareLink {
    /// Shares `item`, shown by `preview`, with a label of your own.
    ///
    /// ```swift
    /// ShareLink(item: photo, preview: SharePreview("Photo")) { Image(systemName: "paperplane") }
    /// ```
    public init<I: Transferable>(
        item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>,
        @ViewBuilder label: () -> Label
    ) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: label())
    }

    /// Shares `items`, each shown by `preview`, with a label of your own.
    public init(
        items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>,
        @ViewBuilder label: () -> Label
    ) {
        self.init(items: items, subject: subject, message: message, label: label())
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
    /// Shares a string with a label of your own.
    ///
    /// ```swift
    /// ShareLink(item: memo.text) { Label("Send", systemImage: "paperplane") }
    /// ```
    public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: label())
    }

    /// Shares a URL with a label of your own.
    public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: label())
    }

    /// Shares strings or URLs with a label of your own.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(items: items, subject: subject, message: message, label: label())
    }
}

/// How the share sheet shows an item, as SwiftUI's `SharePreview`: a title, an image and an
/// icon. The share sheet is not drawn, so the preview is accepted and shown nowhere.
///
/// ```swift
/// ShareLink(item: photo, preview: SharePreview("Sunset", image: photo))
/// ```
public struct SharePreview<Image: Transferable, Icon: Transferable> {
    let title: Text
    let image: Image?
    let icon: Icon?

    /// A preview with a title, an image and an icon.
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) {
        self.title = Text(title)
        self.image = image
        self.icon = icon
    }

    /// A preview with a localized title, an image and an icon.
    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) {
        self.title = Text(titleKey)
        self.image = image
        self.icon = icon
    }
}

extension SharePreview where Image == Never, Icon == Never {
    /// A preview with a title.
    ///
    /// ```swift
    /// SharePreview("Memo")
    /// ```
    public init<S: StringProtocol>(_ title: S) {
        self.title = Text(title)
        self.image = nil
        self.icon = nil
    }

    /// A preview with a localized title.
    public init(_ titleKey: LocalizedStringKey) {
        self.title = Text(titleKey)
        self.image = nil
        self.icon = nil
    }
}

extension SharePreview where Icon == Never {
    /// A preview with a title and an image.
    public init<S: StringProtocol>(_ title: S, image: Image) {
        self.title = Text(title)
        self.image = image
        self.icon = nil
    }

    /// A preview with a localized title and an image.
    public init(_ titleKey: LocalizedStringKey, image: Image) {
        self.title = Text(titleKey)
        self.image = image
        self.icon = nil
    }
}

extension SharePreview where Image == Never {
    /// A preview with a title and an icon.
    public init<S: StringProtocol>(_ title: S, icon: Icon) {
        self.title = Text(title)
        self.image = nil
        self.icon = icon
    }

    /// A preview with a localized title and an icon.
    public init(_ titleKey: LocalizedStringKey, icon: Icon) {
        self.title = Text(titleKey)
        self.image = nil
        self.icon = icon
    }
}
