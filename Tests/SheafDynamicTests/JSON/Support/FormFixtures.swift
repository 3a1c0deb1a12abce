import Foundation
import SheafDynamic
import SheafSchema
import Testing

/// The JSON-form fixtures under `JSON/Fixtures`, found from this file's location.
///
/// A `.case` file has sections introduced by `--- name` lines:
/// - `schema`: YAML, or `@file.yaml` naming a file in `Fixtures/schemas`;
/// - `type`: the root type expression;
/// - `json`: JSON text (for `exact` cases, exactly what the writer must print);
/// - `value`: the expected archive in the notation of `ExpectedValue`;
/// - `error`: `code line:column path` of the expected `JSONFormError`.
enum FormFixtures {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// The names of the files in a fixture folder with an extension, sorted.
    static func files(in folder: String, withExtension ext: String) -> [String] {
        let url = root.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { $0.hasSuffix("." + ext) }.sorted()
    }

    /// The text of a fixture file.
    static func text(_ folder: String, _ name: String) throws -> String {
        try String(contentsOfFile: root.appendingPathComponent(folder).appendingPathComponent(name).path, encoding: .utf8)
    }

    /// Loads a schema set from YAML text or an `@file` reference, failing the test on diagnostics.
    static func schemaSet(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> SchemaSet {
        var text = source
        var path = "inline.yaml"
        if source.hasPrefix("@") {
            path = String(source.dropFirst()).trimmingCharacters(in: .whitespacesAndNewlines)
            text = try self.text("schemas", path)
        }
        let result = SchemaLoader.load(texts: [(path: path, text: text)])
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "schema \(path) has errors: \(errors)", sourceLocation: sourceLocation)
        return result.schemaSet
    }

    /// The shared fixture schema.
    static func formSchema() throws -> SchemaSet { try schemaSet("@form.yaml") }
}

/// One `.case` file, split into its sections.
struct FixtureCase {
    var sections: [String: String]

    init(text: String) {
        var sections: [String: String] = [:]
        var current: String?
        var lines: [Substring] = []
        func flush() {
            if let current { sections[current] = lines.joined(separator: "\n") + "\n" }
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("--- ") {
                flush()
                current = String(line.dropFirst(4)).trimmingCharacters(in: .whitespaces)
                lines = []
            } else {
                lines.append(line)
            }
        }
        flush()
        // The last section keeps the file's final newline only once.
        for (key, value) in sections where value.hasSuffix("\n\n") { sections[key] = String(value.dropLast()) }
        self.sections = sections
    }

    /// A section's text, trimmed of surrounding whitespace (for one-line sections).
    func line(_ name: String) -> String? {
        sections[name]?.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// An expected error: `code line:column path`.
struct ExpectedError: CustomStringConvertible {
    var code: String
    var line: Int
    var column: Int
    var path: String

    init?(_ text: String) {
        let parts = text.split(separator: " ", maxSplits: 2).map(String.init)
        guard parts.count == 3 else { return nil }
        let position = parts[1].split(separator: ":")
        guard position.count == 2, let line = Int(position[0]), let column = Int(position[1]) else { return nil }
        self.code = parts[0]
        self.line = line
        self.column = column
        self.path = parts[2]
    }

    var description: String { "\(code) \(line):\(column) \(path)" }

    /// Checks an error against the expectation, and that its byte offset is where the line
    /// and column say (counted here independently, in Unicode scalars).
    func check(_ error: JSONFormError, in json: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let actual = "\(error.code.rawValue) \(error.location?.line ?? 0):\(error.location?.column ?? 0) \(error.pathDescription)"
        #expect(actual == description, "\(error)", sourceLocation: sourceLocation)
        #expect(error.location?.offset == Self.offset(line: line, column: column, in: json), sourceLocation: sourceLocation)
    }

    static func offset(line: Int, column: Int, in text: String) -> Int {
        var offset = 0
        var currentLine = 1
        var currentColumn = 1
        for scalar in text.unicodeScalars {
            if currentLine == line, currentColumn == column { return offset }
            offset += String(scalar).utf8.count
            if scalar == "\n" {
                currentLine += 1
                currentColumn = 1
            } else {
                currentColumn += 1
            }
        }
        return offset
    }
}
