import StoreKit
import Testing

/// A view that asks for a review, written as an iOS app writes it: `requestReview` comes with
/// `import StoreKit`.
private struct ReviewPrompt: View {
    @Environment(\.requestReview) private var requestReview
    var body: some View {
        Button("Rate this app") { requestReview() }
    }
}

@MainActor @Suite struct StoreKitModuleTests {
    @Test func importingStoreKitBringsTheReviewRequest() throws {
        #expect(try ReviewPrompt().renderASCII(width: 160, height: 16).contains("Rate this app"))
    }
}
