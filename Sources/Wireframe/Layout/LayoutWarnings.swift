import Foundation

/// Where rendering reports what it made safe: a broken ``Layout`` (a size that is not finite, a
/// subview placed twice or never), or state used outside a render. Standard error unless a test
/// scopes a handler of its own.
package enum LayoutWarnings {
    /// The handler for warnings in this task, or `nil` for standard error.
    @TaskLocal package static var handler: (@Sendable (String) -> Void)?

    static func report(_ message: String) {
        if let handler {
            handler(message)
        } else {
            FileHandle.standardError.write(Data("[Wireframe] warning: \(terminalSafe(message))\n".utf8))
        }
    }
}

extension LayoutContext {
    /// Reports `message` once per render.
    func warn(_ message: String) {
        guard warnings.insert(message).inserted else { return }
        LayoutWarnings.report(message)
    }
}
