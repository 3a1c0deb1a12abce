/// Gathers diagnostics from every stage so one run reports every problem.
///
/// Stages emit into the collector and carry on; the number of errors decides
/// whether the run fails.
public struct DiagnosticCollector: Sendable {
    /// Everything emitted so far, in emission order.
    public private(set) var diagnostics: [Diagnostic] = []

    /// Creates an empty collector.
    public init() {}

    /// Records a diagnostic.
    public mutating func emit(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// Records an error.
    public mutating func error(
        _ code: DiagnosticCode, at location: SourceLocation, _ message: String,
        notes: [Diagnostic.Note] = []
    ) {
        emit(.error(code, at: location, message, notes: notes))
    }

    /// Records a warning.
    public mutating func warning(
        _ code: DiagnosticCode, at location: SourceLocation, _ message: String,
        notes: [Diagnostic.Note] = []
    ) {
        emit(.warning(code, at: location, message, notes: notes))
    }

    /// Whether any error (not warning) was emitted.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The number of errors.
    public var errorCount: Int { diagnostics.count { $0.severity == .error } }

    /// Diagnostics ordered by file, line and column; ties keep emission order.
    public var sorted: [Diagnostic] {
        diagnostics.enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
    }
}
