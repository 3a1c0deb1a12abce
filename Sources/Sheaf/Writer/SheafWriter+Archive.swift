extension SheafWriter {
    /// Writes an archive header: magic, format version, flags, schema name, schema version,
    /// fingerprint and root type. The body (the root value's bare form) follows.
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
    }

    /// Completes an archive: appends the CRC-32C trailer if the header asked for one and checks
    /// the archive-size limit.
    ///
    /// - Throws: ``SheafError/Code/archiveTooLarge``.
    public mutating func finish() throws(SheafError) {
        if checksumPending {
            let crc = withUnsafeBytes { CRC32C.checksum($0) }
            writeFixed32(crc)
            checksumPending = false
        }
        if count > options.maxArchiveSize {
            throw SheafError(
                .archiveTooLarge,
                message: "archive of \(count) bytes exceeds the limit of \(options.maxArchiveSize) bytes"
            )
        }
    }

    /// Writes a whole archive: header, `body` (which writes the root value's bare form) and
    /// trailer.
    ///
    /// - Parameters:
    ///   - header: The header to write.
    ///   - options: Limits and the checksum switch (overrides `header.hasChecksum`).
    ///   - body: Writes the root value.
    /// - Returns: The archive bytes.
    /// - Throws: What `body` throws, or ``SheafError/Code/archiveTooLarge``.
    @inlinable
    public static func archive(
        header: SheafArchiveHeader,
        options: SheafOptions = SheafOptions(),
        _ body: (inout SheafWriter) throws(SheafError) -> Void
    ) throws(SheafError) -> [UInt8] {
        var writer = SheafWriter(options: options)
        var header = header
        header.hasChecksum = options.writeChecksum
        writer.writeHeader(header)
        try body(&writer)
        try writer.finish()
        return writer.bytes()
    }
}
