import SheafSchema

/// Turns a resolved schema set into Swift: one deterministic file per schema file, holding
/// the types that file declares, their binary coders and (unless ``GeneratorOptions/codable``
/// is off) their `Codable` conformances.
///
/// Schemas that check but cannot become Swift (names Swift cannot use, clashes with names
/// the generator derives, two files with one output name) are reported as diagnostics, all of
/// them in one run, each at its place in the schema.
///
/// ```swift
/// let result = SchemaLoader.load(paths: ["Schemas"])
/// var diagnostics = DiagnosticCollector()
/// let files = SwiftGenerator(options: GeneratorOptions(visibility: .public))
///     .generate(result.schemaSet, diagnostics: &diagnostics)
/// if diagnostics.hasErrors { print(result.renderer.render(diagnostics.sorted)) }
/// for file in files { try file.contents.write(toFile: "Generated/" + file.fileName, …) }
/// ```
public struct SwiftGenerator: Sendable {
    /// The options in force.
    public var options: GeneratorOptions

    /// Creates a generator.
    ///
    /// - Parameter options: Visibility and other choices.
    public init(options: GeneratorOptions = GeneratorOptions()) {
        self.options = options
    }

    /// The output file name for a schema file: its base name with `.yaml` (or `.yml`)
    /// replaced by `.sheaf.swift` — `Schemas/company.yaml` → `company.sheaf.swift`.
    ///
    /// The build plugin mirrors this rule to declare its outputs.
    ///
    /// - Parameter path: The schema file's path.
    /// - Returns: The file name.
    public static func outputFileName(forSchemaAt path: String) -> String {
        var name = path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
        for suffix in [".yaml", ".yml"] where name.hasSuffix(suffix) {
            name.removeLast(suffix.count)
            break
        }
        return name + ".sheaf.swift"
    }

    /// Generates Swift for every schema file of the set.
    ///
    /// - Parameters:
    ///   - set: A schema set without errors (from ``SchemaLoader``).
    ///   - diagnostics: Where the problems that keep the set from becoming Swift go, every
    ///     one of them (codes `reserved-type-name`, `derived-name-clash`,
    ///     `unrecognized-case-clash`, `output-file-clash`).
    /// - Returns: One file per schema file, in path order; none when an error was reported.
    public func generate(_ set: SchemaSet, diagnostics: inout DiagnosticCollector) -> [GeneratedFile] {
        let errorsBefore = diagnostics.errorCount
        NameValidator(set: set).validate(into: &diagnostics)
        let paths = Set(set.schemas.flatMap(\.files)).sorted()
        var namesSeen: [String: String] = [:]
        for path in paths {
            let fileName = Self.outputFileName(forSchemaAt: path)
            if let other = namesSeen[fileName] {
                diagnostics.error(
                    .outputFileClash, at: SourceLocation(file: path, line: 1, column: 1),
                    "'\(path)' and '\(other)' would both generate '\(fileName)'; rename one of them",
                    notes: [.init(location: SourceLocation(file: other, line: 1, column: 1), message: "'\(other)' is here")])
            } else {
                namesSeen[fileName] = path
            }
        }
        guard diagnostics.errorCount == errorsBefore else { return [] }
        let context = GeneratorContext(set: set, options: options)
        var files: [GeneratedFile] = []
        for path in paths {
            let fileName = Self.outputFileName(forSchemaAt: path)
            let contents = FileEmitter(context: context).emit(path: path, declarations: set.declarations(inFile: path))
            files.append(GeneratedFile(schemaPath: path, fileName: fileName, contents: contents))
        }
        return files
    }
}
