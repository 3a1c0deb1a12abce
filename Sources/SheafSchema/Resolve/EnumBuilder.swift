/// Builds a raw-value or payload enum from its syntax, checking raw values and case ids.
struct EnumBuilder {
    let syntax: TypeSyntax
    let fields: FieldResolver

    private var name: String { syntax.name.value }

    func build(genericParameters: [String], diagnostics: inout DiagnosticCollector) -> TypeDeclaration.Kind {
        if let raw = syntax.raw {
            return .rawEnum(rawEnum(raw, diagnostics: &diagnostics))
        }
        if let open = syntax.isOpen {
            diagnostics.error(
                .invalidKind, at: open.location,
                "'open' applies to raw-value enums only; enum '\(name)' has no 'raw' type")
        }
        return .payloadEnum(cases: payloadCases(genericParameters: genericParameters, diagnostics: &diagnostics))
    }

    private func rawEnum(_ raw: Located<String>, diagnostics: inout DiagnosticCollector) -> RawEnum {
        var rawType = Primitive.int32
        var isRawTypeValid = true
        if let primitive = Primitive(rawValue: raw.value), primitive.isInteger || primitive == .string {
            rawType = primitive
        } else {
            isRawTypeValid = false
            let hint = NameSuggester.hint(
                for: raw.value, among: Primitive.allCases.filter { $0.isInteger || $0 == .string }.map(\.rawValue))
            diagnostics.error(
                .invalidRawType, at: raw.location,
                "the raw type of enum '\(name)' must be an integer type or string, not '\(raw.value)'\(hint)")
        }
        var cases: [RawCase] = []
        var firstByValue: [RawValue: CaseSyntax] = [:]
        for caseSyntax in syntax.cases {
            guard let node = caseSyntax.rawNode, isRawTypeValid else { continue }
            guard let value = Self.rawValue(node, rawType: rawType, caseName: caseSyntax.name.value, diagnostics: &diagnostics)
            else { continue }
            if let first = firstByValue[value] {
                diagnostics.error(
                    .duplicateEnumValue, at: node.location,
                    "case '\(caseSyntax.name.value)' has raw value \(value), already used by '\(first.name.value)'",
                    notes: [.init(location: first.name.location, message: "'\(first.name.value)' declared here")])
                continue
            }
            firstByValue[value] = caseSyntax
            cases.append(
                RawCase(
                    name: caseSyntax.name.value, rawValue: value, doc: caseSyntax.doc, location: caseSyntax.name.location,
                    rawValueLocation: node.location))
        }
        return RawEnum(
            rawType: rawType, cases: cases, isOpen: syntax.isOpen?.value ?? false, rawTypeLocation: raw.location,
            openLocation: syntax.isOpen?.location)
    }

    /// A case's raw value, or nil after an `invalidRawValue` diagnostic.
    static func rawValue(
        _ node: YAMLNode, rawType: Primitive, caseName: String, diagnostics: inout DiagnosticCollector
    ) -> RawValue? {
        if rawType == .string {
            guard let text = node.scalar, !node.isNull else {
                diagnostics.error(
                    .invalidRawValue, at: node.location,
                    "the raw value of case '\(caseName)' must be a string, not \(ScalarReader.describe(node))")
                return nil
            }
            return .string(text)
        }
        guard case .scalar(let text, .plain) = node.content, let literal = YAMLScalar.integerLiteral(text) else {
            diagnostics.error(
                .invalidRawValue, at: node.location,
                "the raw value of case '\(caseName)' must be an integer, not \(ScalarReader.describe(node))")
            return nil
        }
        guard DefaultResolver.integer(literal, fits: rawType) != nil else {
            diagnostics.error(
                .invalidRawValue, at: node.location,
                "raw value \(literal) of case '\(caseName)' does not fit \(rawType.rawValue)")
            return nil
        }
        return literal
    }

    private func payloadCases(genericParameters: [String], diagnostics: inout DiagnosticCollector) -> [PayloadCase] {
        var cases: [PayloadCase] = []
        var firstById: [Int: CaseSyntax] = [:]
        for caseSyntax in syntax.cases {
            guard let id = caseSyntax.id else { continue }
            if let first = firstById[id.value] {
                diagnostics.error(
                    .duplicateEnumValue, at: id.location,
                    "case '\(caseSyntax.name.value)' has id \(id.value), already used by '\(first.name.value)'",
                    notes: [.init(location: first.name.location, message: "'\(first.name.value)' declared here")])
                continue
            }
            firstById[id.value] = caseSyntax
            let caseFields = fields.resolve(
                caseSyntax.fields, genericParameters: genericParameters, schemaVersion: syntax.schemaVersion,
                diagnostics: &diagnostics)
            FieldResolver.checkUniqueness(
                caseSyntax.fields.map(FieldResolver.Identity.init), reserved: [],
                owner: "case '\(caseSyntax.name.value)' of enum '\(name)'", diagnostics: &diagnostics)
            cases.append(
                PayloadCase(
                    name: caseSyntax.name.value, id: id.value, fields: caseFields, doc: caseSyntax.doc,
                    location: caseSyntax.name.location, idLocation: id.location))
        }
        return cases
    }
}
