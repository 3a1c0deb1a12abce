import Sheaf

/// What a record stream declares before its blocks: the codec, the identity of the records'
/// schema and root type, the schema files that wrote them, and the sync marker that ends every
/// block.
public struct SheafStreamHeader: Sendable, Hashable {
    /// The magic bytes every stream starts with: `\x89SHS` (an archive's end in `F`).
    public static let magic: [UInt8] = [0x89, 0x53, 0x48, 0x53]
    /// The offset of the header length, after magic, format and flags.
    public static let headerLengthOffset = 6
    /// The sync marker's length.
    public static let syncMarkerLength = 16

    /// How the blocks store their records.
    public var codec: SheafStreamCodec
    /// The schema (namespace) of the root type.
    public var schemaName: String
    /// The schema's version.
    public var schemaVersion: Int
    /// The schema's fingerprint.
    public var fingerprint: SheafFingerprint
    /// The records' canonical type expression.
    public var rootType: String
    /// The writer's schema set, file by file, in load order.
    public var files: [SheafSchemaFile]
    /// The 16 bytes that end the header and every block.
    public var syncMarker: [UInt8]
    /// Where the items of a header that was read begin (for error offsets); zero for a header
    /// built to write.
    public var layout: Layout

    /// The file offsets of a header's items, as read.
    public struct Layout: Sendable, Hashable {
        /// The codec byte.
        public var codec = 0
        /// The schema name's length prefix.
        public var schemaName = 0
        /// The fingerprint.
        public var fingerprint = 0
        /// The root type's length prefix.
        public var rootType = 0
        /// Each file name's length prefix.
        public var fileNames: [Int] = []
        /// The first block's offset: the end of the sync marker.
        public var firstBlock = 0

        /// An empty layout, for headers built to write.
        public init() {}
    }

    /// Creates a header to write; the sync marker is set by ``encoded(randomMarker:)``.
    ///
    /// - Parameters:
    ///   - codec: The codec.
    ///   - schemaName: The root type's schema.
    ///   - schemaVersion: Its version.
    ///   - fingerprint: Its fingerprint.
    ///   - rootType: The records' canonical type expression.
    ///   - files: The schema set's files, in load order.
    public init(
        codec: SheafStreamCodec, schemaName: String, schemaVersion: Int, fingerprint: SheafFingerprint,
        rootType: String, files: [SheafSchemaFile]
    ) {
        self.codec = codec
        self.schemaName = schemaName
        self.schemaVersion = schemaVersion
        self.fingerprint = fingerprint
        self.rootType = rootType
        self.files = files
        self.syncMarker = []
        self.layout = Layout()
    }

    /// The header of a stream of `Record`s, with the schema files its generated code carries.
    ///
    /// - Parameters:
    ///   - record: The records' type.
    ///   - codec: The codec.
    public init<Record: SheafMessage>(of record: Record.Type, codec: SheafStreamCodec) {
        self.init(
            codec: codec, schemaName: Record.sheafSchemaName, schemaVersion: Record.sheafSchemaVersion,
            fingerprint: Record.sheafFingerprint, rootType: Record.sheafTypeName, files: Record.sheafSchemaFiles)
    }

    /// The header's bytes — magic through sync marker — and the header with its marker set: the
    /// canonical marker (the first 16 bytes of the SHA-256 digest of the bytes before it), or a
    /// random one.
    ///
    /// - Parameter randomMarker: Whether to draw the marker from the system's random source.
    /// - Returns: The bytes and the completed header.
    /// - Throws: `SheafError.Code.embeddedSchemaInvalid` when a file name breaks the rules
    ///   (``fileNameProblem(_:)``) or repeats, or there are no files.
    public func encoded(randomMarker: Bool = false) throws(SheafError) -> (bytes: [UInt8], header: SheafStreamHeader) {
        guard !files.isEmpty else {
            throw SheafError(
                .embeddedSchemaInvalid,
                message:
                    "a stream embeds the schema files that wrote it, and '\(rootType)' has none (write it with generated code or a loaded schema set)"
            )
        }
        var seen = Set<String>()
        for file in files {
            if let problem = Self.fileNameProblem(file.name) {
                throw SheafError(.embeddedSchemaInvalid, message: "schema file name '\(file.name)' \(problem)")
            }
            guard seen.insert(file.name).inserted else {
                throw SheafError(.embeddedSchemaInvalid, message: "two schema files are named '\(file.name)'")
            }
        }
        var fields = SheafWriter()
        fields.writeByte(codec.rawValue)
        fields.writeString(schemaName)
        fields.writeVarint(UInt64(schemaVersion))
        fields.writeFixed64(fingerprint.rawValue.byteSwapped)
        fields.writeString(rootType)
        fields.writeVarint(UInt64(files.count))
        for file in files {
            fields.writeString(file.name)
            fields.writeString(file.text)
        }
        var out = SheafWriter()
        out.writeRawBytes(Self.magic)
        out.writeByte(SheafArchiveHeader.currentFormatVersion)
        out.writeByte(0)
        let fieldBytes = fields.bytes()
        out.writeVarint(UInt64(fieldBytes.count))
        out.writeRawBytes(fieldBytes)
        var bytes = out.bytes()
        let crc = bytes.withUnsafeBytes { CRC32C.checksum($0) }
        withUnsafeBytes(of: crc.littleEndian) { bytes.append(contentsOf: $0) }
        var header = self
        if randomMarker {
            var generator = SystemRandomNumberGenerator()
            header.syncMarker = (0..<Self.syncMarkerLength).map { _ in UInt8.random(in: 0...255, using: &generator) }
        } else {
            header.syncMarker = Array(SHA256.digest(bytes).prefix(Self.syncMarkerLength))
        }
        bytes += header.syncMarker
        header.layout.firstBlock = bytes.count
        return (bytes, header)
    }

    /// Why a schema file name cannot be embedded, or `nil` when it can: a base name (no `/`,
    /// `\` or NUL), not empty, ending in `.yaml`.
    ///
    /// - Parameter name: The file name.
    /// - Returns: The problem, worded to follow the name.
    public static func fileNameProblem(_ name: String) -> String? {
        if name.utf8.contains(where: { $0 == 0x2F || $0 == 0x5C || $0 == 0 }) {
            return "is not a base name (it holds '/', '\\' or NUL)"
        }
        if !name.hasSuffix(".yaml") || name == ".yaml" {
            return "does not end in '.yaml'"
        }
        return nil
    }
}
