extension SheafWriter {
    /// Writes an archive header: magic, format version, flags, schema name, schema version,
    /// fingerprint and root type; then leaves room for the body's tag and instance tables,
    /// which ``finish()`` fills in. The root value's bare form follows.
    ///
    /// - Parameter header: The header; its ``SheafArchiveHeader/hasChecksum`` decides whether
    ///   ``finish()`` appends a CRC-32C trailer.
    public mutating func writeHeader(_ header: SheafArchiveHeader) {
        precondition(header.schemaVersion >= 1, "schema versions start at 1")
        writeRawBytes(SheafArchiveHeader.magic)
        writeByte(header.formatVersion)
        writeByte(header.hasChecksum ? SheafArchiveHeader.checksumFlag : 0)
        writeString(header.schemaName)
        writeVarint(UInt64(header.schemaVersion))
        // Digest order is big-endian for the integer; writeFixed64 stores little-endian, so swap.
        writeFixed64(header.fingerprint.rawValue.byteSwapped)
        writeString(header.rootType)
        checksumPending = header.hasChecksum
        beginBody()
    }

    /// Starts an archive's body: leaves room for the tag and instance tables (two bytes, `00 00`:
    /// both empty), which ``finish()`` fills in. ``writeHeader(_:)`` calls it; call it directly
    /// only to write a body without a header (tests and tools that study bare forms).
    public mutating func beginBody() {
        precondition(tables.offset < 0, "a body begins once")
        tables.offset = count
        writeByte(0)
        writeByte(0)
    }

    /// Completes an archive: writes the origin's entries the root never met, puts the tag and
    /// instance tables after the header, appends the CRC-32C trailer if the header asked for one
    /// and checks the archive-size limit.
    ///
    /// Writers that can meet kept bytes after numbering something (see ``useOrigin(_:)``) are
    /// driven by ``writing(header:options:_:)`` (or check ``startAgainIfNeeded()`` themselves),
    /// which repeats the body; calling `finish()` while such a restart is pending is a
    /// programming error.
    ///
    /// - Throws: ``SheafError/Code/originConflict``, what encoding a pending entry throws, or
    ///   ``SheafError/Code/archiveTooLarge``.
    public mutating func finish() throws(SheafError) {
        if tables.hasConflict {
            throw originConflictError()
        }
        precondition(
            tables.restartOrigin == nil,
            "kept bytes of an archive with tables were met after the writer numbered something: "
                + "write the archive with SheafWriter.archive(header:options:_:) or writing(header:options:_:), which start again from them"
        )
        if tables.offset >= 0 {
            try fillPendingEntries()
            if tables.hasConflict {
                throw originConflictError()
            }
            placeTables()
        }
        if checksumPending {
            let crc = withUnsafeBytes { CRC32C.checksum($0) }
            writeFixed32(crc)
            checksumPending = false
        }
        let size = count - archiveStart
        if size > options.maxArchiveSize {
            throw SheafError(
                .archiveTooLarge,
                message: "archive of \(size) bytes exceeds the limit of \(options.maxArchiveSize) bytes"
            )
        }
    }

    /// Writes a whole archive: header, `body` (which writes the root value's bare form),
    /// tables and trailer. When `body` meets kept bytes of an archive with tables after the
    /// writer has numbered something (see ``useOrigin(_:)``), `body` runs once more on a writer
    /// that starts from that archive's tables.
    ///
    /// - Parameters:
    ///   - header: The header to write.
    ///   - options: Limits and the checksum switch (overrides `header.hasChecksum`).
    ///   - body: Writes the root value.
    /// - Returns: The archive bytes.
    /// - Throws: What `body` throws, or as ``finish()``.
    @inlinable
    public static func archive(
        header: SheafArchiveHeader,
        options: SheafOptions = SheafOptions(),
        _ body: (inout SheafWriter) throws(SheafError) -> Void
    ) throws(SheafError) -> [UInt8] {
        try writing(header: header, options: options, body).bytes()
    }

    /// ``archive(header:options:_:)`` returning the finished writer, so the caller chooses the
    /// byte container (`Data` takes over the writer's memory).
    ///
    /// - Parameters:
    ///   - header: The header to write.
    ///   - options: Limits and the checksum switch (overrides `header.hasChecksum`).
    ///   - body: Writes the root value.
    /// - Returns: The finished writer.
    /// - Throws: What `body` throws, or as ``finish()``.
    @inlinable
    public static func writing(
        header: SheafArchiveHeader,
        options: SheafOptions = SheafOptions(),
        _ body: (inout SheafWriter) throws(SheafError) -> Void
    ) throws(SheafError) -> SheafWriter {
        var header = header
        header.hasChecksum = options.writeChecksum
        var writer = SheafWriter(options: options)
        writer.writeHeader(header)
        return try writer.finishing(body)
    }

    /// A body without a header — tag table, instance table, `body`'s root value —, as a record
    /// of a stream holds it: `body` runs again from kept bytes' tables when it must, as for
    /// archives (``writing(header:options:_:)``).
    ///
    /// - Parameters:
    ///   - options: Limits.
    ///   - body: Writes the root value.
    /// - Returns: The body's bytes.
    /// - Throws: What `body` throws, or as ``finish()``.
    @inlinable
    public static func body(
        options: SheafOptions = SheafOptions(), _ body: (inout SheafWriter) throws(SheafError) -> Void
    ) throws(SheafError) -> [UInt8] {
        try writingBody(options: options, body).bytes()
    }

    /// ``body(options:_:)`` returning the finished writer, whose bytes a caller can copy
    /// where it wants them without an array in between.
    ///
    /// - Parameters:
    ///   - options: Limits.
    ///   - body: Writes the root value.
    /// - Returns: The finished writer.
    /// - Throws: What `body` throws, or as ``finish()``.
    @inlinable
    public static func writingBody(
        options: SheafOptions = SheafOptions(), _ body: (inout SheafWriter) throws(SheafError) -> Void
    ) throws(SheafError) -> SheafWriter {
        var writer = SheafWriter(options: options)
        writer.beginBody()
        return try writer.finishing(body)
    }

    /// Runs `body` on this writer (and once more from kept bytes' tables when it must), then
    /// finishes: the one loop every whole archive or body goes through.
    @inlinable
    consuming func finishing(_ body: (inout SheafWriter) throws(SheafError) -> Void) throws(SheafError) -> SheafWriter {
        try body(&self)
        if startAgainIfNeeded() {
            try body(&self)
        }
        try finish()
        return self
    }
}
