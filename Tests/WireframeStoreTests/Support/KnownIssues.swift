import Foundation
import Testing

/// Runs `body`, expecting it to record exactly the issues `expected`, in order, by their text.
@MainActor
func expectIssues(
    _ expected: [String],
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () async -> Void
) async {
    let messages = await issues(recordedBy: body)
    #expect(messages == expected, sourceLocation: sourceLocation)
}

/// Runs `body`, expecting it to record one issue whose text starts with `prefix`.
@MainActor
func expectIssue(
    startingWith prefix: String,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () async -> Void
) async {
    await expectIssues(startingWith: [prefix], sourceLocation: sourceLocation, body)
}

/// Runs `body`, expecting it to record one issue for each of `prefixes`, in order, each starting
/// with its prefix.
@MainActor
func expectIssues(
    startingWith prefixes: [String],
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () async -> Void
) async {
    let messages = await issues(recordedBy: body)
    #expect(messages.count == prefixes.count, "\(messages)", sourceLocation: sourceLocation)
    for (message, prefix) in zip(messages, prefixes) {
        #expect(message.hasPrefix(prefix), "\(message)", sourceLocation: sourceLocation)
    }
}

/// The text of every issue `body` records, as known issues.
@MainActor
private func issues(recordedBy body: () async -> Void) async -> [String] {
    let recorder = IssueRecorder()
    await withKnownIssue {
        await body()
    } matching: { issue in
        recorder.record(issue.comments.map(\.rawValue).joined(separator: "\n"))
        return true
    }
    return recorder.messages
}

private final class IssueRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    var messages: [String] {
        lock.withLock { recorded }
    }

    func record(_ message: String) {
        lock.withLock { recorded.append(message) }
    }
}
