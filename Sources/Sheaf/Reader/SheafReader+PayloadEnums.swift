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
    /// case 1: ...                      // the case's fields, as in a struct, with
    ///                                  // keepUnknownCaseField(_:_:) for unknown ids
    /// case let other: throw reader.unknownEnumCase(other, at: caseOffset, in: "Shape")
    /// }
    /// try reader.endPayloadCase(frame, contentStart: caseOffset)
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

    // MARK: - Unknown case fields

    /// Skips a case field this version does not know, remembering where it lies so that
    /// ``endPayloadCase(_:contentStart:)`` can keep the case for its container.
    ///
    /// - Parameters:
    ///   - key: The field's key, just read.
    ///   - seen: The case's field ids so far (a repeated id is an error).
    /// - Throws: ``SheafError/Code/duplicateField``, or what skipping the value throws.
    @inlinable
    public mutating func keepUnknownCaseField(_ key: SheafFieldKey, _ seen: inout SheafFieldSet) throws(SheafError) {
        try skipField(key, &seen)
        unknownCaseFields.append(key.offset..<position)
    }

    /// Ends a payload enum's content (as ``endLengthDelimited(_:)``) and, when the case held
    /// fields this version does not know, keeps the case's bytes until the struct or class whose
    /// field holds the value takes them (``takePayloadCases(since:into:)``).
    ///
    /// - Parameters:
    ///   - frame: The frame ``beginLengthDelimited()`` returned.
    ///   - contentStart: The offset of the case id (the content's first byte).
    /// - Throws: As ``endLengthDelimited(_:)``.
    @inlinable
    @inline(__always)
    public mutating func endPayloadCase(_ frame: Frame, contentStart: Int) throws(SheafError) {
        try endLengthDelimited(frame)
        payloadCasesRead &+= 1
        // A case's own unknown fields lie inside its content. An enclosing case may have left
        // some below them that lie elsewhere: after this content when this case sits in an
        // instance-table entry read at a reference from that enclosing case.
        if let last = unknownCaseFields.last, last.lowerBound >= contentStart, last.upperBound <= position {
            keepPayloadCase(contentStart: contentStart)
        }
    }

    /// Moves the unknown-field ranges of the case that ends at ``position`` into a kept case.
    @usableFromInline
    @inline(never)
    mutating func keepPayloadCase(contentStart: Int) {
        var first = unknownCaseFields.count
        while first > 0, unknownCaseFields[first - 1].lowerBound >= contentStart, unknownCaseFields[first - 1].upperBound <= position {
            first -= 1
        }
        let content = UnsafeRawBufferPointer(start: base + contentStart, count: position - contentStart)
        var known: [UInt8] = []
        known.reserveCapacity(content.count)
        var next = contentStart
        for range in unknownCaseFields[first...] {
            known.append(contentsOf: UnsafeRawBufferPointer(start: base + next, count: range.lowerBound - next))
            next = range.upperBound
        }
        known.append(contentsOf: UnsafeRawBufferPointer(start: base + next, count: position - next))
        unknownCaseFields.removeSubrange(first...)
        // The position counts from the start of the whole read here; the container that takes
        // the case makes it its own (see movePayloadCases(since:into:)).
        pendingPayloadCases.append(
            SheafUnknownFields.PayloadCase(
                knownBytes: known, rawBytes: [UInt8](content), origin: keptBytesOrigin(), position: payloadCasesRead))
    }

    /// Where a container's payload-enum values start: what ``payloadCaseMark`` returns.
    public struct PayloadCaseMark {
        /// How many kept cases were waiting before.
        @usableFromInline let pending: Int
        /// How many payload-enum values had been read before.
        @usableFromInline let read: Int

        @inlinable
        init(pending: Int, read: Int) {
            self.pending = pending
            self.read = read
        }
    }

    /// A mark for ``takePayloadCases(since:into:)``, taken before a struct or class whose fields
    /// can hold payload enums reads its fields.
    @inlinable
    public var payloadCaseMark: PayloadCaseMark {
        PayloadCaseMark(pending: pendingPayloadCases.count, read: payloadCasesRead)
    }

    /// Moves the payload cases kept since `mark` (those read inside the fields just read, and
    /// not taken by a struct or class nested in them) into `fields`.
    ///
    /// - Parameters:
    ///   - mark: ``payloadCaseMark`` before the fields were read.
    ///   - fields: The container's kept unknown fields.
    @inlinable
    @inline(__always)
    public mutating func takePayloadCases(since mark: PayloadCaseMark, into fields: inout SheafUnknownFields) {
        if pendingPayloadCases.count > mark.pending {
            movePayloadCases(since: mark, into: &fields)
        }
    }

    @usableFromInline
    @inline(never)
    mutating func movePayloadCases(since mark: PayloadCaseMark, into fields: inout SheafUnknownFields) {
        for var payloadCase in pendingPayloadCases[mark.pending...] {
            payloadCase.position -= mark.read
            fields.append(payloadCase)
        }
        pendingPayloadCases.removeSubrange(mark.pending...)
    }
}
