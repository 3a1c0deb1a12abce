/// Resolves type expressions against the declarations of a schema set and the
/// generic parameters in scope, reporting unknown names, wrong arity, nested
/// optionals and invalid map keys at the exact spot inside the expression.
struct TypeResolver {
    /// Every declaration's syntax, by name.
    let declarations: [String: TypeSyntax]

    /// Resolves `expression` as written inside a declaration with `genericParameters`;
    /// nil when anything in it is wrong (after diagnostics).
    func resolve(
        _ expression: TypeExpression, genericParameters: [String],
        diagnostics: inout DiagnosticCollector
    ) -> TypeReference? {
        switch expression.node {
        case .optional(let wrapped):
            if case .optional = wrapped.node {
                diagnostics.error(
                    .nestedOptional, at: expression.location,
                    "an optional of an optional cannot be told apart from a single optional; use one '?'")
                return nil
            }
            return resolve(wrapped, genericParameters: genericParameters, diagnostics: &diagnostics)
                .map { .optional($0) }
        case .list(let element):
            return resolve(element, genericParameters: genericParameters, diagnostics: &diagnostics)
                .map { .list($0) }
        case .map(let keyExpression, let valueExpression):
            let key = resolve(keyExpression, genericParameters: genericParameters, diagnostics: &diagnostics)
            let value = resolve(valueExpression, genericParameters: genericParameters, diagnostics: &diagnostics)
            guard let key, let value else { return nil }
            guard isMapKey(key) else {
                diagnostics.error(
                    .invalidMapKey, at: keyExpression.location,
                    "'\(key)' cannot be a map key; keys are bool, integer types, string, uuid or raw-value enums")
                return nil
            }
            return .map(key: key, value: value)
        case .name(let name, let argumentExpressions):
            var arguments: [TypeReference] = []
            var failed = false
            for argument in argumentExpressions {
                if let resolved = resolve(argument, genericParameters: genericParameters, diagnostics: &diagnostics) {
                    arguments.append(resolved)
                } else {
                    failed = true
                }
            }
            let resolved = resolveName(
                name, arguments: arguments, argumentCount: argumentExpressions.count,
                at: expression.location, genericParameters: genericParameters, diagnostics: &diagnostics)
            return failed ? nil : resolved
        }
    }

    private func resolveName(
        _ name: String, arguments: [TypeReference], argumentCount: Int, at location: SourceLocation,
        genericParameters: [String], diagnostics: inout DiagnosticCollector
    ) -> TypeReference? {
        func arity(expected: Int, what: String) -> Bool {
            guard argumentCount != expected else { return true }
            let message =
                expected == 0
                ? "\(what) '\(name)' takes no generic arguments, but \(argumentCount) \(argumentCount == 1 ? "is" : "are") given"
                : "\(what) '\(name)' takes \(expected) generic argument\(expected == 1 ? "" : "s"), but \(argumentCount) \(argumentCount == 1 ? "is" : "are") given"
            diagnostics.error(.genericArity, at: location, message)
            return false
        }
        if let primitive = Primitive(rawValue: name) {
            return arity(expected: 0, what: "primitive type") ? .primitive(primitive) : nil
        }
        if genericParameters.contains(name) {
            return arity(expected: 0, what: "generic parameter") ? .genericParameter(name) : nil
        }
        if let declaration = declarations[name] {
            if declaration.kind.value == .protocol {
                return arity(expected: 0, what: "protocol") ? .protocolValue(name) : nil
            }
            let parameters = declaration.generic.count
            return arity(expected: parameters, what: "type") ? .named(name, arguments: arguments) : nil
        }
        let candidates = Primitive.allCases.map(\.rawValue) + genericParameters + declarations.keys.sorted()
        diagnostics.error(
            .unknownType, at: location,
            "unknown type '\(name)'" + NameSuggester.hint(for: name, among: candidates))
        return nil
    }

    /// Map keys must have a total order and a text form: bool, integers, string, uuid, raw enums.
    private func isMapKey(_ type: TypeReference) -> Bool {
        switch type {
        case .primitive(let primitive): return primitive.isMapKey
        case .named(let name, _):
            guard let declaration = declarations[name] else { return false }
            return declaration.kind.value == .enum && declaration.raw != nil
        default: return false
        }
    }
}
