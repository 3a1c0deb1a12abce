/// Turns one file's YAML tree into a `SchemaFileSyntax`, reporting every structural
/// problem (wrong node kinds, unknown or missing keys, malformed names and numbers).
struct SyntaxDecoder {
    /// Field and case ids: positive and below 2^29, so `id << 3 | kind` fits 32 bits.
    static let idRange = 1...536_870_911

    let file: String
    var diagnostics: DiagnosticCollector

    /// Decodes a file; nil when its top level is too broken to go on.
    mutating func decode(_ root: YAMLNode) -> SchemaFileSyntax? {
        guard
            let top = MappingReader(
                root, allowed: ["schema", "version", "types", "doc"], context: "a schema file",
                diagnostics: &diagnostics)
        else { return nil }
        let context = "a schema file"
        let nameNode = top.required("schema", context: context, diagnostics: &diagnostics)
        let versionNode = top.required("version", context: context, diagnostics: &diagnostics)
        let typesNode = top.required("types", context: context, diagnostics: &diagnostics)
        let name = nameNode.flatMap {
            ScalarReader.identifier($0, what: "the schema name", diagnostics: &diagnostics)
        }
        let version = versionNode.flatMap {
            ScalarReader.integer($0, what: "the schema version", in: 1...Int(Int32.max), diagnostics: &diagnostics)
        }
        let doc = top["doc"].flatMap { docText($0) }
        // Without a name or version the file cannot join a schema, but its types are still
        // checked so that one run reports every problem.
        let schemaName = name?.value ?? ""
        let schemaVersion = version?.value ?? Int(Int32.max)
        var types: [TypeSyntax] = []
        if let typesNode {
            if typesNode.isNull {
                // `types:` with nothing after it: an empty schema.
            } else if let pairs = typesNode.pairs {
                for pair in pairs {
                    if let type = decodeType(pair, schemaName: schemaName, version: schemaVersion) {
                        types.append(type)
                    }
                }
            } else {
                diagnostics.error(
                    .wrongNodeKind, at: typesNode.location,
                    "'types' must be a mapping from type names to declarations, not \(typesNode.kindDescription)")
            }
        }
        guard let name, let version else { return nil }
        return SchemaFileSyntax(file: file, name: name, version: version, doc: doc, types: types)
    }

    private static let keysByKind: [TypeSyntax.Kind: [String]] = [
        .struct: ["kind", "doc", "fields", "reserved", "generic", "conforms", "tag"],
        .class: ["kind", "doc", "fields", "reserved", "generic", "conforms", "tag"],
        .enum: ["kind", "doc", "raw", "cases", "open", "generic"],
        .options: ["kind", "doc", "raw", "flags"],
        .protocol: ["kind", "doc", "fields", "reserved"],
    ]

    private mutating func decodeType(
        _ pair: YAMLNode.Pair, schemaName: String, version: Int
    ) -> TypeSyntax? {
        guard let name = ScalarReader.identifier(pair.key, what: "type name", diagnostics: &diagnostics)
        else { return nil }
        if Primitive(rawValue: name.value) != nil {
            diagnostics.error(
                .invalidName, at: name.location,
                "type name '\(name.value)' is the name of a primitive type")
            return nil
        }
        let context = "type '\(name.value)'"
        guard let pairs = pair.value.pairs else {
            diagnostics.error(
                .wrongNodeKind, at: pair.value.location,
                "\(context) must be a mapping with a 'kind', not \(pair.value.kindDescription)")
            return nil
        }
        guard let kindPair = pairs.first(where: { $0.key.scalar == "kind" }) else {
            diagnostics.error(.missingKey, at: pair.value.location, "\(context) is missing 'kind'")
            return nil
        }
        guard let kindText = kindPair.value.scalar, let kind = TypeSyntax.Kind(rawValue: kindText) else {
            let written = ScalarReader.describe(kindPair.value)
            let kinds = TypeSyntax.Kind.allCases.map(\.rawValue)
            diagnostics.error(
                .invalidKind, at: kindPair.value.location,
                "unknown kind \(written) for \(context); expected one of \(kinds.joined(separator: ", "))"
                    + (kindPair.value.scalar.map { NameSuggester.hint(for: $0, among: kinds) } ?? ""))
            return nil
        }
        guard
            let reader = MappingReader(
                pair.value, allowed: Self.keysByKind[kind]!, context: "\(kind.rawValue) '\(name.value)'",
                diagnostics: &diagnostics)
        else { return nil }
        var type = TypeSyntax(
            file: file, schemaName: schemaName, schemaVersion: version, name: name,
            kind: Located(value: kind, location: kindPair.value.location),
            doc: reader["doc"].flatMap { docText($0) })
        if let node = reader["fields"] { type.fields = decodeFields(node, owner: context) }
        if let node = reader["reserved"] { type.reserved = decodeReserved(node) }
        if let node = reader["generic"] {
            type.generic = identifierList(node, what: "generic parameter")
        }
        if let node = reader["conforms"] { type.conforms = identifierList(node, what: "protocol name") }
        if let node = reader["tag"] {
            type.tag = ScalarReader.string(node, what: "a tag", diagnostics: &diagnostics)
        }
        if let node = reader["raw"] {
            type.raw = ScalarReader.string(node, what: "a raw type", diagnostics: &diagnostics)
        }
        if let node = reader["open"] { type.isOpen = ScalarReader.bool(node, what: "'open'", diagnostics: &diagnostics) }
        if kind == .enum {
            if let node = reader.required("cases", context: context, diagnostics: &diagnostics) {
                type.cases = decodeCases(node, isRaw: type.raw != nil, owner: context)
            }
        }
        if kind == .options {
            _ = reader.required("raw", context: context, diagnostics: &diagnostics)
            if let node = reader.required("flags", context: context, diagnostics: &diagnostics) {
                type.flags = decodeFlags(node)
            }
        }
        return type
    }

    mutating func decodeFields(_ node: YAMLNode, owner: String) -> [FieldSyntax] {
        if node.isNull { return [] }
        guard let pairs = node.pairs else {
            diagnostics.error(
                .wrongNodeKind, at: node.location,
                "'fields' of \(owner) must be a mapping from field names to fields, not \(node.kindDescription)")
            return []
        }
        return pairs.compactMap { decodeField($0) }
    }

    private mutating func decodeField(_ pair: YAMLNode.Pair) -> FieldSyntax? {
        guard let name = ScalarReader.identifier(pair.key, what: "field name", diagnostics: &diagnostics)
        else { return nil }
        let context = "field '\(name.value)'"
        guard
            let reader = MappingReader(
                pair.value, allowed: ["id", "type", "default", "doc", "since", "aliases"],
                context: context, diagnostics: &diagnostics)
        else { return nil }
        let idNode = reader.required("id", context: context, diagnostics: &diagnostics)
        let typeNode = reader.required("type", context: context, diagnostics: &diagnostics)
        let id = idNode.flatMap {
            ScalarReader.integer(
                $0, what: "a field id", in: Self.idRange, outOfRange: .fieldIdOutOfRange, diagnostics: &diagnostics)
        }
        let type = typeNode.flatMap { typeExpression($0) }
        let since = reader["since"].flatMap {
            ScalarReader.integer($0, what: "'since'", in: 1...Int(Int32.max), diagnostics: &diagnostics)
        }
        let aliases = reader["aliases"].map { identifierList($0, what: "alias") } ?? []
        guard let id, let type else { return nil }
        return FieldSyntax(
            name: name, id: id, type: type, defaultNode: reader["default"],
            doc: reader["doc"].flatMap { docText($0) }, since: since, aliases: aliases)
    }

    private mutating func decodeCases(_ node: YAMLNode, isRaw: Bool, owner: String) -> [CaseSyntax] {
        guard let pairs = node.pairs else {
            diagnostics.error(
                .wrongNodeKind, at: node.location,
                "'cases' of \(owner) must be a mapping from case names to \(isRaw ? "raw values" : "cases"), not \(node.kindDescription)")
            return []
        }
        if pairs.isEmpty {
            diagnostics.error(.emptyDeclaration, at: node.location, "an enum needs at least one case")
        }
        var cases: [CaseSyntax] = []
        for pair in pairs {
            guard let name = ScalarReader.identifier(pair.key, what: "case name", diagnostics: &diagnostics)
            else { continue }
            let context = "case '\(name.value)'"
            if isRaw {
                if pair.value.pairs != nil {
                    guard
                        let reader = MappingReader(
                            pair.value, allowed: ["value", "doc"], context: context, diagnostics: &diagnostics),
                        let value = reader.required("value", context: context, diagnostics: &diagnostics)
                    else { continue }
                    cases.append(
                        CaseSyntax(
                            name: name, rawNode: value, fields: [], doc: reader["doc"].flatMap { docText($0) }))
                } else {
                    cases.append(CaseSyntax(name: name, rawNode: pair.value, fields: []))
                }
                continue
            }
            guard
                let reader = MappingReader(
                    pair.value, allowed: ["id", "fields", "doc"], context: context, diagnostics: &diagnostics),
                let idNode = reader.required("id", context: context, diagnostics: &diagnostics),
                let id = ScalarReader.integer(idNode, what: "a case id", in: Self.idRange, diagnostics: &diagnostics)
            else { continue }
            let fields = reader["fields"].map { decodeFields($0, owner: context) } ?? []
            cases.append(
                CaseSyntax(name: name, id: id, fields: fields, doc: reader["doc"].flatMap { docText($0) }))
        }
        return cases
    }

    private mutating func decodeFlags(_ node: YAMLNode) -> [FlagSyntax] {
        guard let pairs = node.pairs else {
            diagnostics.error(
                .wrongNodeKind, at: node.location,
                "'flags' must be a mapping from flag names to bit indices, not \(node.kindDescription)")
            return []
        }
        if pairs.isEmpty {
            diagnostics.error(.emptyDeclaration, at: node.location, "an option set needs at least one flag")
        }
        return pairs.compactMap { pair in
            guard let name = ScalarReader.identifier(pair.key, what: "flag name", diagnostics: &diagnostics),
                let bit = ScalarReader.integer(pair.value, what: "a bit index", in: 0...Int(Int32.max), diagnostics: &diagnostics)
            else { return nil }
            return FlagSyntax(name: name, bit: bit)
        }
    }

    private mutating func decodeReserved(_ node: YAMLNode) -> [Located<ReservedEntry>] {
        guard let items = node.items else {
            diagnostics.error(
                .wrongNodeKind, at: node.location,
                "'reserved' must be a list of field ids and names, not \(node.kindDescription)")
            return []
        }
        return items.compactMap { item in
            if case .scalar(let text, .plain) = item.content, YAMLScalar.integerLiteral(text) != nil {
                guard let id = ScalarReader.integer(item, what: "a reserved id", in: Self.idRange, diagnostics: &diagnostics)
                else { return nil }
                return Located(value: .id(id.value), location: item.location)
            }
            guard let name = ScalarReader.identifier(item, what: "reserved name", diagnostics: &diagnostics)
            else { return nil }
            return Located(value: .name(name.value), location: item.location)
        }
    }

    private mutating func identifierList(_ node: YAMLNode, what: String) -> [Located<String>] {
        guard let items = node.items else {
            diagnostics.error(
                .wrongNodeKind, at: node.location, "expected a list of \(what)s, not \(node.kindDescription)")
            return []
        }
        return items.compactMap { ScalarReader.identifier($0, what: what, diagnostics: &diagnostics) }
    }

    private mutating func typeExpression(_ node: YAMLNode) -> TypeExpression? {
        if node.items != nil || node.pairs != nil {
            // `type: [int32]` is a YAML list, not text: the brackets must be quoted.
            diagnostics.error(
                .wrongNodeKind, at: node.location,
                "a field type must be text; YAML read this as \(node.kindDescription), so quote list and map types, as in type: \"[int32]\""
            )
            return nil
        }
        guard case .scalar(let text, let style) = node.content, !node.isNull else {
            diagnostics.error(
                .wrongNodeKind, at: node.location,
                "a field type must be a type expression such as 'string' or '[int32]', not \(ScalarReader.describe(node))")
            return nil
        }
        // Quoted scalars start one column after their quote.
        var start = node.location
        if style == .quoted { start.column += 1 }
        var parser = TypeExpressionParser(text: text, start: start)
        do {
            return try parser.parse()
        } catch {
            diagnostics.error(.invalidTypeExpression, at: error.location, error.message)
            return nil
        }
    }

    private mutating func docText(_ node: YAMLNode) -> String? {
        guard let text = node.scalar, !node.isNull else {
            diagnostics.error(.wrongNodeKind, at: node.location, "'doc' must be text, not \(node.kindDescription)")
            return nil
        }
        return text
    }
}
