/// The built-in scalar types of the schema language.
public enum Primitive: String, Hashable, Sendable, CaseIterable {
    case bool
    case int8, int16, int32, int64
    case uint8, uint16, uint32, uint64
    /// The platform integer, written as 64-bit.
    case int
    /// The platform unsigned integer, written as 64-bit.
    case uint
    case float32, float64
    case string
    case bytes
    /// An instant with microsecond precision.
    case timestamp
    case url
    case uuid

    /// Whether this is one of the integer types.
    public var isInteger: Bool { integerRange != nil }

    /// Whether this is a signed integer type.
    public var isSignedInteger: Bool {
        switch self {
        case .int8, .int16, .int32, .int64, .int: true
        default: false
        }
    }

    /// Whether this is an unsigned integer type.
    public var isUnsignedInteger: Bool { isInteger && !isSignedInteger }

    /// Whether this is `float32` or `float64`.
    public var isFloatingPoint: Bool { self == .float32 || self == .float64 }

    /// The width in bits of an integer type (64 for `int` and `uint`), else nil.
    public var integerBitWidth: Int? {
        switch self {
        case .int8, .uint8: 8
        case .int16, .uint16: 16
        case .int32, .uint32: 32
        case .int64, .uint64, .int, .uint: 64
        default: nil
        }
    }

    /// The smallest and largest value of an integer type, else nil.
    ///
    /// Unsigned maxima above `Int64.max` are not representable here; `uint64`'s
    /// range is reported up to `Int64.max` and checked separately where it matters.
    public var integerRange: ClosedRange<Int64>? {
        switch self {
        case .int8: Int64(Int8.min)...Int64(Int8.max)
        case .int16: Int64(Int16.min)...Int64(Int16.max)
        case .int32: Int64(Int32.min)...Int64(Int32.max)
        case .int64, .int: Int64.min...Int64.max
        case .uint8: 0...Int64(UInt8.max)
        case .uint16: 0...Int64(UInt16.max)
        case .uint32: 0...Int64(UInt32.max)
        case .uint64, .uint: 0...Int64.max
        default: nil
        }
    }

    /// Whether a value of this type can be a map key.
    public var isMapKey: Bool { isInteger || self == .bool || self == .string || self == .uuid }

    /// The Swift type the generator uses.
    public var swiftName: String {
        switch self {
        case .bool: "Bool"
        case .int8: "Int8"
        case .int16: "Int16"
        case .int32: "Int32"
        case .int64: "Int64"
        case .uint8: "UInt8"
        case .uint16: "UInt16"
        case .uint32: "UInt32"
        case .uint64: "UInt64"
        case .int: "Int"
        case .uint: "UInt"
        case .float32: "Float"
        case .float64: "Double"
        case .string: "String"
        case .bytes: "Data"
        case .timestamp: "Date"
        case .url: "URL"
        case .uuid: "UUID"
        }
    }
}
