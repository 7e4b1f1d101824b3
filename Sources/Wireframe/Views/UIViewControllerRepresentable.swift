import Foundation

/// A stand-in for UIKit's `UIViewController`, so a SwiftUI file that wraps a view controller
/// with ``UIViewControllerRepresentable`` compiles without a UIKit module. Nothing presents it:
/// a representable view controller is drawn as a placeholder box labelled with its class name.
///
/// ```swift
/// final class ScannerViewController: UIViewController {
///     override func viewDidLoad() { super.viewDidLoad(); title = "Scan" }
/// }
/// ```
@MainActor
open class UIViewController {
    /// The view controller's title.
    open var title: String?
    /// The view controller that presented this one, if any.
    open private(set) weak var presentingViewController: UIViewController?
    /// The view controller this one presents, if any.
    open private(set) var presentedViewController: UIViewController?
    /// Whether this view controller, presented, is modal for its presenter.
    open var isModalInPresentation = false

    private var loadedView: UIView?

    /// Creates a view controller.
    public init() {}

    /// Creates a view controller; the nib is not loaded, as there are none.
    public convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init()
    }

    /// The view controller's view, made by ``loadView()`` and then ``viewDidLoad()`` on first use.
    open var view: UIView! {
        get {
            if let loadedView { return loadedView }
            loadView()
            viewDidLoad()
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// Whether the view has been made.
    open var isViewLoaded: Bool { loadedView != nil }

    /// Makes the view: a plain ``UIView`` unless a subclass sets its own.
    open func loadView() {
        loadedView = UIView()
    }

    /// Called once after the view is made.
    open func viewDidLoad() {}
    /// Called before the view appears.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appears.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view disappears.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view disappears.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Records `viewController` as presented by this one and calls `completion`; nothing draws it.
    open func present(_ viewController: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
        presentedViewController = viewController
        viewController.presentingViewController = self
        completion?()
    }

    /// Dismisses the view controller this one presents, or this one when it presents none, and
    /// calls `completion`.
    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            presented.presentingViewController = nil
            presentedViewController = nil
        } else if let presenter = presentingViewController {
            presenter.presentedViewController = nil
            presentingViewController = nil
        }
        completion?()
    }

    /// The name the placeholder box shows: the view controller's class name.
    var placeholderLabel: String { String(describing: type(of: self)) }
}

/// A SwiftUI view that wraps a UIKit view controller, as SwiftUI's
/// `UIViewControllerRepresentable`.
///
/// `makeUIViewController(context:)` runs each time the view is drawn and
/// `updateUIViewController(_:context:)` after it; the view controller cannot draw here, so the
/// view is drawn as a box, outlined in grey, that takes the space it is offered and is labelled
/// with the view controller's class name.
///
/// ```swift
/// struct DocumentScanner: UIViewControllerRepresentable {
///     func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
///     func updateUIViewController(_ controller: UIViewController, context: Context) {}
/// }
/// DocumentScanner().frame(height: 300)   // a 300-point box labelled "UIViewController"
/// ```
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View {
    /// The view controller it wraps.
    associatedtype UIViewControllerType: UIViewController
    /// An object that coordinates the view controller with SwiftUI; `Void` when there is none.
    associatedtype Coordinator = Void
    /// What `makeUIViewController` and `updateUIViewController` are given.
    typealias Context = UIViewControllerRepresentableContext<Self>

    /// Makes the view controller.
    func makeUIViewController(context: Context) -> UIViewControllerType
    /// Updates the view controller from SwiftUI's state.
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    /// Makes the coordinator.
    func makeCoordinator() -> Coordinator
    /// Cleans up the view controller when the view goes away; nothing calls it here.
    static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
}

extension UIViewControllerRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() {}
}

extension UIViewControllerRepresentable {
    /// Nothing to clean up.
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}

    /// The placeholder box that stands for the view controller.
    public var body: UIViewControllerPlaceholder<Self> { UIViewControllerPlaceholder(representable: self) }
}

/// What a ``UIViewControllerRepresentable`` is given when its view controller is made and
/// updated: its coordinator and the environment.
///
/// ```swift
/// func updateUIViewController(_ controller: UIViewController, context: Context) {
///     controller.title = context.environment.locale.identifier
/// }
/// ```
@MainActor
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    /// The coordinator `makeCoordinator()` made.
    public let coordinator: Representable.Coordinator
    /// The environment where the view is drawn.
    public let environment: EnvironmentValues
}

/// The view a ``UIViewControllerRepresentable`` is drawn as: a grey outlined box labelled with
/// the view controller's class name.
///
/// ```swift
/// DocumentScanner().body   // UIViewControllerPlaceholder<DocumentScanner>
/// ```
public struct UIViewControllerPlaceholder<Representable: UIViewControllerRepresentable>: View, PrimitiveView {
    let representable: Representable

    /// Primitive views are resolved into nodes directly; they have no body.
    public var body: Never { primitiveBody }

    func makeNodes(in context: ResolveContext) throws -> [Node] {
        let representableContext = UIViewControllerRepresentableContext<Representable>(
            coordinator: representable.makeCoordinator(), environment: context.environment)
        let controller = representable.makeUIViewController(context: representableContext)
        representable.updateUIViewController(controller, context: representableContext)
        return try context.resolve(UIKitPlaceholderBox(label: controller.placeholderLabel))
    }
}
