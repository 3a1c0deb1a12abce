/// A member of a protocol family (a schema `kind: protocol`): a type that other values can
/// hold as `any P` and that is written with its tag.
///
/// Generated family protocols refine this one (`protocol Vehicle: SheafFamilyMember`), and
/// members provide their tag (`static var sheafTag: String { "car" }`).
public protocol SheafFamilyMember: SheafCodable {
    /// The member's stable tag, written before its bare form (schema `tag:`; the type name by
    /// default).
    static var sheafTag: String { get }

    /// The tag this value is written with: ``sheafTag`` for every member the schema lists; the
    /// tag it was read with for a family's opaque member (one a newer schema version added).
    var sheafMemberTag: String { get }
}

extension SheafFamilyMember {
    /// The type's tag.
    @inlinable
    public var sheafMemberTag: String {
        Self.sheafTag
    }
}

/// The decoding side of a protocol family: which tags it knows and how to decode each.
///
/// Generated code declares one caseless enum per family; decoding can only produce a type it
/// lists, never one an archive names (secure by construction).
///
/// ```swift
/// enum VehicleFamily: SheafFamily {
///     static var sheafTypeName: String { "Vehicle" }
///     static func encodeMember(_ value: any Vehicle, to writer: inout SheafWriter) throws(SheafError) {
///         try writer.writeFamilyValue(value)   // opens the existential
///     }
///     static func decodeMember(tag: String, from reader: inout SheafReader) throws(SheafError) -> (any Vehicle)? {
///         switch tag {
///         case "car": return try Car(from: &reader)
///         case "truck": return try Truck(from: &reader)
///         default: return nil               // not listed: the runtime asks decodeOpaqueMember
///         }
///     }
///     static func decodeOpaqueMember(tag: String, from reader: inout SheafReader) throws(SheafError) -> (any Vehicle)? {
///         try Opaque(tag: tag, from: &reader)  // the family's fields, the rest kept as bytes
///     }
/// }
/// ```
public protocol SheafFamily {
    /// The values of the family, usually an existential such as `any Vehicle`.
    associatedtype Value

    /// The family's (protocol's) name, for messages and type expressions.
    static var sheafTypeName: String { get }

    /// Writes `value`'s protocol-value bare form, normally by calling
    /// ``SheafWriter/writeFamilyValue(_:)`` with it.
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - writer: The writer.
    /// - Throws: What encoding throws.
    static func encodeMember(_ value: Value, to writer: inout SheafWriter) throws(SheafError)

    /// Decodes the member's bare form for `tag`, or returns `nil` for a tag the family does not
    /// list.
    ///
    /// - Parameters:
    ///   - tag: The tag read from the archive.
    ///   - reader: The reader, positioned at the member's bare form.
    /// - Returns: The value, or `nil`.
    /// - Throws: What decoding throws.
    static func decodeMember(tag: String, from reader: inout SheafReader) throws(SheafError) -> Value?

    /// Decodes a member whose tag the family does not list as the family's opaque member (its
    /// own fields, the rest kept as bytes), or returns `nil` when the family keeps none. The
    /// reader calls it only for a member that is not a class instance's reference (see
    /// ``SheafFamilyTag/isClassReference(_:)``).
    ///
    /// - Parameters:
    ///   - tag: The tag read from the archive.
    ///   - reader: The reader, positioned at the member's bare form.
    /// - Returns: The opaque member, or `nil`.
    /// - Throws: What decoding throws.
    static func decodeOpaqueMember(tag: String, from reader: inout SheafReader) throws(SheafError) -> Value?
}

extension SheafFamily {
    /// Keeps no opaque members: an unknown tag is ``SheafError/Code/unknownFamilyTag``.
    @inlinable
    public static func decodeOpaqueMember(tag: String, from reader: inout SheafReader) throws(SheafError) -> Value? {
        nil
    }
}

/// A protocol value as a ``SheafCodable`` type, so that families nest inside lists, maps,
/// optionals and generic arguments like any other type: `[SheafFamilyValue<VehicleFamily>]`
/// has the same wire form as a list of `any Vehicle`.
public struct SheafFamilyValue<Family: SheafFamily>: SheafCodable {
    /// The member value.
    public var value: Family.Value

    /// Wraps a member value.
    ///
    /// - Parameter value: The value.
    @inlinable
    public init(_ value: Family.Value) {
        self.value = value
    }

    /// The family's name.
    @inlinable
    public static var sheafTypeName: String {
        Family.sheafTypeName
    }

    /// Writes length, tag and the member's bare form.
    @inlinable
    public func encode(to writer: inout SheafWriter) throws(SheafError) {
        try Family.encodeMember(value, to: &writer)
    }

    /// Reads length, tag and the member's bare form.
    @inlinable
    public init(from reader: inout SheafReader) throws(SheafError) {
        value = try reader.readFamilyValue(Family.self)
    }
}

extension SheafFamilyValue: Sendable where Family.Value: Sendable {}

/// A protocol family whose members are all value types (structs and payload enums that are
/// `Hashable` and `Sendable`): its protocol refines `Hashable` and `Sendable`, and its values
/// compare and hash as their members do, so that the types holding them keep `Equatable`,
/// `Hashable` and `Sendable`.
///
/// Generated family enums conform when the schema allows it: a family with a class member
/// cannot, since a class instance compares by identity and is not `Sendable`.
public protocol SheafHashableFamily: SheafFamily {
    /// The value as an `AnyHashable`, which is equal to another exactly when both members are
    /// of the same type and equal.
    ///
    /// - Parameter value: A member value.
    /// - Returns: The value, type-erased for comparison and hashing.
    static func hashableValue(_ value: Value) -> AnyHashable
}

extension SheafFamilyValue: Equatable where Family: SheafHashableFamily {
    /// Whether both values are members of the same type and equal.
    @inlinable
    public static func == (lhs: Self, rhs: Self) -> Bool {
        Family.hashableValue(lhs.value) == Family.hashableValue(rhs.value)
    }
}

extension SheafFamilyValue: Hashable where Family: SheafHashableFamily {
    /// Hashes the member's type and value.
    @inlinable
    public func hash(into hasher: inout Hasher) {
        hasher.combine(Family.hashableValue(value))
    }
}

/// A family's opaque member (generated as `<Name>Family.Opaque`): a member a newer version of
/// the schema added, kept with the tag it was read with. The family reads it with
/// ``init(tag:from:)``; the members ``SheafFamilyMember`` and ``SheafCodable`` require that
/// serve no purpose for it are implemented here once, not in every family.
public protocol SheafOpaqueFamilyMember: SheafFamilyMember {
    /// Reads a member's bare form, with the tag the archive gives it.
    ///
    /// - Parameters:
    ///   - tag: The member's tag.
    ///   - reader: The reader, positioned at the member's bare form.
    /// - Throws: What decoding throws.
    init(tag: String, from reader: inout SheafReader) throws(SheafError)
}

extension SheafOpaqueFamilyMember {
    /// No tag of its own: each value carries the one it was read with (``sheafMemberTag``).
    @inlinable
    public static var sheafTag: String { "" }

    /// Reads a member's bare form with an empty tag (families use ``init(tag:from:)``).
    @inlinable
    public init(from reader: inout SheafReader) throws(SheafError) {
        try self.init(tag: "", from: &reader)
    }
}
