/// One generated Swift file: the output for one schema file.
public struct GeneratedFile: Hashable, Sendable {
    /// The schema file it was generated from, as the schema set names it.
    public var schemaPath: String
    /// The output file's name (no folder), from ``SwiftGenerator/outputFileName(forSchemaAt:)``.
    public var fileName: String
    /// The Swift source.
    public var contents: String

    /// Creates a generated file.
    ///
    /// - Parameters:
    ///   - schemaPath: The schema file.
    ///   - fileName: The output file's name.
    ///   - contents: The Swift source.
    public init(schemaPath: String, fileName: String, contents: String) {
        self.schemaPath = schemaPath
        self.fileName = fileName
        self.contents = contents
    }
}
