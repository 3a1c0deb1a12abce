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

    /// The first line of every generated file; with the `// Source:` line after it, it marks
    /// a file as the generator's, so `sheaf generate` can tell its own output from
    /// hand-written files in the same folder.
    public static let headerFirstLine = "// DO NOT EDIT."

    /// The start of the second line, followed by the schema path.
    static let sourceLinePrefix = "// Source: "

    /// The schema path named by a generated file's header, or nil when the text does not
    /// start with the generator's header (a hand-written file, another tool's output).
    ///
    /// - Parameter text: The file's first bytes (a few hundred are enough), as UTF-8.
    public static func schemaPath(inHeaderOf text: some Collection<UInt8>) -> String? {
        let prefix = Array((headerFirstLine + "\n" + sourceLinePrefix).utf8)
        guard text.starts(with: prefix) else { return nil }
        let rest = text.dropFirst(prefix.count)
        guard let end = rest.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        let path = String(decoding: rest[..<end], as: UTF8.self)
        return path.isEmpty ? nil : path
    }
}
