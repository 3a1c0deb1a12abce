import Foundation
import SheafSchema

/// A value of any schema type, held without generated code.
///
/// The schema type is not stored in the value: every operation (wire, JSON form,
/// validation) walks a value together with its `TypeReference`, the way the wire
/// format itself carries no type information beyond field ids and wire kinds.
/// Floats are kept as bit patterns, so NaN payloads and -0.0 survive and equality
/// is exact.
public indirect enum DynamicValue: Hashable, Sendable {
    /// `bool`.
    case bool(Bool)
    /// Any signed integer type (`int8` … `int64`, `int`).
    case int(Int64)
    /// Any unsigned integer type (`uint8` … `uint64`, `uint`).
    case uint(UInt64)
    /// `float32`, as its IEEE 754 bit pattern.
    case float32(bits: UInt32)
    /// `float64`, as its IEEE 754 bit pattern.
    case float64(bits: UInt64)
    /// `string` (valid Unicode by construction).
    case string(String)
    /// `bytes`.
    case bytes([UInt8])
    /// `timestamp`: microseconds since 1970-01-01T00:00:00Z.
    case timestamp(Int64)
    /// `url`, as its text.
    case url(String)
    /// `uuid`.
    case uuid(UUID)
    /// A raw-value enum, by raw value (an open enum may hold a value no case has).
    case enumValue(RawValue)
    /// An option set's bits (unknown bits kept).
    case options(UInt64)
    /// An absent optional in a list element, map value or generic argument position.
    /// (An absent optional *field* is simply missing from its record.)
    case null
    /// A list.
    case list([DynamicValue])
    /// A map, entries in any order (encoders sort them canonically).
    case map([DynamicMapEntry])
    /// A struct or generic struct instance.
    case record(DynamicRecord)
    /// A payload-enum value: the case id and the case's fields.
    case payload(caseID: Int, fields: DynamicRecord)
    /// A class instance, by its id in the archive's object table.
    case object(DynamicObjectID)
    /// A protocol-typed value: the member's tag and the member's value (a record or object).
    case member(tag: String, value: DynamicValue)

    /// A `float32` value.
    public static func float32(_ value: Float) -> DynamicValue { .float32(bits: value.bitPattern) }
    /// A `float64` value.
    public static func float64(_ value: Double) -> DynamicValue { .float64(bits: value.bitPattern) }
}

/// One entry of a map.
public struct DynamicMapEntry: Hashable, Sendable {
    /// The key (bool, integer, string, uuid or raw-enum value).
    public var key: DynamicValue
    /// The value.
    public var value: DynamicValue

    /// Creates an entry.
    public init(key: DynamicValue, value: DynamicValue) {
        self.key = key
        self.value = value
    }
}

/// The fields of a struct, class instance or payload case, by field id.
public struct DynamicRecord: Hashable, Sendable {
    /// Present fields by id. A field that is absent takes its default when read.
    public var fields: [Int: DynamicValue]
    /// Fields the schema does not know, kept byte for byte so they are written back.
    public var unknownFields: [DynamicUnknownField]

    /// Creates a record.
    public init(fields: [Int: DynamicValue] = [:], unknownFields: [DynamicUnknownField] = []) {
        self.fields = fields
        self.unknownFields = unknownFields
    }

    /// The value of a field, if present.
    public subscript(id: Int) -> DynamicValue? {
        get { fields[id] }
        set { fields[id] = newValue }
    }
}

/// Identifies a class instance within one `DynamicArchive`'s object table.
public struct DynamicObjectID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The number. A decoded archive's instances carry their entry numbers in the archive's
    /// instance table (1, 2, … in order of first appearance for canonical archives).
    public var number: Int

    /// Creates an id.
    public init(_ number: Int) { self.number = number }

    public static func < (lhs: DynamicObjectID, rhs: DynamicObjectID) -> Bool { lhs.number < rhs.number }

    /// The number as text.
    public var description: String { String(number) }
}

/// A class instance: its class and its fields. Kept in a table so several places can
/// refer to one instance and instances can refer to each other in cycles.
public struct DynamicObject: Hashable, Sendable {
    /// The class's name (a generic class's instance: its type expression, e.g. `Cell<int32>`).
    public var type: TypeReference
    /// The instance's fields.
    public var record: DynamicRecord

    /// Creates an instance.
    public init(type: TypeReference, record: DynamicRecord) {
        self.type = type
        self.record = record
    }
}
