extension SheafWriter {
    /// Appends a record of a stream after the bytes written so far: its body's length, then
    /// the body — tag table, instance table, `body`'s root value, as
    /// ``writingBody(options:_:)`` writes one alone — written in place, so that a stream's
    /// pending block holds its records without a copy of each. The length takes
    /// `prefixGuess` bytes while the body is written (the previous record's length is a good
    /// guess); the body moves only when its length needs another number of bytes, as a
    /// nested value's does. On an error, the bytes written so far are as they were.
    ///
    /// - Parameters:
    ///   - prefixGuess: The bytes to leave for the length (1 … 10).
    ///   - body: Writes the root value.
    /// - Returns: The body's length (the record is its varint and the body).
    /// - Throws: What `body` throws, or as ``finish()`` (the limits apply to the body alone).
    @inlinable
    package mutating func appendLengthPrefixedBody(
        prefixGuess: Int, _ body: (inout SheafWriter) throws(SheafError) -> Void
    ) throws(SheafError) -> Int {
        let recordStart = buffer.count
        startRecordBody(prefixSize: prefixGuess)
        do throws(SheafError) {
            try body(&self)
            if startAgainIfNeeded() {
                try body(&self)
            }
            try finish()
        } catch {
            buffer.count = recordStart
            throw error
        }
        return placeLengthPrefix(at: recordStart, reserved: prefixGuess)
    }

    /// Leaves `prefixSize` bytes for a record's length, then begins a body in the starting
    /// state (nothing numbered, depth 0, no checksum), whatever the previous record left.
    @usableFromInline
    mutating func startRecordBody(prefixSize: Int) {
        buffer.reserve(prefixSize)
        buffer.count &+= prefixSize
        depth = 0
        checksumPending = false
        payloadCasesWritten = 0
        // Most records number nothing: then there is nothing to free, and the assignments
        // (each a release) are skipped.
        if !instanceNumbers.isEmpty || !writtenInstances.isEmpty {
            instanceNumbers = [:]
            writtenInstances = []
        }
        if tables.hasNumbers || tables.origin != nil || tables.restartOrigin != nil || tables.hasConflict
            || !tables.entryBytes.isEmpty
        {
            tables = SheafWriterTables()
        } else {
            tables.offset = -1
        }
        if payloadCaseScope != nil {
            payloadCaseScope = nil
        }
        archiveStart = buffer.count
        beginBody()
    }

    /// Writes the finished body's length into the `reserved` bytes before it, moving the body
    /// when the length takes another number of bytes.
    @usableFromInline
    mutating func placeLengthPrefix(at recordStart: Int, reserved: Int) -> Int {
        let bodyStart = recordStart &+ reserved
        let length = buffer.count &- bodyStart
        let size = Varint.encodedSize(of: UInt64(length))
        if size != reserved {
            if size > reserved {
                buffer.reserve(size &- reserved)
            }
            (buffer.base + recordStart + size).copyMemory(from: buffer.base + bodyStart, byteCount: length)
            buffer.count = recordStart &+ size &+ length
        }
        _ = Varint.store(UInt64(length), at: buffer.base + recordStart)
        return length
    }

    /// Forgets the bytes from `offset` on (a stream's records that were not kept, or that went
    /// out in a block).
    ///
    /// - Parameter offset: The new byte count (at most ``count``).
    package mutating func removeBytes(from offset: Int) {
        precondition(offset >= 0 && offset <= buffer.count, "offset out of range")
        buffer.count = offset
    }

    /// Forgets the bytes before `offset`, moving the rest to the start (a stream's record that
    /// begins the next block once the records before it went out).
    ///
    /// - Parameter offset: The first byte to keep (at most ``count``).
    package mutating func removeBytes(before offset: Int) {
        precondition(offset >= 0 && offset <= buffer.count, "offset out of range")
        let kept = buffer.count - offset
        buffer.base.copyMemory(from: buffer.base + offset, byteCount: kept)
        buffer.count = kept
    }
}
