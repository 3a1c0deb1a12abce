import Sheaf
import SheafSchema

/// The `{"$archive": {…}, "$root": …}` wrapper of the JSON form: the tables of the archive a
/// value's kept bytes were read from, so that `pack` writes them back with the same numbers.
///
/// `tags` is the tag table in order, `instances` the number of entries N, `entries` the raw
/// content (base64) of each entry no instance in the text stands for, keyed by its number. The
/// instances in the text bound to entries carry their entry numbers as `$id`.
enum ArchiveWrapper {
    /// The tables read from `$archive`, with the origin made of them.
    struct Tables {
        /// The origin: the tags, and every entry's content (empty for entries the text's
        /// instances stand for, which are written from those instances).
        var origin: SheafOrigin
        /// The entries given as raw bytes, by number.
        var rawEntries: Set<Int>
        /// Where `$archive` starts, for errors about the entries as a whole.
        var offset: Int
    }

    // MARK: Writing

    /// The output wrapped: `$archive` with the origin's tables (none when `origin` is nil),
    /// then `$root`. `numbered` holds the entry numbers the output's instances carry; every
    /// other entry of the origin is listed with its bytes.
    static func wrap(_ output: JSONOutput, origin: SheafOrigin?, numbered: Set<Int>) -> JSONOutput {
        var tags: [JSONOutput] = []
        var entries: [(key: String, value: JSONOutput)] = []
        if let origin {
            tags = origin.tags.map { .string($0) }
            for number in stride(from: 1, through: origin.entryCount, by: 1) where !numbered.contains(number) {
                entries.append((String(number), .string(Base64Text.encode(Array(origin.entryContent(number))))))
            }
        }
        let tables: JSONOutput = .object([
            ("tags", .array(tags)),
            ("instances", .number(String(origin?.entryCount ?? 0))),
            ("entries", .object(entries)),
        ])
        return .object([("$archive", tables), ("$root", output)])
    }

    /// Whether an unwrapped output would read as a wrapper (a map whose keys are exactly
    /// `$archive` and `$root`), so it must be wrapped to stay unambiguous.
    static func looksWrapped(_ output: JSONOutput) -> Bool {
        guard case .object(let members) = output else { return false }
        return isWrapperKeys(members.map(\.key))
    }

    // MARK: Reading

    /// `$archive` and `$root` of a document that is a wrapper, or nil.
    static func split(_ document: JSONNode) -> (archive: JSONMember, root: JSONMember)? {
        guard case .object(let members) = document.value, isWrapperKeys(members.map(\.key)),
            let archive = members.first(where: { $0.key == "$archive" }),
            let root = members.first(where: { $0.key == "$root" })
        else { return nil }
        return (archive, root)
    }

    private static func isWrapperKeys(_ keys: [String]) -> Bool {
        keys.count == 2 && Set(keys) == ["$archive", "$root"]
    }

    /// Reads `$archive`: exactly `tags` (well-formed, distinct tags), `instances` (0 … 2³¹−1)
    /// and `entries` (numbers 1 … N, each the base64 of a well-formed field sequence).
    ///
    /// - Throws: `invalidArchive` (or `invalidBase64`) with the location and path of the part
    ///   that is wrong.
    static func tables(_ member: JSONMember, in bytes: [UInt8]) throws(JSONFormError) -> Tables {
        var path: [SheafPathComponent] = [.field("$archive")]
        func fail(_ code: JSONFormError.Code = .invalidArchive, at offset: Int, _ message: String) -> JSONFormError {
            JSONFormError(code, at: JSONTextLocation.of(offset: offset, in: bytes), path: path, message: message)
        }
        let node = member.value
        guard case .object(let members) = node.value else {
            throw fail(at: node.offset, "$archive must be an object with tags, instances and entries, found \(node.kindDescription)")
        }
        for member in members where !["tags", "instances", "entries"].contains(member.key) {
            throw fail(at: member.keyOffset, "$archive has tags, instances and entries only, found '\(member.key)'")
        }
        func required(_ key: String) throws(JSONFormError) -> JSONNode {
            guard let found = members.first(where: { $0.key == key }) else {
                throw fail(at: node.offset, "$archive lacks '\(key)'")
            }
            return found.value
        }
        let tagsNode = try required("tags")
        let instancesNode = try required("instances")
        let entriesNode = try required("entries")

        path.append(.field("tags"))
        guard case .array(let tagNodes) = tagsNode.value else {
            throw fail(at: tagsNode.offset, "tags must be an array of member tags, found \(tagsNode.kindDescription)")
        }
        var tags: [String] = []
        for (index, tagNode) in tagNodes.enumerated() {
            path.append(.index(index))
            guard case .string(let tag) = tagNode.value, SheafFamilyTag.isWellFormed(tag) else {
                throw fail(at: tagNode.offset, "a tag is a string of A–Z, a–z, 0–9, '_', '.', '-', found \(tagNode.kindDescription)")
            }
            guard !tags.contains(tag) else {
                throw fail(at: tagNode.offset, "the tag table lists \"\(tag)\" twice")
            }
            tags.append(tag)
            path.removeLast()
        }
        path.removeLast()

        path.append(.field("instances"))
        guard case .number(let text) = instancesNode.value,
            case .value(.uint(let count)) = IntegerText.parse(text, as: .uint32, strict: true), count <= UInt64(Int32.max)
        else {
            throw fail(
                at: instancesNode.offset,
                "instances must be the number of entries, 0 … \(Int32.max), found \(instancesNode.kindDescription)")
        }
        // Every entry is covered by an `$id` or a raw entry, each several bytes of text: a count
        // beyond the document's size cannot be, and is refused before anything is allocated.
        guard count <= UInt64(bytes.count) else {
            throw fail(at: instancesNode.offset, "instances \(count) is more than a document of \(bytes.count) bytes can cover")
        }
        let entryCount = Int(count)
        path.removeLast()

        path.append(.field("entries"))
        guard case .object(let entryMembers) = entriesNode.value else {
            throw fail(at: entriesNode.offset, "entries must be an object of entry numbers to base64, found \(entriesNode.kindDescription)")
        }
        var contents = [[UInt8]](repeating: [], count: entryCount)
        var raw: Set<Int> = []
        for entry in entryMembers {
            path.append(.key(entry.key))
            defer { path.removeLast() }
            guard case .value(.uint(let number)) = IntegerText.parse(entry.key, as: .uint32, strict: true),
                number >= 1, number <= UInt64(entryCount)
            else {
                throw fail(at: entry.keyOffset, "\(JSONStringEscaping.quoted(entry.key)) is not an entry number (1…\(entryCount))")
            }
            guard case .string(let text) = entry.value.value else {
                throw fail(at: entry.value.offset, "expected base64 text, found \(entry.value.kindDescription)")
            }
            let content: [UInt8]
            switch Base64Text.decode(text) {
            case .success(let decoded): content = decoded
            case .failure(let failure): throw fail(.invalidBase64, at: entry.value.offset, failure.message)
            }
            if let problem = EntryContent.problem(content) {
                throw fail(at: entry.value.offset, "entry \(number) is not a well-formed field sequence: \(problem)")
            }
            contents[Int(number) - 1] = content
            raw.insert(Int(number))
        }
        return Tables(origin: SheafOrigin(tags: tags, entries: contents), rawEntries: raw, offset: node.offset)
    }
}
