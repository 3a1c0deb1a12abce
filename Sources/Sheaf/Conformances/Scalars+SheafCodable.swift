// Bool, Float, Double and String: the scalar types that need no Foundation.

extension Bool: SheafCodable, SheafMapKey {
    /// `bool`.
    @inlinable public static var sheafTypeName: String { "bool" }

    /// Bools are varints.
    @inlinable public static var sheafWireKind: SheafWireKind { .varint }

    /// Varint 0 or 1.
    @inlinable
    public func encode(to writer: inout SheafWriter) throws(SheafError) {
        writer.writeBool(self)
    }

    /// Varint 0 or 1; anything else is ``SheafError/Code/invalidBool``.
    @inlinable
    public init(from reader: inout SheafReader) throws(SheafError) {
        self = try reader.readBool()
    }

    /// One byte per element.
    @inlinable
    public static func encodeSheafList(_ elements: [Bool], to writer: inout SheafWriter) throws(SheafError) {
        try writer.writePackedBools(elements)
    }

    /// One byte per element.
    @inlinable
    public static func decodeSheafList(from reader: inout SheafReader) throws(SheafError) -> [Bool] {
        try reader.readPackedBools()
    }

    /// `false` sorts before `true`.
    @inlinable
    public static func sheafKeyPrecedes(_ lhs: Bool, _ rhs: Bool) -> Bool {
        !lhs && rhs
    }
}

extension Float: SheafCodable {
    /// `float32`.
    @inlinable public static var sheafTypeName: String { "float32" }

    /// Four bytes.
    @inlinable public static var sheafWireKind: SheafWireKind { .i32 }

    /// The bit pattern, little-endian.
    @inlinable
    public func encode(to writer: inout SheafWriter) throws(SheafError) {
        writer.writeFloat(self)
    }

    /// The bit pattern, little-endian.
    @inlinable
    public init(from reader: inout SheafReader) throws(SheafError) {
        self = try reader.readFloat()
    }

    /// Packed: the elements' bytes back to back.
    @inlinable
    public static func encodeSheafList(_ elements: [Float], to writer: inout SheafWriter) throws(SheafError) {
        try writer.writePackedFloats(elements)
    }

    /// Packed: the elements' bytes back to back.
    @inlinable
    public static func decodeSheafList(from reader: inout SheafReader) throws(SheafError) -> [Float] {
        try reader.readPackedFloats()
    }
}

extension Double: SheafCodable {
    /// `float64`.
    @inlinable public static var sheafTypeName: String { "float64" }

    /// Eight bytes.
    @inlinable public static var sheafWireKind: SheafWireKind { .i64 }

    /// The bit pattern, little-endian.
    @inlinable
    public func encode(to writer: inout SheafWriter) throws(SheafError) {
        writer.writeDouble(self)
    }

    /// The bit pattern, little-endian.
    @inlinable
    public init(from reader: inout SheafReader) throws(SheafError) {
        self = try reader.readDouble()
    }

    /// Accepts `I64`, and `I32` widened exactly from float32 (a field changed from float32 to
    /// float64 still reads archives written before the change).
    @inlinable
    public init(sheafField reader: inout SheafReader, key: SheafFieldKey) throws(SheafError) {
        switch key.kind {
        case .i64: self = try reader.readDouble()
        case .i32: self = try reader.readFloatWidened()
        default: throw reader.wireKindMismatch(key, expected: .i64)
        }
    }

    /// Packed: the elements' bytes back to back.
    @inlinable
    public static func encodeSheafList(_ elements: [Double], to writer: inout SheafWriter) throws(SheafError) {
        try writer.writePackedDoubles(elements)
    }

    /// Packed: the elements' bytes back to back.
    @inlinable
    public static func decodeSheafList(from reader: inout SheafReader) throws(SheafError) -> [Double] {
        try reader.readPackedDoubles()
    }
}

extension String: SheafCodable, SheafMapKey {
    /// `string`.
    @inlinable public static var sheafTypeName: String { "string" }

    /// Length and UTF-8 bytes.
    @inlinable
    public func encode(to writer: inout SheafWriter) throws(SheafError) {
        writer.writeString(self)
    }

    /// Length and UTF-8 bytes, validated.
    @inlinable
    public init(from reader: inout SheafReader) throws(SheafError) {
        self = try reader.readString()
    }

    /// Length, count, then each string's bare form; each string's bytes are copied in place
    /// (the general loop copies, that is retains and releases, every element around its call).
    @inlinable
    public static func encodeSheafList(_ elements: [String], to writer: inout SheafWriter) throws(SheafError) {
        let mark = try writer.beginLengthDelimited()
        writer.writeVarint(UInt64(elements.count))
        elements.withUnsafeBufferPointer { strings in
            for index in strings.indices {
                writer.writeStringInline(strings[index])
            }
        }
        writer.endLengthDelimited(mark)
    }

    /// By UTF-8 bytes, not by Swift's Unicode-aware `<`, so every implementation agrees.
    @inlinable
    public static func sheafKeyPrecedes(_ lhs: String, _ rhs: String) -> Bool {
        lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
    }

    /// The string itself.
    @inlinable
    public var sheafKeyText: String {
        self
    }
}
