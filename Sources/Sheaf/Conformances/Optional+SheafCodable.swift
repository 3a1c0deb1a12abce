extension Optional: SheafCodable where Wrapped: SheafCodable {
    /// `T?`.
    @inlinable
    public static var sheafTypeName: String {
        Wrapped.sheafTypeName + "?"
    }

    /// As a field, an optional holds the wrapped value's bare form, so it has its kind.
    @inlinable
    public static var sheafWireKind: SheafWireKind {
        Wrapped.sheafWireKind
    }

    /// The bare form outside fields: presence byte `00` (nil) or `01` followed by the wrapped
    /// value's bare form.
    @inlinable
    public func encode(to writer: inout SheafWriter) throws(SheafError) {
        switch self {
        case .none:
            writer.writeByte(0)
        case .some(let wrapped):
            writer.writeByte(1)
            try wrapped.encode(to: &writer)
        }
    }

    /// Presence byte, then the wrapped value if it is `01`.
    @inlinable
    public init(from reader: inout SheafReader) throws(SheafError) {
        let start = reader.offset
        switch try reader.readByte() {
        case 0:
            self = .none
        case 1:
            self = .some(try Wrapped(from: &reader))
        case let byte:
            throw SheafError(.invalidPresenceByte, offset: start, message: "presence byte must be 0 or 1, found \(byte)")
        }
    }

    /// A present field holds the wrapped value.
    @inlinable
    public init(sheafField reader: inout SheafReader, key: SheafFieldKey) throws(SheafError) {
        self = .some(try Wrapped(sheafField: &reader, key: key))
    }

    /// Absent means `nil`.
    @inlinable
    public static var sheafDefaultValue: Wrapped?? {
        .some(.none)
    }

    /// `nil` is the default, so a `nil` field is omitted.
    @inlinable
    public var isSheafDefault: Bool {
        self == nil
    }

    /// The key and the wrapped value (unconditionally: `.some([])` is written); `nil` writes
    /// nothing. Optionals do not nest in field position: a `T??` holding `.some(nil)` writes
    /// nothing and reads back as `nil`.
    @inlinable
    public func encodeSheafFieldValue(_ id: Int, to writer: inout SheafWriter) throws(SheafError) {
        if case .some(let wrapped) = self {
            try wrapped.encodeSheafFieldValue(id, to: &writer)
        }
    }
}
