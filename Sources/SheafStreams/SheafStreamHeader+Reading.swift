import Sheaf

extension SheafStreamHeader {
    /// Reads and checks a stream's header (magic, format, flags, length, CRC, marker — the CRC
    /// before any field is parsed — then the fields).
    ///
    /// - Parameters:
    ///   - input: The file.
    ///   - options: The header-size limit.
    /// - Returns: The header, with its layout.
    /// - Throws: The header's errors, each at its file offset.
    static func read(from input: StreamInput, options: SheafStreamOptions) throws(SheafError) -> SheafStreamHeader {
        let prefix = try input.bytes(at: 0, count: headerLengthOffset + 10)
        let (fieldsStart, fieldsLength) = try withBytes(prefix) { buffer throws(SheafError) in
            var reader = SheafReader(buffer: buffer)
            try checkMagic(buffer)
            _ = try reader.readRawBytes(4)
            let format = try reader.readByte()
            guard format == SheafArchiveHeader.currentFormatVersion else {
                throw SheafError(
                    .unsupportedFormatVersion, offset: SheafArchiveHeader.formatVersionOffset,
                    message: "stream format version \(format) is not supported (this reader reads version 2)")
            }
            let flags = try reader.readByte()
            guard flags == 0 else {
                throw SheafError(
                    .unknownFlags, offset: SheafArchiveHeader.flagsOffset, message: "unknown stream flags 0x\(String(flags, radix: 16))")
            }
            let length = try reader.readVarint()
            guard length <= UInt64(options.maxHeaderSize) else {
                throw SheafError(
                    .streamHeaderTooLarge, offset: headerLengthOffset,
                    message: "the header's \(length) bytes exceed the limit of \(options.maxHeaderSize)")
            }
            return (reader.offset, Int(length))
        }
        guard fieldsLength <= input.size - fieldsStart else {
            throw SheafError(
                .lengthOutOfBounds, offset: headerLengthOffset,
                message: "the header needs \(fieldsLength) bytes, \(input.size - fieldsStart) remain")
        }
        let fieldsEnd = fieldsStart + fieldsLength
        let bytes = try input.bytes(at: 0, count: fieldsEnd + 4 + syncMarkerLength)
        guard bytes.count >= fieldsEnd + 4 else {
            throw SheafError(
                .truncated, offset: fieldsEnd, message: "the header's CRC-32C needs 4 bytes, \(bytes.count - fieldsEnd) remain")
        }
        let stored = bytes[fieldsEnd..<fieldsEnd + 4].reversed().reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        let computed = bytes.withUnsafeBytes { CRC32C.checksum(UnsafeRawBufferPointer(rebasing: $0[..<fieldsEnd])) }
        guard stored == computed else {
            throw SheafError(
                .checksumMismatch, offset: fieldsEnd,
                message: "the header's CRC-32C is 0x\(String(computed, radix: 16)), it says 0x\(String(stored, radix: 16))")
        }
        let markerStart = fieldsEnd + 4
        guard bytes.count == markerStart + syncMarkerLength else {
            throw SheafError(
                .truncated, offset: markerStart,
                message: "the sync marker needs \(syncMarkerLength) bytes, \(bytes.count - markerStart) remain")
        }
        var header = try withBytes(bytes) { buffer throws(SheafError) in
            try parseFields(UnsafeRawBufferPointer(rebasing: buffer[..<fieldsEnd]), from: fieldsStart)
        }
        header.syncMarker = Array(bytes[markerStart...])
        header.layout.firstBlock = bytes.count
        return header
    }

    /// `badMagic` unless the input starts with a stream's magic; the message says when it is an
    /// archive's.
    static func checkMagic(_ buffer: UnsafeRawBufferPointer) throws(SheafError) {
        guard buffer.count >= 4, Array(buffer[0..<4]) == magic else {
            let isArchive = buffer.count >= 4 && Array(buffer[0..<4]) == SheafArchiveHeader.magic
            throw SheafError(
                .badMagic, offset: 0,
                message: isArchive
                    ? "this is a Sheaf archive, not a record stream: read it as an archive"
                    : "not a Sheaf record stream: it must start with 89 53 48 53")
        }
    }

    /// The header fields, in `buffer` (the header up to the end of its fields), from `start`.
    private static func parseFields(_ buffer: UnsafeRawBufferPointer, from start: Int) throws(SheafError) -> SheafStreamHeader {
        var reader = SheafReader(buffer: buffer)
        _ = try reader.readRawBytes(start)
        var layout = Layout()
        layout.codec = reader.offset
        let codecByte = try reader.readByte()
        guard let codec = SheafStreamCodec(rawValue: codecByte) else {
            throw SheafError(.unknownCodec, offset: layout.codec, message: "codec \(codecByte) is not 0 (none) or 1 (deflate)")
        }
        layout.schemaName = reader.offset
        let schemaName = try reader.readString()
        let version = try reader.readSchemaVersion()
        layout.fingerprint = reader.offset
        let fingerprint = SheafFingerprint(rawValue: try reader.readFixed64().byteSwapped)
        layout.rootType = reader.offset
        let rootType = try reader.readString()
        let countOffset = reader.offset
        let count = try reader.readVarint()
        guard count >= 1, count <= UInt64(reader.remaining / 2) else {
            throw SheafError(
                .countOutOfBounds, offset: countOffset,
                message: count == 0
                    ? "a stream embeds at least one schema file"
                    : "\(count) schema files cannot fit the header's \(reader.remaining) remaining bytes")
        }
        var files: [SheafSchemaFile] = []
        var seen = Set<String>()
        for _ in 0..<Int(count) {
            let nameOffset = reader.offset
            layout.fileNames.append(nameOffset)
            let name = try reader.readString()
            if let problem = fileNameProblem(name) {
                throw SheafError(.embeddedSchemaInvalid, offset: nameOffset, message: "embedded schema file name '\(name)' \(problem)")
            }
            guard seen.insert(name).inserted else {
                throw SheafError(.embeddedSchemaInvalid, offset: nameOffset, message: "two embedded schema files are named '\(name)'")
            }
            files.append(SheafSchemaFile(name: name, text: try reader.readString()))
        }
        guard reader.isAtEnd else {
            throw SheafError(
                .lengthMismatch, offset: reader.offset,
                message: "\(reader.remaining) bytes of the header follow its last schema file")
        }
        var header = SheafStreamHeader(
            codec: codec, schemaName: schemaName, schemaVersion: version, fingerprint: fingerprint,
            rootType: rootType, files: files)
        header.layout = layout
        return header
    }

    /// Checks the header against a reader's own schema: the schema name, then the root type
    /// (version and fingerprint may differ: another version reads the records as archives).
    ///
    /// - Parameters:
    ///   - schemaName: The reader's schema.
    ///   - rootType: The type it reads.
    /// - Throws: `SheafError.Code.schemaMismatch`, `SheafError.Code.rootTypeMismatch`.
    public func check(schemaName: String, rootType: String) throws(SheafError) {
        guard self.schemaName == schemaName else {
            throw SheafError(
                .schemaMismatch, offset: layout.schemaName,
                message: "stream was written under schema '\(self.schemaName)', expected '\(schemaName)'")
        }
        guard self.rootType == rootType else {
            throw SheafError(
                .rootTypeMismatch, offset: layout.rootType,
                message: "stream holds '\(self.rootType)' records, expected '\(rootType)'")
        }
    }
}
