import Testing

@testable import WireframeGallery

/// The one argument parser every subcommand uses, and its one behaviour.
@Suite struct ArgumentsTests {
    private let spec = CommandSpec(
        commandName: "tool run",
        overview: "Run.",
        usage: ["tool run"],
        options: [
            .value(["--output", "-o"], "file", help: "Where."),
            .number(["--width"], "points", help: "How wide."),
            .flag(["--all"], help: "Everything."),
        ]
    )

    private func parse(_ arguments: [String]) throws(UsageError) -> Arguments {
        try Arguments(parsing: arguments, for: spec)
    }

    @Test func aValueFollowsItsOptionWithAnEqualsSignOrAsTheNextArgument() throws {
        #expect(try parse(["--output=a.svg"]).value("--output") == "a.svg")
        #expect(try parse(["--output", "a.svg"]).value("--output") == "a.svg")
        #expect(try parse(["-o", "a.svg"]).value("--output") == "a.svg")
        #expect(try parse(["--width=12"]).points("--width") == 12)
    }

    @Test func positionalsKeepTheirOrderAndDoubleDashEndsTheOptions() throws {
        let parsed = try parse(["a", "--all", "b", "--", "--output", "-"])
        #expect(parsed.positionals == ["a", "b", "--output", "-"])
        #expect(parsed.has("--all"))
    }

    @Test func anOptionGivenTwiceUnderAnyNameIsAUsageError() {
        let twice = UsageError("'--output' is given more than once", hint: "Run 'tool run --help' for usage.")
        #expect(throws: twice) { try parse(["--output", "a", "-o", "b"]) }
        #expect(throws: twice) { try parse(["--output=a", "--output=b"]) }
        #expect(throws: UsageError("'--all' is given more than once", hint: "Run 'tool run --help' for usage.")) {
            try parse(["--all", "--all"])
        }
    }

    @Test func aNegativeNumberIsTheValueOfAnOptionThatTakesANumber() throws {
        #expect(try parse(["--width", "-5"]).value("--width") == "-5")
        #expect(try parse(["--width", "-.5"]).value("--width") == "-.5")
        #expect(throws: UsageError("--width must be greater than zero, not '-5'")) { try parse(["--width", "-5"]).points("--width") }
    }

    @Test func aDashedArgumentIsNotTheValueOfAnOptionThatTakesAnythingElse() {
        let missing = UsageError("missing value for '-o, --output <file>'", hint: "Run 'tool run --help' for usage.")
        #expect(throws: missing) { try parse(["--output", "-5"]) }
        #expect(throws: missing) { try parse(["--output", "--all"]) }
        #expect(throws: UsageError("missing value for '--width <points>'", hint: "Run 'tool run --help' for usage.")) {
            try parse(["--width", "--all"])
        }
    }

    @Test func anEqualsSignGivesAnyValueEvenADashedOne() throws {
        #expect(try parse(["--output=-x"]).value("--output") == "-x")
        #expect(try parse(["--output="]).value("--output") == "")
    }

    @Test func aFlagTakesNoValue() {
        #expect(throws: UsageError("--all does not take a value", hint: "Run 'tool run --help' for usage.")) {
            try parse(["--all=yes"])
        }
    }

    @Test func anUnknownOptionSuggestsTheNearestName() {
        #expect(throws: UsageError("unknown option '--widht'. Did you mean '--width'?", hint: "Run 'tool run --help' for usage.")) {
            try parse(["--widht", "3"])
        }
    }

    @Test func numbersAreDecimalOnly() {
        #expect(throws: UsageError("--width expects a number of points, not '0x10'")) { try parse(["--width", "0x10"]).points("--width") }
        #expect(throws: UsageError("--width must be a finite number of points, not 'inf'")) { try parse(["--width=inf"]).points("--width") }
    }

    @Test func expectPositionalsNamesTheFirstExtraArgument() {
        #expect(throws: UsageError("unexpected argument 'b'", hint: "Run 'tool run --help' for usage.")) {
            try parse(["a", "b"]).expectPositionals(atMost: 1, for: spec)
        }
    }
}
