/// A schema file as it was loaded: its path and exact text.
public struct SchemaSourceFile: Hashable, Sendable {
    /// The path it was loaded from.
    public var path: String
    /// Its text, exactly as read.
    public var text: String

    /// Creates a source file.
    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }

    /// The file's base name, under which record streams embed it.
    public var baseName: String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
