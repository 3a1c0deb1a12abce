extension SheafReader {
    /// Where one entry of the instance table lies in the input.
    @usableFromInline
    struct EntrySpan: Sendable {
        /// The offset of the entry's length prefix (the offset of `missingRequiredField`).
        @usableFromInline let prefix: Int
        /// The offset of the entry's first content byte.
        @usableFromInline let start: Int
        /// The offset just past the entry's content.
        @usableFromInline let end: Int

        @inlinable
        init(prefix: Int, start: Int, end: Int) {
            self.prefix = prefix
            self.start = start
            self.end = end
        }
    }

    /// What ``SheafReader/beginEntry(_:)`` saved, to be restored by ``SheafReader/endEntry(_:)``.
    public struct EntryFrame: Sendable {
        @usableFromInline let savedPosition: Int
        @usableFromInline let savedLimit: Int
        @usableFromInline let savedFrameStart: Int

        @inlinable
        init(savedPosition: Int, savedLimit: Int, savedFrameStart: Int) {
            self.savedPosition = savedPosition
            self.savedLimit = savedLimit
            self.savedFrameStart = savedFrameStart
        }
    }

    /// The number of tags in the archive's tag table (T).
    @inlinable
    public var tagCount: Int {
        tags.count
    }

    /// The number of entries in the archive's instance table (N).
    @inlinable
    public var entryCount: Int {
        entries.count
    }

    /// Reads the two tables at the start of an archive's body — the tag table (`varint T`, then
    /// T strings) and the instance table (`varint N`, then N length-prefixed entries) — checking
    /// in this order: T fits (a tag takes at least 2 bytes), each tag is a string, well formed
    /// and not a repeat; N fits (an entry takes at least 1 byte); each entry's length fits.
    /// Entries' contents are read when references reach them (``readInstance(_:)``) and checked
    /// at the end (``checkAtEndOfArchive()``).
    ///
    /// - Throws: ``SheafError/Code/countOutOfBounds``, ``SheafError/Code/lengthOutOfBounds``,
    ///   ``SheafError/Code/invalidUTF8``, ``SheafError/Code/unknownFamilyTag`` (a malformed
    ///   tag), ``SheafError/Code/duplicateTag``, or as ``readVarint()``.
    public mutating func readTables() throws(SheafError) {
        // Most bodies number nothing (no class instances, no protocol members): two zero
        // counts, and no tables to build. A stream reads one body per record.
        if limit &- position >= 2 && base.loadUnaligned(fromByteOffset: position, as: UInt16.self) == 0 {
            position &+= 2
            return
        }
        let tagCount = try readCount(minimumElementSize: 2)
        var tags: [String] = []
        tags.reserveCapacity(tagCount)
        var seen = Set<String>()
        for _ in 0..<tagCount {
            let tagOffset = position
            let tag = try readString()
            guard SheafFamilyTag.isWellFormed(tag) else {
                throw SheafError(
                    .unknownFamilyTag, offset: tagOffset, message: "\"\(tag)\" in the tag table is not a well-formed member tag")
            }
            // Well-formed tags are ASCII, so comparing strings compares bytes.
            guard seen.insert(tag).inserted else {
                throw SheafError(.duplicateTag, offset: tagOffset, message: "the tag table lists \"\(tag)\" twice")
            }
            tags.append(tag)
        }
        let entryCount = try readCount(minimumElementSize: 1)
        var entries: [EntrySpan] = []
        entries.reserveCapacity(entryCount)
        for _ in 0..<entryCount {
            let prefix = position
            let length = try readLength()
            entries.append(EntrySpan(prefix: prefix, start: position, end: position &+ length))
            position &+= length
        }
        self.tags = tags
        self.entries = entries
        self.instances = Array(repeating: nil, count: entryCount)
    }

    // MARK: - References

    /// Reads a class value's bare form, `varint k`, after checking that one more nesting level
    /// is allowed (a class value is a level, as its fields are one deeper).
    ///
    /// - Returns: The entry number `k`, 1 … ``entryCount``.
    /// - Throws: ``SheafError/Code/depthLimitExceeded`` (at the varint, before reading it),
    ///   ``SheafError/Code/danglingReference``, or as ``readVarint()``.
    @inlinable
    public mutating func readEntryNumber() throws(SheafError) -> Int {
        let offset = position
        if depth >= options.maxDepth {
            throw depthLimitError(at: offset)
        }
        let number = try readVarint()
        guard number >= 1, number <= UInt64(entries.count) else {
            throw danglingReferenceError(at: offset, number)
        }
        return Int(truncatingIfNeeded: number)
    }

    @usableFromInline
    @inline(never)
    func danglingReferenceError(at offset: Int, _ number: UInt64) -> SheafError {
        SheafError(
            .danglingReference, offset: offset,
            message: "reference to entry \(number), but the instance table has entries 1…\(entries.count)"
        )
    }

    /// The instance bound to entry `number` so far, if a reference has reached it.
    ///
    /// - Parameter number: The entry number (1 … ``entryCount``).
    /// - Returns: The instance, or `nil`.
    @inlinable
    public func boundInstance(_ number: Int) -> AnyObject? {
        instances[number &- 1]
    }

    /// Binds `object` to entry `number` (before its fields are read, so that a reference back
    /// to the entry from inside them — a cycle — finds it). Every later reference to the entry
    /// gives this object.
    ///
    /// - Parameters:
    ///   - object: The instance.
    ///   - number: The entry number (1 … ``entryCount``).
    @inlinable
    public mutating func bind(_ object: AnyObject, to number: Int) {
        instances[number &- 1] = object
        if let origin {
            origin.bind(object, to: number)
        }
    }

    /// Moves the reader into entry `number`'s content, one nesting level deeper: reads are
    /// limited to the entry, and a missing required field is reported at its length prefix.
    ///
    /// - Parameter number: The entry number (1 … ``entryCount``).
    /// - Returns: The frame to pass to ``endEntry(_:)``.
    @inlinable
    public mutating func beginEntry(_ number: Int) -> EntryFrame {
        let frame = EntryFrame(savedPosition: position, savedLimit: limit, savedFrameStart: frameStart)
        let span = entries[number &- 1]
        position = span.start
        limit = span.end
        frameStart = span.prefix
        depth &+= 1
        return frame
    }

    /// Returns from an entry to the position after the reference that led into it.
    ///
    /// - Parameter frame: The frame from ``beginEntry(_:)``.
    @inlinable
    public mutating func endEntry(_ frame: EntryFrame) {
        position = frame.savedPosition
        limit = frame.savedLimit
        frameStart = frame.savedFrameStart
        depth &-= 1
    }

    /// Reads a class instance: `varint k`; the first time entry `k` is met, a new instance is
    /// created with ``SheafClass/init(sheafPlaceholder:)``, bound to the entry *before* its
    /// fields are read (so references back to it from inside — cycles — resolve), then filled
    /// from the entry's content by ``SheafClass/decodeSheafFields(from:)``; every later
    /// reference gives the same instance, which must be a `T`.
    ///
    /// - Parameter type: The class expected.
    /// - Returns: The instance.
    /// - Throws: As ``readEntryNumber()``, ``SheafError/Code/referenceTypeMismatch``, or what
    ///   decoding the fields throws.
    @inlinable
    public mutating func readInstance<T: SheafClass>(_ type: T.Type) throws(SheafError) -> T {
        let offset = position
        let number = try readEntryNumber()
        if let bound = instances[number &- 1] {
            // The exact class first (generated classes are final): no general dynamic cast.
            if ObjectIdentifier(Swift.type(of: bound)) == ObjectIdentifier(T.self) {
                return unsafeBitCast(bound, to: T.self)
            }
            guard let object = bound as? T else {
                throw referenceTypeMismatchError(at: offset, number, found: bound, expected: T.self)
            }
            return object
        }
        let object = T(sheafPlaceholder: ())
        bind(object.sheafObject, to: number)
        let frame = beginEntry(number)
        try object.decodeSheafFields(from: &self)
        endEntry(frame)
        return object
    }

    @usableFromInline
    @inline(never)
    func referenceTypeMismatchError(at offset: Int, _ number: Int, found: AnyObject, expected: Any.Type) -> SheafError {
        SheafError(
            .referenceTypeMismatch, offset: offset,
            message: "entry \(number) holds a \(Swift.type(of: found)), expected \(expected)"
        )
    }

    // MARK: - Origins

    /// The archive's tables as kept bytes refer to them, or `nil` when both tables are empty
    /// (kept bytes then hold no numbers). The first call makes the origin; the same one is
    /// returned for the rest of the read, and every instance bound before or after is recorded
    /// in it.
    public mutating func keptBytesOrigin() -> SheafOrigin? {
        if let origin {
            return origin
        }
        guard !tags.isEmpty || !entries.isEmpty else {
            return nil
        }
        let first = entries.first?.start ?? position
        let last = entries.last?.end ?? first
        let bytes = [UInt8](UnsafeRawBufferPointer(start: base + first, count: last - first))
        let made = SheafOrigin(tags: tags, entryBytes: bytes, entryRanges: entries.map { ($0.start - first)..<($0.end - first) })
        for (index, instance) in instances.enumerated() {
            if let instance {
                made.bind(instance, to: index + 1)
            }
        }
        origin = made
        return made
    }

    // MARK: - Unreached entries

    /// Checks every entry that no reference reached, in number order: its content must be a
    /// well-formed field sequence (the checks an unknown field gets). Errors have the path `@k`.
    ///
    /// - Throws: ``SheafError/Code/unknownWireKind``, ``SheafError/Code/invalidFieldID``,
    ///   ``SheafError/Code/duplicateField``, ``SheafError/Code/truncated``,
    ///   ``SheafError/Code/lengthOutOfBounds``, or as ``readVarint()``.
    public mutating func checkUnreachedEntries() throws(SheafError) {
        for index in entries.indices where instances[index] == nil {
            try checkUnreachedEntry(index &+ 1)
        }
    }

    /// Checks one entry as an entry no reference reached (a validator that reports every error
    /// calls it for each): its content must be a well-formed field sequence. The reader's
    /// position is left where it was.
    ///
    /// - Parameter number: The entry number (1 … ``entryCount``).
    /// - Throws: As ``checkFieldSequence()``, with the path `@k`.
    public mutating func checkUnreachedEntry(_ number: Int) throws(SheafError) {
        let frame = beginEntry(number)
        defer { endEntry(frame) }
        do {
            try checkFieldSequence()
        } catch {
            throw error.prepending(.entry(number))
        }
    }

    /// Reads the rest of the value being read as a field sequence without a schema: each key
    /// well formed, no id twice, each value skippable by its wire kind — the checks an unknown
    /// field gets, and all an entry no reference reached gets.
    ///
    /// - Throws: ``SheafError/Code/unknownWireKind``, ``SheafError/Code/invalidFieldID``,
    ///   ``SheafError/Code/duplicateField``, ``SheafError/Code/truncated``,
    ///   ``SheafError/Code/lengthOutOfBounds``, or as ``readVarint()``.
    public mutating func checkFieldSequence() throws(SheafError) {
        var seen = SheafFieldSet()
        while let key = try nextKey() {
            try skipField(key, &seen)
        }
    }
}
