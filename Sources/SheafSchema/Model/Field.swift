/// A field of a struct, class, protocol or payload-enum case.
public struct Field: Hashable, Sendable {
    /// The field's name, used by generated code and the JSON form (never on the wire).
    public var name: String
    /// The numeric id written on the wire.
    public var id: Int
    /// What the field holds.
    public var type: TypeReference
    /// The declared default, if any.
    public var defaultValue: DefaultValue?
    /// The `doc:` text.
    public var doc: String?
    /// The schema version that introduced the field, if declared.
    public var since: Int?
    /// Former names the JSON form still accepts.
    public var aliases: [String]
    /// The protocol the field is inherited from, or nil for the type's own fields.
    public var inheritedFrom: String?
    /// Where the field is declared (for inherited fields: in the protocol): its name.
    public var location: SourceLocation
    /// Where its `id:` value is written.
    public var idLocation: SourceLocation
    /// Where its `type:` expression is written.
    public var typeLocation: SourceLocation
    /// Where its `default:` value is written, if it has one.
    public var defaultLocation: SourceLocation?
    /// Whether a value must be present (see ``Requiredness``).
    public var requiredness: Requiredness
    /// The value an absent field takes when it has no declared default: nil for types
    /// without one (and for a bare generic parameter, whose argument decides).
    public var naturalDefault: NaturalDefault?

    /// Whether a value must be present: no default, and the type has no natural default.
    /// A field of a bare generic parameter's type counts as required here; for an instance,
    /// ask ``SchemaSet/instance(of:)``.
    public var isRequired: Bool { requiredness != .defaulted }

    /// Creates a field; its requiredness and natural default follow from its type and
    /// default (see ``NaturalDefault/of(_:isOptionSet:)``).
    ///
    /// - Parameters:
    ///   - isOptionSet: Whether a declared type name is an option set (they default to empty).
    ///   - idLocation, typeLocation, defaultLocation: Where those parts are written
    ///     (`location` when not given).
    public init(
        name: String, id: Int, type: TypeReference, defaultValue: DefaultValue? = nil,
        doc: String? = nil, since: Int? = nil, aliases: [String] = [],
        inheritedFrom: String? = nil, location: SourceLocation,
        idLocation: SourceLocation? = nil, typeLocation: SourceLocation? = nil, defaultLocation: SourceLocation? = nil,
        isOptionSet: (String) -> Bool
    ) {
        self.name = name
        self.id = id
        self.type = type
        self.defaultValue = defaultValue
        self.doc = doc
        self.since = since
        self.aliases = aliases
        self.inheritedFrom = inheritedFrom
        self.location = location
        self.idLocation = idLocation ?? location
        self.typeLocation = typeLocation ?? location
        self.defaultLocation = defaultLocation
        naturalDefault = NaturalDefault.of(type, isOptionSet: isOptionSet)
        requiredness = Requiredness(type: type, defaultValue: defaultValue, naturalDefault: naturalDefault)
    }
}

/// Whether a field must be present in an archive or document.
public enum Requiredness: Hashable, Sendable {
    /// Absent means its declared or natural default.
    case defaulted
    /// Absent is an error (`missingRequiredField`).
    case required
    /// A bare generic parameter without a default: required unless the instance's argument
    /// has a natural default (in `Pair<string?, int8>`, a field of type `A` is optional).
    case byGenericArgument

    /// The one rule: a declared default or a natural default makes a field optional to write.
    init(type: TypeReference, defaultValue: DefaultValue?, naturalDefault: NaturalDefault?) {
        if defaultValue != nil || naturalDefault != nil {
            self = .defaulted
        } else if case .genericParameter = type {
            self = .byGenericArgument
        } else {
            self = .required
        }
    }
}

/// The value a field of some type takes when absent and not given a default.
public enum NaturalDefault: Hashable, Sendable {
    /// An optional: absent, nil.
    case absent
    /// A list: `[]`.
    case emptyList
    /// A map: `{}`.
    case emptyMap
    /// An option set: no flags.
    case emptyOptions

    /// The natural default of a type, or nil when it has none (and for a generic parameter,
    /// which its argument decides).
    ///
    /// - Parameters:
    ///   - type: The type.
    ///   - isOptionSet: Whether a declared type name is an option set.
    /// - Returns: The natural default, if any.
    public static func of(_ type: TypeReference, isOptionSet: (String) -> Bool) -> NaturalDefault? {
        switch type {
        case .optional: .absent
        case .list: .emptyList
        case .map: .emptyMap
        case .named(let name, _): isOptionSet(name) ? .emptyOptions : nil
        case .primitive, .genericParameter, .protocolValue: nil
        }
    }
}

extension TypeReference {
    /// Whether values of this type default to "empty" when absent: optionals and collections.
    ///
    /// Option sets also default to empty; that needs the declaration, see
    /// `SchemaSet.hasNaturalDefault(_:)`.
    public var isOptionalOrCollection: Bool {
        switch self {
        case .optional, .list, .map: true
        default: false
        }
    }
}
