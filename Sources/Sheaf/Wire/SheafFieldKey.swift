/// A decoded field key: which field follows, how its value is delimited, and where the key
/// started (for error offsets and for capturing unknown fields' raw bytes).
public struct SheafFieldKey: Sendable, Hashable {
    /// The largest field id a key can carry (2^29 − 1).
    public static let maxID = (1 << 29) - 1

    /// The field id (1 … 2^29 − 1).
    public var id: Int
    /// The wire kind of the value that follows.
    public var kind: SheafWireKind
    /// The byte offset of the key's first byte.
    public var offset: Int

    /// Creates a key.
    ///
    /// - Parameters:
    ///   - id: The field id.
    ///   - kind: The wire kind of the value.
    ///   - offset: The byte offset of the key.
    @inlinable
    public init(id: Int, kind: SheafWireKind, offset: Int) {
        self.id = id
        self.kind = kind
        self.offset = offset
    }

    /// The key's varint value, `id << 3 | kind`.
    @inlinable
    public var rawValue: UInt64 {
        UInt64(id) << 3 | UInt64(kind.rawValue)
    }
}
