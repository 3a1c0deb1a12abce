/// A declared type of a schema, resolved: references wired, inherited fields merged.
public struct TypeDeclaration: Hashable, Sendable {
    /// The type's name, unique across the schema set.
    public var name: String
    /// The schema that declares it.
    public var schemaName: String
    /// What kind of type it is, with the kind's own parts.
    public var kind: Kind
    /// Generic parameter names, in declaration order (structs, classes and payload enums).
    public var genericParameters: [String]
    /// The protocols it conforms to, sorted by name.
    public var conformances: [String]
    /// The stable tag written for polymorphic values: `tag:` or the type's name.
    /// Nil for types that conform to no protocol.
    public var tag: String?

    /// The tag of a member of a protocol family: ``tag``, which the resolver sets for every
    /// member (to `tag:` or the type's name). The one place that spells the default, for code
    /// that reads members; for a type that is no member it is its name, as its tag would be.
    public var memberTag: String { tag ?? name }
    /// Retired field ids and names (structs, classes, protocols).
    public var reservedIds: [Int]
    /// Retired field names.
    public var reservedNames: [String]
    /// The `doc:` text.
    public var doc: String?
    /// Where the type's name is written.
    public var location: SourceLocation
    /// Where its `kind:` value is written.
    public var kindLocation: SourceLocation
    /// Where its `tag:` value is written, if it declares one.
    public var tagLocation: SourceLocation?
    /// Where each generic parameter is written, in the order of ``genericParameters``.
    public var genericParameterLocations: [SourceLocation]

    /// The kinds of declaration, each with what only it has.
    public enum Kind: Hashable, Sendable {
        /// A value type with fields: inherited ones first (its protocols' in `conformances`
        /// order), then its own, each group as written.
        case structure(fields: [Field])
        /// A reference type with fields; shared instances and cycles survive a round trip.
        case classType(fields: [Field])
        /// An enum whose cases are raw values of an integer type or string.
        case rawEnum(RawEnum)
        /// An enum whose cases carry fields.
        case payloadEnum(cases: [PayloadCase])
        /// A set of named bits.
        case options(OptionFlags)
        /// A protocol family: fields its members inherit, and the members.
        case protocolFamily(fields: [Field], members: [String])

        /// The word used in schemas and messages: struct, class, enum, options, protocol.
        public var keyword: String {
            switch self {
            case .structure: "struct"
            case .classType: "class"
            case .rawEnum, .payloadEnum: "enum"
            case .options: "options"
            case .protocolFamily: "protocol"
            }
        }
    }

    /// Creates a declaration.
    public init(
        name: String, schemaName: String, kind: Kind, genericParameters: [String] = [],
        conformances: [String] = [], tag: String? = nil, reservedIds: [Int] = [],
        reservedNames: [String] = [], doc: String? = nil, location: SourceLocation,
        kindLocation: SourceLocation? = nil, tagLocation: SourceLocation? = nil,
        genericParameterLocations: [SourceLocation] = []
    ) {
        self.name = name
        self.schemaName = schemaName
        self.kind = kind
        self.genericParameters = genericParameters
        self.conformances = conformances
        self.tag = tag
        self.reservedIds = reservedIds
        self.reservedNames = reservedNames
        self.doc = doc
        self.location = location
        self.kindLocation = kindLocation ?? location
        self.tagLocation = tagLocation
        self.genericParameterLocations = genericParameterLocations
    }

    /// The fields of a struct, class or protocol (inherited first); empty for other kinds.
    public var fields: [Field] {
        switch kind {
        case .structure(let fields), .classType(let fields), .protocolFamily(let fields, _): fields
        default: []
        }
    }

    /// Whether the type is a protocol family.
    public var isProtocol: Bool {
        if case .protocolFamily = kind { return true }
        return false
    }

    /// Whether the type is a class.
    public var isClass: Bool {
        if case .classType = kind { return true }
        return false
    }
}

/// The cases of a raw-value enum.
public struct RawEnum: Hashable, Sendable {
    /// An integer primitive or `string`.
    public var rawType: Primitive
    /// The cases in declaration order.
    public var cases: [RawCase]
    /// Whether unknown raw values decode to an `unrecognized` case instead of failing.
    public var isOpen: Bool
    /// Where `raw:` is written.
    public var rawTypeLocation: SourceLocation?
    /// Where `open:` is written, if it is.
    public var openLocation: SourceLocation?

    /// Creates a raw enum.
    public init(
        rawType: Primitive, cases: [RawCase], isOpen: Bool,
        rawTypeLocation: SourceLocation? = nil, openLocation: SourceLocation? = nil
    ) {
        self.rawType = rawType
        self.cases = cases
        self.isOpen = isOpen
        self.rawTypeLocation = rawTypeLocation
        self.openLocation = openLocation
    }
}

/// A raw value: an integer or a string.
public enum RawValue: Hashable, Sendable, Comparable, CustomStringConvertible {
    case int(Int64)
    case uint(UInt64)
    case string(String)

    /// The value as written in a schema.
    public var description: String {
        switch self {
        case .int(let value): String(value)
        case .uint(let value): String(value)
        case .string(let value): value
        }
    }
}

/// One case of a raw-value enum.
public struct RawCase: Hashable, Sendable {
    /// The case name.
    public var name: String
    /// Its raw value.
    public var rawValue: RawValue
    /// The `doc:` text, when the case is written in long form.
    public var doc: String?
    /// Where the case is declared.
    public var location: SourceLocation
    /// Where its raw value is written.
    public var rawValueLocation: SourceLocation

    /// Creates a case.
    public init(
        name: String, rawValue: RawValue, doc: String? = nil, location: SourceLocation,
        rawValueLocation: SourceLocation? = nil
    ) {
        self.name = name
        self.rawValue = rawValue
        self.doc = doc
        self.location = location
        self.rawValueLocation = rawValueLocation ?? location
    }
}

/// One case of an enum with payloads.
public struct PayloadCase: Hashable, Sendable {
    /// The case name.
    public var name: String
    /// The case id written on the wire.
    public var id: Int
    /// The case's fields as written; empty for a case without payload.
    public var fields: [Field]
    /// The `doc:` text.
    public var doc: String?
    /// Where the case is declared.
    public var location: SourceLocation
    /// Where its id is written.
    public var idLocation: SourceLocation

    /// Creates a case.
    public init(
        name: String, id: Int, fields: [Field], doc: String? = nil, location: SourceLocation,
        idLocation: SourceLocation? = nil
    ) {
        self.name = name
        self.id = id
        self.fields = fields
        self.doc = doc
        self.location = location
        self.idLocation = idLocation ?? location
    }
}

/// The flags of an option set.
public struct OptionFlags: Hashable, Sendable {
    /// An unsigned integer primitive.
    public var rawType: Primitive
    /// The flags in declaration order.
    public var flags: [OptionFlag]
    /// Where `raw:` is written, if it is (the raw type defaults to uint64).
    public var rawTypeLocation: SourceLocation?

    /// Creates the flags of an option set.
    public init(rawType: Primitive, flags: [OptionFlag], rawTypeLocation: SourceLocation? = nil) {
        self.rawType = rawType
        self.flags = flags
        self.rawTypeLocation = rawTypeLocation
    }
}

/// One named bit of an option set.
public struct OptionFlag: Hashable, Sendable {
    /// The flag's name.
    public var name: String
    /// Its bit index, from 0.
    public var bit: Int
    /// Where the flag is declared.
    public var location: SourceLocation
    /// Where its bit index is written.
    public var bitLocation: SourceLocation

    /// Creates a flag.
    public init(name: String, bit: Int, location: SourceLocation, bitLocation: SourceLocation? = nil) {
        self.name = name
        self.bit = bit
        self.location = location
        self.bitLocation = bitLocation ?? location
    }
}
