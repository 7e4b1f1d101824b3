import Foundation
import Wireframe

/// The arguments of one command, sorted into positionals, option values and flags: the one
/// parser every subcommand of the command line uses.
///
/// Parsing follows the conventions of swift-argument-parser:
/// - `--name value` and `--name=value` both give a value; short names take a separate value
///   (`-o file`); `--` ends the options, and `-` alone is a positional.
/// - An option given twice, under any of its names, is a usage error, so a command line never
///   means something other than it seems to.
/// - A separate argument starting with `-` is not taken as an option's value (`--output --width`
///   is a missing value), except a negative number after an option that takes a number
///   (`--width -5` reaches the number check, which refuses it). `--output=-x` gives `-x`.
/// - Numbers are decimal (``points(_:)``).
///
/// ```swift
/// let parsed = try Arguments(parsing: ["dialog", "--width=320", "-o", "out.svg"], for: spec)
/// parsed.positionals         // ["dialog"]
/// parsed.value("--output")   // "out.svg"
/// try parsed.points("--width")   // 320
/// ```
struct Arguments {
    /// The arguments that are not options, in order.
    var positionals: [String] = []
    /// The value of each option given, keyed by the option's canonical name.
    var values: [String: String] = [:]
    /// The flags given, by canonical name.
    var flags: Set<String> = []

    /// Whether `--help` or `-h` was given.
    var wantsHelp: Bool { flags.contains(OptionSpec.help.name) }

    /// The value given for the option whose canonical name is `name`.
    func value(_ name: String) -> String? { values[name] }

    /// Whether the flag whose canonical name is `name` was given.
    func has(_ name: String) -> Bool { flags.contains(name) }

    /// Sorts `arguments` by the options of `command`.
    ///
    /// - Throws: ``UsageError`` for an unknown option, a missing value, a value given to a flag, or
    ///   an option given twice.
    init(parsing arguments: [String], for command: CommandSpec) throws(UsageError) {
        let options = command.allOptions
        var index = arguments.startIndex
        var optionsEnded = false
        while index < arguments.endIndex {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let (name, inlineValue) = Self.split(argument)
            guard let option = options.first(where: { $0.names.contains(name) }) else {
                throw UsageError.unknownOption(name, among: options.flatMap(\.names), hint: command.helpHint)
            }
            guard values[option.name] == nil, !flags.contains(option.name) else {
                throw UsageError("'\(option.name)' is given more than once", hint: command.helpHint)
            }
            if option.isFlag {
                guard inlineValue == nil else {
                    throw UsageError("\(name) does not take a value", hint: command.helpHint)
                }
                flags.insert(option.name)
            } else if let inlineValue {
                values[option.name] = inlineValue
            } else if index < arguments.endIndex, Self.canBeValue(arguments[index], of: option) {
                values[option.name] = arguments[index]
                index += 1
            } else {
                throw UsageError("missing value for '\(option.synopsis)'", hint: command.helpHint)
            }
        }
    }

    /// Whether the separate argument `argument` can be the value of `option`: anything that does
    /// not start with `-`, `-` itself, and for a number option a negative number.
    private static func canBeValue(_ argument: String, of option: OptionSpec) -> Bool {
        if argument == "-" || !argument.hasPrefix("-") { return true }
        return option.kind == .number && argument.wholeMatch(of: /-(\.?[0-9]|inf|nan).*/.ignoresCase()) != nil
    }

    /// `--name=value` as its name and value; any other argument as itself and no value.
    private static func split(_ argument: String) -> (name: String, value: String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// The value of the option `name` as a length in points: a finite decimal number greater than
    /// zero (`390`, `12.5`, `1e3`; not `0x10`, which Swift's parser would read as 16).
    ///
    /// - Throws: ``UsageError`` naming the option and the value when it is not one.
    func points(_ name: String) throws(UsageError) -> CGFloat? {
        guard let text = value(name) else { return nil }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let isSpecial = ["nan", "inf", "infinity"].contains(trimmed.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "+-")))
        guard isSpecial || trimmed.wholeMatch(of: /[+-]?([0-9]+(\.[0-9]*)?|\.[0-9]+)([eE][+-]?[0-9]+)?/) != nil,
            let number = Double(trimmed)
        else {
            throw UsageError("\(name) expects a number of points, not '\(text)'")
        }
        guard number.isFinite else {
            throw UsageError("\(name) must be a finite number of points, not '\(text)'")
        }
        guard number > 0 else {
            throw UsageError("\(name) must be greater than zero, not '\(text)'")
        }
        return CGFloat(number)
    }

    /// Fails with "unexpected argument" when more than `count` positionals were given.
    func expectPositionals(atMost count: Int, for command: CommandSpec) throws(UsageError) {
        if positionals.count > count {
            throw UsageError("unexpected argument '\(positionals[count])'", hint: command.helpHint)
        }
    }
}
