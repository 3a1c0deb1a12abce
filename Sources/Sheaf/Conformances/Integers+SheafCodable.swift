// Integers: signed ones are zig-zag varints, unsigned ones plain varints, both range-checked
// when read into a narrower type; lists of integers are packed with a per-list width.

extension SheafCodable where Self: FixedWidthInteger & SignedInteger {
    /// Integers are varints.
    @inlinable
    public static var sheafWireKind: SheafWireKind {
        .varint
    }

    /// A zig-zag varint.
    @inlinable
    public func encode(to writer: inout SheafWriter) throws(SheafError) {
        writer.writeSignedVarint(Int64(truncatingIfNeeded: self))
    }

    /// A zig-zag varint that must fit `Self`.
    @inlinable
    public init(from reader: inout SheafReader) throws(SheafError) {
        self = try reader.readSignedInteger(Self.self)
    }

    /// A packed list.
    @inlinable
    public static func encodeSheafList(_ elements: [Self], to writer: inout SheafWriter) throws(SheafError) {
        try writer.writePackedIntegers(elements)
    }

    /// A packed list.
    @inlinable
    public static func decodeSheafList(from reader: inout SheafReader) throws(SheafError) -> [Self] {
        try reader.readPackedIntegers(Self.self)
    }
}

extension SheafCodable where Self: FixedWidthInteger & UnsignedInteger {
    /// Integers are varints.
    @inlinable
    public static var sheafWireKind: SheafWireKind {
        .varint
    }

    /// A varint.
    @inlinable
    public func encode(to writer: inout SheafWriter) throws(SheafError) {
        writer.writeVarint(UInt64(truncatingIfNeeded: self))
    }

    /// A varint that must fit `Self`.
    @inlinable
    public init(from reader: inout SheafReader) throws(SheafError) {
        self = try reader.readUnsignedInteger(Self.self)
    }

    /// A packed list.
    @inlinable
    public static func encodeSheafList(_ elements: [Self], to writer: inout SheafWriter) throws(SheafError) {
        try writer.writePackedIntegers(elements)
    }

    /// A packed list.
    @inlinable
    public static func decodeSheafList(from reader: inout SheafReader) throws(SheafError) -> [Self] {
        try reader.readPackedIntegers(Self.self)
    }
}

extension Int8: SheafCodable, SheafMapKey {
    /// `int8`.
    @inlinable public static var sheafTypeName: String { "int8" }
}

extension Int16: SheafCodable, SheafMapKey {
    /// `int16`.
    @inlinable public static var sheafTypeName: String { "int16" }
}

extension Int32: SheafCodable, SheafMapKey {
    /// `int32`.
    @inlinable public static var sheafTypeName: String { "int32" }
}

extension Int64: SheafCodable, SheafMapKey {
    /// `int64`.
    @inlinable public static var sheafTypeName: String { "int64" }
}

extension Int: SheafCodable, SheafMapKey {
    /// `int` (written as 64-bit).
    @inlinable public static var sheafTypeName: String { "int" }
}

extension UInt8: SheafCodable, SheafMapKey {
    /// `uint8`.
    @inlinable public static var sheafTypeName: String { "uint8" }
}

extension UInt16: SheafCodable, SheafMapKey {
    /// `uint16`.
    @inlinable public static var sheafTypeName: String { "uint16" }
}

extension UInt32: SheafCodable, SheafMapKey {
    /// `uint32`.
    @inlinable public static var sheafTypeName: String { "uint32" }
}

extension UInt64: SheafCodable, SheafMapKey {
    /// `uint64`.
    @inlinable public static var sheafTypeName: String { "uint64" }
}

extension UInt: SheafCodable, SheafMapKey {
    /// `uint` (written as 64-bit).
    @inlinable public static var sheafTypeName: String { "uint" }
}
