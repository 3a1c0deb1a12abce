/// A type expression as written, before names are resolved: `[string: [Stack<int64>]]?`.
struct TypeExpression: Sendable {
    indirect enum Node: Sendable {
        /// A primitive, declared type or generic parameter name, with generic arguments.
        case name(String, arguments: [TypeExpression])
        case optional(TypeExpression)
        case list(TypeExpression)
        case map(key: TypeExpression, value: TypeExpression)
    }

    var node: Node
    /// Where this sub-expression starts, so a diagnostic can point inside the text.
    var location: SourceLocation
}

/// Parses the type-expression grammar:
///
///     type := base '?'?
///     base := '[' type ']' | '[' type ':' type ']' | NAME ('<' type (',' type)* '>')?
///
/// A second `?` parses (so the checker can explain it) as an optional of an optional.
struct TypeExpressionParser {
    struct Failure: Error {
        var message: String
        var location: SourceLocation
    }

    private let scalars: [Unicode.Scalar]
    private let start: SourceLocation
    private let isSingleLine: Bool
    private var position = 0
    private var depth = 0

    /// Nesting beyond this is refused so a hostile expression cannot exhaust the stack.
    static let maximumDepth = 64

    /// - Parameters:
    ///   - text: the scalar's text.
    ///   - start: where the text's first character is in the file.
    init(text: String, start: SourceLocation) {
        scalars = Array(text.unicodeScalars)
        self.start = start
        isSingleLine = !text.contains("\n")
    }

    /// Parses the whole text as one type expression.
    mutating func parse() throws(Failure) -> TypeExpression {
        skipSpaces()
        if position == scalars.count { throw failure("empty type expression") }
        let expression = try parseType()
        skipSpaces()
        if position < scalars.count {
            throw failure("unexpected '\(scalars[position])' in type expression")
        }
        return expression
    }

    private mutating func parseType() throws(Failure) -> TypeExpression {
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maximumDepth { throw failure("type expression nests too deeply") }
        skipSpaces()
        let location = here
        var expression = try parseBase()
        skipSpaces()
        while peek == "?" {
            position += 1
            expression = TypeExpression(node: .optional(expression), location: location)
            skipSpaces()
        }
        return expression
    }

    private mutating func parseBase() throws(Failure) -> TypeExpression {
        let location = here
        guard let first = peek else { throw failure("expected a type at the end of the expression") }
        if first == "[" {
            position += 1
            let element = try parseType()
            skipSpaces()
            if peek == ":" {
                position += 1
                let value = try parseType()
                try expect("]", context: "to close the map type")
                return TypeExpression(node: .map(key: element, value: value), location: location)
            }
            try expect("]", context: "to close the list type")
            return TypeExpression(node: .list(element), location: location)
        }
        guard Self.isIdentifierStart(first) else {
            throw failure("expected a type name, '[' or '[K: V]', found '\(first)'")
        }
        var name = ""
        while let scalar = peek, Self.isIdentifierContinuation(scalar) {
            name.unicodeScalars.append(scalar)
            position += 1
        }
        skipSpaces()
        var arguments: [TypeExpression] = []
        if peek == "<" {
            position += 1
            repeat {
                arguments.append(try parseType())
                skipSpaces()
            } while consume(",")
            try expect(">", context: "to close the generic arguments of '\(name)'")
        }
        return TypeExpression(node: .name(name, arguments: arguments), location: location)
    }

    private var peek: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

    private var here: SourceLocation {
        guard isSingleLine else { return start }
        return SourceLocation(file: start.file, line: start.line, column: start.column + position)
    }

    private mutating func skipSpaces() {
        while let scalar = peek, scalar == " " || scalar == "\t" { position += 1 }
    }

    private mutating func consume(_ scalar: Unicode.Scalar) -> Bool {
        skipSpaces()
        guard peek == scalar else { return false }
        position += 1
        return true
    }

    private mutating func expect(_ scalar: Unicode.Scalar, context: String) throws(Failure) {
        if consume(scalar) { return }
        let found = peek.map { "'\($0)'" } ?? "the end"
        throw failure("expected '\(scalar)' \(context), found \(found)")
    }

    private func failure(_ message: String) -> Failure {
        Failure(message: message, location: here)
    }

    static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    static func isIdentifierContinuation(_ scalar: Unicode.Scalar) -> Bool {
        isIdentifierStart(scalar) || ("0"..."9").contains(scalar)
    }

    /// Whether a whole string is an identifier: `[A-Za-z_][A-Za-z0-9_]*`.
    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, isIdentifierStart(first) else { return false }
        return text.unicodeScalars.allSatisfy(isIdentifierContinuation)
    }
}
