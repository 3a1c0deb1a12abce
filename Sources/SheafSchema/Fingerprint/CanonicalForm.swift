internal import Sheaf

/// The canonical text of schemas and types: everything that decides how values are
/// written and read (wire and JSON form), nothing else. Comments, formatting, `doc:`,
/// `since:`, `reserved:` and the order of keys in mappings leave it unchanged.
///
/// The grammar is specified in docs/Fingerprint.md; change it only with a new
/// fingerprint version there, since archives record fingerprints.
public enum CanonicalForm {
    /// The canonical form of a schema: a `schema` line, then the block of every type the
    /// schema declares or reaches, in name order.
    public static func of(schema: Schema, in set: SchemaSet) -> String {
        let names = closure(of: schema.typeNames, in: set)
        return "schema \(schema.name)\n" + names.compactMap { set[typeNamed: $0] }.map(block).joined()
    }

    /// The canonical form of a type: a `type NAME` line, then the blocks of the type and
    /// every type it reaches. The first line keeps apart types with the same closure,
    /// such as a protocol and its members.
    public static func of(typeNamed name: String, in set: SchemaSet) -> String {
        "type \(name)\n" + closure(of: [name], in: set).compactMap { set[typeNamed: $0] }.map(block).joined()
    }

    /// The names of `roots` and every declaration reachable from them (field types,
    /// generic arguments, conformed protocols, family members), sorted.
    static func closure(of roots: [String], in set: SchemaSet) -> [String] {
        var seen = Set<String>()
        var pending = roots
        while let name = pending.popLast() {
            guard seen.insert(name).inserted, let declaration = set[typeNamed: name] else { continue }
            var next = Set(declaration.conformances)
            switch declaration.kind {
            case .structure(let fields), .classType(let fields):
                for field in fields { next.formUnion(field.type.referencedTypeNames) }
            case .protocolFamily(let fields, let members):
                for field in fields { next.formUnion(field.type.referencedTypeNames) }
                next.formUnion(members)
            case .payloadEnum(let cases):
                for field in cases.flatMap(\.fields) { next.formUnion(field.type.referencedTypeNames) }
            case .rawEnum, .options:
                break
            }
            pending.append(contentsOf: next.subtracting(seen).sorted())
        }
        return seen.filter { set[typeNamed: $0] != nil }.sorted()
    }

    /// One declaration's lines.
    static func block(_ declaration: TypeDeclaration) -> String {
        var lines: [String] = []
        switch declaration.kind {
        case .structure: lines.append("struct \(declaration.name)")
        case .classType: lines.append("class \(declaration.name)")
        case .rawEnum(let raw):
            lines.append("enum \(declaration.name) raw \(raw.rawType.rawValue) \(raw.isOpen ? "open" : "closed")")
        case .payloadEnum: lines.append("enum \(declaration.name)")
        case .options(let options): lines.append("options \(declaration.name) raw \(options.rawType.rawValue)")
        case .protocolFamily: lines.append("protocol \(declaration.name)")
        }
        if !declaration.genericParameters.isEmpty {
            lines.append("generic " + declaration.genericParameters.joined(separator: " "))
        }
        lines += declaration.conformances.sorted().map { "conforms \($0)" }
        if let tag = declaration.tag { lines.append("tag \(tag)") }
        switch declaration.kind {
        case .structure(let fields), .classType(let fields):
            lines += fields.sorted { $0.id < $1.id }.map { fieldLine($0, indent: "") }
        case .protocolFamily(let fields, let members):
            lines += fields.sorted { $0.id < $1.id }.map { fieldLine($0, indent: "") }
            lines += members.sorted().map { "member \($0)" }
        case .rawEnum(let raw):
            lines += raw.cases.sorted { $0.rawValue < $1.rawValue }.map { "case \(rawValueText($0.rawValue)) \($0.name)" }
        case .payloadEnum(let cases):
            for payloadCase in cases.sorted(by: { $0.id < $1.id }) {
                lines.append("case \(payloadCase.id) \(payloadCase.name)")
                lines += payloadCase.fields.sorted { $0.id < $1.id }.map { fieldLine($0, indent: "  ") }
            }
        case .options(let options):
            lines += options.flags.sorted { $0.bit < $1.bit }.map { "flag \($0.bit) \($0.name)" }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    private static func fieldLine(_ field: Field, indent: String) -> String {
        var line = "\(indent)field \(field.id) \(field.name) \(field.type)"
        if let value = field.defaultValue { line += " default " + defaultText(value) }
        if !field.aliases.isEmpty { line += " aliases " + field.aliases.sorted().joined(separator: " ") }
        return line
    }

    private static func rawValueText(_ value: RawValue) -> String {
        if case .string(let text) = value { return quoted(text) }
        return value.description
    }

    /// Defaults in one spelling each: floats as the hex bit pattern of their float64 value,
    /// text JSON-quoted, bytes base64, timestamps as microseconds.
    static func defaultText(_ value: DefaultValue) -> String {
        switch value {
        case .bool(let flag): return flag ? "true" : "false"
        case .int(let number): return String(number)
        case .uint(let number): return String(number)
        case .float(let number):
            let hex = String(number.bitPattern, radix: 16)
            return "0x" + String(repeating: "0", count: 16 - hex.count) + hex
        case .string(let text): return quoted(text)
        case .bytes(let bytes): return "b64:" + Base64Text.encode(bytes)
        case .timestamp(let micros): return "us:\(micros)"
        case .url(let text): return "url:" + quoted(text)
        case .uuid(let uuid): return "uuid:" + UUIDText.string(uuid)
        case .enumCase(let name, _): return "." + name
        case .options(let names, _): return "[" + names.joined(separator: " ") + "]"
        case .null: return "null"
        case .emptyList: return "[]"
        case .emptyMap: return "{}"
        }
    }

    /// JSON string quoting in the canonical spelling (docs/Fingerprint.md, "Quoting").
    static func quoted(_ text: String) -> String {
        JSONStringEscaping.quoted(text, style: .canonical)
    }
}

extension SchemaSet {
    /// The fingerprint of a schema of this set (its canonical form's SHA-256, first 8 bytes).
    public func fingerprint(of schema: Schema) -> Fingerprint {
        Fingerprint(canonicalForm: CanonicalForm.of(schema: schema, in: self))
    }

    /// The fingerprint of a type and everything it reaches.
    public func fingerprint(ofTypeNamed name: String) -> Fingerprint {
        Fingerprint(canonicalForm: CanonicalForm.of(typeNamed: name, in: self))
    }
}
