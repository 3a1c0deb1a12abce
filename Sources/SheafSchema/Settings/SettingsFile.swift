/// A small settings file of `key: value` lines (such as a target's `sheaf-config.yaml`),
/// read with the same YAML reader and diagnostics as schema files.
///
/// This type knows the file's shape, not its meaning: the caller names the keys it
/// accepts and decides what each value means (`SheafGenerator` reads `visibility`). The
/// rules of the shape:
///
/// - The file holds one YAML mapping; an empty file (or one of comments only) holds no
///   settings. Anything else at the top is a `wrongNodeKind` error.
/// - Keys must be among the allowed ones (`unknownKey`, with a "did you mean" hint) and
///   appear once (`duplicateKey`, from the YAML reader).
/// - Values are non-null scalars (`wrongNodeKind` otherwise); their text is kept as written.
/// - The YAML reader's limits hold: one document, no anchors or aliases, bounded nesting,
///   a file of at most 16 MiB.
///
/// Every problem is a diagnostic with the file, line and column, rendered like a schema's.
public struct SettingsFile: Sendable {
    /// One `key: value` line.
    public struct Setting: Sendable, Equatable {
        /// The key, as written.
        public var key: String
        /// The value's text, as written (quotes removed).
        public var value: String
        /// Where the key starts.
        public var keyLocation: SourceLocation
        /// Where the value starts.
        public var valueLocation: SourceLocation
    }

    /// The file's text, for rendering diagnostics with their source lines.
    public var source: SourceFile
    /// The valid settings, in file order.
    public var settings: [Setting]

    /// The setting with this key, if the file has it.
    public subscript(key: String) -> Setting? {
        settings.first { $0.key == key }
    }

    /// Reads a settings file from disk.
    ///
    /// - Parameters:
    ///   - path: The file's path, used as given in diagnostics.
    ///   - allowedKeys: The keys the caller understands.
    ///   - diagnostics: Receives every problem, each at its file, line and column.
    /// - Returns: The file with its valid settings (check `diagnostics` for errors), or nil
    ///   when the file could not be read at all.
    public static func load(
        path: String, allowedKeys: [String], diagnostics: inout DiagnosticCollector
    ) -> SettingsFile? {
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.contents(ofFile: path, limit: SchemaFileLoader.maximumFileSize)
        } catch {
            diagnostics.error(
                .unreadableFile, at: SourceLocation(file: path, line: 1, column: 1),
                "cannot read the file: \(error.reason)")
            return nil
        }
        return parse(bytes, path: path, allowedKeys: allowedKeys, diagnostics: &diagnostics)
    }

    /// Reads a settings file already in memory.
    ///
    /// - Parameters:
    ///   - bytes: The file's content.
    ///   - path: The name to use in diagnostics.
    ///   - allowedKeys: The keys the caller understands.
    ///   - diagnostics: Receives every problem, each at its file, line and column.
    /// - Returns: The file with its valid settings (check `diagnostics` for errors).
    public static func parse(
        _ bytes: [UInt8], path: String, allowedKeys: [String], diagnostics: inout DiagnosticCollector
    ) -> SettingsFile {
        var file = SettingsFile(source: SourceFile(path: path, bytes: bytes), settings: [])
        guard let root = YAMLReader.parse(bytes, file: path, allowsEmpty: true, diagnostics: &diagnostics) else {
            return file
        }
        guard
            let mapping = MappingReader(
                root, allowed: allowedKeys, context: "the settings file", diagnostics: &diagnostics)
        else { return file }
        for pair in root.pairs ?? [] {
            guard let key = pair.key.scalar, allowedKeys.contains(key), let node = mapping[key] else { continue }
            guard let value = node.scalar, !node.isNull else {
                diagnostics.error(
                    .wrongNodeKind, at: node.location,
                    "the value of '\(key)' must be a single value, not \(ScalarReader.describe(node))")
                continue
            }
            file.settings.append(
                Setting(key: key, value: value, keyLocation: pair.key.location, valueLocation: node.location))
        }
        return file
    }

    /// `; did you mean 'x'?` when a candidate is close, else nil. Only the candidates
    /// count here (the suggester also knows Swift spellings of schema types).
    static func hint(for word: String, among candidates: [String]) -> String? {
        guard let suggestion = NameSuggester.suggestion(for: word, among: candidates),
            candidates.contains(suggestion)
        else { return nil }
        return "; did you mean '\(suggestion)'?"
    }

    /// `a`, `a or b`, `a, b or c`.
    static func alternatives(_ words: [String]) -> String {
        guard let last = words.last else { return "" }
        let rest = words.dropLast()
        return rest.isEmpty ? last : rest.joined(separator: ", ") + " or " + last
    }
}

extension SettingsFile.Setting {
    /// The value when it is one of `choices`; otherwise nil after an `invalidValue` error
    /// at the value, listing the choices and suggesting the closest.
    ///
    /// - Parameters:
    ///   - choices: The accepted spellings, in the order to list them.
    ///   - diagnostics: Receives the error.
    public func choice(among choices: [String], diagnostics: inout DiagnosticCollector) -> String? {
        if choices.contains(value) { return value }
        diagnostics.error(
            .invalidValue, at: valueLocation,
            "unknown \(key) '\(value)'"
                + (SettingsFile.hint(for: value, among: choices)
                    ?? "; expected " + SettingsFile.alternatives(choices)))
        return nil
    }
}
