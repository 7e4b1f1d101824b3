/// Finds the types that conform to `PreviewProvider` in Swift source text, without a compiler:
/// comments and string literals are blanked out, then declarations are followed through their
/// braces so nested types get their full names.
///
/// A conformance counts when it is declared on the type or in an extension of it
/// (`struct MemoRow_Previews: PreviewProvider`, `extension MemoRow.Previews: PreviewProvider`).
/// Types a test cannot name are skipped: `private` and `fileprivate` ones and those inside them,
/// types declared inside a function or closure, and generic types.
///
/// ```swift
/// PreviewScanner.providers(in: "struct Row_Previews: PreviewProvider { static var previews: some View { Row() } }")
/// // ["Row_Previews"]
/// ```
enum PreviewScanner {
    /// The full names of the provider types declared in `source`, in the order they appear.
    static func providers(in source: String) -> [String] {
        let tokens = tokenize(blankingCommentsAndStrings(in: source))
        var found: [String] = []
        // Each open brace: the type it opens (its full name), or nil for code and other braces.
        var scopes: [Scope] = []
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            switch token {
            case "{":
                scopes.append(Scope(typeName: nil, isReachable: scopes.last?.isReachable ?? true, isCode: true))
                index += 1
            case "}":
                _ = scopes.popLast()
                index += 1
            case "struct", "enum", "class", "actor", "extension":
                let declaration = readDeclaration(tokens, keywordAt: index)
                guard declaration.name != nil else {
                    // `class func`, `let actor = …`: not a type declaration.
                    index += 1
                    continue
                }
                let enclosing = scopes.last
                let isLocal = enclosing?.isCode == true && enclosing?.typeName == nil && !scopes.isEmpty
                let isHidden = modifiers(before: index, in: tokens).contains { $0 == "private" || $0 == "fileprivate" }
                let outer = token == "extension" ? nil : enclosing?.typeName
                let fullName = declaration.name.map { name in outer.map { "\($0).\(name)" } ?? name }
                let isReachable = (enclosing?.isReachable ?? true) && !isLocal && !isHidden
                if let fullName, isReachable, !declaration.isGeneric, declaration.conformances.contains(where: isPreviewProvider) {
                    found.append(fullName)
                }
                if declaration.bodyIndex != nil {
                    scopes.append(Scope(typeName: fullName, isReachable: isReachable && fullName != nil, isCode: false))
                }
                index = (declaration.bodyIndex ?? declaration.endIndex) + (declaration.bodyIndex == nil ? 0 : 1)
            default:
                index += 1
            }
        }
        return found
    }

    private struct Scope {
        var typeName: String?
        var isReachable: Bool
        var isCode: Bool
    }

    private struct Declaration {
        var name: String?
        var isGeneric = false
        var conformances: [String] = []
        /// The index of the `{` that opens the body, if the declaration has one.
        var bodyIndex: Int?
        /// The index after the last token read.
        var endIndex: Int
    }

    /// Words that follow `class` in a member declaration (`class func`, `class var`) rather than
    /// a type's name.
    private static let memberKeywords: Set<String> = [
        "func", "var", "let", "subscript", "init", "deinit", "static", "override", "final", "private", "fileprivate",
        "internal", "public", "open", "package", "required", "convenience", "dynamic", "lazy", "weak", "unowned", "mutating",
    ]

    private static func isPreviewProvider(_ name: String) -> Bool {
        name == "PreviewProvider" || name.hasSuffix(".PreviewProvider")
    }

    /// Reads `struct Name<T>: A, B where … {` from the keyword at `keywordAt`.
    private static func readDeclaration(_ tokens: [String], keywordAt start: Int) -> Declaration {
        var declaration = Declaration(endIndex: start + 1)
        var index = start + 1
        // The name: a dotted path for an extension.
        guard index < tokens.count, isIdentifier(tokens[index]), !memberKeywords.contains(tokens[index]) else { return declaration }
        var name = tokens[index]
        index += 1
        while index + 1 < tokens.count, tokens[index] == ".", isIdentifier(tokens[index + 1]) {
            name += "." + tokens[index + 1]
            index += 2
        }
        declaration.name = name
        if index < tokens.count, tokens[index] == "<" {
            declaration.isGeneric = true
            index = skipAngles(tokens, from: index)
        }
        var inConformances = false
        var afterWhere = false
        var current = ""
        while index < tokens.count {
            let token = tokens[index]
            if token == "{" {
                declaration.bodyIndex = index
                break
            }
            if token == "}" || token == ";" || ["struct", "enum", "class", "actor", "extension", "func", "var", "let"].contains(token) {
                break
            }
            if token == ":" && !inConformances && !afterWhere {
                inConformances = true
            } else if token == "where" {
                if !current.isEmpty { declaration.conformances.append(current) }
                current = ""
                inConformances = false
                afterWhere = true
            } else if inConformances {
                if token == "," {
                    if !current.isEmpty { declaration.conformances.append(current) }
                    current = ""
                } else if token == "<" {
                    index = skipAngles(tokens, from: index)
                    continue
                } else if isIdentifier(token) || token == "." {
                    current += token
                }
            }
            index += 1
        }
        if !current.isEmpty { declaration.conformances.append(current) }
        declaration.endIndex = index
        return declaration
    }

    /// The index after the `>` that closes the `<` at `start`.
    private static func skipAngles(_ tokens: [String], from start: Int) -> Int {
        var depth = 0
        var index = start
        while index < tokens.count {
            if tokens[index] == "<" { depth += 1 }
            if tokens[index] == ">" { depth -= 1 }
            index += 1
            if depth == 0 || tokens[index - 1] == "{" { break }
        }
        return index
    }

    /// The declaration modifiers and attributes just before the keyword at `index`.
    private static func modifiers(before index: Int, in tokens: [String]) -> [String] {
        var result: [String] = []
        var position = index - 1
        while position >= 0, isIdentifier(tokens[position]) || tokens[position] == "@" {
            result.append(tokens[position])
            position -= 1
        }
        return result
    }

    private static func isIdentifier(_ token: String) -> Bool {
        guard let first = token.unicodeScalars.first else { return false }
        return first == "_" || first == "`" || first.properties.isAlphabetic
    }

    /// The tokens of `source`: identifiers (with backticks), numbers and single punctuation marks.
    static func tokenize(_ source: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        func flush() {
            if !current.isEmpty { tokens.append(current) }
            current = ""
        }
        for character in source {
            if character.isLetter || character.isNumber || character == "_" || character == "`" {
                current.append(character)
            } else {
                flush()
                if !character.isWhitespace { tokens.append(String(character)) }
            }
        }
        flush()
        return tokens
    }

    /// `source` with comments and string literals (plain, multi-line and raw) replaced by spaces,
    /// and `#if`-style directive lines kept, so braces inside them are not counted.
    static func blankingCommentsAndStrings(in source: String) -> String {
        let characters = Array(source)
        var output: [Character] = []
        output.reserveCapacity(characters.count)
        var index = 0
        func peek(_ offset: Int) -> Character? {
            index + offset < characters.count ? characters[index + offset] : nil
        }
        while index < characters.count {
            let character = characters[index]
            if character == "/", peek(1) == "/" {
                while index < characters.count, characters[index] != "\n" { index += 1 }
                continue
            }
            if character == "/", peek(1) == "*" {
                var depth = 0
                repeat {
                    if characters[index] == "/", peek(1) == "*" {
                        depth += 1
                        index += 2
                    } else if characters[index] == "*", peek(1) == "/" {
                        depth -= 1
                        index += 2
                    } else {
                        if characters[index] == "\n" { output.append("\n") }
                        index += 1
                    }
                } while depth > 0 && index < characters.count
                output.append(" ")
                continue
            }
            if character == "#" || character == "\"" {
                var hashes = 0
                while peek(hashes) == "#" { hashes += 1 }
                guard peek(hashes) == "\"" else {
                    output.append(character)
                    index += 1
                    continue
                }
                index += hashes
                let isMultiline = peek(1) == "\"" && peek(2) == "\""
                index += isMultiline ? 3 : 1
                let closing = String(repeating: "\"", count: isMultiline ? 3 : 1) + String(repeating: "#", count: hashes)
                var interpolation = 0
                while index < characters.count {
                    if interpolation == 0, hashes == 0, characters[index] == "\\", peek(1) == "(" {
                        interpolation = 1
                        index += 2
                        continue
                    }
                    if interpolation > 0 {
                        if characters[index] == "(" { interpolation += 1 }
                        if characters[index] == ")" { interpolation -= 1 }
                        index += 1
                        continue
                    }
                    if hashes == 0, characters[index] == "\\" {
                        index += 2
                        continue
                    }
                    if String(characters[index..<min(index + closing.count, characters.count)]) == closing {
                        index += closing.count
                        break
                    }
                    if characters[index] == "\n" { output.append("\n") }
                    index += 1
                }
                output.append(" ")
                continue
            }
            output.append(character)
            index += 1
        }
        return String(output)
    }
}
