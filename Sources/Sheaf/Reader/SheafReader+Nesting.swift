extension SheafReader {
    /// What ``SheafReader/beginLengthDelimited()`` saved, to be restored by
    /// ``SheafReader/endLengthDelimited(_:)``.
    public struct Frame: Sendable {
        /// The offset of the value's length prefix.
        public let start: Int
        @usableFromInline let savedLimit: Int
        @usableFromInline let savedFrameStart: Int

        @inlinable
        init(start: Int, savedLimit: Int, savedFrameStart: Int) {
            self.start = start
            self.savedLimit = savedLimit
            self.savedFrameStart = savedFrameStart
        }
    }

    /// Starts reading a nested structured value (struct, class, payload enum, list, map,
    /// protocol value): checks the depth limit, reads the length and narrows the limit to it.
    ///
    /// - Returns: The frame to pass to ``endLengthDelimited(_:)``.
    /// - Throws: ``SheafError/Code/depthLimitExceeded`` (checked first, before any recursion),
    ///   or as ``readLength()``.
    @inlinable
    @inline(__always)
    public mutating func beginLengthDelimited() throws(SheafError) -> Frame {
        let start = position
        if depth >= options.maxDepth {
            throw depthLimitError(at: start)
        }
        let length = try readLength()
        let frame = Frame(start: start, savedLimit: limit, savedFrameStart: frameStart)
        limit = position &+ length
        frameStart = start
        depth &+= 1
        return frame
    }

    /// Ends the value started by `frame`, which must have been read to exactly its end.
    ///
    /// - Parameter frame: The frame from ``beginLengthDelimited()``.
    /// - Throws: ``SheafError/Code/lengthMismatch`` when bytes are left inside the value.
    @inlinable
    @inline(__always)
    public mutating func endLengthDelimited(_ frame: Frame) throws(SheafError) {
        if position != limit {
            throw lengthMismatchError()
        }
        limit = frame.savedLimit
        frameStart = frame.savedFrameStart
        depth &-= 1
    }

    /// Enters one nesting level without reading anything (for custom decoders that recurse
    /// other than through ``beginLengthDelimited()``).
    ///
    /// - Throws: ``SheafError/Code/depthLimitExceeded``.
    @inlinable
    public mutating func enterNested() throws(SheafError) {
        if depth >= options.maxDepth {
            throw depthLimitError(at: position)
        }
        depth &+= 1
    }

    /// Leaves a level entered with ``enterNested()``.
    @inlinable
    public mutating func exitNested() {
        depth &-= 1
    }

    @usableFromInline
    @inline(never)
    func depthLimitError(at offset: Int) -> SheafError {
        SheafError(
            .depthLimitExceeded, offset: offset,
            message: "value nests deeper than the limit of \(options.maxDepth) levels"
        )
    }

    @usableFromInline
    @inline(never)
    func lengthMismatchError() -> SheafError {
        SheafError(
            .lengthMismatch, offset: position,
            message: "\(limit - position) unread byte\(limit - position == 1 ? "" : "s") left at the end of the value that started at byte \(frameStart)"
        )
    }

    // MARK: - Keys and fields

    /// Reads the next field key of the struct, class or payload case being read, or returns
    /// `nil` at its end.
    ///
    /// - Returns: The key, or `nil` when the value's bytes are used up.
    /// - Throws: As ``readVarint()``, ``SheafError/Code/unknownWireKind``,
    ///   ``SheafError/Code/invalidFieldID``.
    @inlinable
    @inline(__always)
    public mutating func nextKey() throws(SheafError) -> SheafFieldKey? {
        if position >= limit {
            return nil
        }
        let start = position
        let raw = try readVarint()
        guard let kind = SheafWireKind(bits: UInt8(truncatingIfNeeded: raw & 7)) else {
            throw SheafError(.unknownWireKind, offset: start, message: "wire kind \(raw & 7) is not defined")
        }
        let id = raw >> 3
        guard id >= 1, id <= UInt64(SheafFieldKey.maxID) else {
            throw SheafError(.invalidFieldID, offset: start, message: "field id \(id) is outside 1…\(SheafFieldKey.maxID)")
        }
        return SheafFieldKey(id: Int(truncatingIfNeeded: id), kind: kind, offset: start)
    }

    /// Reads the value of a known field, rejecting a second occurrence of its id, and adds the
    /// field's name to the path of any error that passes through.
    ///
    /// - Parameters:
    ///   - key: The field's key, from ``nextKey()``.
    ///   - seen: The ids seen so far in this struct, class or payload case.
    ///   - name: The field's name, for error paths.
    /// - Returns: The value (the type is usually inferred from the variable assigned to).
    /// - Throws: ``SheafError/Code/duplicateField``, ``SheafError/Code/wireKindMismatch``, or
    ///   what decoding the value throws.
    @inlinable
    @inline(__always)
    public mutating func readField<Value: SheafCodable>(
        _ key: SheafFieldKey, _ seen: inout SheafFieldSet, _ name: StaticString
    ) throws(SheafError) -> Value {
        guard seen.insert(key.id) else {
            throw duplicateFieldError(key, name: name)
        }
        do {
            return try Value(sheafField: &self, key: key)
        } catch {
            throw Self.fieldError(error, name)
        }
    }

    /// Adds a field's name to the path of an error that passed through it (out of line: every
    /// field of every generated decoder has this path).
    @usableFromInline
    @inline(never)
    static func fieldError(_ error: SheafError, _ name: StaticString) -> SheafError {
        error.prepending(.field(name.description))
    }

    @usableFromInline
    @inline(never)
    func duplicateFieldError(_ key: SheafFieldKey, name: StaticString) -> SheafError {
        duplicateFieldError(key, name: name.description)
    }

    @usableFromInline
    @inline(never)
    func duplicateFieldError(_ key: SheafFieldKey, name: String) -> SheafError {
        SheafError(
            .duplicateField, offset: key.offset,
            message: "field \(key.id) appears more than once",
            path: [.field(name)]
        )
    }

    /// Makes the error for a required field that is absent from the value being read.
    ///
    /// - Parameters:
    ///   - name: The field's name.
    ///   - id: The field's id.
    /// - Returns: The error (offset: the start of the struct, class or payload enum).
    @inlinable
    public func missingRequiredField(_ name: StaticString, id: Int) -> SheafError {
        SheafError(
            .missingRequiredField, offset: frameStart,
            message: "required field '\(name)' (id \(id)) is missing",
            path: [.field(name.description)]
        )
    }

    /// Makes the error for a wire kind that a field's type cannot be read from.
    ///
    /// - Parameters:
    ///   - key: The field's key.
    ///   - expected: The kind the type is read from.
    /// - Returns: The error.
    @inlinable
    public func wireKindMismatch(_ key: SheafFieldKey, expected: SheafWireKind) -> SheafError {
        SheafError(
            .wireKindMismatch, offset: key.offset,
            message: "field \(key.id) has wire kind \(key.kind), expected \(expected)"
        )
    }

    // MARK: - Skipping and unknown fields

    /// Skips one value of the given wire kind without interpreting it.
    ///
    /// - Parameter kind: The value's wire kind.
    /// - Throws: ``SheafError/Code/truncated``, or as ``readVarint()`` / ``readLength()``.
    @inlinable
    public mutating func skipValue(kind: SheafWireKind) throws(SheafError) {
        switch kind {
        case .varint:
            _ = try readVarint()
        case .i64:
            try require(8, what: "fixed64")
            position &+= 8
        case .i32:
            try require(4, what: "fixed32")
            position &+= 4
        case .len:
            let length = try readLength()
            position &+= length
        }
    }

    /// Skips a field this decoder does not keep, rejecting a second occurrence of its id.
    ///
    /// - Parameters:
    ///   - key: The field's key.
    ///   - seen: The ids seen so far.
    /// - Throws: ``SheafError/Code/duplicateField``, or as ``skipValue(kind:)``.
    @inlinable
    public mutating func skipField(_ key: SheafFieldKey, _ seen: inout SheafFieldSet) throws(SheafError) {
        guard seen.insert(key.id) else {
            throw duplicateFieldError(key, name: "#\(key.id)")
        }
        try skipValue(kind: key.kind)
    }

    /// Skips an unknown field, rejecting a second occurrence of its id, and keeps its raw bytes
    /// (key and value) for re-emission, with the archive's origin (``keptBytesOrigin()``): the
    /// bytes may hold tag and entry numbers.
    ///
    /// - Parameters:
    ///   - key: The field's key (its offset marks where the raw bytes start).
    ///   - seen: The ids seen so far.
    ///   - fields: Where to keep it.
    /// - Throws: ``SheafError/Code/duplicateField``, or as ``skipValue(kind:)``.
    public mutating func captureUnknownField(
        _ key: SheafFieldKey, _ seen: inout SheafFieldSet, into fields: inout SheafUnknownFields
    ) throws(SheafError) {
        guard seen.insert(key.id) else {
            throw duplicateFieldError(key, name: "#\(key.id)")
        }
        try skipValue(kind: key.kind)
        fields.append(
            id: key.id,
            rawBytes: UnsafeRawBufferPointer(start: base + key.offset, count: position &- key.offset),
            origin: keptBytesOrigin()
        )
    }

    /// How many elements to reserve room for up front, given a checked `count`: at most about
    /// 16 bytes of memory per input byte left, so a small input cannot make a large allocation
    /// (the array still grows to `count` as elements actually decode).
    ///
    /// - Parameters:
    ///   - count: The checked element count.
    ///   - stride: `MemoryLayout<Element>.stride`.
    /// - Returns: The capacity to reserve.
    @inlinable
    public func reservation(for count: Int, stride: Int) -> Int {
        Swift.min(count, Swift.max(64, (remaining &* 16) / Swift.max(1, stride)))
    }
}
