import Foundation
import Sheaf
import SheafSchema
import SheafStreams

/// Writes ``DynamicArchive``s as a stream's records, embedding the schema files the set was
/// loaded from: what `sheaf pack --stream` uses.
public final class DynamicStreamWriter {
    private let output: SheafStreamAppender
    private let encoder: DynamicWireEncoder
    /// The records' type.
    public let rootType: TypeReference

    /// Creates (or replaces) a stream.
    ///
    /// - Parameters:
    ///   - url: The file.
    ///   - schemaSet: The schema set, loaded from files (its files are embedded).
    ///   - rootType: The records' type.
    ///   - codec: How blocks store their records.
    ///   - options: Limits, block size and the sync-marker choice.
    /// - Throws: ``SheafStreamError``: ``SheafError/Code/schemaMismatch`` for a root type of no
    ///   schema of the set, ``SheafError/Code/embeddedSchemaInvalid`` for a set without files,
    ///   I/O failures.
    public init(
        creatingAt url: URL, schemaSet: SchemaSet, rootType: TypeReference, codec: SheafStreamCodec = .none,
        options: SheafStreamOptions = SheafStreamOptions()
    ) throws(SheafStreamError) {
        let name = schemaSet.archiveSchemaName(for: rootType) ?? (schemaSet.schemas.count == 1 ? schemaSet.schemas[0].name : nil)
        guard let name, let schema = schemaSet.schema(named: name) else {
            throw SheafStreamError(
                SheafError(.schemaMismatch, message: "\(rootType) names no type of a schema in the set, so no schema can name the stream"))
        }
        let header = SheafStreamHeader(
            codec: codec, schemaName: schema.name, schemaVersion: schema.version,
            fingerprint: SheafFingerprint(rawValue: schemaSet.fingerprint(of: schema).value), rootType: rootType.description,
            files: schemaSet.sourceFiles.map { SheafSchemaFile(name: $0.baseName, text: $0.text) })
        output = try SheafStreamAppender.create(at: url, header: header, options: options)
        encoder = DynamicWireEncoder(schemaSet: schemaSet, options: options.records)
        self.rootType = rootType
    }

    /// Adds a record.
    ///
    /// - Parameter record: The record (of ``rootType``).
    /// - Throws: ``SheafStreamError``: what encoding throws (with the value's path), a record
    ///   too large for a block, I/O failures.
    public func append(_ record: DynamicArchive) throws(SheafStreamError) {
        let body: [UInt8]
        do {
            body = try encoder.encodeRecord(record)
        } catch {
            throw SheafStreamError(error)
        }
        try output.append(body: body)
    }

    /// Writes what is pending and syncs the file.
    ///
    /// - Throws: ``SheafStreamError``.
    public func flush() throws(SheafStreamError) {
        try output.flush()
    }

    /// Flushes and closes. Closing twice is harmless.
    ///
    /// - Throws: ``SheafStreamError``.
    public func close() throws(SheafStreamError) {
        try output.close()
    }
}
