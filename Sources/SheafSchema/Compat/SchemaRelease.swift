/// One released version of a schema set, as kept in a history folder (`schemas/releases/v3/`):
/// the folder it was loaded from and what loading it produced.
public struct SchemaRelease: Sendable {
    /// The release folder, as the user named it (`schemas/releases/v3`).
    public var folder: String
    /// The loaded schemas; `CompatibilityHistory` needs them free of errors.
    public var schemas: SchemaLoadResult

    /// Creates a release.
    ///
    /// - Parameters:
    ///   - folder: Where the release's files are; changes measured against it name it.
    ///   - schemas: The release's schemas, loaded.
    public init(folder: String, schemas: SchemaLoadResult) {
        self.folder = folder
        self.schemas = schemas
    }

    /// How reports name the release: its folder and the versions of its schemas.
    public var label: Label {
        Label(folder: folder, versions: schemas.schemaSet.schemas.map { ($0.name, $0.version) })
    }

    /// A release's name in reports and errors: `schemas/releases/v3 (hr v3)`, or with several
    /// schemas `releases/2 (common v1, hr v2)`, sorted by schema name.
    public struct Label: Hashable, Sendable, CustomStringConvertible {
        /// The release folder.
        public var folder: String
        /// `hr v3` for each schema of the release, sorted by name.
        public var versions: [String]

        /// Creates a label.
        ///
        /// - Parameters:
        ///   - folder: The release folder.
        ///   - versions: (schema name, version) pairs, in any order.
        public init(folder: String, versions: [(name: String, version: Int)]) {
            self.folder = folder
            self.versions = versions.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
                .map { "\($0.name) v\($0.version)" }
        }

        /// `schemas/releases/v3 (hr v3)`.
        public var description: String {
            versions.isEmpty ? folder : "\(folder) (\(versions.joined(separator: ", ")))"
        }
    }
}
