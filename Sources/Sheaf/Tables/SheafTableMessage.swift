/// A type generated with `optimize: size`: it holds a table of its fields, and the runtime's
/// one generic path encodes, decodes, compares, hashes and (for a type that declares it)
/// implements `Codable` from it, so that the type carries data instead of coders of its own.
///
/// The API is the speed-mode type's: the same stored properties, initialiser, conformances
/// and archives (the bytes are identical).
public protocol SheafTableMessage: SheafMessage {
    /// The type's fields and blank value.
    static var sheafTable: SheafMessageTable<Self> { get }
}

// Each member is one generic function in the runtime, never specialised for the conforming
// type (its witness only passes the type along): otherwise every type would carry a copy.
extension SheafTableMessage {
    /// Writes the value's bare form from the table.
    @_semantics("optimize.sil.specialize.generic.never")
    public func encode(to writer: inout SheafWriter) throws(SheafError) {
        try Self.sheafTable.encode(self, to: &writer)
    }

    /// Reads the value's bare form from the table.
    @_semantics("optimize.sil.specialize.generic.never")
    public init(from reader: inout SheafReader) throws(SheafError) {
        self = try Self.sheafTable.decode(from: &reader)
    }

    /// Whether every field and the kept unknown fields are equal.
    @_semantics("optimize.sil.specialize.generic.never")
    public static func == (lhs: Self, rhs: Self) -> Bool {
        sheafTable.equal(lhs, rhs)
    }

    /// Hashes every field and the kept unknown fields.
    @_semantics("optimize.sil.specialize.generic.never")
    public func hash(into hasher: inout Hasher) {
        Self.sheafTable.hash(self, into: &hasher)
    }

    /// The key, then the bare form.
    @_semantics("optimize.sil.specialize.generic.never")
    public func encodeSheafFieldValue(_ id: Int, to writer: inout SheafWriter) throws(SheafError) {
        writer.writeKey(id, .len)
        try Self.sheafTable.encode(self, to: &writer)
    }

    /// Checks the wire kind, then reads the bare form.
    @_semantics("optimize.sil.specialize.generic.never")
    public init(sheafField reader: inout SheafReader, key: SheafFieldKey) throws(SheafError) {
        try reader.checkWireKind(key, expected: .len)
        self = try Self.sheafTable.decode(from: &reader)
    }

    /// Length, count, then each value's bare form, read in place.
    @_semantics("optimize.sil.specialize.generic.never")
    public static func encodeSheafList(_ elements: [Self], to writer: inout SheafWriter) throws(SheafError) {
        try sheafTable.encodeList(elements, to: &writer)
    }
}

// `Codable` only for the types that declare it: generated with `codable: false`, a type has
// no `Codable` members at all.
extension SheafTableMessage where Self: Encodable {
    /// Encodes the fields keyed by their schema names (nil optionals left out).
    @_semantics("optimize.sil.specialize.generic.never")
    public func encode(to encoder: any Encoder) throws {
        try Self.sheafTable.encode(self, to: encoder)
    }
}

extension SheafTableMessage where Self: Decodable {
    /// Decodes the fields by their schema names; absent ones take the schema's defaults.
    @_semantics("optimize.sil.specialize.generic.never")
    public init(from decoder: any Decoder) throws {
        self = try Self.sheafTable.decode(from: decoder)
    }
}
