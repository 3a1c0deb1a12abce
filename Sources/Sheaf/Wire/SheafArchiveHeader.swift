/// The identity an archive declares before its body: which schema wrote it and what the root
/// value's type is.
///
/// Readers compare the schema name and root type with what they expect; version and
/// fingerprint are reported so that tools can decide about compatibility (generated code
/// accepts other versions of the same schema: fields it does not know are skipped and kept).
public struct SheafArchiveHeader: Sendable, Hashable {
    /// The magic bytes every archive starts with: `\x89SHF` (the high bit catches 7-bit transports).
    public static let magic: [UInt8] = [0x89, 0x53, 0x48, 0x46]
    /// The format version this runtime writes and reads.
    public static let currentFormatVersion: UInt8 = 2
    /// Flag bit 0: a CRC-32C trailer follows the body.
    public static let checksumFlag: UInt8 = 0x01

    // The fixed part of the layout: magic (4 bytes), format version (1), flags (1), then the
    // schema name's length prefix. Everything after it has variable length.
    /// The offset of the format version byte.
    public static let formatVersionOffset = 4
    /// The offset of the flags byte.
    public static let flagsOffset = 5
    /// The offset of the schema name's length prefix, the first item of variable length.
    public static let schemaNameOffset = 6

    /// The format version byte (always ``currentFormatVersion`` for archives this runtime reads).
    public var formatVersion: UInt8
    /// The schema's name (namespace), e.g. `company`.
    public var schemaName: String
    /// The schema's version (≥ 1).
    public var schemaVersion: Int
    /// The schema's fingerprint.
    public var fingerprint: SheafFingerprint
    /// The root value's canonical type expression, e.g. `Employee` or `Stack<int64>`.
    public var rootType: String
    /// Whether a CRC-32C trailer follows the body.
    public var hasChecksum: Bool
    /// The byte offset at which the body starts (set by the reader; 0 for headers built to write).
    public var bodyOffset: Int

    /// Creates a header.
    ///
    /// - Parameters:
    ///   - schemaName: The schema's name.
    ///   - schemaVersion: The schema's version (≥ 1).
    ///   - fingerprint: The schema's fingerprint.
    ///   - rootType: The root value's canonical type expression.
    ///   - hasChecksum: Whether a CRC-32C trailer follows the body.
    ///   - formatVersion: The format version byte.
    ///   - bodyOffset: Where the body starts, when known.
    public init(
        schemaName: String,
        schemaVersion: Int,
        fingerprint: SheafFingerprint,
        rootType: String,
        hasChecksum: Bool = false,
        formatVersion: UInt8 = SheafArchiveHeader.currentFormatVersion,
        bodyOffset: Int = 0
    ) {
        self.formatVersion = formatVersion
        self.schemaName = schemaName
        self.schemaVersion = schemaVersion
        self.fingerprint = fingerprint
        self.rootType = rootType
        self.hasChecksum = hasChecksum
        self.bodyOffset = bodyOffset
    }

    /// The offset of the root type's length prefix: the root type is the header's last item,
    /// so it is found back from ``bodyOffset`` (meaningful for headers the reader returned).
    public var rootTypeOffset: Int {
        let length = rootType.utf8.count
        return bodyOffset - length - Varint.encodedSize(of: UInt64(length))
    }

    /// Parses and checks the header of a complete archive, verifying the checksum if present.
    ///
    /// - Parameters:
    ///   - bytes: The whole archive.
    ///   - options: Limits (the archive-size limit applies).
    /// - Returns: The header.
    /// - Throws: ``SheafError`` for a bad magic, version, flags, checksum or truncated header.
    public init(parsing bytes: [UInt8], options: SheafOptions = SheafOptions()) throws(SheafError) {
        let result = bytes.withUnsafeBytes { buffer in
            Result { () throws(SheafError) -> SheafArchiveHeader in
                var reader = SheafReader(buffer: buffer, options: options)
                return try reader.readHeader()
            }
        }
        self = try result.get()
    }
}
