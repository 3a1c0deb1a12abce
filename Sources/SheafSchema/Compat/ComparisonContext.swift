/// What every comparison step shares: both sets, the pairing of types, and the changes found.
struct ComparisonContext {
    let old: SchemaSet
    let new: SchemaSet
    /// Old type names whose new counterpart has another name (family members found by tag).
    var renamedTypes: [String: String] = [:]
    private(set) var changes: [CompatibilityChange] = []

    init(old: SchemaSet, new: SchemaSet) {
        self.old = old
        self.new = new
    }

    /// Records a change at `location` (new files, or old ones for something removed), with
    /// the same part's place in the old files when both versions have it.
    mutating func report(
        _ rule: CompatibilityRule, _ breaks: BrokenDirections, at location: SourceLocation,
        old oldLocation: SourceLocation? = nil, _ message: String
    ) {
        changes.append(CompatibilityChange(rule, breaks: breaks, at: location, old: oldLocation, message))
    }

    /// An old type expression in the new names: renamed types renamed, generic parameters by position.
    func normalizedOld(_ type: TypeReference, parameters: [String]) -> TypeReference {
        Self.normalized(type, parameters: parameters, renames: renamedTypes)
    }

    /// A new type expression with generic parameters by position.
    func normalizedNew(_ type: TypeReference, parameters: [String]) -> TypeReference {
        Self.normalized(type, parameters: parameters, renames: [:])
    }

    private static func normalized(
        _ type: TypeReference, parameters: [String], renames: [String: String]
    ) -> TypeReference {
        let recurse = { (inner: TypeReference) in normalized(inner, parameters: parameters, renames: renames) }
        switch type {
        case .primitive: return type
        case .genericParameter(let name):
            // By position: renaming a parameter changes nothing on the wire.
            return .genericParameter(parameters.firstIndex(of: name).map { "generic parameter \($0 + 1)" } ?? name)
        case .protocolValue(let name): return .protocolValue(renames[name] ?? name)
        case .optional(let wrapped): return .optional(recurse(wrapped))
        case .list(let element): return .list(recurse(element))
        case .map(let key, let value): return .map(key: recurse(key), value: recurse(value))
        case .named(let name, let arguments): return .named(renames[name] ?? name, arguments: arguments.map(recurse))
        }
    }
}
