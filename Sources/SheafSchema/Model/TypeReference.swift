/// A resolved type expression: what a field, list element, map value or generic
/// argument holds.
public indirect enum TypeReference: Hashable, Sendable, CustomStringConvertible {
    /// A built-in scalar.
    case primitive(Primitive)
    /// `T?`: absent or a `T`.
    case optional(TypeReference)
    /// `[T]`.
    case list(TypeReference)
    /// `[K: V]`.
    case map(key: TypeReference, value: TypeReference)
    /// A declared struct, class, enum or option set, with its generic arguments.
    case named(String, arguments: [TypeReference])
    /// A generic parameter of the enclosing declaration.
    case genericParameter(String)
    /// Any member of a protocol family (`any P` in Swift).
    case protocolValue(String)

    /// The canonical spelling: no spaces except after `:` and `,`, as in `[string: [Stack<int64>]]`.
    public var description: String {
        switch self {
        case .primitive(let primitive): primitive.rawValue
        case .optional(let wrapped): "\(wrapped)?"
        case .list(let element): "[\(element)]"
        case .map(let key, let value): "[\(key): \(value)]"
        case .named(let name, let arguments) where arguments.isEmpty: name
        case .named(let name, let arguments):
            "\(name)<\(arguments.map(\.description).joined(separator: ", "))>"
        case .genericParameter(let name): name
        case .protocolValue(let name): name
        }
    }

    /// Whether the type is an optional.
    public var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    /// The type with generic parameters replaced by the given arguments.
    public func substituting(_ arguments: [String: TypeReference]) -> TypeReference {
        if arguments.isEmpty { return self }
        switch self {
        case .primitive, .protocolValue: return self
        case .genericParameter(let name): return arguments[name] ?? self
        case .optional(let wrapped): return .optional(wrapped.substituting(arguments))
        case .list(let element): return .list(element.substituting(arguments))
        case .map(let key, let value):
            return .map(key: key.substituting(arguments), value: value.substituting(arguments))
        case .named(let name, let typeArguments):
            return .named(name, arguments: typeArguments.map { $0.substituting(arguments) })
        }
    }

    /// Every declared type name this reference mentions, including in generic arguments.
    public var referencedTypeNames: Set<String> {
        switch self {
        case .primitive, .genericParameter: []
        case .protocolValue(let name): [name]
        case .optional(let wrapped), .list(let wrapped): wrapped.referencedTypeNames
        case .map(let key, let value): key.referencedTypeNames.union(value.referencedTypeNames)
        case .named(let name, let arguments):
            arguments.reduce(into: [name]) { $0.formUnion($1.referencedTypeNames) }
        }
    }
}
