/// Formats diagnostics the way compilers do, so editors and terminals understand them:
///
/// ```
/// Schemas/bad.yaml:4:26: error: unknown type 'String'; did you mean 'string'?
///     name: { id: 1, type: String }
///                          ^
/// Schemas/bad.yaml:2:3: note: first declared here
///   name: { id: 1, type: string }
///   ^
/// ```
///
/// The header is `PATH:LINE:COLUMN: SEVERITY: MESSAGE`; then, when the file's text is
/// known, the source line and a caret under the column. Notes follow, formatted the
/// same way with severity `note`. The output depends only on the diagnostics and the
/// sources given, so it is deterministic.
public struct DiagnosticRenderer: Sendable {
    private let sources: [String: SourceFile]
    private let includesCodes: Bool

    /// Creates a renderer that shows lines from the given files.
    ///
    /// - Parameters:
    ///   - sources: The files diagnostics may point into, matched by `path` against
    ///     `SourceLocation.file`. When two share a path, the first wins. A diagnostic in
    ///     a file not given (one that could not be read) gets its header line only.
    ///   - includesCodes: Whether to end each header with the stable code in brackets,
    ///     as in `…: error: duplicate key 'name' [duplicate-key]`, for tools and tests
    ///     that match on codes. Notes have no code.
    public init(sources: [SourceFile] = [], includesCodes: Bool = false) {
        var byPath: [String: SourceFile] = [:]
        for source in sources where byPath[source.path] == nil { byPath[source.path] = source }
        self.sources = byPath
        self.includesCodes = includesCodes
    }

    /// One diagnostic with its notes.
    ///
    /// - Parameter diagnostic: The diagnostic to format.
    /// - Returns: Its lines, each ending in `\n`.
    public func render(_ diagnostic: Diagnostic) -> String {
        let code = includesCodes ? " [\(diagnostic.code.rawValue)]" : ""
        var output = block(
            at: diagnostic.location, severity: diagnostic.severity.rawValue, message: diagnostic.message + code)
        for note in diagnostic.notes {
            output += block(at: note.location, severity: Diagnostic.Severity.note.rawValue, message: note.message)
        }
        return output
    }

    /// Several diagnostics in the order given, then a summary line such as
    /// `2 errors, 1 warning`.
    ///
    /// Pass `DiagnosticCollector.sorted` for output ordered by file and position.
    ///
    /// - Parameter diagnostics: The diagnostics to format.
    /// - Returns: Their lines, each ending in `\n`; the empty string for no diagnostics.
    public func render(_ diagnostics: [Diagnostic]) -> String {
        guard !diagnostics.isEmpty else { return "" }
        return diagnostics.map(render).joined() + Self.summary(of: diagnostics) + "\n"
    }

    /// Counts errors and warnings: `1 error`, `2 errors, 1 warning`, `3 warnings`, or
    /// `no errors` when there are neither. Notes standing alone are not counted.
    ///
    /// - Parameter diagnostics: The diagnostics to count.
    /// - Returns: The summary, without a line break.
    public static func summary(of diagnostics: [Diagnostic]) -> String {
        let errors = diagnostics.count { $0.severity == .error }
        let warnings = diagnostics.count { $0.severity == .warning }
        var parts: [String] = []
        if errors > 0 { parts.append(errors == 1 ? "1 error" : "\(errors) errors") }
        if warnings > 0 { parts.append(warnings == 1 ? "1 warning" : "\(warnings) warnings") }
        return parts.isEmpty ? "no errors" : parts.joined(separator: ", ")
    }

    // MARK: Parts

    private func block(at location: SourceLocation, severity: String, message: String) -> String {
        var output = "\(location): \(severity): \(message)\n"
        if let line = sources[location.file]?.line(location.line) {
            output += Self.displayed(line) + "\n" + Self.caret(under: location.column, in: line) + "\n"
        }
        return output
    }

    /// The line as written, except that control characters other than tab become
    /// U+FFFD: a stray escape or NUL in a schema must not drive the terminal. Each is
    /// one scalar for one, so columns stay aligned.
    private static func displayed(_ line: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in line.unicodeScalars {
            let isControl = scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
            scalars.append(isControl && scalar != "\t" ? "\u{FFFD}" : scalar)
        }
        return String(scalars)
    }

    /// Spaces up to the column (tabs kept as tabs, so the caret lines up whatever the
    /// tab width), then `^`. Columns count Unicode scalars, like `SourceLocation`; a
    /// column past the end of the line (an unexpected end of line) is padded out.
    private static func caret(under column: Int, in line: String) -> String {
        var prefix = String.UnicodeScalarView()
        var remaining = max(column, 1) - 1
        for scalar in line.unicodeScalars where remaining > 0 {
            prefix.append(scalar == "\t" ? "\t" : " ")
            remaining -= 1
        }
        return String(prefix) + String(repeating: " ", count: remaining) + "^"
    }
}
