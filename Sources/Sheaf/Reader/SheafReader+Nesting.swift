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
            try failDepthLimit(at: start)
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
            try failLengthMismatch()
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

    /// Throws `depthLimitError(at:)`'s error.
    @usableFromInline
    @inline(never)
    func failDepthLimit(at offset: Int) throws(SheafError) -> Never {
        throw depthLimitError(at: offset)
    }

    /// Throws `lengthMismatchError()`'s error.
    @usableFromInline
    @inline(never)
    func failLengthMismatch() throws(SheafError) -> Never {
        throw lengthMismatchError()
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
            message:
                "\(limit - position) unread byte\(limit - position == 1 ? "" : "s") left at the end of the value that started at byte \(frameStart)"
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
        let id = raw >> 3
        guard let kind = SheafWireKind(bits: UInt8(truncatingIfNeeded: raw & 7)), id >= 1,
            id <= UInt64(SheafFieldKey.maxID)
        else {
            try Self.failKey(raw, at: start)
        }
        return SheafFieldKey(id: Int(truncatingIfNeeded: id), kind: kind, offset: start)
    }

    // The fast paths above and below are inlined into every generated decoder, once per field,
    // so they fail through calls to these throwing functions instead of `throw` statements of
    // their own: each `throw` expands to the error's construction and a debugger hook at its
    // site.

    /// Throws the error for a key with an undefined wire kind or an id out of range.
    @usableFromInline
    @inline(never)
    static func failKey(_ raw: UInt64, at start: Int) throws(SheafError) -> Never {
        if SheafWireKind(bits: UInt8(truncatingIfNeeded: raw & 7)) == nil {
            throw SheafError(.unknownWireKind, offset: start, message: "wire kind \(raw & 7) is not defined")
        }
        throw SheafError(.invalidFieldID, offset: start, message: "field id \(raw >> 3) is outside 1…\(SheafFieldKey.maxID)")
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
            try failDuplicateField(key, name: name)
        }
        do {
            return try Value(sheafField: &self, key: key)
        } catch {
            try Self.failInField(error, name)
        }
    }

    /// Throws `error` with the field's name added to its path (every field of every generated
    /// decoder has this path).
    @usableFromInline
    @inline(never)
    static func failInField(_ error: SheafError, _ name: StaticString) throws(SheafError) -> Never {
        throw error.prepending(.field(name.description))
    }

    /// Throws the error for a second occurrence of a field.
    @usableFromInline
    @inline(never)
    func failDuplicateField(_ key: SheafFieldKey, name: StaticString) throws(SheafError) -> Never {
        throw duplicateFieldError(key, name: name.description)
    }

    /// Throws `wireKindMismatch(_:expected:)`'s error unless `key` has the `expected` kind (a
    /// function of its own because a never-returning call inside an initializer draws a
    /// spurious "will never be executed" warning).
    @inlinable
    @inline(__always)
    func checkWireKind(_ key: SheafFieldKey, expected: SheafWireKind) throws(SheafError) {
        if key.kind != expected {
            try failWireKind(key, expected: expected)
        }
    }

    /// Throws `wireKindMismatch(_:expected:)`'s error.
    @usableFromInline
    @inline(never)
    func failWireKind(_ key: SheafFieldKey, expected: SheafWireKind) throws(SheafError) -> Never {
        throw wireKindMismatch(key, expected: expected)
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
