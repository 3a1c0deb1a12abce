import Foundation
import SheafGenerator
import SheafSchema
import Testing

/// Paths of the fixtures and of the repository, found from this file's location.
enum GeneratorFixtures {
    /// `Tests/SheafGeneratorTests/Fixtures`.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// The repository's top folder.
    static let repository =
        root
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Whether this run re-records expected outputs (`SHEAF_RECORD=1`).
    static var isRecording: Bool {
        ProcessInfo.processInfo.environment["SHEAF_RECORD"] == "1"
    }

    /// The names of the files in a fixture folder with an extension, sorted.
    static func files(in folder: String, withExtension ext: String) -> [String] {
        let url = root.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { $0.hasSuffix("." + ext) }.sorted()
    }

    /// Loads schema files given as (display path, file URL) and generates Swift; the display
    /// paths are what the generated headers name, so output does not depend on the machine.
    static func generate(
        _ files: [(path: String, url: URL)], visibility: GeneratorOptions.Visibility = .internal,
        optimize: GeneratorOptions.Optimize = .speed, codable: Bool = true
    ) throws -> [GeneratedFile] {
        let texts = try files.map { (path: $0.path, text: try String(contentsOf: $0.url, encoding: .utf8)) }
        let result = SchemaLoader.load(texts: texts)
        #expect(!result.hasErrors, "\(result.renderer.render(result.diagnostics))")
        var diagnostics = DiagnosticCollector()
        let options = GeneratorOptions(visibility: visibility, optimize: optimize, codable: codable)
        let files = SwiftGenerator(options: options).generate(result.schemaSet, diagnostics: &diagnostics)
        #expect(diagnostics.diagnostics.isEmpty, "\(result.renderer.render(diagnostics.sorted))")
        return files
    }

    /// Generates from schema texts given inline: the files, and the generator's diagnostics
    /// rendered as `sheaf generate` prints them.
    static func generate(
        texts: [(path: String, text: String)], visibility: GeneratorOptions.Visibility = .internal
    ) -> (files: [GeneratedFile], diagnostics: [Diagnostic], rendered: String) {
        let result = SchemaLoader.load(texts: texts)
        #expect(!result.hasErrors, "\(result.renderer.render(result.diagnostics))")
        var diagnostics = DiagnosticCollector()
        let files = SwiftGenerator(options: GeneratorOptions(visibility: visibility)).generate(result.schemaSet, diagnostics: &diagnostics)
        return (files, diagnostics.sorted, result.renderer.render(diagnostics.sorted))
    }

    /// Compares `actual` with the file at `expected`; on a mismatch shows the differing lines
    /// and how to re-record. With `SHEAF_RECORD=1` writes the file and records an issue, so a
    /// recording run never passes by accident.
    static func assertMatches(
        _ actual: String, expected url: URL, rerecord: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        if isRecording {
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data(actual.utf8).write(to: url)
            Issue.record(
                Comment(rawValue: "recorded \(url.lastPathComponent); run again without SHEAF_RECORD"), sourceLocation: sourceLocation)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record(Comment(rawValue: "missing \(url.path); \(rerecord)"), sourceLocation: sourceLocation)
            return
        }
        if expected != actual {
            Issue.record(
                Comment(
                    rawValue: "\(url.lastPathComponent) differs from the generator's output; \(rerecord)\n"
                        + LineDiff.describe(expected: expected, actual: actual)),
                sourceLocation: sourceLocation)
        }
    }
}

/// A compact diff: the first differing region of two texts, with context, in unified style.
enum LineDiff {
    static func describe(expected: String, actual: String, context: Int = 3, limit: Int = 40) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] {
            prefix += 1
        }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        let start = max(0, prefix - context)
        var lines = ["@@ -\(start + 1) +\(start + 1) @@"]
        lines += old[start..<prefix].map { " " + $0 }
        lines += old[prefix..<(old.count - suffix)].prefix(limit).map { "-" + $0 }
        lines += new[prefix..<(new.count - suffix)].prefix(limit).map { "+" + $0 }
        lines += old[(old.count - suffix)..<min(old.count, old.count - suffix + context)].map { " " + $0 }
        return lines.joined(separator: "\n")
    }
}
