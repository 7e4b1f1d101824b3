import Testing

@testable import Wireframe

/// A style of a program's own: the percentage, then the standard bar inside brackets.
private struct PercentProgressStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 0) {
            Text("\(Int((configuration.fractionCompleted ?? 0) * 100))% [")
            ProgressView(configuration).frame(width: 80)
            Text("]")
        }
    }
}

@MainActor
@Suite struct ProgressViewStyleTests {
    @Test func aStyleOfOnesOwnDrawsTheProgressAndWrapsTheStandardLook() throws {
        let picture = try ProgressView(value: 0.5).progressViewStyle(PercentProgressStyle())
            .renderASCII(width: 160, height: nil)
        #expect(picture.contains("50% [━━━━━─────]"))
    }

    @Test func theStyleReachesEveryProgressViewInside() throws {
        let picture = try VStack {
            ProgressView(value: 0.25)
            ProgressView(value: 1.0)
        }
        .progressViewStyle(PercentProgressStyle())
        .renderASCII(width: 160, height: nil)
        #expect(picture.contains("25% [") && picture.contains("100% ["))
    }

    @Test func theConfigurationCarriesTheLabels() throws {
        let picture = try ProgressView("Uploading", value: 0.5).progressViewStyle(LabelsOnlyStyle())
            .renderASCII(width: 160, height: nil)
        #expect(picture.contains("Uploading"))
        #expect(!picture.contains("━"))
    }

    @Test func monospacedDigitsAreAcceptedAndDrawnAsBefore() throws {
        let plain = try Text("12:30").font(.body).renderASCII(width: 160, height: nil)
        let accepted = try Text("12:30").font(.body.monospacedDigit()).renderASCII(width: 160, height: nil)
        #expect(accepted == plain)
    }
}

private struct LabelsOnlyStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        if let label = configuration.label { label }
    }
}
