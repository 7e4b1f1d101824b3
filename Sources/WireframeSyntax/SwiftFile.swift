/// Swift source read as declarations: the top-level declarations of a file or of a macro's
/// declaration text, each with its members.
///
/// The scanner is forgiving: what it cannot read as a declaration (a statement, an operator it
/// does not know) is stepped over a token at a time, so a file always scans, in time linear in
/// its length.
///
/// ```swift
/// let file = SwiftFile("enum Action { case tapped, child(Child.Action) }")
/// file.declarations[0].memberDeclarations[0].cases.map(\.name)   // ["tapped", "child"]
/// ```
package struct SwiftFile: Sendable {
    package let source: SwiftSource
    package let members: [SwiftMember]

    /// Scans `text`.
    package init(_ text: String) {
        self.init(source: SwiftSource(text))
    }

    /// Scans already lexed source.
    package init(source: SwiftSource) {
        self.source = source
        var scanner = DeclarationScanner(source: source)
        self.members = scanner.scanMembers()
    }

    /// The top-level declarations, those inside `#if` blocks included.
    package var declarations: [SwiftDeclaration] {
        members.flatMap(\.allDeclarations)
    }

    /// The source text of `range` of tokens.
    package func text(_ range: Range<Int>) -> String {
        source.text(of: range)
    }
}

private let declarationKeywords: Set<String> = [
    "struct", "enum", "class", "actor", "extension", "protocol", "var", "let", "func", "init", "deinit", "subscript",
    "case", "typealias", "associatedtype", "import", "operator", "precedencegroup", "macro",
]

private let modifierKeywords: Set<String> = [
    "public", "private", "fileprivate", "internal", "package", "open", "static", "class", "final", "override",
    "mutating", "nonmutating", "lazy", "weak", "unowned", "dynamic", "optional", "required", "convenience",
    "indirect", "nonisolated", "consuming", "borrowing", "prefix", "postfix", "infix", "distributed", "isolated",
    "__consuming", "unsafe",
]

private struct DeclarationScanner {
    let source: SwiftSource
    var index = 0

    init(source: SwiftSource) {
        self.source = source
    }

    var tokens: [SwiftToken] { source.tokens }

    func text(_ index: Int) -> String { source.text(tokens[index]) }

    func isToken(_ index: Int, _ spelling: String) -> Bool { source.isToken(index, spelling) }

    var isAtEnd: Bool { index >= tokens.count }

    /// Members until a `}` that closes the enclosing block (not consumed), an `#elseif`, `#else`
    /// or `#endif` that ends the enclosing clause (not consumed), or the end.
    mutating func scanMembers() -> [SwiftMember] {
        var members: [SwiftMember] = []
        while !isAtEnd {
            if isToken(index, "}") || isToken(index, "#elseif") || isToken(index, "#else") || isToken(index, "#endif") {
                return members
            }
            if isToken(index, ";") || isToken(index, ",") {
                index += 1
                continue
            }
            if isToken(index, "#if") {
                members.append(.ifConfig(scanIfConfig()))
                continue
            }
            let start = index
            if let declaration = scanDeclaration() {
                members.append(.declaration(declaration))
            } else {
                index = start
                skipStatement()
            }
            if index == start { index += 1 }
        }
        return members
    }

    /// An `#if … #endif` block, from its `#if`.
    mutating func scanIfConfig() -> [SwiftIfConfigClause] {
        var clauses: [SwiftIfConfigClause] = []
        while !isAtEnd {
            let directiveStart = index
            let isEnd = isToken(index, "#endif")
            index += 1
            while !isAtEnd, !tokens[index].isAtLineStart { index += 1 }
            if isEnd { break }
            let directive = source.compactText(of: directiveStart..<index)
            clauses.append(SwiftIfConfigClause(directive: directive, members: scanMembers()))
            if isAtEnd || isToken(index, "}") { break }
        }
        return clauses
    }

    /// A declaration at `index`, or `nil` when none starts there.
    mutating func scanDeclaration() -> SwiftDeclaration? {
        var declaration = SwiftDeclaration()
        let start = index
        while isToken(index, "@") {
            guard let attribute = scanAttribute() else { return nil }
            declaration.attributes.append(attribute)
        }
        while !isAtEnd, tokens[index].kind == .identifier, modifierKeywords.contains(text(index)),
            !(text(index) == "class" && isTypeKeywordFollowing(index))
        {
            var modifier = text(index)
            index += 1
            if isToken(index, "("), index + 2 < tokens.count, isToken(index + 2, ")") {
                modifier += "(\(text(index + 1)))"
                index += 3
            }
            declaration.modifiers.append(modifier)
        }
        guard !isAtEnd, tokens[index].kind == .identifier, declarationKeywords.contains(text(index)) else {
            // A modifier alone before a line break, as `class` in `class func` is not.
            return nil
        }
        declaration.keyword = text(index)
        index += 1
        switch declaration.keyword {
        case "struct", "enum", "class", "actor", "protocol", "extension":
            scanType(into: &declaration)
        case "case":
            declaration.cases = scanCaseElements()
        case "var", "let":
            declaration.bindings = scanBindings()
            declaration.name = declaration.bindings.first?.name ?? ""
        default:
            if !isAtEnd, tokens[index].kind == .identifier || isToken(index, "`") {
                declaration.name = text(index)
            }
            skipFunctionLike()
        }
        declaration.tokens = start..<max(index, start + 1)
        return declaration
    }

    /// Whether the `class` at `index` is a type's keyword (`class Model`) rather than a modifier
    /// (`class func`, `class var`).
    func isTypeKeywordFollowing(_ index: Int) -> Bool {
        guard index + 1 < tokens.count else { return false }
        return tokens[index + 1].kind == .identifier && !declarationKeywords.contains(text(index + 1))
            && !modifierKeywords.contains(text(index + 1))
    }

    mutating func scanAttribute() -> SwiftAttribute? {
        let start = index
        index += 1
        guard !isAtEnd, tokens[index].kind == .identifier else { return nil }
        var name = text(index)
        index += 1
        while isToken(index, "."), index + 1 < tokens.count, tokens[index + 1].kind == .identifier {
            name += ".\(text(index + 1))"
            index += 2
        }
        var genericArguments = ""
        if isToken(index, "<"), tokens[index].start == tokens[index - 1].end {
            let open = index
            skipAngles()
            genericArguments = source.compactText(of: open..<index)
        }
        var arguments: String?
        if isToken(index, "("), !tokens[index].isAtLineStart {
            let open = index
            skipBalanced()
            arguments = index - open >= 2 ? source.compactText(of: (open + 1)..<(index - 1)) : ""
        }
        return SwiftAttribute(name: name, genericArguments: genericArguments, arguments: arguments, tokens: start..<index)
    }

    /// A type's name, generic parameters, inheritance, `where` clause and members.
    mutating func scanType(into declaration: inout SwiftDeclaration) {
        let nameStart = index
        if declaration.keyword == "extension" {
            index = typeEnd(from: index, stoppingAt: [":", "{", "where"])
            declaration.name = source.compactText(of: nameStart..<index)
        } else if !isAtEnd {
            declaration.name = text(index)
            index += 1
            if isToken(index, "<") {
                let open = index
                skipAngles()
                declaration.genericParameters = source.compactText(of: open..<index)
            }
        }
        if isToken(index, ":") {
            index += 1
            while !isAtEnd {
                let entryStart = index
                index = typeEnd(from: index, stoppingAt: [",", "{", "where"])
                if index > entryStart { declaration.inheritance.append(source.compactText(of: entryStart..<index)) }
                guard isToken(index, ",") else { break }
                index += 1
            }
        }
        if isToken(index, "where") {
            index = typeEnd(from: index, stoppingAt: ["{"])
        }
        guard isToken(index, "{") else { return }
        index += 1
        declaration.members = scanMembers()
        if isToken(index, "}") { index += 1 }
    }

    /// The end of a type (or a list of them) starting at `start`: the first of `stops` outside
    /// brackets, or a line break before a token that starts a declaration.
    func typeEnd(from start: Int, stoppingAt stops: Set<String>) -> Int {
        var index = start
        var depth = 0
        while index < tokens.count {
            let spelling = text(index)
            if depth == 0 {
                if stops.contains(spelling) { return index }
                if index > start, tokens[index].isAtLineStart, startsDeclaration(index) || spelling == "}" { return index }
                if spelling == "}" || spelling == ")" || spelling == "]" || spelling == "=" || spelling == ";" { return index }
            }
            switch spelling {
            case "(", "[", "<": depth += 1
            case ")", "]", ">": depth = max(0, depth - 1)
            case "{": if depth == 0 { return index } else { depth += 1 }
            case "}": depth -= 1
            default: break
            }
            index += 1
        }
        return index
    }

    /// Whether a declaration (an attribute, a modifier or a declaration keyword) starts at `index`.
    func startsDeclaration(_ index: Int) -> Bool {
        guard index < tokens.count else { return false }
        let spelling = text(index)
        return spelling == "@" || spelling.hasPrefix("#") || declarationKeywords.contains(spelling)
            || modifierKeywords.contains(spelling)
    }

    /// The elements of a `case` declaration, after the keyword.
    mutating func scanCaseElements() -> [SwiftEnumCase] {
        var elements: [SwiftEnumCase] = []
        while !isAtEnd, tokens[index].kind == .identifier {
            var element = SwiftEnumCase(name: text(index), associatedValues: nil)
            index += 1
            if isToken(index, "(") {
                let open = index
                skipBalanced()
                element.associatedValues = associatedValues(in: (open + 1)..<(index - 1))
            }
            if isToken(index, "=") {
                index += 1
                if !isAtEnd { index += 1 }
            }
            elements.append(element)
            guard isToken(index, ","), index + 1 < tokens.count, !startsDeclaration(index + 1) else { break }
            index += 1
        }
        return elements
    }

    /// The associated values between a case's parentheses, split at top-level commas.
    func associatedValues(in range: Range<Int>) -> [SwiftAssociatedValue] {
        var values: [SwiftAssociatedValue] = []
        var entryStart = range.lowerBound
        var depth = 0
        var index = range.lowerBound
        func finish(_ end: Int) {
            guard end > entryStart else { return }
            var typeStart = entryStart
            var label: String?
            if end - entryStart >= 3, tokens[entryStart].kind == .identifier, isToken(entryStart + 1, ":") {
                let name = text(entryStart)
                label = name == "_" ? nil : name
                typeStart = entryStart + 2
            } else if end - entryStart >= 4, tokens[entryStart].kind == .identifier, tokens[entryStart + 1].kind == .identifier,
                isToken(entryStart + 2, ":")
            {
                let name = text(entryStart)
                label = name == "_" ? nil : name
                typeStart = entryStart + 3
            }
            var typeEnd = end
            var scan = typeStart
            var innerDepth = 0
            while scan < end {
                switch text(scan) {
                case "(", "[", "<": innerDepth += 1
                case ")", "]", ">": innerDepth -= 1
                case "=" where innerDepth == 0:
                    typeEnd = scan
                    scan = end
                    continue
                default: break
                }
                scan += 1
            }
            values.append(SwiftAssociatedValue(label: label, type: source.compactText(of: typeStart..<typeEnd)))
        }
        while index < range.upperBound {
            switch text(index) {
            case "(", "[", "<", "{": depth += 1
            case ")", "]", ">", "}": depth -= 1
            case "," where depth == 0:
                finish(index)
                entryStart = index + 1
            default: break
            }
            index += 1
        }
        finish(range.upperBound)
        return values
    }

    /// The bindings of a `var` or `let`, after the keyword.
    mutating func scanBindings() -> [SwiftBinding] {
        var bindings: [SwiftBinding] = []
        while !isAtEnd {
            var binding = SwiftBinding(name: "", type: nil, initializer: nil, accessors: [])
            if isToken(index, "(") {
                skipBalanced()
            } else if tokens[index].kind == .identifier {
                binding.name = text(index)
                index += 1
            } else {
                break
            }
            if isToken(index, ":") {
                index += 1
                let typeStart = index
                index = typeEnd(from: index, stoppingAt: ["=", ",", "{"])
                binding.type = source.compactText(of: typeStart..<index)
            }
            if isToken(index, "=") {
                index += 1
                let valueStart = index
                index = expressionEnd(from: index)
                binding.initializer = source.text(of: valueStart..<index)
            }
            if isToken(index, "{"), binding.initializer == nil || !tokens[index].isAtLineStart {
                binding.accessors = accessorNames(at: index)
                skipBalanced()
            }
            bindings.append(binding)
            guard isToken(index, ","), index + 1 < tokens.count, !startsDeclaration(index + 1) else { break }
            index += 1
        }
        return bindings
    }

    /// The names of the accessors in the block at `open`; `["get"]` for a getter's body.
    func accessorNames(at open: Int) -> [String] {
        let accessorKeywords: Set<String> = ["get", "set", "willSet", "didSet", "_read", "_modify", "init", "read", "modify"]
        var names: [String] = []
        var index = open + 1
        var depth = 0
        while index < tokens.count {
            let spelling = text(index)
            if depth == 0 {
                if spelling == "}" { break }
                if accessorKeywords.contains(spelling), index + 1 < tokens.count,
                    isToken(index + 1, "{") || isToken(index + 1, "(") || isToken(index + 1, "}") || tokens[index + 1].isAtLineStart
                        || ["throws", "async", "mutating"].contains(text(index + 1))
                {
                    names.append(spelling)
                } else if names.isEmpty, spelling != "@", !["mutating", "nonmutating"].contains(spelling) {
                    return ["get"]
                }
            }
            switch spelling {
            case "{", "(", "[": depth += 1
            case "}", ")", "]": depth -= 1
            default: break
            }
            index += 1
        }
        return names.isEmpty ? ["get"] : names
    }

    /// The end of an expression starting at `start`: a top-level `,`, `;` or closing bracket,
    /// or a line break before a token that does not continue the expression.
    func expressionEnd(from start: Int) -> Int {
        var index = start
        var depth = 0
        while index < tokens.count {
            let spelling = text(index)
            if depth == 0 {
                if spelling == "," || spelling == ";" || spelling == ")" || spelling == "]" || spelling == "}" { return index }
                if index > start, tokens[index].isAtLineStart, !continuesExpression(at: index) { return index }
            }
            switch spelling {
            case "(", "[", "{": depth += 1
            case ")", "]", "}": depth -= 1
            default: break
            }
            index += 1
        }
        return index
    }

    /// Whether the token at `index`, first on its line, continues the expression before it:
    /// a member access or an operator, or the line before ends in one.
    func continuesExpression(at index: Int) -> Bool {
        let token = tokens[index]
        let previous = tokens[index - 1]
        let operatorCharacters: Set<String> = [".", "+", "-", "*", "/", "%", "=", "<", ">", "!", "&", "|", "^", "~", "?", ":", "->"]
        if token.kind == .punctuation, operatorCharacters.contains(text(index)) { return true }
        if previous.kind == .punctuation, operatorCharacters.contains(text(index - 1)) || text(index - 1) == "(" { return true }
        return false
    }

    /// Steps over a function, initializer, subscript, typealias or other declaration after its
    /// keyword: its signature and its body, if any.
    mutating func skipFunctionLike() {
        var depth = 0
        let start = index
        while !isAtEnd {
            let spelling = text(index)
            if depth == 0 {
                if spelling == "{" {
                    skipBalanced()
                    return
                }
                if spelling == "}" || spelling == ";" { return }
                if index > start, tokens[index].isAtLineStart, startsDeclaration(index), !continuesExpression(at: index) { return }
            }
            switch spelling {
            case "(", "[": depth += 1
            case ")", "]": depth = max(0, depth - 1)
            default: break
            }
            index += 1
        }
    }

    /// Steps over something that is not a declaration: to the next line that starts one, or
    /// over a balanced block.
    mutating func skipStatement() {
        let start = index
        var depth = 0
        while !isAtEnd {
            let spelling = text(index)
            if depth == 0, index > start, tokens[index].isAtLineStart, startsDeclaration(index) || spelling == "}" { return }
            if depth == 0, spelling == "}" { return }
            switch spelling {
            case "(", "[", "{": depth += 1
            case ")", "]", "}": depth -= 1
            default: break
            }
            index += 1
        }
    }

    /// Steps over the bracketed group at `index` (`(…)`, `[…]`, `{…}`), nested groups included;
    /// to the end of the source when it is unclosed.
    mutating func skipBalanced() {
        var depth = 0
        while !isAtEnd {
            switch text(index) {
            case "(", "[", "{": depth += 1
            case ")", "]", "}": depth -= 1
            default: break
            }
            index += 1
            if depth <= 0 { return }
        }
    }

    /// Steps over the generic clause `<…>` at `index`.
    mutating func skipAngles() {
        var depth = 0
        while !isAtEnd {
            switch text(index) {
            case "<", "(", "[": depth += 1
            case ">", ")", "]": depth -= 1
            case "{", "}", ";": return
            default: break
            }
            index += 1
            if depth <= 0 { return }
        }
    }
}
