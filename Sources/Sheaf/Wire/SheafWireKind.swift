/// The low three bits of a field key: how to find the end of the field's value without
/// knowing its type, which is what makes every field skippable without the schema.
public enum SheafWireKind: UInt8, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// A varint (bool, integers, timestamps, integer raw enums, option sets).
    case varint = 0
    /// Eight bytes, little-endian (float64).
    case i64 = 1
    /// A varint byte length, then that many bytes (strings, bytes, uuid, url, structured values).
    case len = 2
    /// Four bytes, little-endian (float32).
    case i32 = 5

    /// Maps the three kind bits of a key to a kind, or `nil` for the unused values 3, 4, 6, 7.
    ///
    /// - Parameter bits: The key's low three bits.
    @inlinable
    @inline(__always)
    public init?(bits: UInt8) {
        switch bits {
        case 0: self = .varint
        case 1: self = .i64
        case 2: self = .len
        case 5: self = .i32
        default: return nil
        }
    }

    /// The name used in FORMAT.md: `VARINT`, `I64`, `LEN`, `I32`.
    public var description: String {
        switch self {
        case .varint: return "VARINT"
        case .i64: return "I64"
        case .len: return "LEN"
        case .i32: return "I32"
        }
    }
}
