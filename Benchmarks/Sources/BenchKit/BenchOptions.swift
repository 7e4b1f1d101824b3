/// What one invocation of `wireframe-bench` asks for.
///
/// ```swift
/// let command = try BenchCommand(parsing: ["--filter", "memo", "--json"])
/// // .run(BenchOptions(filters: ["memo"], format: .json))
/// ```
public enum BenchCommand: Equatable, Sendable {
    /// Runs the workloads the options select.
    case run(BenchOptions)
    /// Prints the usage.
    case help
    /// Runs one probe in this process and reports its result on standard output: the hidden
    /// subcommand the suite starts itself with to measure a workload's peak memory alone.
    case probe(name: String, arguments: [String])

    /// The name of the hidden probe subcommand.
    public static let probeCommand = "__probe"

    /// Parses the arguments after the executable's name.
    ///
    /// Options: `--json`, `--smoke`, `--filter NAME` (repeatable; `--filter=NAME` too),
    /// `--runs N` (at least 5 unless smoke), `--wireframe PATH`, `--help`/`-h`.
    ///
    /// - Throws: ``UsageError`` for an unknown option, a missing or bad value.
    public init(parsing arguments: [String]) throws(UsageError) {
        if arguments.first == Self.probeCommand {
            guard arguments.count >= 2 else { throw UsageError("\(Self.probeCommand) needs a probe name") }
            self = .probe(name: arguments[1], arguments: Array(arguments.dropFirst(2)))
            return
        }
        var options = BenchOptions()
        var index = arguments.startIndex
        func value(for name: String, inline: String?) throws(UsageError) -> String {
            if let inline { return inline }
            guard index < arguments.endIndex, !arguments[index].hasPrefix("--") else {
                throw UsageError("missing value for \(name)")
            }
            defer { index += 1 }
            return arguments[index]
        }
        while index < arguments.endIndex {
            let argument = arguments[index]
            index += 1
            let (name, inline) = Self.split(argument)
            switch name {
            case "--help", "-h":
                self = .help
                return
            case "--json", "--smoke":
                guard inline == nil else { throw UsageError("\(name) does not take a value") }
                if name == "--json" { options.format = .json } else { options.isSmoke = true }
            case "--filter":
                options.filters.append(try value(for: name, inline: inline))
            case "--runs":
                let text = try value(for: name, inline: inline)
                guard let runs = Int(text), runs >= 1 else {
                    throw UsageError("--runs expects a positive whole number, not '\(text)'")
                }
                options.runs = runs
            case "--wireframe":
                options.wireframePath = try value(for: name, inline: inline)
            default:
                throw UsageError("unknown argument '\(argument)'")
            }
        }
        if !options.isSmoke, options.runs < BenchOptions.leastRuns {
            throw UsageError("--runs must be at least \(BenchOptions.leastRuns), so a median means something")
        }
        self = .run(options)
    }

    /// `--name=value` as its name and value; any other argument as itself and no value.
    private static func split(_ argument: String) -> (name: String, value: String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// The usage text `--help` prints.
    public static let usage = """
        OVERVIEW: Measures Wireframe's layout, drawing, snapshots, store and command line.

        USAGE: wireframe-bench [--json] [--smoke] [--filter <name> ...] [--runs <n>] [--wireframe <path>]

        OPTIONS:
          --json               Print the figures as JSON instead of a table.
          --smoke              Run every workload once at its smallest size (for CI; no timing holds).
          --filter <name>      Run only the workloads whose name contains <name>; repeatable.
          --runs <n>           Timed runs per figure after one warm-up (default 5, at least 5).
          --wireframe <path>   The `wireframe` executable to time (default: the main package's
                               .build/release/wireframe).
          -h, --help           Show this help.

        WORKLOADS: memo-column, nested-stacks, text-wrapping, snapshot-lines, snapshot-view,
          store-sends, toast-flow, json-tree, render-command, screen-host, render-diff.
        """
}

/// The options of a benchmark run.
public struct BenchOptions: Equatable, Sendable {
    /// How the figures are printed.
    public struct Format: Hashable, Sendable {
        let name: String
        /// An aligned text table.
        public static let table = Format(name: "table")
        /// A JSON document with the same figures.
        public static let json = Format(name: "json")
    }

    /// The fewest timed runs a figure may have outside a smoke run.
    public static let leastRuns = 5

    /// Substrings of the workload names to run; empty runs them all.
    public var filters: [String] = []
    /// How the figures are printed.
    public var format = Format.table
    /// Whether to run each workload once at its smallest size.
    public var isSmoke = false
    /// Timed runs per figure, after one warm-up.
    public var runs = leastRuns
    /// The `wireframe` executable to time, when not the default.
    public var wireframePath: String?

    /// Options with the defaults: every workload, a table, five runs.
    public init(
        filters: [String] = [], format: Format = .table, isSmoke: Bool = false, runs: Int = leastRuns, wireframePath: String? = nil
    ) {
        self.filters = filters
        self.format = format
        self.isSmoke = isSmoke
        self.runs = runs
        self.wireframePath = wireframePath
    }

    /// Whether the workload called `name` is selected: no filter, or a filter it contains
    /// (ignoring case).
    public func selects(_ name: String) -> Bool {
        filters.isEmpty || filters.contains { name.lowercased().contains($0.lowercased()) }
    }
}

/// A command line the benchmark cannot run, with what was wrong.
public struct UsageError: Error, Equatable, CustomStringConvertible {
    /// What was wrong, as one sentence.
    public var message: String

    /// Creates an error with `message`.
    public init(_ message: String) {
        self.message = message
    }

    /// The message and a pointer to `--help`.
    public var description: String { "error: \(message)\nRun 'wireframe-bench --help' for the options." }
}
