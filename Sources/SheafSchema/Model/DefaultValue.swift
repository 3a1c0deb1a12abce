import Foundation

/// A field's declared default, already checked against the field's type.
public enum DefaultValue: Hashable, Sendable {
    case bool(Bool)
    /// A default of a signed integer type.
    case int(Int64)
    /// A default of an unsigned integer type.
    case uint(UInt64)
    /// A floating-point value (nan and infinities included).
    case float(Double)
    case string(String)
    /// Bytes, given in the schema as base64.
    case bytes([UInt8])
    /// Microseconds since 1970-01-01T00:00:00Z, given in the schema as RFC 3339.
    case timestamp(Int64)
    case url(String)
    case uuid(UUID)
    /// A raw enum's case: its name and the raw value it stands for.
    case enumCase(name: String, rawValue: RawValue)
    /// An option set's flags, by name in bit order, and the bits they set.
    case options(names: [String], bits: UInt64)
    /// `null` for an optional.
    case null
    /// `[]` for a list.
    case emptyList
    /// `{}` for a map.
    case emptyMap
}
