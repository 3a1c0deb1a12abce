/// Loads a history folder: one sub-folder per released version of a schema set
/// (`schemas/releases/v1/`, `v2/`, …), each loaded like a folder given to `sheaf check`.
///
/// Every sub-folder is a release, whatever its name (the order comes from the schemas'
/// `version:`, see `CompatibilityHistory`); files beside them (a README) and names starting
/// with `.` are ignored. Releases are returned in the byte order of their folder names, so
/// everything that follows is deterministic.
public enum SchemaHistoryLoader {
    /// The releases in a history folder.
    ///
    /// - Parameter folder: The history folder, as the user named it.
    /// - Returns: Each release folder (`folder/name`) with its loaded schemas; their
    ///   diagnostics are in each `SchemaLoadResult`.
    /// - Throws: `missingFolder`, `notAFolder`, `unreadableFolder` or `noReleases`.
    public static func load(folder: String) throws(SchemaHistoryError) -> [SchemaRelease] {
        switch FileSystem.kind(of: folder) {
        case .missing: throw .missingFolder(path: folder)
        case .file: throw .notAFolder(path: folder)
        case .directory: break
        }
        let names: [String]
        do {
            names = try FileSystem.entries(ofDirectory: folder)
        } catch {
            throw .unreadableFolder(path: folder, reason: error.reason)
        }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        let visible = names.filter { !$0.hasPrefix(".") }.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        let releases = visible.filter { FileSystem.kind(of: prefix + $0) == .directory }
        guard !releases.isEmpty else {
            let holdsSchemaFiles = visible.contains { $0.hasSuffix("." + SchemaFileFinder.fileExtension) }
            throw .noReleases(path: folder, holdsSchemaFiles: holdsSchemaFiles)
        }
        return releases.map { name in
            SchemaRelease(folder: prefix + name, schemas: SchemaLoader.load(paths: [prefix + name]))
        }
    }
}
