extension SheafReader {
    /// Reads a payload enum's case id, the first item of its content (after the length that
    /// ``beginLengthDelimited()`` read).
    ///
    /// Generated code switches over the result and calls ``unknownEnumCase(_:at:in:)`` in the
    /// `default` branch:
    ///
    /// ```swift
    /// let frame = try reader.beginLengthDelimited()
    /// let caseOffset = reader.offset
    /// switch try reader.readCaseID(in: "Shape") {
    /// case 1: ...                      // the case's fields, as in a struct
    /// case let other: throw reader.unknownEnumCase(other, at: caseOffset, in: "Shape")
    /// }
    /// try reader.endLengthDelimited(frame)
    /// ```
    ///
    /// - Parameter typeName: The enum's name, for the message.
    /// - Returns: The case id (1 … 2^29 − 1).
    /// - Throws: As ``readVarint()``, or ``SheafError/Code/unknownEnumCase`` for an id outside
    ///   1 … 2^29 − 1 (no case can have it).
    @inlinable
    public mutating func readCaseID(in typeName: StaticString) throws(SheafError) -> Int {
        let start = position
        let id = try readVarint()
        guard id >= 1, id <= UInt64(SheafFieldKey.maxID) else {
            throw unknownEnumCaseError(id, at: start, in: typeName.description)
        }
        return Int(truncatingIfNeeded: id)
    }

    /// Makes the error for a case id that names no case of the payload enum being read.
    ///
    /// - Parameters:
    ///   - id: The case id read.
    ///   - offset: Where the case id starts.
    ///   - typeName: The enum's name.
    /// - Returns: The ``SheafError/Code/unknownEnumCase`` error.
    @inlinable
    public func unknownEnumCase(_ id: Int, at offset: Int, in typeName: StaticString) -> SheafError {
        unknownEnumCaseError(UInt64(truncatingIfNeeded: id), at: offset, in: typeName.description)
    }

    @usableFromInline
    @inline(never)
    func unknownEnumCaseError(_ id: UInt64, at offset: Int, in typeName: String) -> SheafError {
        SheafError(.unknownEnumCase, offset: offset, message: "case id \(id) names no case of \(typeName)")
    }
}
