import Foundation

/// A type that can be the root of an archive: a generated struct, class or enum (or a generic
/// instance of one) with its schema's identity.
///
/// ```swift
/// let bytes = try ann.serializedBytes()
/// let back = try Employee(serializedBytes: bytes)
/// try garage.write(to: url)                     // atomic
/// let again = try Garage(contentsOf: url)
/// ```
public protocol SheafMessage: SheafCodable {
    /// The schema's name (namespace), written in the header and checked on reading.
    static var sheafSchemaName: String { get }
    /// The schema's version, written in the header (reading accepts any version).
    static var sheafSchemaVersion: Int { get }
    /// The schema's fingerprint, written in the header (reading accepts any fingerprint).
    static var sheafFingerprint: SheafFingerprint { get }
    /// The files of the schema set the type was generated from, in the order they were loaded:
    /// what a record stream of this type embeds. Empty for types written by hand.
    static var sheafSchemaFiles: [SheafSchemaFile] { get }
}

extension SheafMessage {
    /// No schema files: a type written by hand has none to embed.
    public static var sheafSchemaFiles: [SheafSchemaFile] { [] }
}

extension SheafMessage {
    /// The header this type writes.
    ///
    /// - Parameter options: Decides whether a checksum is declared.
    /// - Returns: The header.
    @inlinable
    public static func sheafHeader(options: SheafOptions = SheafOptions()) -> SheafArchiveHeader {
        SheafArchiveHeader(
            schemaName: sheafSchemaName,
            schemaVersion: sheafSchemaVersion,
            fingerprint: sheafFingerprint,
            rootType: sheafTypeName,
            hasChecksum: options.writeChecksum
        )
    }

    /// Encodes the value as a complete archive.
    ///
    /// - Parameter options: Limits and the checksum switch.
    /// - Returns: The archive.
    /// - Throws: ``SheafError`` (depth or size limits, out-of-range timestamps).
    @inlinable
    public func serializedBytes(options: SheafOptions = SheafOptions()) throws(SheafError) -> [UInt8] {
        var writer = SheafWriter(options: options)
        writer.writeHeader(Self.sheafHeader(options: options))
        return try writer.finishing { (writer: inout SheafWriter) throws(SheafError) in try encode(to: &writer) }.bytes()
    }

    /// Encodes the value as a complete archive, in the byte container the context asks for:
    /// `let data: Data = try ann.serializedBytes()`. Without a type context the `[UInt8]`
    /// overload is chosen. `Data` takes over the writer's memory without a copy.
    ///
    /// - Parameter options: Limits and the checksum switch.
    /// - Returns: The archive.
    /// - Throws: As ``serializedBytes(options:)``.
    @inlinable
    public func serializedBytes<Bytes: RangeReplaceableCollection>(
        options: SheafOptions = SheafOptions()
    ) throws(SheafError) -> Bytes where Bytes.Element == UInt8 {
        if Bytes.self == Data.self, let data = try serializedData(options: options) as? Bytes {
            return data
        }
        let bytes: [UInt8] = try serializedBytes(options: options)
        return Bytes(bytes)
    }

    /// Encodes the value as a complete archive, as `Data` (no copy of the output).
    ///
    /// - Parameter options: Limits and the checksum switch.
    /// - Returns: The archive.
    /// - Throws: As ``serializedBytes(options:)->[UInt8]``.
    @inlinable
    public func serializedData(options: SheafOptions = SheafOptions()) throws(SheafError) -> Data {
        var writer = SheafWriter(options: options)
        writer.writeHeader(Self.sheafHeader(options: options))
        return try writer.finishing { (writer: inout SheafWriter) throws(SheafError) in try encode(to: &writer) }.data()
    }

    /// Checks an archive's header against this type, then reads the body: the tables and the
    /// root value.
    ///
    /// - Parameters:
    ///   - header: The archive's header.
    ///   - reader: The reader, positioned at the body.
    /// - Returns: The value.
    /// - Throws: ``SheafError/Code/schemaMismatch``, ``SheafError/Code/rootTypeMismatch``, table
    ///   errors (``SheafReader/readTables()``), or what decoding throws.
    @inlinable
    public static func decodeSheafRoot(header: SheafArchiveHeader, from reader: inout SheafReader) throws(SheafError) -> Self {
        guard header.schemaName == sheafSchemaName else {
            throw SheafError(
                .schemaMismatch, offset: SheafArchiveHeader.schemaNameOffset,
                message: "archive was written under schema '\(header.schemaName)', expected '\(sheafSchemaName)'"
            )
        }
        guard header.rootType == sheafTypeName else {
            throw SheafError(
                .rootTypeMismatch, offset: header.rootTypeOffset,
                message: "archive holds a '\(header.rootType)', expected '\(sheafTypeName)'"
            )
        }
        try reader.readTables()
        return try Self(from: &reader)
    }

    /// Decodes a complete archive.
    ///
    /// - Parameters:
    ///   - bytes: The archive.
    ///   - options: Limits.
    /// - Throws: ``SheafError``.
    @inlinable
    public init(serializedBytes bytes: [UInt8], options: SheafOptions = SheafOptions()) throws(SheafError) {
        self = try SheafReader.withArchive(bytes, options: options) { (header, reader) throws(SheafError) in
            try Self.decodeSheafRoot(header: header, from: &reader)
        }
    }

    /// Decodes a complete archive.
    ///
    /// - Parameters:
    ///   - data: The archive.
    ///   - options: Limits.
    /// - Throws: ``SheafError``.
    @inlinable
    public init(serializedBytes data: Data, options: SheafOptions = SheafOptions()) throws(SheafError) {
        self = try SheafReader.withArchive(data, options: options) { (header, reader) throws(SheafError) in
            try Self.decodeSheafRoot(header: header, from: &reader)
        }
    }

    /// Decodes a complete archive from memory that stays valid during the call.
    ///
    /// - Parameters:
    ///   - buffer: The archive.
    ///   - options: Limits.
    /// - Throws: ``SheafError``.
    @inlinable
    public init(serializedBytes buffer: UnsafeRawBufferPointer, options: SheafOptions = SheafOptions()) throws(SheafError) {
        self = try SheafReader.withArchive(buffer, options: options) { (header, reader) throws(SheafError) in
            try Self.decodeSheafRoot(header: header, from: &reader)
        }
    }

    /// Writes the value as an archive file, atomically: to a temporary file in the same folder,
    /// flushed to disk, then renamed over `url`. On failure the previous file is left intact and
    /// the temporary file removed.
    ///
    /// - Parameters:
    ///   - url: A file URL.
    ///   - options: Limits and the checksum switch.
    /// - Throws: Encoding errors, or ``SheafError/Code/ioError``.
    public func write(to url: URL, options: SheafOptions = SheafOptions()) throws(SheafError) {
        let bytes = try serializedBytes(options: options)
        try SheafFile.writeAtomically(bytes, to: url)
    }

    /// Reads an archive file.
    ///
    /// - Parameters:
    ///   - url: A file URL.
    ///   - options: Limits (a file larger than ``SheafOptions/maxArchiveSize`` is not read).
    /// - Throws: ``SheafError/Code/ioError``, ``SheafError/Code/archiveTooLarge``, or decoding errors.
    public init(contentsOf url: URL, options: SheafOptions = SheafOptions()) throws(SheafError) {
        let bytes = try SheafFile.read(url, maxSize: options.maxArchiveSize)
        try self.init(serializedBytes: bytes, options: options)
    }
}
