/// Why a history of releases cannot be checked. Each case has a stable code and a location
/// (the folder concerned at line 1, column 1, or a release's `version:` or `schema:`), so it prints
/// like a schema diagnostic: `schemas/releases:1:1: error: …`.
public enum SchemaHistoryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The history path names nothing.
    case missingFolder(path: String)
    /// The history path names a file, not a folder.
    case notAFolder(path: String)
    /// The history folder cannot be listed.
    case unreadableFolder(path: String, reason: String)
    /// The history folder holds no release folder. `holdsSchemaFiles` is true when it holds
    /// `*.yaml` files itself (a release folder given instead of the history).
    case noReleases(path: String, holdsSchemaFiles: Bool)
    /// Two releases give every schema they share the same version.
    case sameVersion(first: SchemaRelease.Label, second: SchemaRelease.Label, at: SourceLocation)
    /// Two releases cannot be put in order: they share no schema, or one schema has a higher
    /// version in one release and another schema in the other.
    case unorderedReleases(first: SchemaRelease.Label, second: SchemaRelease.Label, at: SourceLocation)
    /// A release holds none of the schemas of the set it is compared with.
    case unrelatedRelease(release: SchemaRelease.Label, schemas: [String], newSchemas: [String], at: SourceLocation)

    /// The stable code, for tools and tests that match on it.
    public var code: String {
        switch self {
        case .missingFolder: "history-missing"
        case .notAFolder: "history-not-a-folder"
        case .unreadableFolder: "history-unreadable"
        case .noReleases: "history-empty"
        case .sameVersion: "history-same-version"
        case .unorderedReleases: "history-unordered"
        case .unrelatedRelease: "history-unrelated-release"
        }
    }

    /// Where the problem is.
    public var location: SourceLocation {
        switch self {
        case .missingFolder(let path), .notAFolder(let path), .unreadableFolder(let path, _), .noReleases(let path, _):
            SourceLocation(file: path, line: 1, column: 1)
        case .sameVersion(_, _, let location), .unorderedReleases(_, _, let location),
            .unrelatedRelease(_, _, _, let location):
            location
        }
    }

    /// What is wrong, in one sentence without a trailing period.
    public var message: String {
        switch self {
        case .missingFolder:
            return "no such history folder"
        case .notAFolder:
            return "not a folder: a history is a folder that holds one folder per released version"
        case .unreadableFolder(_, let reason):
            return reason
        case .noReleases(_, let holdsSchemaFiles):
            let hint =
                holdsSchemaFiles
                ? "; it holds schema files itself: give the folder that holds one folder per release" : ""
            return "the history folder holds no release folder (one folder per released version)" + hint
        case .sameVersion(let first, let second, _):
            return
                "releases '\(first.folder)' and '\(second.folder)' have the same version (\(second.versions.joined(separator: ", "))); each release needs its own"
        case .unorderedReleases(let first, let second, _):
            return
                "releases \(first) and \(second) cannot be put in order: they share no schema, or one of their schemas has the higher version in one release and another in the other"
        case .unrelatedRelease(let release, let schemas, let newSchemas, _):
            return
                "release '\(release.folder)' holds schema \(Self.list(schemas)), but the new set holds \(Self.list(newSchemas)); a history keeps releases of one schema set"
        }
    }

    /// `PATH:LINE:COLUMN: error: message`, as schema diagnostics print.
    public var description: String {
        "\(location): error: \(message)"
    }

    private static func list(_ names: [String]) -> String {
        names.isEmpty ? "none" : names.map { "'\($0)'" }.joined(separator: ", ")
    }
}
