import Foundation
import Sheaf
import SheafSchema

/// Writes ``DynamicArchive``s as archives in the canonical encoding, driven by a schema set.
///
/// The header carries the schema's name, version and fingerprint
/// (`SchemaSet.fingerprint(of:)`) and the root type's canonical text. The body is canonical:
/// the tag table and the instance table, then the root; fields in ascending id order, merged
/// with the kept unknown fields; a field whose value equals its default (declared `default`,
/// or nil, an empty list, map or option set) left out; map entries sorted by key; integer lists
/// packed in the smaller of fixed width and varints; tags numbered in order of first use and
/// class instances in order of first meeting (depth-first, fields in id order), each
/// instance's entry written at its first meeting.
///
/// A value that holds kept bytes read from an archive with tables (see
/// ``DynamicArchive/origin``) is written with that archive's tables to start from: its tags
/// and entries keep their numbers, so the numbers inside the kept bytes still name what they
/// named. Kept bytes of two such archives in one value cannot be written
/// (``SheafError/Code/originConflict``).
///
/// Round trips: `decode(encode(x)) == x` for values in the decoder's form (no field holding
/// its default, object ids numbered in order of first appearance), and
/// `encode(decode(bytes)) == bytes` for canonical archives.
///
/// ```swift
/// let encoder = DynamicWireEncoder(schemaSet: set)
/// let bytes = try encoder.encode(archive)
/// ```
public struct DynamicWireEncoder: Sendable {
    /// The schemas values are written against.
    public var schemaSet: SchemaSet {
        didSet { plans = WirePlanCache(schemaSet: schemaSet) }
    }
    /// Limits and the checksum switch (``SheafOptions/writeChecksum``).
    public var options: SheafOptions
    /// The schema set compiled for walking, shared by every value this encoder writes.
    private var plans: WirePlanCache

    /// Creates an encoder.
    ///
    /// - Parameters:
    ///   - schemaSet: The schemas values are written against.
    ///   - options: Limits and the checksum switch.
    public init(schemaSet: SchemaSet, options: SheafOptions = SheafOptions()) {
        self.schemaSet = schemaSet
        self.options = options
        plans = WirePlanCache(schemaSet: schemaSet)
    }

    /// Encodes an archive.
    ///
    /// - Parameters:
    ///   - archive: The root value, its type and the class instances it reaches.
    ///   - schemaName: The schema the header names. By default the schema that declares the
    ///     first type named in the root type (`[string: Shape]` → Shape's schema), or the only
    ///     schema of the set.
    /// - Returns: The archive bytes.
    /// - Throws: ``SheafError`` without a byte offset but with the value's path:
    ///   ``SheafError/Code/schemaMismatch`` for a value that does not have its schema type (or
    ///   a schema the set does not have), ``SheafError/Code/missingRequiredField``,
    ///   ``SheafError/Code/integerOverflow``, ``SheafError/Code/unknownEnumValue``,
    ///   ``SheafError/Code/unknownEnumCase``, ``SheafError/Code/unknownFamilyTag``,
    ///   ``SheafError/Code/danglingReference`` (an object id missing from the table),
    ///   ``SheafError/Code/referenceTypeMismatch``, ``SheafError/Code/duplicateMapKey``,
    ///   ``SheafError/Code/depthLimitExceeded``, ``SheafError/Code/archiveTooLarge``,
    ///   ``SheafError/Code/originConflict``.
    public func encode(_ archive: DynamicArchive, schemaName: String? = nil) throws(SheafError) -> [UInt8] {
        let schema = try self.schema(for: archive.rootType, named: schemaName)
        let fingerprint = SheafFingerprint(rawValue: schemaSet.fingerprint(of: schema).value)
        let header = SheafArchiveHeader(
            schemaName: schema.name, schemaVersion: schema.version, fingerprint: fingerprint,
            rootType: archive.rootType.description)
        let (plan, node) = try plans.plan(for: archive.rootType)
        var valueWriter = DynamicValueWriter(plan: plan, objects: archive.objects, origin: archive.origin)
        // The body runs a second time when kept bytes with tables are met only after something
        // was numbered: the writer then starts again from their origin's tables.
        return try SheafWriter.archive(header: header, options: options) { (writer: inout SheafWriter) throws(SheafError) in
            valueWriter.begin(&writer)
            try valueWriter.write(archive.root, node, &writer)
            try valueWriter.writeUnmetEntries(&writer)
        }
    }

    /// Encodes one record of a stream: the body alone (tag table, instance table, root
    /// value), as ``encode(_:schemaName:)`` writes it after the header.
    ///
    /// - Parameter archive: The record and the class instances it reaches.
    /// - Returns: The body's bytes.
    /// - Throws: As ``encode(_:schemaName:)``.
    public func encodeRecord(_ archive: DynamicArchive) throws(SheafError) -> [UInt8] {
        let (plan, node) = try plans.plan(for: archive.rootType)
        var valueWriter = DynamicValueWriter(plan: plan, objects: archive.objects, origin: archive.origin)
        return try SheafWriter.body(options: options) { (writer: inout SheafWriter) throws(SheafError) in
            valueWriter.begin(&writer)
            try valueWriter.write(archive.root, node, &writer)
            try valueWriter.writeUnmetEntries(&writer)
        }
    }

    /// Encodes an archive into `Data`; see ``encode(_:schemaName:)``.
    ///
    /// - Parameters:
    ///   - archive: The root value, its type and the class instances it reaches.
    ///   - schemaName: The schema the header names.
    /// - Returns: The archive bytes.
    /// - Throws: As ``encode(_:schemaName:)``.
    public func encodeData(_ archive: DynamicArchive, schemaName: String? = nil) throws(SheafError) -> Data {
        Data(try encode(archive, schemaName: schemaName))
    }

    /// The schema the header names.
    private func schema(for rootType: TypeReference, named name: String?) throws(SheafError) -> Schema {
        let chosen = name ?? schemaSet.archiveSchemaName(for: rootType) ?? (schemaSet.schemas.count == 1 ? schemaSet.schemas[0].name : nil)
        guard let chosen else {
            throw SheafError(
                .schemaMismatch, message: "the root type \(rootType) names no schema type; say which schema the archive belongs to")
        }
        guard let schema = schemaSet.schema(named: chosen) else {
            throw SheafError(.schemaMismatch, message: "the schema set has no schema '\(chosen)'")
        }
        return schema
    }
}
