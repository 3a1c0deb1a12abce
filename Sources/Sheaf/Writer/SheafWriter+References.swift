extension SheafWriter {
    /// A position handed out by ``SheafWriter/beginEntry(_:)`` and given back to
    /// ``SheafWriter/endEntry(_:)``.
    public struct EntryMark: Sendable {
        /// The entry's number.
        public let number: Int
        /// Where the entry's content starts in the buffer.
        @usableFromInline let start: Int

        @inlinable
        init(number: Int, start: Int) {
            self.number = number
            self.start = start
        }
    }

    /// Writes a class instance's bare form, `varint k`, its entry number. At the instance's
    /// first meeting it takes the next number and its entry (its fields) is written right then,
    /// to the side, depth-first, before the number; later meetings write only the number.
    /// Numbering in the order of first meetings makes shared instances and cycles round-trip.
    ///
    /// - Parameter object: The instance.
    /// - Throws: What encoding the fields throws, or ``SheafError/Code/depthLimitExceeded``
    ///   (a class value is a level, as its fields are one deeper).
    @inlinable
    public mutating func writeInstance<T: SheafClass>(_ object: T) throws(SheafError) {
        try checkNestedLeaf()
        let number = numberEntry(for: object.sheafObject)
        if number.isNew {
            let mark = beginEntry(number.number)
            try object.encodeSheafFields(to: &self)
            endEntry(mark)
        }
        writeVarint(UInt64(number.number))
    }

    /// The entry number of `object`: the one it already has, or the next one. `isNew` says
    /// that its entry must be written now (a preloaded instance met for the first time counts
    /// as new).
    ///
    /// - Parameter object: The instance.
    /// - Returns: The number and whether the entry is still to be written.
    @inlinable
    public mutating func numberEntry(for object: AnyObject) -> (number: Int, isNew: Bool) {
        let identifier = ObjectIdentifier(object)
        if let number = instanceNumbers[identifier] {
            if case .pending = tables.entries[number &- 1] {
                return (number, true)
            }
            return (number, false)
        }
        writtenInstances.append(object)
        let number = addEntry()
        instanceNumbers[identifier] = number
        return (number, true)
    }

    /// Adds an entry to the instance table (its content still to be written with
    /// ``beginEntry(_:)``) and returns its number.
    ///
    /// - Returns: The new entry's number (1, 2, …).
    @inlinable
    public mutating func addEntry() -> Int {
        tables.entries.append(.started)
        return tables.entries.count
    }

    /// Starts writing entry `number`'s content: the fields that follow go to the entry, not to
    /// the value being written, until ``endEntry(_:)``. Entries nest (an entry's fields may meet
    /// another instance for the first time), one nesting level each.
    ///
    /// - Parameter number: The entry's number.
    /// - Returns: The mark to pass to ``endEntry(_:)``.
    @inlinable
    public mutating func beginEntry(_ number: Int) -> EntryMark {
        tables.entries[number &- 1] = .started
        depth &+= 1
        return EntryMark(number: number, start: buffer.count)
    }

    /// Ends the entry started at `mark`: moves its content from the buffer to the instance
    /// table, so the buffer continues where it was before ``beginEntry(_:)``.
    ///
    /// - Parameter mark: The mark from ``beginEntry(_:)``.
    @inlinable
    public mutating func endEntry(_ mark: EntryMark) {
        depth &-= 1
        let content = UnsafeRawBufferPointer(start: buffer.base + mark.start, count: buffer.count &- mark.start)
        let start = tables.entryBytes.count
        tables.entryBytes.append(contentsOf: content)
        tables.entries[mark.number &- 1] = .written(start..<tables.entryBytes.count)
        buffer.count = mark.start
    }

    /// The entry number of `object` if it has one in this archive.
    ///
    /// - Parameter object: The instance.
    /// - Returns: Its number, or `nil`.
    @inlinable
    public func instanceNumber(of object: AnyObject) -> Int? {
        instanceNumbers[ObjectIdentifier(object)]
    }

    /// The number of `tag` in the archive's tag table, numbering it now if it is new (tags are
    /// numbered in the order of their first use).
    ///
    /// - Parameter tag: A member tag.
    /// - Returns: Its number (1, 2, …).
    @inlinable
    public mutating func tagNumber(_ tag: String) -> Int {
        tables.number(ofTag: tag)
    }

    /// Writes a protocol value's bare form: length, the member's tag number (see
    /// ``tagNumber(_:)``), then the member's own bare form.
    ///
    /// Generated family code calls this with an `any P` value, which Swift opens to the member's
    /// concrete type, so the member's encoder is called directly.
    ///
    /// - Parameter member: The value.
    /// - Throws: What the member's encoding throws, or ``SheafError/Code/depthLimitExceeded``.
    @inlinable
    public mutating func writeFamilyValue<Member: SheafFamilyMember>(_ member: Member) throws(SheafError) {
        let mark = try beginLengthDelimited()
        writeVarint(UInt64(tagNumber(member.sheafMemberTag)))
        try member.encode(to: &self)
        endLengthDelimited(mark)
    }

    /// Writes a list of protocol values: length, count, then each value's bare form.
    ///
    /// - Parameters:
    ///   - values: The values.
    ///   - family: The family the values belong to.
    /// - Throws: What the members' encoding throws, or ``SheafError/Code/depthLimitExceeded``.
    @inlinable
    public mutating func writeFamilyList<Family: SheafFamily>(
        _ values: [Family.Value], family: Family.Type
    ) throws(SheafError) {
        let mark = try beginLengthDelimited()
        writeVarint(UInt64(values.count))
        for value in values {
            try Family.encodeMember(value, to: &self)
        }
        endLengthDelimited(mark)
    }

    /// Writes field `id` holding a protocol value: the key (kind LEN), then the value's bare form.
    ///
    /// - Parameters:
    ///   - id: The field id.
    ///   - value: The member value.
    ///   - family: The family the value belongs to.
    /// - Throws: What the member's encoding throws.
    @inlinable
    public mutating func writeFamilyField<Family: SheafFamily>(
        _ id: Int, _ value: Family.Value, family: Family.Type
    ) throws(SheafError) {
        writeKey(id, .len)
        try Family.encodeMember(value, to: &self)
    }

    /// Writes an optional protocol-valued field; `nil` writes nothing (canonical omission).
    ///
    /// - Parameters:
    ///   - id: The field id.
    ///   - value: The member value, or `nil`.
    ///   - family: The family the value belongs to.
    /// - Throws: What the member's encoding throws.
    @inlinable
    public mutating func writeFamilyField<Family: SheafFamily>(
        _ id: Int, _ value: Family.Value?, family: Family.Type
    ) throws(SheafError) {
        if let value {
            try writeFamilyField(id, value, family: family)
        }
    }
}
