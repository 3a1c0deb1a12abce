/// Field-level coding of protocol values (`any P`, `(any P)?`, `[any P]`) for generated
/// code, without wrapping each value in ``SheafFamilyValue``.

extension SheafWriter {
    /// Writes field `id` holding a protocol value: the key (`LEN`), then the protocol-value
    /// bare form.
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

    /// Writes field `id` holding an optional protocol value; `nil` writes nothing.
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
            writeKey(id, .len)
            try Family.encodeMember(value, to: &self)
        }
    }

    /// Writes field `id` holding a list of protocol values; an empty list writes nothing.
    ///
    /// - Parameters:
    ///   - id: The field id.
    ///   - values: The member values.
    ///   - family: The family the values belong to.
    /// - Throws: What the members' encoding throws.
    @inlinable
    public mutating func writeFamilyListField<Family: SheafFamily>(
        _ id: Int, _ values: [Family.Value], family: Family.Type
    ) throws(SheafError) {
        if values.isEmpty {
            return
        }
        writeKey(id, .len)
        try writeFamilyList(values, family: family)
    }
}

extension SheafReader {
    /// Reads a field holding a protocol value, rejecting a repeated id and a wire kind other
    /// than `LEN`, and adds the field's name to the path of any error.
    ///
    /// - Parameters:
    ///   - key: The field's key.
    ///   - seen: The ids seen so far.
    ///   - name: The field's name.
    ///   - family: The family expected.
    /// - Returns: The member value.
    /// - Throws: ``SheafError/Code/duplicateField``, ``SheafError/Code/wireKindMismatch``,
    ///   ``SheafError/Code/unknownFamilyTag``, or what decoding throws.
    @inlinable
    public mutating func readFamilyField<Family: SheafFamily>(
        _ key: SheafFieldKey, _ seen: inout SheafFieldSet, _ name: StaticString, family: Family.Type
    ) throws(SheafError) -> Family.Value {
        guard seen.insert(key.id) else {
            throw duplicateFieldError(key, name: name.description)
        }
        guard key.kind == .len else {
            throw wireKindMismatch(key, expected: .len).prepending(.field(name.description))
        }
        do {
            return try readFamilyValue(family)
        } catch {
            throw error.prepending(.field(name.description))
        }
    }

    /// Reads a field holding a list of protocol values; see
    /// ``readFamilyField(_:_:_:family:)``.
    ///
    /// - Parameters:
    ///   - key: The field's key.
    ///   - seen: The ids seen so far.
    ///   - name: The field's name.
    ///   - family: The family expected.
    /// - Returns: The member values.
    /// - Throws: As ``readFamilyField(_:_:_:family:)``, with the element's index in the path.
    @inlinable
    public mutating func readFamilyListField<Family: SheafFamily>(
        _ key: SheafFieldKey, _ seen: inout SheafFieldSet, _ name: StaticString, family: Family.Type
    ) throws(SheafError) -> [Family.Value] {
        guard seen.insert(key.id) else {
            throw duplicateFieldError(key, name: name.description)
        }
        guard key.kind == .len else {
            throw wireKindMismatch(key, expected: .len).prepending(.field(name.description))
        }
        do {
            return try readFamilyList(family)
        } catch {
            throw error.prepending(.field(name.description))
        }
    }
}
