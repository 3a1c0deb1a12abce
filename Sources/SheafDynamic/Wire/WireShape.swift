import Sheaf
import SheafSchema

/// How values of a (fully substituted) type look on the wire, derived from the schema.
struct WireShape {
    let schemaSet: SchemaSet

    /// The wire kind a field of this type is written with.
    func kind(of type: TypeReference) -> SheafWireKind {
        switch type {
        case .primitive(let primitive):
            switch primitive {
            case .float32: return .i32
            case .float64: return .i64
            case .string, .bytes, .url, .uuid: return .len
            default: return .varint
            }
        case .optional(let wrapped):
            return kind(of: wrapped)
        case .named(let name, _):
            switch schemaSet[typeNamed: name]?.kind {
            case .rawEnum(let raw)?: return raw.rawType == .string ? .len : .varint
            case .options?: return .varint
            default: return .len
            }
        case .list, .map, .protocolValue, .genericParameter:
            return .len
        }
    }

    /// The declaration a named type refers to.
    func declaration(of type: TypeReference) -> TypeDeclaration? {
        guard case .named(let name, _) = type else { return nil }
        return schemaSet[typeNamed: name]
    }

    /// The generic substitutions of a named instance: parameter name → argument.
    func substitutions(of type: TypeReference) -> [String: TypeReference] {
        guard case .named(let name, let arguments) = type, let declaration = schemaSet[typeNamed: name],
            !declaration.genericParameters.isEmpty
        else { return [:] }
        return Dictionary(zip(declaration.genericParameters, arguments).map { ($0, $1) }, uniquingKeysWith: { a, _ in a })
    }

    /// The fields of a struct or class instance with generic arguments substituted, by id.
    func fields(of type: TypeReference) -> [Field] {
        guard let declaration = declaration(of: type) else { return [] }
        return substituted(declaration.fields, in: type)
    }

    /// Fields with the instance's generic arguments substituted into their types, sorted by id.
    func substituted(_ fields: [Field], in type: TypeReference) -> [Field] {
        let substitutions = substitutions(of: type)
        return fields.map { field in
            var field = field
            field.type = field.type.substituting(substitutions)
            if field.defaultValue == nil, !substitutions.isEmpty {
                field.isRequired = !schemaSet.hasNaturalDefault(field.type)
            }
            return field
        }.sorted { $0.id < $1.id }
    }

    /// Whether a value of this type needs the class-instance form.
    func isClass(_ type: TypeReference) -> Bool {
        declaration(of: type)?.isClass ?? false
    }
}
