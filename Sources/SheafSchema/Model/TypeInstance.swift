public import Sheaf

/// A declared type with its generic arguments substituted: what a reader, writer or
/// generator needs to know about each of its fields, answered once by the model
/// (``SchemaSet/instance(of:)``).
public struct TypeInstance: Hashable, Sendable {
    /// The instance type, e.g. `Stack<int64>`.
    public var type: TypeReference
    /// Its declaration.
    public var declaration: TypeDeclaration
    /// The fields of a struct, class or protocol, by id; empty for other kinds.
    public var fields: [FieldInstance]
    /// The cases of a payload enum, in declaration order; empty for other kinds.
    public var cases: [PayloadCaseInstance]

    /// Creates an instance.
    public init(type: TypeReference, declaration: TypeDeclaration, fields: [FieldInstance], cases: [PayloadCaseInstance]) {
        self.type = type
        self.declaration = declaration
        self.fields = fields
        self.cases = cases
    }
}

/// A payload case of an enum instance.
public struct PayloadCaseInstance: Hashable, Sendable {
    /// The case as declared.
    public var payloadCase: PayloadCase
    /// Its fields, by id.
    public var fields: [FieldInstance]

    /// Creates a case instance.
    public init(payloadCase: PayloadCase, fields: [FieldInstance]) {
        self.payloadCase = payloadCase
        self.fields = fields
    }
}

/// A field of a ``TypeInstance``: its declaration, its substituted type, and how it is
/// written and defaulted.
public struct FieldInstance: Hashable, Sendable {
    /// The field as declared (name, id, default, locations).
    public var field: Field
    /// The field's type with the instance's generic arguments substituted.
    public var type: TypeReference
    /// Whether decoding fails when the field is absent.
    public var isRequired: Bool
    /// The value an absent field takes when it has no declared default.
    public var naturalDefault: NaturalDefault?
    /// The wire kind the field is written with.
    public var wireKind: SheafWireKind
    /// How the elements are laid out, when the field (or its wrapped optional) is a list.
    public var packing: ListPacking?

    /// Creates a field instance.
    public init(
        field: Field, type: TypeReference, isRequired: Bool, naturalDefault: NaturalDefault?, wireKind: SheafWireKind,
        packing: ListPacking?
    ) {
        self.field = field
        self.type = type
        self.isRequired = isRequired
        self.naturalDefault = naturalDefault
        self.wireKind = wireKind
        self.packing = packing
    }

    /// The field's name.
    public var name: String { field.name }
    /// The field's id.
    public var id: Int { field.id }
    /// The field's former names.
    public var aliases: [String] { field.aliases }
    /// The declared default, if any.
    public var defaultValue: DefaultValue? { field.defaultValue }
}

extension SchemaSet {
    /// The instance of a named type with its generic arguments: every field with its
    /// substituted type, requiredness, natural default, wire kind and packing.
    ///
    /// - Parameter type: A `.named` type of this set (other types have no fields).
    /// - Returns: The instance, or nil for types that are not declared in the set.
    public func instance(of type: TypeReference) -> TypeInstance? {
        guard case .named(let name, let arguments) = type, let declaration = types[name] else { return nil }
        var substitutions: [String: TypeReference] = [:]
        for (parameter, argument) in zip(declaration.genericParameters, arguments) where substitutions[parameter] == nil {
            substitutions[parameter] = argument
        }
        let instantiate = { (fields: [Field]) in
            fields.map { fieldInstance($0, substitutions) }.sorted { $0.id < $1.id }
        }
        var cases: [PayloadCaseInstance] = []
        if case .payloadEnum(let payloadCases) = declaration.kind {
            cases = payloadCases.map { PayloadCaseInstance(payloadCase: $0, fields: instantiate($0.fields)) }
        }
        return TypeInstance(type: type, declaration: declaration, fields: instantiate(declaration.fields), cases: cases)
    }

    private func fieldInstance(_ field: Field, _ substitutions: [String: TypeReference]) -> FieldInstance {
        let type = field.type.substituting(substitutions)
        let naturalDefault = substitutions.isEmpty ? field.naturalDefault : naturalDefault(of: type)
        var listType = type
        if case .optional(let wrapped) = listType { listType = wrapped }
        var packing: ListPacking?
        if case .list(let element) = listType { packing = self.packing(ofElement: element) }
        return FieldInstance(
            field: field, type: type,
            isRequired: Requiredness(type: type, defaultValue: field.defaultValue, naturalDefault: naturalDefault) != .defaulted,
            naturalDefault: naturalDefault, wireKind: wireKind(of: type), packing: packing)
    }
}
