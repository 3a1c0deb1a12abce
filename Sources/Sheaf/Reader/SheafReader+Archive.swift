import Foundation

extension SheafReader {
    /// Reads and checks an archive header at the start of the input, verifies the checksum if
    /// the header declares one, and narrows the limit to the body (excluding the trailer).
    ///
    /// - Returns: The header, with ``SheafArchiveHeader/bodyOffset`` set.
    /// - Throws: ``SheafError/Code/archiveTooLarge``, ``SheafError/Code/badMagic``,
    ///   ``SheafError/Code/unsupportedFormatVersion``, ``SheafError/Code/unknownFlags``,
    ///   ``SheafError/Code/checksumMismatch``, ``SheafError/Code/invalidSchemaVersion``,
    ///   ``SheafError/Code/truncated``, ``SheafError/Code/invalidUTF8``.
    public mutating func readHeader() throws(SheafError) -> SheafArchiveHeader {
        precondition(position == 0 && depth == 0, "readHeader() must be the first read")
        if inputCount > options.maxArchiveSize {
            throw SheafError(
                .archiveTooLarge, offset: 0,
                message: "archive of \(inputCount) bytes exceeds the limit of \(options.maxArchiveSize) bytes"
            )
        }
        for (index, expected) in SheafArchiveHeader.magic.enumerated() {
            guard index < inputCount else {
                throw truncatedError(at: 0, needing: 4, what: "magic")
            }
            if base.load(fromByteOffset: index, as: UInt8.self) != expected {
                throw SheafError(.badMagic, offset: 0, message: "not a Sheaf archive: it must start with 89 53 48 46")
            }
        }
        position = SheafArchiveHeader.formatVersionOffset
        let formatVersion = try readByte()
        guard formatVersion == SheafArchiveHeader.currentFormatVersion else {
            throw SheafError(
                .unsupportedFormatVersion, offset: SheafArchiveHeader.formatVersionOffset,
                message:
                    "format version \(formatVersion) is not supported (this reader reads version \(SheafArchiveHeader.currentFormatVersion))"
            )
        }
        let flags = try readByte()
        guard flags & ~SheafArchiveHeader.checksumFlag == 0 else {
            throw SheafError(.unknownFlags, offset: SheafArchiveHeader.flagsOffset, message: "unknown header flags 0x\(hex(flags))")
        }
        let hasChecksum = flags & SheafArchiveHeader.checksumFlag != 0
        if hasChecksum {
            try verifyChecksum()
        }
        let schemaName = try readString()
        let version = try readSchemaVersion()
        let fingerprint = SheafFingerprint(rawValue: try readFixed64().byteSwapped)
        let rootType = try readString()
        return SheafArchiveHeader(
            schemaName: schemaName,
            schemaVersion: version,
            fingerprint: fingerprint,
            rootType: rootType,
            hasChecksum: hasChecksum,
            formatVersion: formatVersion,
            bodyOffset: position
        )
    }

    /// Reads a header's schema version: a varint from 1 to 2^63 − 1.
    ///
    /// - Returns: The version.
    /// - Throws: ``SheafError/Code/invalidSchemaVersion`` at the version, or varint errors.
    public mutating func readSchemaVersion() throws(SheafError) -> Int {
        let versionOffset = position
        let version = try readVarint()
        guard version >= 1, version <= UInt64(Int.max) else {
            throw SheafError(
                .invalidSchemaVersion, offset: versionOffset,
                message: "schema version \(version) \(version == 0 ? "must be at least 1" : "exceeds 2^63 - 1")")
        }
        return Int(version)
    }

    /// Checks the CRC-32C trailer against everything before it, then excludes the trailer from
    /// what the body may read.
    mutating func verifyChecksum() throws(SheafError) {
        guard inputCount - position >= 4 else {
            throw truncatedError(at: position, needing: 4, what: "checksum trailer")
        }
        let trailerOffset = inputCount - 4
        let stored = UInt32(littleEndian: base.loadUnaligned(fromByteOffset: trailerOffset, as: UInt32.self))
        let computed = CRC32C.checksum(UnsafeRawBufferPointer(start: base, count: trailerOffset))
        guard stored == computed else {
            throw SheafError(
                .checksumMismatch, offset: trailerOffset,
                message: "CRC-32C is 0x\(String(computed, radix: 16)), the trailer says 0x\(String(stored, radix: 16))"
            )
        }
        limit = trailerOffset
    }

    /// Checks that the body ended exactly where the input (or the checksum trailer) begins,
    /// then that every entry of the instance table that no reference reached is a well-formed
    /// field sequence (``checkUnreachedEntries()``).
    ///
    /// - Throws: ``SheafError/Code/trailingBytes``, or as ``checkUnreachedEntries()``.
    public mutating func checkAtEndOfArchive() throws(SheafError) {
        try checkNoTrailingBytes()
        try checkUnreachedEntries()
    }

    /// Checks that the root value ended exactly where the input (or the checksum trailer)
    /// begins.
    ///
    /// - Throws: ``SheafError/Code/trailingBytes``.
    public func checkNoTrailingBytes() throws(SheafError) {
        if position != limit {
            throw SheafError(
                .trailingBytes, offset: position,
                message: "\(limit - position) byte\(limit - position == 1 ? "" : "s") follow the root value"
            )
        }
    }

    /// Reads a whole archive: parses and checks the header (and checksum), lets `body` check the
    /// header's identity and read the body — the tag and instance tables (``readTables()``),
    /// then the root value — and then checks that nothing follows the root and that the entries
    /// no reference reached are well formed. (The identity comes first: an archive of another
    /// schema or root type is reported as such even when its tables are damaged.)
    ///
    /// - Parameters:
    ///   - buffer: The archive.
    ///   - options: Limits.
    ///   - body: Checks the header, then reads the tables and the root value.
    /// - Returns: What `body` returns.
    /// - Throws: Header errors, table errors (``readTables()``), what `body` throws, or as
    ///   ``checkAtEndOfArchive()``.
    @inlinable
    public static func withArchive<R>(
        _ buffer: UnsafeRawBufferPointer,
        options: SheafOptions = SheafOptions(),
        _ body: (SheafArchiveHeader, inout SheafReader) throws(SheafError) -> R
    ) throws(SheafError) -> R {
        var reader = SheafReader(buffer: buffer, options: options)
        let header = try reader.readHeader()
        let value = try body(header, &reader)
        try reader.checkAtEndOfArchive()
        return value
    }

    /// Moves `result`'s value out, or throws its error. (`withUnsafeBytes` rethrows untyped
    /// errors, so the overloads below carry the typed error out in a `Result`; its `get()`
    /// would copy the value — retaining every reference a decoded value holds — and then
    /// release the original.)
    @inlinable
    static func value<R>(of result: consuming Result<R, SheafError>) throws(SheafError) -> R {
        switch consume result {
        case .success(let value):
            return value
        case .failure(let error):
            throw error
        }
    }

    /// Reads a whole archive from an array; see ``withArchive(_:options:_:)-(UnsafeRawBufferPointer,_,_)``.
    ///
    /// - Parameters:
    ///   - bytes: The archive.
    ///   - options: Limits.
    ///   - body: Reads the root value.
    /// - Returns: What `body` returns.
    /// - Throws: As ``withArchive(_:options:_:)-(UnsafeRawBufferPointer,_,_)``.
    @inlinable
    public static func withArchive<R>(
        _ bytes: [UInt8],
        options: SheafOptions = SheafOptions(),
        _ body: (SheafArchiveHeader, inout SheafReader) throws(SheafError) -> R
    ) throws(SheafError) -> R {
        try value(
            of: bytes.withUnsafeBytes { buffer in
                Result { () throws(SheafError) -> R in try withArchive(buffer, options: options, body) }
            })
    }

    /// Reads a whole archive from `Data`; see ``withArchive(_:options:_:)-(UnsafeRawBufferPointer,_,_)``.
    ///
    /// - Parameters:
    ///   - data: The archive.
    ///   - options: Limits.
    ///   - body: Reads the root value.
    /// - Returns: What `body` returns.
    /// - Throws: As ``withArchive(_:options:_:)-(UnsafeRawBufferPointer,_,_)``.
    @inlinable
    public static func withArchive<R>(
        _ data: Data,
        options: SheafOptions = SheafOptions(),
        _ body: (SheafArchiveHeader, inout SheafReader) throws(SheafError) -> R
    ) throws(SheafError) -> R {
        try value(
            of: data.withUnsafeBytes { buffer in
                Result { () throws(SheafError) -> R in try withArchive(buffer, options: options, body) }
            })
    }
}
