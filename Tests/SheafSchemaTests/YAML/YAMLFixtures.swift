import Foundation
import Testing

@testable import SheafSchema

/// The YAML reader's golden cases: one folder per case under `Fixtures/yaml/`, holding
/// `input.yaml` and `expected.txt` (the rendered diagnostics with codes, then the tree).
///
/// Set `RECORD_GOLDENS=1` to rewrite every `expected.txt` from the current output; the
/// recording run fails on purpose, so nobody records by accident.
enum YAMLFixtures {
    /// `Tests/SheafSchemaTests/Fixtures/yaml`, found from this file's path (no SwiftPM resources).
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/yaml")

    static var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" }

    /// The case folders of a group (`valid`, `invalid`), sorted by name.
    static func cases(_ group: String) -> [String] {
        let folder = root.appendingPathComponent(group)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { "\(group)/\($0)" }
    }

    static func input(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: root.appendingPathComponent("\(name)/input.yaml")))
    }

    /// Compares `actual` with the case's `expected.txt`, or records it.
    static func assertGolden(
        _ actual: String, case name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let url = root.appendingPathComponent("\(name)/expected.txt")
        if isRecording {
            try actual.write(to: url, atomically: true, encoding: .utf8)
            Issue.record(
                "recorded \(name)/expected.txt; run again without RECORD_GOLDENS", sourceLocation: sourceLocation)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        if actual != expected {
            Issue.record(
                "\(name)/expected.txt differs (- expected, + actual):\n\(unifiedDiff(expected, actual))",
                sourceLocation: sourceLocation)
        }
    }

    /// A line diff by longest common subsequence; fixtures are small.
    static func unifiedDiff(_ old: String, _ new: String) -> String {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false)
        var common = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                common[i][j] = a[i] == b[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var lines: [String] = []
        var (i, j) = (0, 0)
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                lines.append(" \(a[i])")
                (i, j) = (i + 1, j + 1)
            } else if j < b.count, i == a.count || common[i][j + 1] >= common[i + 1][j] {
                lines.append("+\(b[j])")
                j += 1
            } else {
                lines.append("-\(a[i])")
                i += 1
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The reader's whole output for a file: diagnostics as the CLI shows them (with
    /// codes), then the tree, one node per line.
    static func readerOutput(_ bytes: [UInt8], file: String = "input.yaml") -> String {
        var diagnostics = DiagnosticCollector()
        let root = YAMLReader.parse(bytes, file: file, diagnostics: &diagnostics)
        let renderer = DiagnosticRenderer(sources: [SourceFile(path: file, bytes: bytes)], includesCodes: true)
        var output = renderer.render(diagnostics.diagnostics)
        if let root { output += dump(root) } else { output += "(no tree)\n" }
        return output
    }

    /// `role kind @line:column "text"`, children indented by two spaces.
    static func dump(_ node: YAMLNode, role: String = "root", indent: String = "") -> String {
        let position = "@\(node.location.line):\(node.location.column)"
        switch node.content {
        case .scalar(let text, let style):
            return "\(indent)\(role) \(style) \(position) \(text.debugDescription)\n"
        case .sequence(let items):
            return "\(indent)\(role) sequence \(position)\n"
                + items.map { dump($0, role: "item", indent: indent + "  ") }.joined()
        case .mapping(let pairs):
            return "\(indent)\(role) mapping \(position)\n"
                + pairs.map {
                    dump($0.key, role: "key", indent: indent + "  ")
                        + dump($0.value, role: "value", indent: indent + "  ")
                }.joined()
        }
    }
}
