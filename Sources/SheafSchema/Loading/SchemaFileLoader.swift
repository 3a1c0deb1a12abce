/// One schema file, read and parsed as YAML.
struct LoadedSchemaFile: Sendable {
    /// The file's text, for the diagnostic renderer.
    var source: SourceFile
    /// The file's single YAML document, or nil when reading it reported an error.
    var root: YAMLNode?
}

/// Reads schema files from disk and parses each into a YAML tree.
///
/// The first stage of loading a schema set: `SchemaFileFinder` picks the files, this
/// reads and parses them, and the schema decoder takes the trees from there.
enum SchemaFileLoader {
    /// The largest schema file read, in bytes. Schemas are hand-written text of a few
    /// kilobytes; the cap keeps `/dev/zero` or a mistaken archive from exhausting memory.
    static let maximumFileSize = 16 * 1024 * 1024

    /// Finds, reads and parses the schema files named by command-line paths.
    ///
    /// - Parameters:
    ///   - paths: Files and folders, as for `SchemaFileFinder.schemaFiles(for:diagnostics:)`.
    ///   - maximumFileSize: Files larger than this are `unreadableFile` errors.
    ///   - diagnostics: Receives every problem: missing paths, unreadable files, YAML errors.
    /// - Returns: Every file that could be read, in the finder's order, with its tree
    ///   when it parsed cleanly. Unreadable files are left out (their diagnostics say why).
    static func load(
        _ paths: [String], maximumFileSize: Int = maximumFileSize, diagnostics: inout DiagnosticCollector
    ) -> [LoadedSchemaFile] {
        SchemaFileFinder.schemaFiles(for: paths, diagnostics: &diagnostics).compactMap {
            loadFile(at: $0, maximumFileSize: maximumFileSize, diagnostics: &diagnostics)
        }
    }

    /// Reads and parses one file.
    ///
    /// - Parameters:
    ///   - path: The file's path, used as given in diagnostics.
    ///   - maximumFileSize: Files larger than this are `unreadableFile` errors.
    ///   - diagnostics: Receives `unreadableFile` or the YAML reader's errors.
    /// - Returns: The file and its tree, or nil when the file could not be read.
    static func loadFile(
        at path: String, maximumFileSize: Int = maximumFileSize, diagnostics: inout DiagnosticCollector
    ) -> LoadedSchemaFile? {
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.contents(ofFile: path, limit: maximumFileSize)
        } catch {
            diagnostics.error(
                .unreadableFile, at: SourceLocation(file: path, line: 1, column: 1),
                "cannot read the file: \(error.reason)")
            return nil
        }
        return parse(bytes, path: path, diagnostics: &diagnostics)
    }

    /// Parses bytes already in memory (from standard input, a test, an editor buffer).
    ///
    /// - Parameters:
    ///   - bytes: The file's content.
    ///   - path: The name to use in diagnostics.
    ///   - diagnostics: Receives the YAML reader's errors.
    /// - Returns: The file and its tree (nil after an error).
    static func parse(_ bytes: [UInt8], path: String, diagnostics: inout DiagnosticCollector) -> LoadedSchemaFile {
        LoadedSchemaFile(
            source: SourceFile(path: path, bytes: bytes),
            root: YAMLReader.parse(bytes, file: path, diagnostics: &diagnostics))
    }
}
