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
        await console.running(arguments, by: spec) { parsed in
            try parsed.expectPositionals(atMost: 0, for: spec)
            console.out(catalog.listing())
            return ExitStatus.success
        }
    }
}
