/// The schema a generated type belongs to: what archive headers and record streams name.
///
/// Generated code declares one per schema file (every type of a file belongs to its schema)
/// and each type refers to it through ``SheafGeneratedMessage/sheafSchema``, so the schema's
/// name, version, fingerprint and files are spelled once, not in every type.
public struct SheafSchemaIdentity: Sendable, Hashable {
    /// The schema's name (namespace).
    public var name: String
    /// The schema's version.
    public var version: Int
    /// The schema's fingerprint.
    public var fingerprint: SheafFingerprint
    /// The files of the schema set the code was generated from, in the order they were loaded.
    public var files: [SheafSchemaFile]

    /// Creates a schema identity.
    ///
    /// - Parameters:
    ///   - name: The schema's name.
    ///   - version: Its version.
    ///   - fingerprint: Its fingerprint.
    ///   - files: The schema set's files, for record streams (empty when there are none to embed).
    public init(name: String, version: Int, fingerprint: SheafFingerprint, files: [SheafSchemaFile]) {
        self.name = name
        self.version = version
        self.fingerprint = fingerprint
        self.files = files
    }
}
