extension SheafReader {
    /// Reads a protocol value's bare form: length, the member's tag number (an index into the
    /// archive's tag table), then the member's bare form, decoding only to the members `Family`
    /// lists — or, for a tag it does not list, to its opaque member.
    ///
    /// - Parameter family: The family expected.
    /// - Returns: The member value.
    /// - Throws: ``SheafError/Code/unknownFamilyTag`` (a tag number outside the table, or a tag
    ///   the family neither lists nor can keep), or what decoding throws.
    @inlinable
    public mutating func readFamilyValue<Family: SheafFamily>(_ family: Family.Type) throws(SheafError) -> Family.Value {
        let frame = try beginLengthDelimited()
        let tagOffset = position
        let tag = try readTagNumber()
        guard let value = try Family.decodeMember(tag: tag, from: &self) else {
            return try readOpaqueMember(family, tag: tag, at: tagOffset, frame)
        }
        try endLengthDelimited(frame)
        return value
    }

    /// Reads a tag number, `varint t` with 1 ≤ t ≤ ``tagCount``, and returns tag `t`.
    ///
    /// - Returns: The tag.
    /// - Throws: ``SheafError/Code/unknownFamilyTag``, or as ``readVarint()``.
    @inlinable
    public mutating func readTagNumber() throws(SheafError) -> String {
        let offset = position
        let number = try readVarint()
        guard number >= 1, number <= UInt64(tags.count) else {
            throw tagNumberError(at: offset, number)
        }
        return tags[Int(truncatingIfNeeded: number) &- 1]
    }

    @usableFromInline
    @inline(never)
    func tagNumberError(at offset: Int, _ number: UInt64) -> SheafError {
        SheafError(.unknownFamilyTag, offset: offset, message: "tag number \(number) is not in the tag table (tags 1…\(tags.count))")
    }

    /// Reads a member whose tag `Family` does not list as its opaque member, after checking
    /// that it can be one: its bare form is not a class instance's reference.
    @usableFromInline
    mutating func readOpaqueMember<Family: SheafFamily>(
        _ family: Family.Type, tag: String, at tagOffset: Int, _ frame: Frame
    ) throws(SheafError) -> Family.Value {
        let name = Family.sheafTypeName
        guard !SheafFamilyTag.isClassReference(&self) else {
            throw SheafError(
                .unknownFamilyTag, offset: tagOffset,
                message: "tag \"\(tag)\" names no member of \(name), and the member is a class instance, which cannot be kept opaque")
        }
        guard let value = try Family.decodeOpaqueMember(tag: tag, from: &self) else {
            throw SheafError(.unknownFamilyTag, offset: tagOffset, message: "tag \"\(tag)\" names no member of \(name)")
        }
        try endLengthDelimited(frame)
        return value
    }

    /// Reads a list of protocol values: length, count, then each value's bare form.
    ///
    /// - Parameter family: The family expected.
    /// - Returns: The member values.
    /// - Throws: As ``readFamilyValue(_:)``, with the element's index in the path.
    @inlinable
    public mutating func readFamilyList<Family: SheafFamily>(_ family: Family.Type) throws(SheafError) -> [Family.Value] {
        let frame = try beginLengthDelimited()
        let count = try readCount(minimumElementSize: 1)
        var values: [Family.Value] = []
        values.reserveCapacity(reservation(for: count, stride: MemoryLayout<Family.Value>.stride))
        for index in 0..<count {
            do {
                values.append(try readFamilyValue(family))
            } catch {
                throw error.prepending(.index(index))
            }
        }
        try endLengthDelimited(frame)
        return values
    }

    /// Reads the value of a protocol-valued field, rejecting a second occurrence of its id and
    /// adding the field's name to the path of any error that passes through.
    ///
    /// - Parameters:
    ///   - key: The field's key, from ``nextKey()``.
    ///   - seen: The ids seen so far in this struct, class or payload case.
    ///   - name: The field's name, for error paths.
    ///   - family: The family expected.
    /// - Returns: The member value.
    /// - Throws: ``SheafError/Code/duplicateField``, ``SheafError/Code/wireKindMismatch``, or as
    ///   ``readFamilyValue(_:)``.
    @inlinable
    public mutating func readFamilyField<Family: SheafFamily>(
        _ key: SheafFieldKey, _ seen: inout SheafFieldSet, _ name: StaticString, family: Family.Type
    ) throws(SheafError) -> Family.Value {
        guard seen.insert(key.id) else {
            throw duplicateFieldError(key, name: name.description)
        }
        do throws(SheafError) {
            guard key.kind == .len else {
                throw wireKindMismatch(key, expected: .len)
            }
            return try readFamilyValue(family)
        } catch {
            throw error.prepending(.field(name.description))
        }
    }
}
