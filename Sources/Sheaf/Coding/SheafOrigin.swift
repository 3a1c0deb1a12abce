/// The tables of the archive that kept bytes were read from: its tag table, and for each entry
/// of its instance table the entry's raw content and the instance a reader bound to it.
///
/// Bytes a reader keeps without understanding them — unknown fields, the other fields of an
/// opaque family member — may hold tag numbers and entry numbers, which mean something only
/// against the tables of the archive they came from. So every ``SheafUnknownFields`` read from
/// an archive with non-empty tables refers to that archive's origin, and a writer that writes
/// such bytes back starts its own tables from the origin's (tag `i` stays tag `i`, entry `k`
/// stays entry `k`; see ``SheafWriter/useOrigin(_:)``), so every number inside them still names
/// what the writer of the original archive meant.
///
/// One decode creates at most one origin, shared by every value it kept bytes in. It refers
/// to the bound instances weakly: the values holding kept bytes are often fields of those very
/// instances, and a strong reference would make a cycle.
///
/// `@unchecked Sendable`: the reader that creates an origin is its only writer, and it finishes
/// before any value referring to the origin is handed out; afterwards an origin is only read.
public final class SheafOrigin: @unchecked Sendable {
    /// A weak reference to a bound instance.
    @usableFromInline
    struct Binding {
        @usableFromInline weak var object: AnyObject?

        @inlinable
        init(_ object: AnyObject?) {
            self.object = object
        }
    }

    /// The archive's tag table, in order (tag `i` at index `i − 1`).
    public let tags: [String]
    /// The instance table's entries, back to back (entry `k`'s bytes at `entryRanges[k − 1]`).
    @usableFromInline let entryBytes: [UInt8]
    /// Where each entry's content lies in ``entryBytes``.
    @usableFromInline let entryRanges: [Range<Int>]
    /// The instance bound to each entry, if a reader bound one and it is still alive.
    @usableFromInline var bindings: [Binding]

    /// Creates an origin.
    ///
    /// - Parameters:
    ///   - tags: The tag table, in order.
    ///   - entries: The content of each entry of the instance table, in order.
    public convenience init(tags: [String], entries: [[UInt8]]) {
        var bytes: [UInt8] = []
        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(entries.count)
        for entry in entries {
            ranges.append(bytes.count..<bytes.count + entry.count)
            bytes += entry
        }
        self.init(tags: tags, entryBytes: bytes, entryRanges: ranges)
    }

    /// Creates an origin over entries stored back to back.
    @usableFromInline
    init(tags: [String], entryBytes: [UInt8], entryRanges: [Range<Int>]) {
        self.tags = tags
        self.entryBytes = entryBytes
        self.entryRanges = entryRanges
        self.bindings = Array(repeating: Binding(nil), count: entryRanges.count)
    }

    /// The number of entries in the instance table (N).
    public var entryCount: Int {
        entryRanges.count
    }

    /// Whether the archive had a tag or an instance table that is not empty; only then do kept
    /// bytes depend on the origin.
    public var hasTables: Bool {
        !tags.isEmpty || !entryRanges.isEmpty
    }

    /// The raw content of entry `number` (1 … ``entryCount``), as the archive held it.
    ///
    /// - Parameter number: The entry's number.
    /// - Returns: The content bytes (fields, without the length prefix).
    public func entryContent(_ number: Int) -> ArraySlice<UInt8> {
        entryBytes[entryRanges[number - 1]]
    }

    /// The instance a reader bound to entry `number`, if any and if it is still alive.
    ///
    /// - Parameter number: The entry's number (1 … ``entryCount``).
    /// - Returns: The instance, or `nil`.
    public func instance(at number: Int) -> AnyObject? {
        bindings[number - 1].object
    }

    /// Records that a reader bound `object` to entry `number` (only the reader of the origin's
    /// archive calls this, while it reads).
    ///
    /// - Parameters:
    ///   - object: The instance.
    ///   - number: The entry's number (1 … ``entryCount``).
    public func bind(_ object: AnyObject, to number: Int) {
        bindings[number - 1] = Binding(object)
    }
}
