/// Where a generic declaration puts each of its parameters. An argument is encoded as the
/// parameter's uses encode it: `Box<float32>` with a field `value: Element` holds a keyed
/// float32, `Stack<float32>` with `items: [Element]` a packed one — so changing the argument
/// to float64 breaks one direction in the first case and both in the second.
enum GenericParameterUses {
    /// One way a parameter is used.
    enum Use: Hashable, Sendable {
        /// The whole type of a field: keyed, and absent when equal to its natural default.
        case field
        /// The wrapped type of an optional field: keyed, absent when nil.
        case optionalField
        /// A list element.
        case listElement
        /// A map key or value, inside an optional element, or an argument of another generic type.
        case bare
    }

    /// The uses of the parameter at `index` in a declaration's fields (payload cases' included).
    static func uses(ofParameterAt index: Int, in declaration: TypeDeclaration) -> Set<Use> {
        guard declaration.genericParameters.indices.contains(index) else { return [.bare] }
        let name = declaration.genericParameters[index]
        var fields = declaration.fields
        if case .payloadEnum(let cases) = declaration.kind { fields += cases.flatMap(\.fields) }
        var uses = Set<Use>()
        for field in fields { collect(field.type, parameter: name, use: .field, into: &uses) }
        return uses
    }

    private static func collect(_ type: TypeReference, parameter: String, use: Use, into uses: inout Set<Use>) {
        switch type {
        case .genericParameter(let name):
            if name == parameter { uses.insert(use) }
        case .optional(let wrapped):
            collect(wrapped, parameter: parameter, use: use == .field ? .optionalField : .bare, into: &uses)
        case .list(let element):
            collect(element, parameter: parameter, use: .listElement, into: &uses)
        case .map(let key, let value):
            collect(key, parameter: parameter, use: .bare, into: &uses)
            collect(value, parameter: parameter, use: .bare, into: &uses)
        case .named(_, let arguments):
            // Strict: the argument of an argument is judged as a bare value.
            for argument in arguments { collect(argument, parameter: parameter, use: .bare, into: &uses) }
        case .primitive, .protocolValue:
            break
        }
    }
}
