/// Reads one schema file's bytes into a `YAMLNode` tree, with libyaml's event parser.
///
/// The reader accepts the subset of YAML a schema needs and reports everything else:
///
/// - **One document per file.** No document (an empty file, or only comments) and a
///   second document (at its start) are `yamlDocumentCount` errors.
/// - **No anchors or aliases.** Each is a `yamlAlias` error, reported once per file at
///   the first one. An alias is never expanded — the tree keeps a placeholder and is
///   then dropped — so an alias bomb ("billion laughs") costs only its own size.
/// - **At most `maximumDepth` nested collections.** The collection that would exceed
///   it is a `yamlTooDeep` error and reading stops there, so a 50,000-deep `[[[[…`
///   costs only the first few dozen events.
/// - **Scalar mapping keys, none repeated in one mapping** (`wrongNodeKind`,
///   `duplicateKey` with a note at the first occurrence).
/// - **Tags are ignored**: `!!str 12` is read as the plain scalar `12`. Scalars keep
///   their style (plain, quoted or block) for the later typing of plain scalars.
/// - **UTF-8 only**, with an optional byte order mark. Anything libyaml rejects
///   (invalid UTF-8, control characters, tabs used for indentation, unclosed flow
///   collections, bad indentation) is a `yamlSyntax` error at libyaml's position,
///   with its message; reading stops at the first such error.
///
/// Problems other than syntax errors do not stop the reading, so one run reports
/// every duplicate key; but once any error was emitted the reader returns no tree.
enum YAMLReader {
    /// The deepest nesting of collections (sequences and mappings) a file may have.
    ///
    /// Real schemas nest about six levels (`types` → type → `fields` → field → value →
    /// a list default); 64 leaves room for deep default values while keeping every
    /// later recursive walk of the tree shallow.
    static let maximumDepth = 64

    /// Parses one file.
    ///
    /// - Parameters:
    ///   - bytes: The file's content.
    ///   - file: The path to name in diagnostics and node locations.
    ///   - allowsEmpty: Whether a file without a document (empty, or only comments) is
    ///     read as an empty mapping instead of a `yamlDocumentCount` error. Schema files
    ///     must say something; settings files may say nothing.
    ///   - diagnostics: Receives every problem found.
    /// - Returns: The root node of the file's single document, or nil when an error
    ///   was emitted.
    static func parse(
        _ bytes: [UInt8], file: String, allowsEmpty: Bool = false, diagnostics: inout DiagnosticCollector
    ) -> YAMLNode? {
        let events = LibYAMLEventReader(bytes: bytes, file: file)
        var state = ReadState(file: file, allowsEmpty: allowsEmpty)
        while true {
            switch events.next() {
            case .failure(let error):
                diagnostics.error(.yamlSyntax, at: error.location, error.message)
                return nil
            case .success(let event):
                switch state.handle(event, diagnostics: &diagnostics) {
                case .proceed: continue
                case .stop: return nil
                case .finish(let root): return root
                }
            }
        }
    }
}

/// What the reader does after one event.
private enum ReadStep {
    case proceed
    /// An error ended the reading early.
    case stop
    /// The stream ended; the tree, or nil when errors were reported.
    case finish(YAMLNode?)
}

/// The reader's rules, applied one event at a time.
private struct ReadState {
    let file: String
    let allowsEmpty: Bool
    var builder = YAMLTreeBuilder()
    var documentCount = 0
    var hasReportedAlias = false
    var hasErrors = false

    init(file: String, allowsEmpty: Bool) {
        self.file = file
        self.allowsEmpty = allowsEmpty
    }

    mutating func handle(_ event: YAMLEvent, diagnostics: inout DiagnosticCollector) -> ReadStep {
        switch event {
        case .streamStart, .documentEnd:
            return .proceed
        case .documentStart(let location):
            documentCount += 1
            guard documentCount == 1 else {
                diagnostics.error(
                    .yamlDocumentCount, at: location,
                    "the file holds more than one YAML document; a schema file holds exactly one")
                return .stop
            }
            return .proceed
        case .streamEnd:
            guard documentCount > 0 else {
                let start = SourceLocation(file: file, line: 1, column: 1)
                if allowsEmpty { return .finish(YAMLNode(content: .mapping([]), location: start)) }
                diagnostics.error(.yamlDocumentCount, at: start, "the file holds no YAML document")
                return .stop
            }
            return .finish(hasErrors || builder.hasErrors ? nil : builder.root)
        case .alias(let location):
            reportAlias(at: location, diagnostics: &diagnostics)
            // A placeholder keeps keys and values paired; the tree is discarded anyway.
            builder.add(YAMLNode(content: .scalar("", .plain), location: location), diagnostics: &diagnostics)
            return .proceed
        case .scalar(let text, let style, let isAnchored, let location):
            if isAnchored { reportAlias(at: location, diagnostics: &diagnostics) }
            builder.add(YAMLNode(content: .scalar(text, style), location: location), diagnostics: &diagnostics)
            return .proceed
        case .sequenceStart(let isAnchored, let location), .mappingStart(let isAnchored, let location):
            if isAnchored { reportAlias(at: location, diagnostics: &diagnostics) }
            guard builder.depth < YAMLReader.maximumDepth else {
                diagnostics.error(
                    .yamlTooDeep, at: location,
                    "collections nest more than \(YAMLReader.maximumDepth) levels deep")
                return .stop
            }
            if case .mappingStart = event {
                builder.openMapping(at: location)
            } else {
                builder.openSequence(at: location)
            }
            return .proceed
        case .sequenceEnd, .mappingEnd:
            builder.closeCollection(diagnostics: &diagnostics)
            return .proceed
        }
    }

    /// One report per file is enough to make the point; more would only repeat it.
    private mutating func reportAlias(at location: SourceLocation, diagnostics: inout DiagnosticCollector) {
        hasErrors = true
        guard !hasReportedAlias else { return }
        hasReportedAlias = true
        diagnostics.error(
            .yamlAlias, at: location, "anchors and aliases are not supported in schemas; write the value out")
    }
}
