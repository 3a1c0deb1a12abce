/// A type generated with `optimize: size`: it holds a table of its fields, and the runtime's
/// one generic path encodes, decodes, compares, hashes and implements `Codable` from it, so
/// that the type carries data instead of coders of its own.
///
/// The API is the speed-mode type's: the same stored properties, initialiser, conformances
/// and archives (the bytes are identical).
public protocol SheafTableMessage: SheafMessage {
    /// The type's fields and blank value.
    static var sheafTable: SheafMessageTable<Self> { get }
}

extension SheafTableMessage {
    /// Writes the value's bare form from the table.
    public func encode(to writer: inout SheafWriter) throws(SheafError) {
        try Self.sheafTable.encode(self, to: &writer)
    }

    /// Reads the value's bare form from the table.
    public init(from reader: inout SheafReader) throws(SheafError) {
        self = try Self.sheafTable.decode(from: &reader)
    }

    /// Whether every field and the kept unknown fields are equal.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        sheafTable.equal(lhs, rhs)
    }

    /// Hashes every field and the kept unknown fields.
    public func hash(into hasher: inout Hasher) {
        Self.sheafTable.hash(self, into: &hasher)
    }

    /// Encodes the fields keyed by their schema names (nil optionals left out).
    public func encode(to encoder: any Encoder) throws {
        try Self.sheafTable.encode(self, to: encoder)
    }

    /// Decodes the fields by their schema names; absent ones take the schema's defaults.
    public init(from decoder: any Decoder) throws {
        self = try Self.sheafTable.decode(from: decoder)
    }
}
