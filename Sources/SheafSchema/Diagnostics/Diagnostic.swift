/// One problem found in a schema, located at the offending YAML node.
public struct Diagnostic: Hashable, Sendable {
    /// How serious a diagnostic is. Errors make `sheaf check` fail; warnings do not.
    public enum Severity: String, Hashable, Sendable {
        case error
        case warning
        case note
    }

    /// A secondary location that explains the primary one ("first declared here").
    public struct Note: Hashable, Sendable {
        /// Where the related thing is.
        public var location: SourceLocation
        /// What it is.
        public var message: String

        /// Creates a note.
        public init(location: SourceLocation, message: String) {
            self.location = location
            self.message = message
        }
    }

    /// Error, warning or note.
    public var severity: Severity
    /// The stable code of the check that produced this diagnostic (e.g. `unknown-type`).
    public var code: DiagnosticCode
    /// Where the problem is.
    public var location: SourceLocation
    /// What is wrong, in one sentence without a trailing period.
    public var message: String
    /// Related places.
    public var notes: [Note]

    /// Creates a diagnostic.
    public init(
        _ severity: Severity, _ code: DiagnosticCode, at location: SourceLocation,
        _ message: String, notes: [Note] = []
    ) {
        self.severity = severity
        self.code = code
        self.location = location
        self.message = message
        self.notes = notes
    }

    /// An error diagnostic.
    public static func error(
        _ code: DiagnosticCode, at location: SourceLocation, _ message: String, notes: [Note] = []
    ) -> Diagnostic {
        Diagnostic(.error, code, at: location, message, notes: notes)
    }

    /// A warning diagnostic.
    public static func warning(
        _ code: DiagnosticCode, at location: SourceLocation, _ message: String, notes: [Note] = []
    ) -> Diagnostic {
        Diagnostic(.warning, code, at: location, message, notes: notes)
    }
}
