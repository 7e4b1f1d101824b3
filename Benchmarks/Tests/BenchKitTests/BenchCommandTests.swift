import BenchKit
import Testing

@Suite struct BenchCommandTests {
    @Test func noArgumentsRunEveryWorkloadFiveTimesAsATable() throws {
        #expect(try BenchCommand(parsing: []) == .run(BenchOptions()))
    }

    @Test func filtersRepeatAndTakeInlineValues() throws {
        let command = try BenchCommand(parsing: ["--filter", "memo", "--filter=store", "--json"])
        #expect(command == .run(BenchOptions(filters: ["memo", "store"], format: .json)))
    }

    @Test func smokeAllowsASingleRun() throws {
        #expect(try BenchCommand(parsing: ["--smoke", "--runs", "1"]) == .run(BenchOptions(isSmoke: true, runs: 1)))
    }

    @Test func fewerThanFiveRunsAreRefused() {
        #expect(throws: UsageError("--runs must be at least 5, so a median means something")) {
            try BenchCommand(parsing: ["--runs", "3"])
        }
    }

    @Test func unknownArgumentsAndMissingValuesAreRefused() {
        #expect(throws: UsageError("unknown argument '--fast'")) { try BenchCommand(parsing: ["--fast"]) }
        #expect(throws: UsageError("missing value for --filter")) { try BenchCommand(parsing: ["--filter"]) }
        #expect(throws: UsageError("--json does not take a value")) { try BenchCommand(parsing: ["--json=yes"]) }
    }

    @Test func probeTakesTheRestAsItsArguments() throws {
        #expect(try BenchCommand(parsing: ["__probe", "memo-column", "100"]) == .probe(name: "memo-column", arguments: ["100"]))
    }

    @Test func filterMatchesPartOfANameIgnoringCase() {
        let options = BenchOptions(filters: ["Snapshot"])
        #expect(options.selects("snapshot-lines"))
        #expect(!options.selects("store-sends"))
        #expect(BenchOptions().selects("store-sends"))
    }
}
