import Foundation

/// A stand-in for UIKit's `UIView`, so a SwiftUI file that wraps a UIKit view with
/// ``UIViewRepresentable`` compiles without a UIKit module. It draws nothing itself: a
/// representable view is drawn as a placeholder box labelled with the view's class name.
///
/// ```swift
/// final class ChartView: UIView {}
/// let view = ChartView(frame: .zero)
/// ```
@MainActor
open class UIView {
    /// The view's frame in its superview's coordinates.
    open var frame: CGRect
    /// The view's background colour.
    open var backgroundColor: UIColor?
    /// Whether the view is hidden.
    open var isHidden = false
    /// The view's opacity, from 0 to 1.
    open var alpha: CGFloat = 1
    /// The views inside, in the order added.
    open private(set) var subviews: [UIView] = []

    /// Creates a view with `frame`.
    public init(frame: CGRect = .zero) {
        self.frame = frame
    }

    /// Adds `view` above the view's other subviews.
    open func addSubview(_ view: UIView) {
        subviews.append(view)
    }

    /// The name the placeholder box shows: the view's class name.
    var placeholderLabel: String { String(describing: type(of: self)) }
}

/// A SwiftUI view that wraps a UIKit view, as SwiftUI's `UIViewRepresentable`.
///
/// `makeUIView(context:)` runs each time the view is drawn and `updateUIView(_:context:)` after
/// it; the UIKit view cannot draw here, so the view is drawn as a box, outlined in grey, that
/// takes the space it is offered and is labelled with the UIKit view's class name.
///
/// ```swift
/// struct MapView: UIViewRepresentable {
///     func makeUIView(context: Context) -> UIView { UIView() }
///     func updateUIView(_ view: UIView, context: Context) {}
/// }
/// MapView().frame(height: 120)   // a 120-point box labelled "UIView"
/// ```
@MainActor @preconcurrency
public protocol UIViewRepresentable: View {
    /// The UIKit view it wraps.
    associatedtype UIViewType: UIView
    /// An object that coordinates the UIKit view with SwiftUI; `Void` when there is none.
    associatedtype Coordinator = Void
    /// What `makeUIView` and `updateUIView` are given.
    typealias Context = UIViewRepresentableContext<Self>

    /// Makes the UIKit view.
    func makeUIView(context: Context) -> UIViewType
    /// Updates the UIKit view from SwiftUI's state.
    func updateUIView(_ uiView: UIViewType, context: Context)
    /// Makes the coordinator.
    func makeCoordinator() -> Coordinator
}

extension UIViewRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() {}
}

extension UIViewRepresentable {
    /// The placeholder box that stands for the UIKit view.
    public var body: UIViewPlaceholder<Self> { UIViewPlaceholder(representable: self) }
}

/// What a ``UIViewRepresentable`` is given when its UIKit view is made and updated: its
/// coordinator and the environment.
///
/// ```swift
/// func updateUIView(_ view: UIView, context: Context) { _ = context.environment.colorScheme }
/// ```
@MainActor
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// The coordinator `makeCoordinator()` made.
    public let coordinator: Representable.Coordinator
    /// The environment where the view is drawn.
    public let environment: EnvironmentValues
}

/// The view a ``UIViewRepresentable`` is drawn as: a grey outlined box labelled with the UIKit
/// view's class name.
///
/// ```swift
/// MapView().body   // UIViewPlaceholder<MapView>
/// ```
public struct UIViewPlaceholder<Representable: UIViewRepresentable>: View, PrimitiveView {
    let representable: Representable

    /// Primitive views are resolved into nodes directly; they have no body.
    public var body: Never { primitiveBody }

    func makeNodes(in context: ResolveContext) throws -> [Node] {
        let representableContext = UIViewRepresentableContext<Representable>(
            coordinator: representable.makeCoordinator(), environment: context.environment)
        let view = representable.makeUIView(context: representableContext)
        representable.updateUIView(view, context: representableContext)
        return try context.resolve(UIKitPlaceholderBox(label: view.placeholderLabel))
    }
}

/// What a UIKit view or view controller is drawn as: a box outlined in grey that takes the space
/// it is offered, labelled with the UIKit class's name, which VoiceOver reads.
struct UIKitPlaceholderBox: View {
    let label: String

    var body: some View {
        ZStack {
            Rectangle().stroke(Color.gray, lineWidth: 1)
            Text(label).font(.caption).foregroundStyle(.secondary).lineLimit(1).padding(4)
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(label)
    }
}
