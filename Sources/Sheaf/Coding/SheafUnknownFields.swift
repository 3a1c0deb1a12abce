/// Fields a decoder met but did not know, kept as raw bytes so that encoding the value again
/// loses nothing a newer writer put there.
///
/// Each field is kept whole — key and value bytes exactly as read — and re-emitted merged with
/// the known fields in ascending id order (see ``SheafWriter/writeUnknownFields(_:below:cursor:)``).
/// Equality and hashing compare the fields in id order, whatever order they were read in.
///
/// The bytes may hold tag numbers and instance-table entry numbers (a newer writer's protocol
/// values and class instances), which mean something only against the tables of the archive
/// they were read from: each field keeps those tables (``Field/origin``), and a writer that
/// writes it back starts its own tables from them, so every number still names what the newer
/// writer meant. The origin is not compared: equality is by bytes.
///
/// A struct or class also keeps here the payload-enum values among its fields whose cases held
/// fields this version does not know (``payloadCases``): an enum case has nowhere to keep them
/// itself, so its container does, and writes them back for every such value it still holds
/// unchanged.
public struct SheafUnknownFields: Sendable, Hashable {
    /// One preserved field.
    public struct Field: Sendable, Hashable {
        /// The field id.
        public var id: Int
        /// The field's raw bytes: its key, then its value.
        public var rawBytes: [UInt8]
        /// The tables of the archive the field was read from, when it had any (`nil` for a
        /// field from an archive whose tag and instance tables are empty, or made by hand).
        public var origin: SheafOrigin?
        /// For a kept payload case (see ``SheafUnknownFields/payloadCases``), its content as this
        /// version writes it; `nil` for a field.
        @usableFromInline var knownBytes: [UInt8]?
        /// For a kept payload case, its ``PayloadCase/position``; 0 for a field.
        @usableFromInline var casePosition: Int

        /// Creates a preserved field.
        ///
        /// - Parameters:
        ///   - id: The field id.
        ///   - rawBytes: The key and value bytes.
        ///   - origin: The tables the bytes' numbers refer to, if any.
        public init(id: Int, rawBytes: [UInt8], origin: SheafOrigin? = nil) {
            self.id = id
            self.rawBytes = rawBytes
            self.origin = origin
            self.knownBytes = nil
            self.casePosition = 0
        }

        /// Equal when id and bytes are (the origin is not compared).
        public static func == (lhs: Field, rhs: Field) -> Bool {
            lhs.id == rhs.id && lhs.rawBytes == rhs.rawBytes && lhs.knownBytes == rhs.knownBytes
                && lhs.casePosition == rhs.casePosition
        }

        /// Hashes id and bytes.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(id)
            hasher.combine(rawBytes)
            hasher.combine(knownBytes)
            hasher.combine(casePosition)
        }
    }

    /// The fields in the order they were added; ``isSorted`` says whether that is id order.
    /// Kept payload cases ride along at the end, under the id `Int.max` (past every field id,
    /// so the writer's merge never reaches them): one array keeps every copy of a generated
    /// value as cheap as a value without them.
    @usableFromInline var storage: [Field]
    /// Whether ``storage`` is in ascending id order (it is for canonically written archives).
    @usableFromInline var isSorted: Bool

    /// Creates an empty collection.
    @inlinable
    public init() {
        storage = []
        isSorted = true
    }

    /// Whether nothing is kept: no fields and no payload cases.
    @inlinable
    public var isEmpty: Bool {
        storage.isEmpty
    }

    /// The number of fields kept (not counting payload cases).
    public var count: Int {
        storage.count { $0.knownBytes == nil }
    }

    /// The fields in ascending id order (not the payload cases).
    public var fields: [Field] {
        orderedStorage.filter { $0.knownBytes == nil }
    }

    /// The field with `id`, if kept.
    ///
    /// - Parameter id: A field id.
    public subscript(id id: Int) -> Field? {
        storage.first { $0.id == id && $0.knownBytes == nil }
    }

    /// The tables of the archive the kept fields (or payload cases) were read from (the first
    /// that has any), or `nil`.
    public var origin: SheafOrigin? {
        storage.lazy.compactMap(\.origin).first
    }

    /// Adds a field's raw bytes. The caller guarantees the id is not already present (the
    /// reader checks with its ``SheafFieldSet``).
    ///
    /// - Parameters:
    ///   - id: The field id.
    ///   - rawBytes: The key and value bytes.
    ///   - origin: The tables the bytes' numbers refer to, if any.
    @inlinable
    public mutating func append(id: Int, rawBytes: UnsafeRawBufferPointer, origin: SheafOrigin? = nil) {
        append(Field(id: id, rawBytes: [UInt8](rawBytes), origin: origin))
    }

    /// Adds a field. The caller guarantees its id is not already present.
    ///
    /// - Parameter field: The field.
    @inlinable
    public mutating func append(_ field: Field) {
        if let last = storage.last, last.id > field.id {
            isSorted = false
        }
        storage.append(field)
    }

    /// Removes every field and payload case.
    public mutating func removeAll() {
        storage.removeAll()
        isSorted = true
    }

    /// The fields in id order, sorting a copy only when they were read out of order.
    @inlinable
    var orderedStorage: [Field] {
        isSorted ? storage : storage.sorted { $0.id < $1.id }
    }

    /// Equal when the same fields with the same bytes are kept, in any order of reading, and
    /// the same payload cases in the same order.
    public static func == (lhs: SheafUnknownFields, rhs: SheafUnknownFields) -> Bool {
        lhs.orderedStorage == rhs.orderedStorage
    }

    /// Hashes the fields in id order and the payload cases.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(orderedStorage)
    }
}
