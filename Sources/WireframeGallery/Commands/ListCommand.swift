/// `wireframe list`: prints every scenario's name and description.
@MainActor
struct ListCommand {
    var program: String
    var catalog: ScenarioCatalog

    var spec: CommandSpec {
        CommandSpec(
            commandName: "\(program) list",
            overview: "List the scenarios '\(program) render' and '\(program) gallery' draw.",
            usage: ["\(program) list"]
        )
    }

    func run(_ arguments: [String], console: Console) async -> Int32 {
        await console.reportingErrors {
            let parsed = try Arguments(parsing: arguments, for: spec)
            if parsed.wantsHelp {
                console.out(spec.helpText)
                return ExitStatus.success
            }
            try parsed.expectPositionals(atMost: 0, for: spec)
            console.out(catalog.listing())
            return ExitStatus.success
        }
    }
}
