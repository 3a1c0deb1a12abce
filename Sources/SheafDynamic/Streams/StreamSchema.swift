import Sheaf
import SheafSchema
import SheafStreams

/// How a stream's records are read without generated code: the schema set (the reader's own,
/// or the one the stream embeds) and the records' type resolved in it, with the header's
/// checks of the format (FORMAT.md §16).
struct StreamSchema {
    let schemaSet: SchemaSet
    let rootType: TypeReference

    /// With the reader's own schema set: the header's schema name must be in it (or be the
    /// root type's) and its root type a type of it.
    ///
    /// - Throws: ``SheafError/Code/schemaMismatch`` at the schema name,
    ///   ``SheafError/Code/rootTypeMismatch`` at the root type.
    init(header: SheafStreamHeader, schemaSet: SchemaSet) throws(SheafError) {
        self.schemaSet = schemaSet
        rootType = try Self.resolveRootType(header, in: schemaSet)
    }

    /// With the schema set the stream embeds, loaded by the ordinary loader and checked
    /// against the header's schema, fingerprint and root type.
    ///
    /// - Throws: ``SheafError/Code/embeddedSchemaInvalid`` at the failing file's name,
    ///   ``SheafError/Code/embeddedSchemaMismatch`` at the schema name, fingerprint or root type.
    init(embeddedIn header: SheafStreamHeader) throws(SheafError) {
        let loaded = SchemaLoader.load(texts: header.files.map { (path: $0.name, text: $0.text) })
        if let first = loaded.diagnostics.first(where: { $0.severity == .error }) {
            let index = header.files.firstIndex { $0.name == first.location.file } ?? 0
            let rendered = loaded.renderer.render([first]).split(separator: "\n").first.map(String.init) ?? first.message
            throw SheafError(
                .embeddedSchemaInvalid, offset: header.layout.fileNames.indices.contains(index) ? header.layout.fileNames[index] : nil,
                message: "the stream's embedded schema files do not load: \(rendered)")
        }
        let set = loaded.schemaSet
        guard let schema = set.schema(named: header.schemaName) else {
            throw SheafError(
                .embeddedSchemaMismatch, offset: header.layout.schemaName,
                message: "the embedded schema files do not declare schema '\(header.schemaName)'")
        }
        let fingerprint = set.fingerprint(of: schema)
        guard fingerprint.value == header.fingerprint.rawValue else {
            throw SheafError(
                .embeddedSchemaMismatch, offset: header.layout.fingerprint,
                message: "the embedded schema '\(header.schemaName)' has fingerprint \(fingerprint), the header says \(header.fingerprint)")
        }
        do {
            try self.init(header: header, schemaSet: set)
        } catch {
            throw SheafError(.embeddedSchemaMismatch, offset: header.layout.rootType, message: error.message)
        }
    }

    /// The header's root type in `schemaSet`, by the rules archives' headers follow (one
    /// implementation: ``ArchiveIdentity``), with the offsets of the stream's header.
    private static func resolveRootType(_ header: SheafStreamHeader, in schemaSet: SchemaSet) throws(SheafError) -> TypeReference {
        let archiveHeader = SheafArchiveHeader(
            schemaName: header.schemaName, schemaVersion: header.schemaVersion, fingerprint: header.fingerprint,
            rootType: header.rootType)
        do {
            return try ArchiveIdentity.rootType(of: archiveHeader, in: schemaSet)
        } catch {
            var located = error
            located.offset = error.code == .schemaMismatch ? header.layout.schemaName : header.layout.rootType
            located.message = located.message.replacingOccurrences(of: "the archive", with: "the stream")
            throw located
        }
    }
}
