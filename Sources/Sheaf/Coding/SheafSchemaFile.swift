/// One schema file, by base name and exact text: what generated code carries so that a record
/// stream it writes embeds the schema set that wrote it, and a reader years later needs
/// neither the code nor the files.
public struct SheafSchemaFile: Sendable, Hashable {
    /// The file's base name, e.g. `company.yaml` (no folders).
    public var name: String
    /// The file's text, exactly as written.
    public var text: String

    /// Creates a schema file.
    ///
    /// - Parameters:
    ///   - name: The base name, ending in `.yaml`.
    ///   - text: The exact text.
    public init(name: String, text: String) {
        self.name = name
        self.text = text
    }
}
