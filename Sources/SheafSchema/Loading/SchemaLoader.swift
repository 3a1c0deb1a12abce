/// What loading a schema set produced: the model, every diagnostic, and the sources
/// to render them with.
public struct SchemaLoadResult: Sendable {
    /// The resolved set. When `hasErrors` is true it holds only what could be resolved
    /// and must not be used to read or write archives.
    public var schemaSet: SchemaSet
    /// Every diagnostic, sorted by file, line and column.
    public var diagnostics: [Diagnostic]
    /// The files read, for rendering diagnostics with their source lines.
    public var sources: [SourceFile]

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// A renderer that shows source lines from these files.
    public var renderer: DiagnosticRenderer { DiagnosticRenderer(sources: sources) }
}

/// The front door of `SheafSchema`: paths in, checked and resolved schema set out.
///
/// The stages, each with a named hand-off: `SchemaFileFinder` (paths → files),
/// `YAMLReader` (bytes → `YAMLNode` trees), `SyntaxDecoder` (trees → `SchemaFileSyntax`),
/// `Resolver` (syntax → `SchemaSet`, with every check of the schema language).
public enum SchemaLoader {
    /// Loads the schema files named by command-line paths (files, or folders whose
    /// `*.yaml` files are taken, not recursively).
    public static func load(paths: [String]) -> SchemaLoadResult {
        var diagnostics = DiagnosticCollector()
        let files = SchemaFileLoader.load(paths, diagnostics: &diagnostics)
        return resolve(files, diagnostics: diagnostics)
    }

    /// Loads schema files from text in memory, as (path, text) pairs in the given order.
    public static func load(texts: [(path: String, text: String)]) -> SchemaLoadResult {
        load(bytes: texts.map { (path: $0.path, bytes: Array($0.text.utf8)) })
    }

    /// Loads schema files from raw bytes in memory, as (path, bytes) pairs in the given
    /// order; bytes that are not UTF-8 are a diagnostic, as they are on disk.
    public static func load(bytes: [(path: String, bytes: [UInt8])]) -> SchemaLoadResult {
        var diagnostics = DiagnosticCollector()
        let files = bytes.map {
            SchemaFileLoader.parse($0.bytes, path: $0.path, diagnostics: &diagnostics)
        }
        return resolve(files, diagnostics: diagnostics)
    }

    private static func resolve(_ files: [LoadedSchemaFile], diagnostics: DiagnosticCollector) -> SchemaLoadResult {
        var decoder = SyntaxDecoder(file: "", diagnostics: diagnostics)
        var syntax: [SchemaFileSyntax] = []
        for file in files {
            guard let root = file.root else { continue }
            decoder = SyntaxDecoder(file: file.source.path, diagnostics: decoder.diagnostics)
            if let decoded = decoder.decode(root) { syntax.append(decoded) }
        }
        var resolver = Resolver(diagnostics: decoder.diagnostics)
        var set = resolver.resolve(syntax)
        set.sourceFiles = files.map { SchemaSourceFile(path: $0.source.path, text: $0.source.text) }
        return SchemaLoadResult(
            schemaSet: set, diagnostics: resolver.diagnostics.sorted, sources: files.map(\.source))
    }
}
