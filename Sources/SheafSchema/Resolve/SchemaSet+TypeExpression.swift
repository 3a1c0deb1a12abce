extension SchemaSet {
    /// A type expression that does not name a usable type (`sheaf pack --type …`).
    public struct TypeExpressionError: Error, CustomStringConvertible, Sendable {
        /// What is wrong, with a suggestion where one helps.
        public var message: String
        /// The column (1-based) in the expression where the problem is.
        public var column: Int

        /// `column N: message`.
        public var description: String { "column \(column): \(message)" }
    }

    /// Resolves a type expression such as `Employee`, `Stack<int64>` or `[string: Shape]`
    /// against this set's declarations.
    ///
    /// - Throws: `TypeExpressionError` for syntax errors, unknown names (with "did you
    ///   mean"), wrong generic arity or invalid map keys.
    public func resolve(typeExpression text: String) throws(TypeExpressionError) -> TypeReference {
        let start = SourceLocation(file: "", line: 1, column: 1)
        var parser = TypeExpressionParser(text: text, start: start)
        let expression: TypeExpression
        do {
            expression = try parser.parse()
        } catch {
            throw TypeExpressionError(message: error.message, column: error.location.column)
        }
        var diagnostics = DiagnosticCollector()
        let resolver = TypeResolver(declarations: syntaxStandIns)
        guard let reference = resolver.resolve(expression, genericParameters: [], diagnostics: &diagnostics),
            !diagnostics.hasErrors
        else {
            let first = diagnostics.diagnostics.first
            throw TypeExpressionError(
                message: first?.message ?? "invalid type expression", column: first?.location.column ?? 1)
        }
        return reference
    }

    /// Minimal syntax records of the declarations, enough for the type resolver's
    /// name, arity and map-key checks.
    private var syntaxStandIns: [String: TypeSyntax] {
        types.mapValues { declaration in
            let kind: TypeSyntax.Kind
            var raw: Located<String>?
            switch declaration.kind {
            case .structure: kind = .struct
            case .classType: kind = .class
            case .rawEnum(let rawEnum):
                kind = .enum
                raw = Located(value: rawEnum.rawType.rawValue, location: declaration.location)
            case .payloadEnum: kind = .enum
            case .options: kind = .options
            case .protocolFamily: kind = .protocol
            }
            var syntax = TypeSyntax(
                file: declaration.location.file, schemaName: declaration.schemaName, schemaVersion: 1,
                name: Located(value: declaration.name, location: declaration.location),
                kind: Located(value: kind, location: declaration.location))
            syntax.raw = raw
            syntax.generic = declaration.genericParameters.map { Located(value: $0, location: declaration.location) }
            return syntax
        }
    }
}
