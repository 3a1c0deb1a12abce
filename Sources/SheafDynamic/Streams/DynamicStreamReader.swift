import Foundation
import Sheaf
import SheafSchema
import SheafStreams

/// Reads a stream's records as ``DynamicArchive``s, block by block in constant memory, with
/// the schema set the stream embeds or with another version of it.
///
/// ```swift
/// let reader = try DynamicStreamReader(contentsOf: url)          // the embedded schema
/// var lines = DynamicJSON.LineWriter(schemaSet: reader.schemaSet)
/// while let record = try reader.next() { print(try lines.line(record), terminator: "") }
/// ```
public final class DynamicStreamReader {
    /// The schema set the records are read with.
    public let schemaSet: SchemaSet
    /// The records' type.
    public let rootType: TypeReference
    private var records: SheafStreamRecords<DynamicArchive>

    /// Opens a stream.
    ///
    /// - Parameters:
    ///   - url: The stream file.
    ///   - schemaSet: The schema set to read the records with (a version of the stream's
    ///     schema); `nil` reads them with the schema files the stream embeds.
    ///   - rootType: The type the records must have, when the reader expects one (with
    ///     `schemaSet`); by default the header's.
    ///   - options: Limits.
    ///   - byteRange: A split: the records of the blocks that begin in it.
    /// - Throws: ``SheafStreamError``: header errors; ``SheafError/Code/schemaMismatch`` and
    ///   ``SheafError/Code/rootTypeMismatch`` against `schemaSet`; with the embedded schema,
    ///   ``SheafError/Code/embeddedSchemaInvalid`` and ``SheafError/Code/embeddedSchemaMismatch``.
    public init(
        contentsOf url: URL, schemaSet: SchemaSet? = nil, rootType expected: TypeReference? = nil,
        options: SheafStreamOptions = SheafStreamOptions(), byteRange: Range<Int>? = nil
    ) throws(SheafStreamError) {
        let blocks = try SheafStreamBlocks(contentsOf: url, options: options, byteRange: byteRange)
        let schema: StreamSchema
        do throws(SheafError) {
            schema =
                if let schemaSet {
                    try StreamSchema(header: blocks.header, schemaSet: schemaSet)
                } else {
                    try StreamSchema(embeddedIn: blocks.header)
                }
            if let expected, expected != schema.rootType {
                throw SheafError(
                    .rootTypeMismatch, offset: blocks.header.layout.rootType,
                    message: "the stream holds '\(blocks.header.rootType)' records, expected '\(expected)'")
            }
        } catch {
            throw SheafStreamError(error)
        }
        self.schemaSet = schema.schemaSet
        rootType = schema.rootType
        let decoder = DynamicWireDecoder(schemaSet: schema.schemaSet, options: options.records)
        let rootType = schema.rootType
        records = SheafStreamRecords(blocks: blocks) { (reader: inout SheafReader) throws(SheafError) in
            try decoder.decodeRecord(&reader, as: rootType)
        }
    }

    /// The stream's header.
    public var header: SheafStreamHeader { records.blocks.header }

    /// The blocks read so far.
    public var blockCount: Int { records.blockCount }

    /// The next record, or `nil` at the end.
    ///
    /// - Throws: ``SheafStreamError`` with the block, record index, offset and path; after an
    ///   error, `next()` returns `nil`.
    public func next() throws(SheafStreamError) -> DynamicArchive? {
        try records.next()
    }
}
