import SheafSchema

/// What every emitter needs: the schema set, the options, and the analyses computed once
/// per run (which types can be `Equatable`, `Hashable` and `Sendable`, which struct fields
/// need out-of-line storage, which enum cases must be `indirect`, which types are list
/// elements).
struct GeneratorContext {
    let set: SchemaSet
    let options: GeneratorOptions
    /// Structs and payload enums whose members are all value-semantic (see ``isValueSemantic(_:)``).
    let valueSemanticTypes: Set<String>
    /// `Type.field` of struct fields stored in a ``SheafIndirect`` box.
    let boxedFields: Set<String>
    /// `Enum.case` of payload-enum cases declared `indirect`.
    let indirectCases: Set<String>
    /// Declared types used as list elements, which conform to `SheafListElement`.
    let listElementTypes: Set<String>

    init(set: SchemaSet, options: GeneratorOptions) {
        self.set = set
        self.options = options
        let analysis = TypeAnalysis(set: set)
        valueSemanticTypes = analysis.valueSemanticTypes()
        boxedFields = analysis.boxedFields()
        indirectCases = analysis.indirectCases()
        listElementTypes = analysis.listElementTypes()
    }

    /// `"public "`, `"package "` or `""`, to put before declarations.
    var access: String {
        options.visibility == .internal ? "" : options.visibility.rawValue + " "
    }

    /// `", Codable"` to end a declaration's list of conformances, or `""` when the `codable`
    /// setting is off.
    var codableConformance: String {
        options.codable ? ", Codable" : ""
    }

    // MARK: - Names derived from protocols

    /// The caseless enum that decodes a family's members: `VehicleFamily`.
    static func familyEnum(_ protocolName: String) -> String {
        protocolName + "Family"
    }

    /// The ``SheafFamilyValue`` alias used where a protocol value must be a concrete type
    /// (generic arguments, `Codable`): `AnyVehicle`.
    static func familyAlias(_ protocolName: String) -> String {
        "Any" + protocolName
    }

    // MARK: - Type spelling

    /// The Swift type of a field, list element or map value: protocol values are `any P`.
    func swiftType(_ type: TypeReference) -> String {
        switch type {
        case .primitive(let primitive): primitive.swiftName
        case .optional(.protocolValue(let name)): "(any \(name))?"
        case .optional(let wrapped): swiftType(wrapped) + "?"
        case .list(let element): "[" + swiftType(element) + "]"
        case .map(let key, let value): "[" + swiftType(key) + ": " + swiftType(value) + "]"
        case .named(let name, let arguments) where arguments.isEmpty: name
        case .named(let name, let arguments): name + "<" + arguments.map(wireType).joined(separator: ", ") + ">"
        case .genericParameter(let name): name
        case .protocolValue(let name): "any " + name
        }
    }

    /// The type of a struct's stored property: ``swiftType(_:)``, except that an optional is
    /// spelled `Optional<Wrapped>`. A `var` declared `Wrapped?` gets an implicit initial `nil`,
    /// and a struct with any initial value is built in a temporary by its binary decoder and
    /// then copied, one more retain and release of each reference per decoded value.
    func storedType(_ type: TypeReference) -> String {
        if case .optional(let wrapped) = type {
            return "Optional<" + swiftType(wrapped) + ">"
        }
        return swiftType(type)
    }

    /// The Swift type with every protocol value as its ``SheafFamilyValue`` alias: a type
    /// that conforms to `SheafCodable` (and `Codable`, unless the `codable` setting is off),
    /// used for generic arguments.
    func wireType(_ type: TypeReference) -> String {
        switch type {
        case .primitive(let primitive): primitive.swiftName
        case .optional(let wrapped): wireType(wrapped) + "?"
        case .list(let element): "[" + wireType(element) + "]"
        case .map(let key, let value): "[" + wireType(key) + ": " + wireType(value) + "]"
        case .named(let name, let arguments) where arguments.isEmpty: name
        case .named(let name, let arguments): name + "<" + arguments.map(wireType).joined(separator: ", ") + ">"
        case .genericParameter(let name): name
        case .protocolValue(let name): Self.familyAlias(name)
        }
    }

    /// Whether the field type holds protocol values outside generic arguments, so that its
    /// Swift type differs from its wire type.
    func containsFamily(_ type: TypeReference) -> Bool {
        type.holdsProtocolValues
    }

    /// Whether a value of the field type can hold payload-enum values that no struct or class
    /// inside it keeps: a payload enum itself (with the enums nested in its cases), a generic
    /// parameter (it may be one), or either inside optionals, lists and map values. The struct
    /// or class with such a field keeps those values' unknown case fields.
    func holdsPayloadEnum(_ type: TypeReference) -> Bool {
        switch type {
        case .genericParameter: true
        case .optional(let inner), .list(let inner): holdsPayloadEnum(inner)
        case .map(_, let value): holdsPayloadEnum(value)
        case .primitive, .protocolValue: false
        case .named(let name, _):
            if case .payloadEnum = set[typeNamed: name]?.kind { true } else { false }
        }
    }

    /// An expression converting `expression` of the field type to its wire type.
    func toWire(_ expression: String, _ type: TypeReference) -> String {
        guard containsFamily(type) else { return expression }
        switch type {
        case .protocolValue(let name): return Self.familyAlias(name) + "(" + expression + ")"
        case .optional(let inner), .list(let inner): return expression + ".map { " + toWire("$0", inner) + " }"
        case .map(_, let value): return expression + ".mapValues { " + toWire("$0", value) + " }"
        default: return expression
        }
    }

    /// An expression converting `expression` of the wire type back to the field type.
    func fromWire(_ expression: String, _ type: TypeReference) -> String {
        guard containsFamily(type) else { return expression }
        switch type {
        case .protocolValue: return expression + ".value"
        case .optional(let inner), .list(let inner): return expression + ".map { " + fromWire("$0", inner) + " }"
        case .map(_, let value): return expression + ".mapValues { " + fromWire("$0", value) + " }"
        default: return expression
        }
    }

    /// Whether values of the type are value-semantic: `Equatable`, `Hashable` and
    /// `Sendable` (generic parameters count as yes; the conformance is conditional on them).
    func isValueSemantic(_ type: TypeReference) -> Bool {
        TypeAnalysis(set: set).isValueSemantic(type, assuming: valueSemanticTypes)
    }

    /// The Swift literal of the field's natural default (`nil`, `[]` or `[:]`), if its type
    /// has one.
    func naturalDefault(_ field: Field) -> String? {
        switch field.naturalDefault {
        case .absent?: "nil"
        case .emptyMap?: "[:]"
        case .emptyList?, .emptyOptions?: "[]"
        case nil: nil
        }
    }

    /// Fields in ascending id order: the wire order.
    func wireOrder(_ fields: [Field]) -> [Field] {
        fields.sorted { $0.id < $1.id }
    }

    /// The declared default's literal, if the field has one that differs from its type's
    /// natural default.
    func declaredDefault(_ field: Field) -> String? {
        guard let value = field.defaultValue else { return nil }
        switch value {
        case .null, .emptyList, .emptyMap: return nil
        default: return DefaultLiteral.swift(value, type: field.type, set: set)
        }
    }
}
