import Sheaf

/// A field read from an archive whose id the schema does not know: its key and value bytes
/// exactly as they were, so a round trip loses nothing.
///
/// The bytes may hold numbers that refer to the tables of the archive they were read from (tag
/// numbers of protocol values, entry numbers of class instances a newer schema put there);
/// ``origin`` keeps those tables, and the encoder writes the archive's tables starting from
/// them so every number still names what it named. Equality and hashing compare the id and the
/// bytes only, never the origin.
public struct DynamicUnknownField: Hashable, Sendable {
    /// The field id.
    public var id: Int
    /// The whole field as written: key, then value.
    public var bytes: [UInt8]
    /// The tables of the archive the bytes were read from, when it had a tag or instance table;
    /// `nil` for bytes from an archive without tables, or made by hand.
    public var origin: SheafOrigin?

    /// Creates an unknown field from its raw bytes.
    ///
    /// - Parameters:
    ///   - id: The field id.
    ///   - bytes: The key and value bytes.
    ///   - origin: The tables the bytes' numbers refer to, if any.
    public init(id: Int, bytes: [UInt8], origin: SheafOrigin? = nil) {
        self.id = id
        self.bytes = bytes
        self.origin = origin.flatMap { $0.hasTables ? $0 : nil }
    }

    /// Equal ids and bytes (the origin is not compared).
    public static func == (lhs: DynamicUnknownField, rhs: DynamicUnknownField) -> Bool {
        lhs.id == rhs.id && lhs.bytes == rhs.bytes
    }

    /// Combines the id and the bytes.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(bytes)
    }
}
