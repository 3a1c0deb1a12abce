extension SheafWriter {
    /// Writes a class instance's bare form: the first time an instance appears, `r = 0` and its
    /// fields; afterwards `r = k`, its 1-based instance number, and nothing else.
    ///
    /// Instances are numbered in the order their `r = 0` form starts, which makes shared
    /// instances and cycles round-trip.
    ///
    /// - Parameter object: The instance.
    /// - Throws: What encoding the fields throws, or ``SheafError/Code/depthLimitExceeded``.
    @inlinable
    public mutating func writeInstance<T: SheafClass>(_ object: T) throws(SheafError) {
        let mark = try beginLengthDelimited()
        let instance = object as AnyObject
        let identifier = ObjectIdentifier(instance)
        if let number = instanceNumbers[identifier] {
            writeVarint(UInt64(number))
        } else {
            // Numbered before the fields are written, so a cycle back to this instance finds it.
            writtenInstances.append(instance)
            instanceNumbers[identifier] = writtenInstances.count
            writeByte(0)
            try object.encodeSheafFields(to: &self)
        }
        endLengthDelimited(mark)
    }

    /// The instance number of `object` if it has already been written in this archive.
    ///
    /// - Parameter object: The instance.
    /// - Returns: Its 1-based number, or `nil`.
    @inlinable
    public func instanceNumber(of object: AnyObject) -> Int? {
        instanceNumbers[ObjectIdentifier(object)]
    }

    /// Writes a protocol value's bare form: length, the member's tag as a string, then the
    /// member's own bare form.
    ///
    /// Generated family code calls this with an `any P` value, which Swift opens to the member's
    /// concrete type, so the member's encoder is called directly.
    ///
    /// - Parameter member: The value.
    /// - Throws: What the member's encoding throws, or ``SheafError/Code/depthLimitExceeded``.
    @inlinable
    public mutating func writeFamilyValue<Member: SheafFamilyMember>(_ member: Member) throws(SheafError) {
        let mark = try beginLengthDelimited()
        writeString(member.sheafMemberTag)
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
