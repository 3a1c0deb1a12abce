extension SheafWriter {
    /// A position handed out by ``SheafWriter/beginLengthDelimited()`` and given back to
    /// ``SheafWriter/endLengthDelimited(_:)``.
    public struct Mark: Sendable {
        /// The offset of the byte reserved for the length.
        @usableFromInline let offset: Int

        @inlinable
        init(offset: Int) {
            self.offset = offset
        }
    }

    /// Starts a nested length-delimited structured value (struct, class, payload enum, list,
    /// map, protocol value): checks the depth limit and reserves one byte for the length.
    ///
    /// - Returns: The mark to pass to ``endLengthDelimited(_:)`` after writing the content.
    /// - Throws: ``SheafError/Code/depthLimitExceeded``.
    @inlinable
    @inline(__always)
    public mutating func beginLengthDelimited() throws(SheafError) -> Mark {
        if depth >= options.maxDepth {
            throw depthLimitError()
        }
        depth &+= 1
        buffer.reserve(1)
        let mark = Mark(offset: buffer.count)
        buffer.count &+= 1
        return mark
    }

    /// Ends the value started at `mark`: writes its content length into the reserved byte,
    /// moving the content up when the length needs more than one byte.
    ///
    /// - Parameter mark: The mark from ``beginLengthDelimited()``.
    @inlinable
    @inline(__always)
    public mutating func endLengthDelimited(_ mark: Mark) {
        depth &-= 1
        let length = buffer.count &- mark.offset &- 1
        if length < 0x80 {
            buffer.base.storeBytes(of: UInt8(truncatingIfNeeded: length), toByteOffset: mark.offset, as: UInt8.self)
        } else {
            finishLongLength(mark, length)
        }
    }

    /// Moves `length` content bytes up to make room for a multi-byte length varint.
    @usableFromInline
    @inline(never)
    mutating func finishLongLength(_ mark: Mark, _ length: Int) {
        let size = Varint.encodedSize(of: UInt64(length))
        buffer.reserve(size - 1)
        let content = buffer.base + mark.offset + 1
        (content + (size - 1)).copyMemory(from: content, byteCount: length)
        _ = Varint.store(UInt64(length), at: buffer.base + mark.offset)
        buffer.count += size - 1
    }

    /// Checks that one more nesting level is allowed, for values whose length is known up
    /// front (packed lists) and so need no mark.
    ///
    /// - Throws: ``SheafError/Code/depthLimitExceeded``.
    @inlinable
    @inline(__always)
    public func checkNestedLeaf() throws(SheafError) {
        if depth >= options.maxDepth {
            throw depthLimitError()
        }
    }

    @usableFromInline
    @inline(never)
    func depthLimitError() -> SheafError {
        SheafError(
            .depthLimitExceeded,
            message: "value nests deeper than the limit of \(options.maxDepth) levels"
        )
    }

    // MARK: - Fields

    /// Writes field `id` holding `value`, unless `value` equals its type's natural default
    /// (nil, an empty list, map or option set), which canonical encoding omits.
    ///
    /// - Parameters:
    ///   - id: The field id.
    ///   - value: The field's value.
    @inlinable
    @inline(__always)
    public mutating func writeField<Value: SheafCodable>(_ id: Int, _ value: Value) throws(SheafError) {
        if value.isSheafDefault {
            return
        }
        try value.encodeSheafFieldValue(id, to: &self)
    }

    /// Writes field `id` holding `value`, unless `value` equals the field's declared `default`
    /// (schema `default:`), which canonical encoding omits. A value equal to its type's natural
    /// default but not to the declared one is written.
    ///
    /// - Parameters:
    ///   - id: The field id.
    ///   - value: The field's value.
    ///   - defaultValue: The schema's declared default for the field.
    @inlinable
    @inline(__always)
    public mutating func writeField<Value: SheafCodable & Equatable>(
        _ id: Int, _ value: Value, default defaultValue: Value
    ) throws(SheafError) {
        if value == defaultValue {
            return
        }
        try value.encodeSheafFieldValue(id, to: &self)
    }

    /// Writes a float64 field unless it has the declared default's exact bit pattern, so that
    /// `-0.0` against a default of `0.0` (equal under `==`) is still written and a NaN equal
    /// bit for bit to a NaN default is omitted.
    ///
    /// - Parameters:
    ///   - id: The field id.
    ///   - value: The field's value.
    ///   - defaultValue: The schema's declared default for the field.
    @inlinable
    @inline(__always)
    public mutating func writeField(_ id: Int, _ value: Double, default defaultValue: Double) throws(SheafError) {
        if value.bitPattern == defaultValue.bitPattern {
            return
        }
        try value.encodeSheafFieldValue(id, to: &self)
    }

    /// Writes a float32 field unless it has the declared default's exact bit pattern (see the
    /// float64 overload).
    ///
    /// - Parameters:
    ///   - id: The field id.
    ///   - value: The field's value.
    ///   - defaultValue: The schema's declared default for the field.
    @inlinable
    @inline(__always)
    public mutating func writeField(_ id: Int, _ value: Float, default defaultValue: Float) throws(SheafError) {
        if value.bitPattern == defaultValue.bitPattern {
            return
        }
        try value.encodeSheafFieldValue(id, to: &self)
    }

    /// Re-emits the preserved unknown fields whose ids are below `id`, starting at `cursor`.
    ///
    /// Generated code calls this before each known field (with that field's id), and
    /// ``writeUnknownFields(_:cursor:)`` after the last one, so that known and unknown fields
    /// come out merged in ascending id order.
    ///
    /// - Parameters:
    ///   - fields: The preserved fields.
    ///   - id: The id of the known field about to be written.
    ///   - cursor: The index of the next unknown field to write; start at 0.
    @inlinable
    @inline(__always)
    public mutating func writeUnknownFields(_ fields: SheafUnknownFields, below id: Int, cursor: inout Int) {
        if fields.storage.isEmpty {
            return
        }
        writeUnknownFieldsOutOfLine(fields, below: id, cursor: &cursor)
    }

    /// Re-emits the preserved unknown fields from `cursor` to the end.
    ///
    /// - Parameters:
    ///   - fields: The preserved fields.
    ///   - cursor: The index of the next unknown field to write.
    @inlinable
    @inline(__always)
    public mutating func writeUnknownFields(_ fields: SheafUnknownFields, cursor: inout Int) {
        if fields.storage.isEmpty {
            return
        }
        writeUnknownFieldsOutOfLine(fields, below: .max, cursor: &cursor)
    }

    /// The loop of both `writeUnknownFields` methods, out of line: only values that kept
    /// unknown fields get here, and every generated encoder calls them once per field.
    @usableFromInline
    @inline(never)
    mutating func writeUnknownFieldsOutOfLine(_ fields: SheafUnknownFields, below id: Int, cursor: inout Int) {
        let storage = fields.orderedStorage
        while cursor < storage.count, storage[cursor].id < id {
            useOrigin(storage[cursor].origin)
            writeRawBytes(storage[cursor].rawBytes)
            cursor &+= 1
        }
    }
}
