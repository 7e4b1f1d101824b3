import WireframeComponents

/// `wireframe list`: prints every scenario's name and description.
@MainActor
enum ListCommand {
    static let spec = CommandSpec(
        commandName: "wireframe list",
        overview: "List the scenarios 'wireframe render' and 'wireframe gallery' draw.",
        usage: ["wireframe list"]
    )

    static func run(_ arguments: [String], console: Console) -> Int32 {
        console.reportingErrors {
            let parsed = try Arguments(parsing: arguments, for: spec)
            if parsed.wantsHelp {
                console.out(spec.helpText)
                return ExitStatus.success
            }
            if let extra = parsed.positionals.first {
                throw UsageError("unexpected argument '\(extra)'", hint: spec.helpHint)
            }
            console.out(Catalog.listing())
            return ExitStatus.success
        }
    }
}
