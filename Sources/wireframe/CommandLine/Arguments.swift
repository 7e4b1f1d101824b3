import Foundation
import WireframeComponents

/// The arguments of one command, sorted into positionals, option values and flags.
///
/// Parsing follows the conventions of swift-argument-parser: `--name value` and `--name=value`,
/// short names such as `-o file`, `--` ending the options. An option given twice is a usage error,
/// so a command line never means something other than it seems to.
/// An option's value is taken even when it starts with `-` (`--width -5` reaches the number
/// check), unless it is one of the command's own option names.
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

    /// Sorts `arguments` by the options of `command`.
    ///
    /// - Throws: ``UsageError`` for an unknown option, a missing value, a value given to a flag, or
    ///   an option given twice.
    init(parsing arguments: [String], for command: CommandSpec) throws {
        let options = command.allOptions
        func lookUp(_ name: String) -> OptionSpec? {
            options.first { $0.names.contains(name) }
        }
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
            guard let option = lookUp(name) else {
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
            } else if index < arguments.endIndex, lookUp(Self.split(arguments[index]).name) == nil {
                values[option.name] = arguments[index]
                index += 1
            } else {
                throw UsageError("missing value for '\(option.synopsis)'", hint: command.helpHint)
            }
        }
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
    func points(_ name: String) throws -> CGFloat? {
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
}

/// A command line that cannot be run as written; it exits with status 2.
struct UsageError: Error, Equatable {
    /// What is wrong, as the sentence after `error:`.
    var message: String
    /// What to do about it, on the next line; `nil` for none.
    var hint: String?

    init(_ message: String, hint: String? = nil) {
        self.message = message
        self.hint = hint
    }

    /// An unknown option, suggesting the nearest known name.
    static func unknownOption(_ name: String, among names: [String], hint: String) -> UsageError {
        if let note = invisibleCharacterNote(name) { return UsageError("unknown option '\(name)': \(note)", hint: hint) }
        let guess = Catalog.suggestions(for: name, among: names, limit: 1).first
        return UsageError("unknown option '\(name)'" + (guess.map { ". Did you mean '\($0)'?" } ?? ""), hint: hint)
    }

    /// What to say of a name that holds characters a reader cannot see — controls, format
    /// characters such as bidi overrides and zero-width spaces, separators other than the space —
    /// or `nil` when it holds none. Such a name looks like a known one but is not, so it gets no
    /// "did you mean".
    ///
    /// ```swift
    /// UsageError.invisibleCharacterNote("dialog\u{202E}")   // "it holds invisible or control characters (U+202E)"
    /// ```
    static func invisibleCharacterNote(_ name: String) -> String? {
        let hidden = name.unicodeScalars.filter { scalar in
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned: true
            case .spaceSeparator: scalar != " "
            default: false
            }
        }
        guard !hidden.isEmpty else { return nil }
        var codes: [String] = []
        for scalar in hidden where !codes.contains(scalar.codePoint) { codes.append(scalar.codePoint) }
        return "it holds invisible or control characters (\(codes.joined(separator: ", ")))"
    }
}

extension Unicode.Scalar {
    /// The scalar as `U+` and four or more hexadecimal digits, such as `U+202E`.
    fileprivate var codePoint: String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
