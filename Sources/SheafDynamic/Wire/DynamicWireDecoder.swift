import Foundation
import Sheaf
import SheafSchema

/// Reads whole archives into ``DynamicArchive``s, driven by a schema set instead of generated
/// code.
///
/// The archive's header names its schema and root type; the decoder resolves the root type
/// in ``schemaSet`` and reads the body as that type: every kind of schema type, unknown fields
/// kept byte for byte in ``DynamicRecord/unknownFields``, class instances collected in
/// ``DynamicArchive/objects`` (shared instances and cycles refer to one entry).
///
/// The decoded value is in normal form, the form the canonical encoder writes back: a field
/// that holds its default (or is absent) is absent from its ``DynamicRecord``; a present
/// optional field holds the wrapped value itself; map entries are sorted by key (strings by
/// their bytes); unknown fields are in id order. Class instances carry the numbers of their
/// entries in the archive's instance table as object ids. So
/// `decode(encode(decode(bytes))) == decode(bytes)` for every archive that decodes (archive
/// values compare as value graphs, whatever the labels), and `encode(decode(bytes)) == bytes`
/// for canonical ones. Raw-enum values of
/// integer type are `.int` whenever they fit `Int64` (as in `SheafSchema.RawValue`).
///
/// ```swift
/// let decoder = DynamicWireDecoder(schemaSet: set)
/// let archive = try decoder.decode(bytes)
/// if case .record(let employee) = archive.root { print(employee[1] ?? .null) }
/// ```
public struct DynamicWireDecoder: Sendable {
    /// The schemas archives are read against.
    public var schemaSet: SchemaSet {
        didSet { plans = WirePlanCache(schemaSet: schemaSet) }
    }
    /// Limits (nesting depth, archive size).
    public var options: SheafOptions
    /// The schema set compiled for walking, shared by every archive this decoder reads.
    private var plans: WirePlanCache

    /// Creates a decoder.
    ///
    /// - Parameters:
    ///   - schemaSet: The schemas archives are read against.
    ///   - options: Limits.
    public init(schemaSet: SchemaSet, options: SheafOptions = SheafOptions()) {
        self.schemaSet = schemaSet
        self.options = options
        plans = WirePlanCache(schemaSet: schemaSet)
    }

    /// Decodes an archive whose root type is whatever its header declares.
    ///
    /// - Parameter bytes: The whole archive.
    /// - Returns: The root value and the class instances it reaches.
    /// - Throws: ``SheafError``: header errors (bad magic, checksum, …),
    ///   ``SheafError/Code/schemaMismatch`` when the header's schema or root type is not in
    ///   the schema set, and every decoding error, with its path and byte offset.
    public func decode(_ bytes: [UInt8]) throws(SheafError) -> DynamicArchive {
        try decode(bytes, expecting: nil)
    }

    /// Decodes an archive that must hold a value of `rootType`.
    ///
    /// - Parameters:
    ///   - bytes: The whole archive.
    ///   - rootType: The root type required.
    /// - Returns: The root value and the class instances it reaches.
    /// - Throws: As ``decode(_:)``, or ``SheafError/Code/rootTypeMismatch``.
    public func decode(_ bytes: [UInt8], as rootType: TypeReference) throws(SheafError) -> DynamicArchive {
        try decode(bytes, expecting: rootType)
    }

    /// Decodes an archive held in `Data`; see ``decode(_:)``.
    ///
    /// - Parameter data: The whole archive.
    /// - Returns: The root value and the class instances it reaches.
    /// - Throws: As ``decode(_:)``.
    public func decode(_ data: Data) throws(SheafError) -> DynamicArchive {
        try decode([UInt8](data), expecting: nil)
    }

    private func decode(_ bytes: [UInt8], expecting expected: TypeReference?) throws(SheafError) -> DynamicArchive {
        let result = bytes.withUnsafeBytes { buffer in
            Result { () throws(SheafError) -> DynamicArchive in try decode(buffer, expecting: expected) }
        }
        return try result.get()
    }

    private func decode(_ buffer: UnsafeRawBufferPointer, expecting expected: TypeReference?) throws(SheafError) -> DynamicArchive {
        var reader = SheafReader(buffer: buffer, options: options)
        let header = try reader.readHeader()
        // FORMAT.md: with the whole header read, readers compare the schema name with the
        // one the decoded type belongs to, then the root type text byte for byte — all before
        // the body's tables.
        if let expected {
            try ArchiveIdentity.checkSchemaName(of: header, for: expected, in: schemaSet)
        }
        if let expected, !header.rootType.utf8.elementsEqual(expected.description.utf8) {
            throw SheafError(
                .rootTypeMismatch, offset: header.rootTypeOffset,
                message: "the archive holds a \(header.rootType), expected \(expected)")
        }
        let rootType = try ArchiveIdentity.rootType(of: header, in: schemaSet)
        let (plan, node) = try ArchiveIdentity.compile(rootType, in: plans, header: header)
        return try decodeBody(&reader, rootType: rootType, plan: plan, node: node)
    }

    /// Decodes one record of a stream: a body (tag table, instance table, root value) that
    /// `reader` spans exactly, of a root type the stream's header named.
    ///
    /// - Parameters:
    ///   - reader: A reader over the record's body.
    ///   - rootType: The records' type.
    /// - Returns: The record and the class instances it reaches.
    /// - Throws: ``SheafError``, as for an archive's body.
    public func decodeRecord(_ reader: inout SheafReader, as rootType: TypeReference) throws(SheafError) -> DynamicArchive {
        let (plan, node) = try plans.plan(for: rootType)
        return try decodeBody(&reader, rootType: rootType, plan: plan, node: node)
    }

    /// The body's tables and root value, then the checks at its end, in normal form.
    private func decodeBody(
        _ reader: inout SheafReader, rootType: TypeReference, plan: WirePlan, node: Int
    ) throws(SheafError) -> DynamicArchive {
        try reader.readTables()
        var walker = DynamicValueReader(plan: plan, mode: .decode)
        let root = try walker.readValue(node, &reader)
        // Trailing bytes, then the entries no reference reached.
        try reader.checkAtEndOfArchive()
        // The origin exists once bytes were kept from an archive with tables — unknown fields,
        // opaque members, entries no reference reached —; the encoder then keeps the entry
        // numbers the instance ids are.
        var origin = walker.keptOrigin
        if origin == nil, (1...max(reader.entryCount, 1)).contains(where: { $0 <= reader.entryCount && reader.boundInstance($0) == nil }) {
            origin = reader.keptBytesOrigin()
        }
        if walker.isCanonical {
            return DynamicArchive(rootType: rootType, root: root, objects: walker.objects, origin: origin)
        }
        var normalizer = DynamicNormalizer(plan: plan, objects: walker.objects)
        let normalized = normalizer.normalize(root, node)
        return DynamicArchive(rootType: rootType, root: normalized, objects: normalizer.objects, origin: origin)
    }
}

/// Checks of an archive header against a schema set, shared by the decoder and the validator.
enum ArchiveIdentity {
    /// The header's root type resolved in `schemaSet`, after checking that the set has the
    /// header's schema, that the text is the canonical spelling and that a named root type
    /// belongs to the schema.
    ///
    /// - Throws: ``SheafError/Code/schemaMismatch``, ``SheafError/Code/rootTypeMismatch``.
    static func rootType(of header: SheafArchiveHeader, in schemaSet: SchemaSet) throws(SheafError) -> TypeReference {
        guard schemaSet.schema(named: header.schemaName) != nil else {
            let names = schemaSet.schemas.map { "'\($0.name)'" }.joined(separator: ", ")
            throw SheafError(
                .schemaMismatch, offset: SheafArchiveHeader.schemaNameOffset,
                message:
                    "the archive was written under schema '\(header.schemaName)', the schemas given are \(names.isEmpty ? "none" : names)")
        }
        let rootType: TypeReference
        do {
            rootType = try schemaSet.resolve(typeExpression: header.rootType)
        } catch {
            throw SheafError(
                .rootTypeMismatch, offset: header.rootTypeOffset,
                message: "the archive's root type '\(header.rootType)' is not a type of the schema: \(error.message)")
        }
        // One spelling per type keeps root types comparable byte for byte (FORMAT.md).
        guard rootType.description.utf8.elementsEqual(header.rootType.utf8) else {
            throw SheafError(
                .rootTypeMismatch, offset: header.rootTypeOffset,
                message: "the archive's root type '\(header.rootType)' is not in canonical spelling ('\(rootType)')")
        }
        try checkSchemaName(of: header, for: rootType, in: schemaSet)
        return rootType
    }

    /// Checks the header's schema name against the one an archive of `rootType` carries: the
    /// schema of the first declared type in the root type (``SchemaSet/archiveSchemaName(for:)``);
    /// a root type without declared types may name any schema of the set.
    ///
    /// - Throws: ``SheafError/Code/schemaMismatch`` at the schema name.
    static func checkSchemaName(of header: SheafArchiveHeader, for rootType: TypeReference, in schemaSet: SchemaSet) throws(SheafError) {
        let expected = schemaSet.archiveSchemaName(for: rootType)
        guard let expected, expected != header.schemaName else {
            if expected == nil, schemaSet.schema(named: header.schemaName) == nil {
                throw SheafError(
                    .schemaMismatch, offset: SheafArchiveHeader.schemaNameOffset,
                    message: "the archive was written under schema '\(header.schemaName)', which the schema set does not have")
            }
            return
        }
        throw SheafError(
            .schemaMismatch, offset: SheafArchiveHeader.schemaNameOffset,
            message: "the root type '\(rootType)' belongs to schema '\(expected)', the archive says '\(header.schemaName)'")
    }

    /// The plan with the root type compiled and its node, with schema problems located at the
    /// root type in the header.
    static func compile(
        _ rootType: TypeReference, in plans: WirePlanCache, header: SheafArchiveHeader
    ) throws(SheafError) -> (plan: WirePlan, node: Int) {
        do {
            return try plans.plan(for: rootType)
        } catch {
            throw SheafError(error.code, offset: header.rootTypeOffset, message: error.message)
        }
    }
}
