import SheafSchema

/// Whole-set analyses the emitters need: value semantics (for `Equatable`, `Hashable`,
/// `Sendable`), where recursion through optionals must be stored out of line, and which
/// types are list elements.
struct TypeAnalysis {
    let set: SchemaSet

    /// Structs and payload enums whose fields (with generic parameters taken as
    /// value-semantic) hold no class, directly or through other types, and protocol families
    /// whose own fields and members do (a family with a class member is not one).
    /// A greatest fixpoint: recursion alone does not disqualify a type.
    func valueSemanticTypes() -> Set<String> {
        var result = Set(
            set.allDeclarations.filter { declaration in
                switch declaration.kind {
                case .structure, .payloadEnum: true
                // Its opaque member stores the family's fields with synthesised conformances, which
                // a field holding protocol values would not have.
                case .protocolFamily: !declaration.fields.contains { $0.type.holdsProtocolValues }
                default: false
                }
            }.map(\.name))
        var changed = true
        while changed {
            changed = false
            for name in result.sorted() {
                guard let declaration = set[typeNamed: name] else { continue }
                if !memberTypes(of: declaration).allSatisfy({ isValueSemantic($0, assuming: result) }) {
                    result.remove(name)
                    changed = true
                }
            }
        }
        return result
    }

    /// Whether values of the type are value-semantic when the named types in `candidates` are.
    func isValueSemantic(_ type: TypeReference, assuming candidates: Set<String>) -> Bool {
        switch type {
        case .primitive, .genericParameter: return true
        case .protocolValue(let name): return candidates.contains(name)
        case .optional(let inner), .list(let inner): return isValueSemantic(inner, assuming: candidates)
        case .map(_, let value): return isValueSemantic(value, assuming: candidates)
        case .named(let name, let arguments):
            guard let declaration = set[typeNamed: name] else { return false }
            switch declaration.kind {
            case .rawEnum, .options: return true
            case .classType, .protocolFamily: return false
            case .structure, .payloadEnum:
                return candidates.contains(name) && arguments.allSatisfy { isValueSemantic($0, assuming: candidates) }
            }
        }
    }

    /// Declared types that a field uses as a list element (`[Employee]`, also inside optionals,
    /// maps, other lists and generic arguments). Only these get list coders specialised for
    /// them; lists of other types go through the runtime's one generic list coder.
    func listElementTypes() -> Set<String> {
        var result: Set<String> = []
        func visit(_ type: TypeReference) {
            switch type {
            case .primitive, .genericParameter, .protocolValue:
                return
            case .optional(let wrapped):
                visit(wrapped)
            case .list(let element):
                if case .named(let name, _) = element {
                    result.insert(name)
                }
                visit(element)
            case .map(let key, let value):
                visit(key)
                visit(value)
            case .named(_, let arguments):
                arguments.forEach(visit)
            }
        }
        for declaration in set.allDeclarations {
            memberTypes(of: declaration).forEach(visit)
        }
        return result
    }

    /// The field types of a struct, or of every case of a payload enum; for a protocol family,
    /// its own fields' types (held by its opaque member) and its members.
    private func memberTypes(of declaration: TypeDeclaration) -> [TypeReference] {
        switch declaration.kind {
        case .payloadEnum(let cases):
            return cases.flatMap { $0.fields.map(\.type) }
        case .protocolFamily:
            return declaration.fields.map(\.type) + set.members(ofFamily: declaration.name).map { .named($0.name, arguments: []) }
        default:
            return declaration.fields.map(\.type)
        }
    }

    /// `Type.field` for each struct field whose type contains the struct itself inline
    /// (through optionals, other structs, payload enums or generic arguments), which Swift
    /// could only store with infinite size.
    func boxedFields() -> Set<String> {
        var result: Set<String> = []
        for declaration in set.allDeclarations {
            guard case .structure(let fields) = declaration.kind else { continue }
            for field in fields where reachesInline(field.type, target: declaration.name) {
                result.insert(declaration.name + "." + field.name)
            }
        }
        return result
    }

    /// `Enum.case` for each payload-enum case with a field that contains the enum inline.
    func indirectCases() -> Set<String> {
        var result: Set<String> = []
        for declaration in set.allDeclarations {
            guard case .payloadEnum(let cases) = declaration.kind else { continue }
            for payloadCase in cases where payloadCase.fields.contains(where: { reachesInline($0.type, target: declaration.name) }) {
                result.insert(declaration.name + "." + payloadCase.name)
            }
        }
        return result
    }

    /// Whether a value of `type` stores a value of the declaration `target` inline.
    /// Lists, maps, classes and protocol values store their contents out of line.
    private func reachesInline(_ type: TypeReference, target: String) -> Bool {
        var visited: Set<String> = []
        return reachesInline(type, target: target, visited: &visited)
    }

    private func reachesInline(_ type: TypeReference, target: String, visited: inout Set<String>) -> Bool {
        switch type {
        case .primitive, .list, .map, .genericParameter, .protocolValue:
            return false
        case .optional(let wrapped):
            return reachesInline(wrapped, target: target, visited: &visited)
        case .named(let name, _):
            if name == target {
                return true
            }
            guard visited.insert(type.description).inserted, let instance = set.instance(of: type) else {
                return false
            }
            switch instance.declaration.kind {
            case .structure:
                return instance.fields.contains { reachesInline($0.type, target: target, visited: &visited) }
            case .payloadEnum:
                return instance.cases.contains { payloadCase in
                    payloadCase.fields.contains { reachesInline($0.type, target: target, visited: &visited) }
                }
            default:
                return false
            }
        }
    }
}

extension TypeReference {
    /// Whether the type is a protocol value or holds them in optionals, lists or map values
    /// (not inside generic arguments, where they are wrapped), so that its Swift type differs
    /// from its wire type.
    var holdsProtocolValues: Bool {
        switch self {
        case .protocolValue: true
        case .optional(let inner), .list(let inner): inner.holdsProtocolValues
        case .map(_, let value): value.holdsProtocolValues
        case .primitive, .named, .genericParameter: false
        }
    }
}
