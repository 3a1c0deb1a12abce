/// Field-level coding of lists of protocol values (`[any P]`) for generated code, without
/// wrapping each value in ``SheafFamilyValue``. (Single values: ``SheafWriter/writeFamilyField(_:_:family:)``
/// and ``SheafReader/readFamilyField(_:_:_:family:)``.)

extension SheafWriter {
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
    /// Reads a field holding a list of protocol values, rejecting a repeated id and a wire
    /// kind other than `LEN`, and adds the field's name to the path of any error.
    ///
    /// - Parameters:
    ///   - key: The field's key.
    ///   - seen: The ids seen so far.
    ///   - name: The field's name.
    ///   - family: The family expected.
    /// - Returns: The member values.
    /// - Throws: ``SheafError/Code/duplicateField``, ``SheafError/Code/wireKindMismatch``, or
    ///   as ``readFamilyList(_:)`` (with the element's index in the path).
    @inlinable
    public mutating func readFamilyListField<Family: SheafFamily>(
        _ key: SheafFieldKey, _ seen: inout SheafFieldSet, _ name: StaticString, family: Family.Type
    ) throws(SheafError) -> [Family.Value] {
        guard seen.insert(key.id) else {
            throw duplicateFieldError(key, name: name.description)
        }
        do throws(SheafError) {
            guard key.kind == .len else {
                throw wireKindMismatch(key, expected: .len)
            }
            return try readFamilyList(family)
        } catch {
            throw error.prepending(.field(name.description))
        }
    }
}
