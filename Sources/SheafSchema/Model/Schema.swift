/// One schema: a namespace with a version, declared by one or more files.
public struct Schema: Hashable, Sendable {
    /// The schema's name (`schema:`).
    public var name: String
    /// Its version (`version:`), at least 1.
    public var version: Int
    /// The files that declare it, in path order.
    public var files: [String]
    /// The names of the types it declares, sorted.
    public var typeNames: [String]
    /// The names of the types it declares in the order they are written: its files in load
    /// order, each file's types as the file lists them. Generated code follows this order.
    public var declarationOrder: [String]
    /// The `doc:` text of its first file that has one.
    public var doc: String?
    /// Where `schema:` is written in its first file.
    public var location: SourceLocation
    /// Where `version:` is written in its first file.
    public var versionLocation: SourceLocation

    /// Creates a schema.
    public init(
        name: String, version: Int, files: [String], typeNames: [String], declarationOrder: [String]? = nil,
        doc: String? = nil, location: SourceLocation, versionLocation: SourceLocation? = nil
    ) {
        self.name = name
        self.version = version
        self.files = files
        self.typeNames = typeNames
        self.declarationOrder = declarationOrder ?? typeNames
        self.doc = doc
        self.location = location
        self.versionLocation = versionLocation ?? location
    }
}
