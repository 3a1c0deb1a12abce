/// A generated archive root: a ``SheafMessage`` whose schema members all come from one
/// ``SheafSchemaIdentity`` shared by the types of its schema file.
public protocol SheafGeneratedMessage: SheafMessage {
    /// The schema the type belongs to.
    static var sheafSchema: SheafSchemaIdentity { get }
}

extension SheafGeneratedMessage {
    /// The schema's name.
    @inlinable
    public static var sheafSchemaName: String { sheafSchema.name }

    /// The schema's version.
    @inlinable
    public static var sheafSchemaVersion: Int { sheafSchema.version }

    /// The schema's fingerprint.
    @inlinable
    public static var sheafFingerprint: SheafFingerprint { sheafSchema.fingerprint }

    /// The schema set's files.
    @inlinable
    public static var sheafSchemaFiles: [SheafSchemaFile] { sheafSchema.files }
}
