/// The tag table and instance table a ``SheafWriter`` builds while it writes an archive's root,
/// and the origin they started from (see ``SheafWriter/useOrigin(_:)``).
@usableFromInline
struct SheafWriterTables {
    /// Where an entry of the instance table stands.
    @usableFromInline
    enum EntryState {
        /// Preloaded from an origin and not met yet: written after the root if never met.
        case pending
        /// Being written (its content is at the end of the writer's buffer).
        case started
        /// Written: its content is at this range of ``entryBytes``.
        case written(Range<Int>)
    }

    /// Each tag's number.
    @usableFromInline var tagNumbers: [String: Int] = [:]
    /// The tags in number order (tag `t` at `t − 1`).
    @usableFromInline var tags: [String] = []
    /// Each entry's state, in number order (entry `k` at `k − 1`).
    @usableFromInline var entries: [EntryState] = []
    /// The written entries' contents, in the order they were finished.
    @usableFromInline var entryBytes: [UInt8] = []
    /// The origin whose tables these started from, if any.
    @usableFromInline var origin: SheafOrigin?
    /// An origin met after something was numbered: the write must start again from it.
    @usableFromInline var restartOrigin: SheafOrigin?
    /// Kept bytes of two origins with tables were met.
    @usableFromInline var hasConflict = false
    /// Where ``SheafWriter/writeHeader(_:)`` left room for the tables (`-1`: no header).
    @usableFromInline var offset = -1

    @usableFromInline
    init() {}

    /// Whether anything has been numbered: a tag or an entry.
    @usableFromInline
    var hasNumbers: Bool {
        !tags.isEmpty || !entries.isEmpty
    }

    /// The number of `tag`, numbering it now if it is new.
    @usableFromInline
    mutating func number(ofTag tag: String) -> Int {
        if let number = tagNumbers[tag] {
            return number
        }
        tags.append(tag)
        tagNumbers[tag] = tags.count
        return tags.count
    }

    /// The bytes of both tables: `varint T`, the tags; `varint N`, each entry length-prefixed.
    func encoded() -> [UInt8] {
        var bytes: [UInt8] = []
        bytes += Varint.encode(UInt64(tags.count))
        for tag in tags {
            bytes += Varint.encode(UInt64(tag.utf8.count))
            bytes += tag.utf8
        }
        bytes += Varint.encode(UInt64(entries.count))
        for entry in entries {
            guard case .written(let range) = entry else {
                preconditionFailure("every entry is written before the tables are")
            }
            bytes += Varint.encode(UInt64(range.count))
            bytes += entryBytes[range]
        }
        return bytes
    }
}
