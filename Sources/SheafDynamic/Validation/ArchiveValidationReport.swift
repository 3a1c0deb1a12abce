import Sheaf

/// What ``ArchiveValidator`` found in one archive: the header, how the archive's schema
/// identity compares with the schema it was checked against, and every error.
public struct ArchiveValidationReport: Sendable, Hashable {
    /// The archive's header, or `nil` when the header itself could not be read.
    public var header: SheafArchiveHeader?
    /// The archive's schema identity compared with the given schema, when the header was read.
    public var identity: SchemaIdentityComparison?
    /// Every error found, in the order the walk met them — reading order, except that a
    /// missing required field is reported when its struct ends — so the first is the error a
    /// decoder stops at. Empty for a valid archive.
    public var errors: [SheafError]
    /// The number of class instances the archive holds: the entries of its instance table.
    public var instanceCount: Int
    /// Whether the walk stopped at ``ArchiveValidator/maxErrors``: more errors may follow.
    public var reachedErrorLimit: Bool = false
    /// Facts that are not errors, in reading order: protocol values whose member the schema
    /// does not list (kept as opaque members by every reader of this schema).
    public var notes: [ArchiveValidationNote] = []

    /// Creates a report.
    ///
    /// - Parameters:
    ///   - header: The archive's header, if it was read.
    ///   - identity: The identity comparison, if the header was read.
    ///   - errors: The errors found.
    ///   - instanceCount: The number of class instances met.
    public init(
        header: SheafArchiveHeader?, identity: SchemaIdentityComparison?, errors: [SheafError], instanceCount: Int = 0
    ) {
        self.header = header
        self.identity = identity
        self.errors = errors
        self.instanceCount = instanceCount
    }

    /// Whether the archive has no errors.
    public var isValid: Bool {
        errors.isEmpty
    }
}

/// Something an archive holds that readers of the schema keep without understanding it: not
/// an error (a newer schema version wrote it correctly), but worth knowing.
public struct ArchiveValidationNote: Sendable, Hashable {
    /// Where the thing starts in the archive (for an opaque member: its tag).
    public var offset: Int
    /// The path of the value.
    public var path: [SheafPathComponent]
    /// What was found.
    public var message: String

    /// Creates a note.
    ///
    /// - Parameters:
    ///   - offset: The byte offset.
    ///   - path: The value's path.
    ///   - message: The text.
    public init(offset: Int, path: [SheafPathComponent], message: String) {
        self.offset = offset
        self.path = path
        self.message = message
    }

    /// The path as text (`$`, `$.benefits[1]`).
    public var pathDescription: String {
        path.reduce("$") { $0 + $1.description }
    }
}

/// How the schema identity an archive records compares with the schema it is checked against.
///
/// Different versions of one schema are not an error — readers skip fields they do not know
/// and take defaults for missing ones — so these are facts for people and tools to judge.
public struct SchemaIdentityComparison: Sendable, Hashable {
    /// How the archive's schema version relates to the given schema's.
    public enum VersionRelation: String, Sendable, Hashable {
        /// Both have the same version.
        case same
        /// The archive was written under an older version than the given schema.
        case older
        /// The archive was written under a newer version than the given schema.
        case newer
    }

    /// The schema name the archive records.
    public var schemaName: String
    /// The schema version the archive records.
    public var archiveVersion: Int
    /// The fingerprint the archive records.
    public var archiveFingerprint: SheafFingerprint
    /// The version of the given schema of that name, or `nil` when the set has no such schema.
    public var schemaVersion: Int?
    /// The fingerprint of the given schema of that name, or `nil` when the set has none.
    public var schemaFingerprint: SheafFingerprint?
    /// The root type the archive records.
    public var rootType: String

    /// Creates a comparison.
    ///
    /// - Parameters:
    ///   - schemaName: The schema name the archive records.
    ///   - archiveVersion: The version the archive records.
    ///   - archiveFingerprint: The fingerprint the archive records.
    ///   - schemaVersion: The given schema's version, if the set has the schema.
    ///   - schemaFingerprint: The given schema's fingerprint, if the set has the schema.
    ///   - rootType: The root type the archive records.
    public init(
        schemaName: String, archiveVersion: Int, archiveFingerprint: SheafFingerprint,
        schemaVersion: Int?, schemaFingerprint: SheafFingerprint?, rootType: String
    ) {
        self.schemaName = schemaName
        self.archiveVersion = archiveVersion
        self.archiveFingerprint = archiveFingerprint
        self.schemaVersion = schemaVersion
        self.schemaFingerprint = schemaFingerprint
        self.rootType = rootType
    }

    /// Whether the schema set has a schema of the archive's schema name.
    public var isSchemaKnown: Bool {
        schemaVersion != nil
    }

    /// The archive's version relative to the given schema's, when the schema is known.
    public var versionRelation: VersionRelation? {
        guard let schemaVersion else { return nil }
        if archiveVersion == schemaVersion { return .same }
        return archiveVersion < schemaVersion ? .older : .newer
    }

    /// Whether the archive's fingerprint is the given schema's: the archive was written under
    /// exactly this schema.
    public var fingerprintMatches: Bool {
        schemaFingerprint == archiveFingerprint
    }

    /// One line for people, e.g. `company v3 (fingerprint 0123456789abcdef), root Employee;
    /// same version as the schema, fingerprint matches`.
    public var summary: String {
        var text = "\(schemaName) v\(archiveVersion) (fingerprint \(archiveFingerprint)), root \(rootType); "
        guard let schemaVersion, let relation = versionRelation else {
            return text + "no schema '\(schemaName)' was given"
        }
        switch relation {
        case .same: text += "same version as the schema"
        case .older: text += "older than the schema (v\(schemaVersion))"
        case .newer: text += "newer than the schema (v\(schemaVersion))"
        }
        if fingerprintMatches {
            text += ", fingerprint matches"
        } else {
            text += ", fingerprint differs (schema \(schemaFingerprint.map(\.description) ?? "?"))"
        }
        return text
    }
}
