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
    /// Where the field is declared (for inherited fields: in the protocol).
    public var location: SourceLocation
    /// Whether a value must be present: no default, and the type has no natural default
    /// (optionals, lists, maps and option sets do). Fields of a generic parameter's type
    /// count as required here; for an instance, substitute and ask `SchemaSet.hasNaturalDefault`.
    public var isRequired: Bool

    /// Creates a field.
    public init(
        name: String, id: Int, type: TypeReference, defaultValue: DefaultValue? = nil,
        doc: String? = nil, since: Int? = nil, aliases: [String] = [],
        inheritedFrom: String? = nil, location: SourceLocation, isRequired: Bool
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
        self.isRequired = isRequired
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
