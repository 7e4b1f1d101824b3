import Foundation

/// An alert described as a value, as SwiftUI's deprecated `Alert` that
/// `alert(isPresented:content:)` presents.
///
/// It is drawn as the newer `alert(_:isPresented:actions:message:)` draws its alert: a default
/// button becomes a plain `Button`, a cancel button one with the `.cancel` role, a destructive
/// button one with the `.destructive` role; an alert without buttons gets an OK button.
///
/// ```swift
/// .alert(isPresented: $isConfirming) {
///     Alert(
///         title: Text("Delete memo?"),
///         message: Text("This cannot be undone."),
///         primaryButton: .destructive(Text("Delete")) { delete() },
///         secondaryButton: .cancel()
///     )
/// }
/// ```
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An alert with one button; OK when `dismissButton` is `nil`.
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        self.buttons = [dismissButton ?? .default(Text("OK"))]
    }

    /// An alert with two buttons, side by side (a cancel button on the left, as iOS puts it).
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        self.buttons = [primaryButton, secondaryButton]
    }

    /// A button of an ``Alert`` or an ``ActionSheet``: its label, its kind and its action.
    ///
    /// ```swift
    /// Alert.Button.destructive(Text("Delete")) { delete() }
    /// ```
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (() -> Void)?

        /// A button drawn in the accent colour.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: nil, action: action)
        }

        /// A button that cancels, labelled `label`; drawn in bold.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .cancel, action: action)
        }

        /// A button that cancels, labelled Cancel.
        public static func cancel(_ action: (() -> Void)? = {}) -> Button {
            cancel(Text("Cancel"), action: action)
        }

        /// A button that destroys something; drawn in red.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .destructive, action: action)
        }

        /// The button as a view of the newer presentation API.
        @MainActor var view: some View {
            let action = self.action
            return Wireframe.Button(role: role, action: { action?() }, label: { label })
        }
    }
}

/// A sheet of buttons at the bottom of the screen, as SwiftUI's deprecated `ActionSheet` that
/// `actionSheet(isPresented:content:)` presents; drawn as a confirmation dialog with its title
/// shown (a Cancel button is added when it has none).
///
/// ```swift
/// .actionSheet(isPresented: $isSharing) {
///     ActionSheet(title: Text("Share"), buttons: [.default(Text("Copy Link")) { copy() }, .cancel()])
/// }
/// ```
public struct ActionSheet {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// A sheet titled `title` with `buttons`; a Cancel button alone by default.
    public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    /// An action sheet's buttons are an alert's.
    public typealias Button = Alert.Button
}

extension View {
    /// Presents the alert `content` makes while `isPresented` is `true`, as SwiftUI's deprecated
    /// `alert(isPresented:content:)`; drawn and tapped as `alert(_:isPresented:actions:message:)`'s.
    ///
    /// ```swift
    /// .alert(isPresented: $isSaved) { Alert(title: Text("Saved")) }
    /// ```
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        presenting(isPresented.wrappedValue ? content() : nil, isPresented: isPresented)
    }

    /// Presents the alert `content` makes for `item` while it is not `nil`; closing the alert sets
    /// it to `nil`.
    ///
    /// ```swift
    /// .alert(item: $failure) { failure in Alert(title: Text(failure.message)) }
    /// ```
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        presenting(item.wrappedValue.map(content), isPresented: item.isNotNil())
    }

    /// Presents the action sheet `content` makes while `isPresented` is `true`, as SwiftUI's
    /// deprecated `actionSheet(isPresented:content:)`; drawn as a confirmation dialog.
    ///
    /// ```swift
    /// .actionSheet(isPresented: $isSharing) { ActionSheet(title: Text("Share")) }
    /// ```
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        presenting(isPresented.wrappedValue ? content() : nil, isPresented: isPresented)
    }

    /// Presents the action sheet `content` makes for `item` while it is not `nil`.
    ///
    /// ```swift
    /// .actionSheet(item: $photo) { photo in ActionSheet(title: Text(photo.name)) }
    /// ```
    public func actionSheet<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> ActionSheet) -> some View {
        presenting(item.wrappedValue.map(content), isPresented: item.isNotNil())
    }

    private func presenting(_ alert: Alert?, isPresented: Binding<Bool>) -> some View {
        self.alert(alert?.title ?? Text(""), isPresented: isPresented) {
            ForEach(Array((alert?.buttons ?? []).enumerated()), id: \.offset) { $0.element.view }
        } message: {
            if let message = alert?.message { message }
        }
    }

    private func presenting(_ sheet: ActionSheet?, isPresented: Binding<Bool>) -> some View {
        confirmationDialog(sheet?.title ?? Text(""), isPresented: isPresented, titleVisibility: .visible) {
            ForEach(Array((sheet?.buttons ?? []).enumerated()), id: \.offset) { $0.element.view }
        } message: {
            if let message = sheet?.message { message }
        }
    }
}

extension Binding {
    /// Whether the optional is set; setting it to `false` sets the optional to `nil`.
    fileprivate func isNotNil<Wrapped>() -> Binding<Bool> where Value == Wrapped? {
        Binding<Bool>(get: { wrappedValue != nil }, set: { if !$0 { wrappedValue = nil } })
    }
}
