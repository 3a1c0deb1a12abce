/// A raw-value enum (schema `kind: enum` with `raw:`), written as its raw value.
///
/// Generated enums declare the conformance and ``SheafCodable/sheafTypeName``; everything else
/// comes from here. A closed enum's failable `init(rawValue:)` turns unknown raw values into
/// ``SheafError/Code/unknownEnumValue``; an open enum's `init(rawValue:)` never fails (it maps
/// them to `unrecognized(_:)`), so unknown values survive a round trip.
///
/// Lists of raw enums are not packed: they hold each raw value's bare form.
public protocol SheafRawEnum: SheafCodable, RawRepresentable where RawValue: SheafCodable {}

extension SheafRawEnum {
    /// The raw type's wire kind.
    @inlinable
    public static var sheafWireKind: SheafWireKind {
        RawValue.sheafWireKind
    }

    /// Writes the raw value's bare form.
    @inlinable
    public func encode(to writer: inout SheafWriter) throws(SheafError) {
        try rawValue.encode(to: &writer)
    }

    /// Reads a raw value and maps it to a case.
    @inlinable
    public init(from reader: inout SheafReader) throws(SheafError) {
        let start = reader.offset
        let raw = try RawValue(from: &reader)
        guard let value = Self(rawValue: raw) else {
            throw Self.unknownRawValueError(raw, at: start)
        }
        self = value
    }

    /// The error for a raw value without a case (out of line, and not specialised: it would
    /// otherwise be repeated in every decoder that reads the enum).
    @usableFromInline
    static func unknownRawValueError(_ raw: RawValue, at offset: Int) -> SheafError {
        SheafError(.unknownEnumValue, offset: offset, message: "\(raw) is not a raw value of \(Self.sheafTypeName)")
    }

    /// Reads through the raw type, so its wire-kind rules (and widenings) apply.
    @inlinable
    public init(sheafField reader: inout SheafReader, key: SheafFieldKey) throws(SheafError) {
        let start = reader.offset
        let raw = try RawValue(sheafField: &reader, key: key)
        guard let value = Self(rawValue: raw) else {
            throw Self.unknownRawValueError(raw, at: start)
        }
        self = value
    }
}

extension SheafRawEnum where Self: SheafMapKey, RawValue: SheafMapKey {
    /// Raw enums sort by raw value.
    @inlinable
    public static func sheafKeyPrecedes(_ lhs: Self, _ rhs: Self) -> Bool {
        RawValue.sheafKeyPrecedes(lhs.rawValue, rhs.rawValue)
    }
}

/// An option set (schema `kind: options`), written as a varint of its raw bits; bits the
/// schema does not name are kept.
public protocol SheafOptionSet: SheafCodable, OptionSet where RawValue: FixedWidthInteger {}

extension SheafOptionSet {
    /// Option sets are varints.
    @inlinable
    public static var sheafWireKind: SheafWireKind {
        .varint
    }

    /// The empty set.
    @inlinable
    public static var sheafDefaultValue: Self? {
        Self(rawValue: 0)
    }

    /// Whether no bit is set.
    @inlinable
    public var isSheafDefault: Bool {
        rawValue == 0
    }

    /// The raw bits as an unsigned value of the raw type's width.
    @inlinable
    static var sheafBitMask: UInt64 {
        RawValue.bitWidth >= 64 ? .max : (1 << UInt64(RawValue.bitWidth)) - 1
    }

    /// Writes the raw bits as a varint.
    @inlinable
    public func encode(to writer: inout SheafWriter) throws(SheafError) {
        writer.writeVarint(UInt64(truncatingIfNeeded: rawValue) & Self.sheafBitMask)
    }

    /// Reads the raw bits, which must fit the raw type's width.
    @inlinable
    public init(from reader: inout SheafReader) throws(SheafError) {
        let start = reader.offset
        let bits = try reader.readVarint()
        guard bits & ~Self.sheafBitMask == 0 else {
            throw SheafError(.integerOverflow, offset: start, message: "option bits \(bits) do not fit \(RawValue.self)")
        }
        self.init(rawValue: RawValue(truncatingIfNeeded: bits))
    }
}
