import Foundation
import Testing
import WireframeTesting

@testable import Wireframe

/// UIKit's images, view controllers and application delegate, as a SwiftUI app uses them.
@MainActor
@Suite struct UIKitAppStandInTests {
    private let screen = Screen(width: 390, height: nil)

    /// The frame of the first image node of `view` laid out in points.
    private func imageFrame(_ view: some View) throws -> CGRect {
        let placed = try view.layout(on: screen, metrics: .svg).placed
        let path = try #require(placed.paths { $0.is(ImageNode.self) }.first)
        return try #require(placed.descendant(at: path)).frame
    }

    /// A PNG's signature and IHDR chunk for an image `width` × `height` pixels.
    private func pngHeader(width: UInt32, height: UInt32) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        bytes += Array("IHDR".utf8)
        for value in [width, height] { bytes += withUnsafeBytes(of: value.bigEndian, Array.init) }
        bytes += [8, 6, 0, 0, 0]
        return Data(bytes)
    }

    @Test func imageDataIsSizedFromItsPNGGIFOrJPEGHeader() throws {
        #expect(UIImage(data: pngHeader(width: 640, height: 480))?.size == CGSize(width: 640, height: 480))
        #expect(UIImage(data: pngHeader(width: 300, height: 90), scale: 3)?.size == CGSize(width: 100, height: 30))
        let gif = Data(Array("GIF89a".utf8) + [0x20, 0x01, 0xC8, 0x00])
        #expect(UIImage(data: gif)?.size == CGSize(width: 288, height: 200))
        // SOI, an APP0 segment of 16 bytes, then a baseline frame 120 high and 160 wide.
        let jpeg = Data(
            [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array(repeating: 0, count: 14) + [
                0xFF, 0xC0, 0x00, 0x11, 0x08, 0x00, 0x78, 0x00, 0xA0, 0x03,
            ])
        #expect(UIImage(data: jpeg)?.size == CGSize(width: 160, height: 120))
    }

    @Test func dataThatIsNoImageMakesNoImage() {
        #expect(UIImage(data: Data()) == nil)
        #expect(UIImage(data: Data("hello".utf8)) == nil)
        #expect(UIImage(data: pngHeader(width: 0, height: 10)) == nil)
        // A JPEG cut off inside its segments, and one whose segment length points nowhere.
        #expect(UIImage(data: Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00])) == nil)
        #expect(UIImage(data: Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x00] + Array(repeating: 0, count: 10))) == nil)
        #expect(UIImage(data: pngHeader(width: 10, height: 10), scale: 0) == nil)
        #expect(UIImage(contentsOfFile: "/nonexistent/photo.png") == nil)
    }

    @Test func anImageOfDecodedPixelsIsAPlaceholderOfTheirSize() throws {
        let photo = try #require(UIImage(data: pngHeader(width: 160, height: 48)))
        #expect(try imageFrame(Image(uiImage: photo)).size == CGSize(width: 160, height: 48))
        #expect(try imageFrame(Image(uiImage: photo).resizable().frame(width: 80, height: 24)).size == CGSize(width: 80, height: 24))
        let picture = try Image(uiImage: photo).renderASCII(width: 160, height: 48)
        #expect(picture.contains("image"))
    }

    @Test func aNamedOrSystemUIImageDrawsAsTheImageOfThatName() throws {
        ImageCatalog.register(CGSize(width: 64, height: 32), named: "uikit-stand-in-badge")
        let badge = try #require(UIImage(named: "uikit-stand-in-badge"))
        #expect(badge.size == CGSize(width: 64, height: 32))
        #expect(try Image(uiImage: badge).node() == Image("uikit-stand-in-badge").node())
        #expect(try Image(uiImage: try #require(UIImage(systemName: "star"))).node() == Image(systemName: "star").node())
        let template = badge.withRenderingMode(.alwaysTemplate)
        #expect(try Image(uiImage: template).node() == Image("uikit-stand-in-badge").renderingMode(.template).node())
        #expect(UIImage().size == .zero)
    }

    private final class ScannerViewController: UIViewController {
        var loads = 0
        override func viewDidLoad() {
            super.viewDidLoad()
            loads += 1
        }
    }

    private struct Scanner: UIViewControllerRepresentable {
        let made: @MainActor (ScannerViewController) -> Void
        func makeUIViewController(context: Context) -> ScannerViewController { ScannerViewController() }
        func updateUIViewController(_ controller: ScannerViewController, context: Context) {
            controller.title = context.environment.locale.identifier
            made(controller)
        }
    }

    @Test func aRepresentableViewControllerIsABoxLabelledWithItsClass() throws {
        var updated: [ScannerViewController] = []
        let view = Scanner { updated.append($0) }.frame(width: 240, height: 64).environment(\.locale, Locale(identifier: "ko_KR"))
        let picture = try view.renderASCII(width: 240, height: 64)
        #expect(picture.contains("ScannerViewController"))
        #expect(updated.count == 1)
        #expect(updated.first?.title == "ko_KR")
        #expect(try view.renderSVG(width: 240, height: 64).contains("ScannerViewController"))
    }

    @Test func aViewControllersViewLoadsOnceAndPresentingIsRecorded() {
        let controller = ScannerViewController()
        #expect(!controller.isViewLoaded)
        _ = controller.view
        _ = controller.view
        #expect(controller.isViewLoaded && controller.loads == 1)

        let sheet = UIViewController()
        var completed = false
        controller.present(sheet, animated: true) { completed = true }
        #expect(completed && controller.presentedViewController === sheet && sheet.presentingViewController === controller)
        sheet.dismiss(animated: true)
        #expect(controller.presentedViewController == nil && sheet.presentingViewController == nil)
    }

    private final class LaunchDelegate: NSObject, UIApplicationDelegate {
        var launches: [String] = []
        func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?)
            -> Bool
        {
            launches.append("will")
            return true
        }
        func application(
            _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
        ) -> Bool {
            launches.append("did")
            return true
        }
    }

    private struct DelegatedApp: App {
        @UIApplicationDelegateAdaptor(LaunchDelegate.self) var appDelegate
        var body: some Scene { WindowGroup { Text("Launched") } }
    }

    @Test func theDelegateAdaptorMakesTheApplicationsDelegateAndLaunchingTellsIt() throws {
        let app = DelegatedApp()
        #expect(UIApplication.shared.delegate === app.appDelegate)
        #expect(app.appDelegate.launches.isEmpty)
        UIApplication.shared.finishLaunching()
        #expect(app.appDelegate.launches == ["will", "did"])
        #expect(try app.rootView.renderASCII(width: 80, height: 16).contains("Launched"))
    }

    private struct SettingsApp: App {
        var body: some Scene {
            Settings { Text("Preferences") }
            WindowGroup { Text("Memos") }
        }
    }

    private struct SettingsOnlyApp: App {
        var body: some Scene { Settings { Text("Preferences") } }
    }

    @Test func aPhoneDrawsTheWindowAndNotTheSettingsScene() throws {
        let window = try SettingsApp().rootView.renderASCII(width: 160, height: 16)
        #expect(window.contains("Memos") && !window.contains("Preferences"))
        #expect(try SettingsOnlyApp().rootView.renderASCII(width: 160, height: 16).contains("Preferences"))
    }
}

/// The app services a view reads from the environment: a review request and user activities.
@MainActor
@Suite struct AppServiceTests {
    private struct RateButton: View {
        @Environment(\.requestReview) private var requestReview
        var body: some View {
            Button("Rate us") { requestReview() }
        }
    }

    @Test func tappingCallsTheReviewActionTheViewIsGiven() async throws {
        var requests = 0
        let host = ScreenHost(screen: Screen(width: 160, height: 48)) {
            RateButton().environment(\.requestReview, RequestReviewAction { requests += 1 })
        }
        try await host.tap("Rate us")
        try await host.tap("Rate us")
        #expect(requests == 2)
        // The default action shows nothing.
        let plain = ScreenHost(screen: Screen(width: 160, height: 48)) { RateButton() }
        let before = try plain.ascii()
        try await plain.tap("Rate us")
        #expect(try plain.ascii() == before)
    }

    @Test func userActivityModifiersLeaveThePictureAsItIs() throws {
        let view = Text("Memo")
            .onContinueUserActivity(NSUserActivityTypeBrowsingWeb) { _ in Issue.record("no activity is continued") }
            .userActivity("com.example.memo") { _ in Issue.record("no activity is advertised") }
            .userActivity("com.example.memo", element: Optional("memo")) { _, _ in Issue.record("no activity is advertised") }
        #expect(try view.renderASCII(width: 80, height: 16) == Text("Memo").renderASCII(width: 80, height: 16))

        let activity = NSUserActivity(activityType: "com.example.memo")
        activity.addUserInfoEntries(from: ["id": 42])
        activity.addUserInfoEntries(from: ["title": "Groceries"])
        #expect(activity.userInfo?["id"] as? Int == 42 && activity.userInfo?["title"] as? String == "Groceries")
        activity.becomeCurrent()
        #expect(activity.isCurrent)
        activity.invalidate()
        #expect(!activity.isCurrent)
    }
}

@MainActor
@Suite struct KeyboardShortcutTests {
    @Test func aShortcutLeavesTheButtonAsItIsDrawnAndTapped() async throws {
        var saves = 0
        let plain = Button("Save") {}
        #expect(try plain.keyboardShortcut("s").renderSVG(width: 80, height: 20) == plain.renderSVG(width: 80, height: 20))
        #expect(try plain.keyboardShortcut(nil).renderASCII(width: 80, height: 16) == plain.renderASCII(width: 80, height: 16))
        let host = ScreenHost(screen: Screen(width: 80, height: 16)) {
            Button("Save") { saves += 1 }.keyboardShortcut(.defaultAction)
        }
        try await host.tap("Save")
        #expect(saves == 1)
        #expect(KeyboardShortcut.defaultAction == KeyboardShortcut(.return, modifiers: []))
        #expect(KeyboardShortcut("s").modifiers == .command && KeyboardShortcut.cancelAction.key == .escape)
    }
}
