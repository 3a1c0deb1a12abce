import Foundation
internal import Sheaf

/// Checks a field's `default:` node against the field's resolved type and turns it
/// into a `DefaultValue`.
struct DefaultResolver {
    let declarations: [String: TypeSyntax]

    /// The typed default, or nil after an `invalidDefault` diagnostic.
    func resolve(
        _ node: YAMLNode, for type: TypeReference, fieldName: String,
        diagnostics: inout DiagnosticCollector
    ) -> DefaultValue? {
        func fail(_ message: String) -> DefaultValue? {
            diagnostics.error(.invalidDefault, at: node.location, message)
            return nil
        }
        let written = ScalarReader.describe(node)
        switch type {
        case .optional:
            return node.isNull ? .null : fail("the default of optional field '\(fieldName)' can only be null (absent), not \(written)")
        case .list:
            return node.items?.isEmpty == true
                ? .emptyList : fail("the default of list field '\(fieldName)' can only be [], not \(written)")
        case .map:
            return node.pairs?.isEmpty == true ? .emptyMap : fail("the default of map field '\(fieldName)' can only be {}, not \(written)")
        case .genericParameter(let name):
            return fail("field '\(fieldName)' of generic type '\(name)' cannot have a default")
        case .protocolValue(let name):
            return fail("field '\(fieldName)' of protocol type '\(name)' cannot have a default")
        case .named(let name, _):
            return namedDefault(node, typeName: name, fieldName: fieldName, fail: fail)
        case .primitive(let primitive):
            guard let value = primitiveDefault(node, primitive) else {
                if case .scalar(let text, .quoted) = node.content,
                    primitive == .bool || primitive.isInteger || primitive.isFloatingPoint,
                    primitiveDefault(YAMLNode(content: .scalar(text, .plain), location: node.location), primitive) != nil
                {
                    // Right text, wrong style: quotes make a YAML scalar a string.
                    return fail(
                        "default \(written) is quoted, so it is a string, not a valid \(primitive.rawValue); "
                            + "write it without quotes: default: \(text)")
                }
                return fail("default \(written) is not a valid \(primitive.rawValue)\(Self.advice[primitive] ?? "")")
            }
            return value
        }
    }

    private static let advice: [Primitive: String] = [
        .bytes: " (write bytes as a base64 string)",
        .timestamp: " (write an RFC 3339 instant such as \"2024-01-31T12:00:00Z\")",
        .uuid: " (write a UUID such as \"123e4567-e89b-12d3-a456-426614174000\")",
        .url:
            " (write an RFC 3986 URI reference such as \"https://example.com/a%20b\", with spaces and non-ASCII characters percent-encoded)",
        .float32: " (write a number, .nan, .inf or -.inf)",
        .float64: " (write a number, .nan, .inf or -.inf)",
        .string: " (quote it)",
    ]

    private func namedDefault(
        _ node: YAMLNode, typeName: String, fieldName: String, fail: (String) -> DefaultValue?
    ) -> DefaultValue? {
        guard let declaration = declarations[typeName] else { return nil }
        switch declaration.kind.value {
        case .enum where declaration.raw != nil:
            let names = declaration.cases.map(\.name.value)
            guard let text = node.scalar, !node.isNull, names.contains(text) else {
                let hint = node.scalar.map { NameSuggester.hint(for: $0, among: names) } ?? ""
                return fail("default \(ScalarReader.describe(node)) is not a case of '\(typeName)'\(hint)")
            }
            // The raw value as the enum's declaration resolves it (its own errors are reported there).
            var ignored = DiagnosticCollector()
            guard let rawType = declaration.raw.flatMap({ Primitive(rawValue: $0.value) }),
                let node = declaration.cases.first(where: { $0.name.value == text })?.rawNode,
                let rawValue = EnumBuilder.rawValue(node, rawType: rawType, caseName: text, diagnostics: &ignored)
            else { return nil }
            return .enumCase(name: text, rawValue: rawValue)
        case .options:
            let names = declaration.flags.map(\.name.value)
            guard let items = node.items else {
                return fail("the default of option set '\(typeName)' must be a list of flag names such as [\(names.first ?? "flag")]")
            }
            var chosen: [String] = []
            for item in items {
                guard let text = item.scalar, names.contains(text) else {
                    let hint = item.scalar.map { NameSuggester.hint(for: $0, among: names) } ?? ""
                    return fail("\(ScalarReader.describe(item)) is not a flag of '\(typeName)'\(hint)")
                }
                if !chosen.contains(text) { chosen.append(text) }
            }
            // Bit order, so equal sets have one spelling in the canonical form.
            let order = Dictionary(declaration.flags.map { ($0.name.value, $0.bit.value) }, uniquingKeysWith: min)
            let bits = chosen.reduce(UInt64(0)) { bits, name in bits | (order[name].map { UInt64(1) << UInt64($0) } ?? 0) }
            return .options(names: chosen.sorted { (order[$0] ?? 0, $0) < (order[$1] ?? 0, $1) }, bits: bits)
        default:
            return fail("field '\(fieldName)' of \(declaration.kind.value.rawValue) type '\(typeName)' cannot have a default")
        }
    }

    private func primitiveDefault(_ node: YAMLNode, _ primitive: Primitive) -> DefaultValue? {
        guard case .scalar(let text, let style) = node.content, !node.isNull else { return nil }
        let isPlain = style == .plain
        switch primitive {
        case .bool:
            return isPlain ? YAMLScalar.bool(text).map { .bool($0) } : nil
        case .float64:
            guard isPlain, let value = YAMLScalar.float(text) else { return nil }
            return .float(value)
        case .float32:
            // Rounded once, from the decimal itself (docs/SchemaLanguage.md); a finite
            // spelling too large for float32 is not a default of it.
            guard isPlain, let value = YAMLScalar.float(text, as: Float.self) else { return nil }
            if value.isInfinite, YAMLScalar.float(text)?.isInfinite == false { return nil }
            return .float(Double(value))
        case .string:
            // A plain true/false is almost always a mistake for a string default.
            if isPlain, YAMLScalar.bool(text) != nil { return nil }
            return .string(text)
        case .bytes:
            guard case .success(let bytes) = Base64Text.decode(text) else { return nil }
            return .bytes(bytes)
        case .timestamp:
            return RFC3339.microseconds(from: text).map { .timestamp($0) }
        case .url:
            // The format's grammar, the one archives are read and written with.
            return SheafURLGrammar.isValid(text) ? .url(text) : nil
        case .uuid:
            return UUIDText.uuid(text).map { .uuid($0) }
        default:
            guard isPlain, let literal = YAMLScalar.integerLiteral(text) else { return nil }
            return Self.integer(literal, fits: primitive)
        }
    }

    /// An integer literal as a default of an integer type, if it is in range.
    static func integer(_ literal: RawValue, fits primitive: Primitive) -> DefaultValue? {
        switch literal {
        case .int(let value):
            guard let range = primitive.integerRange, range.contains(value) else { return nil }
            return primitive.isUnsignedInteger ? .uint(UInt64(value)) : .int(value)
        case .uint(let value):
            guard primitive == .uint64 || primitive == .uint else { return nil }
            return .uint(value)
        case .string:
            return nil
        }
    }
}
