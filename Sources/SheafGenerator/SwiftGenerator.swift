import SheafSchema

/// Turns a resolved schema set into Swift: one deterministic file per schema file, holding
/// the types that file declares, their binary coders and their `Codable` conformances.
///
/// ```swift
/// let result = SchemaLoader.load(paths: ["Schemas"])
/// let files = try SwiftGenerator(options: GeneratorOptions(visibility: .public))
///     .generate(result.schemaSet)
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
    /// - Parameter set: A schema set without errors (from ``SchemaLoader``).
    /// - Returns: One file per schema file, in path order.
    /// - Throws: ``GeneratorError`` for names Swift cannot use.
    public func generate(_ set: SchemaSet) throws(GeneratorError) -> [GeneratedFile] {
        try NameValidator(set: set).validate()
        let context = GeneratorContext(set: set, options: options)
        let paths = Set(set.schemas.flatMap(\.files)).sorted()
        var namesSeen: [String: String] = [:]
        var files: [GeneratedFile] = []
        for path in paths {
            let fileName = Self.outputFileName(forSchemaAt: path)
            if let other = namesSeen[fileName] {
                throw GeneratorError(
                    .outputFileClash, at: SourceLocation(file: path, line: 1, column: 1),
                    "'\(path)' and '\(other)' would both generate '\(fileName)'; rename one of them")
            }
            namesSeen[fileName] = path
            let declarations = set.allDeclarations
                .filter { $0.location.file == path }
                .sorted { $0.location < $1.location }
            let contents = FileEmitter(context: context).emit(path: path, declarations: declarations)
            files.append(GeneratedFile(schemaPath: path, fileName: fileName, contents: contents))
        }
        return files
    }
}
