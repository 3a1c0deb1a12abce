import Foundation
import SheafGenerator
import SheafSchema
import Testing

/// The committed generated code of each version (modules HRv1…HRv4) is exactly what the
/// generator writes today, so the matrix never runs stale code.
@Suite("Committed generated sources of the evolution series")
struct EvolutionSourcesTests {
    static let rerecord =
        "re-record with `for v in 1 2 3 4; do sheaf generate Schemas/evolution/v$v "
        + "--output Tests/SheafVersioningTests/Generated/v$v --visibility public; done`, or run "
        + "`SHEAF_RECORD=1 swift test --filter EvolutionSourcesTests`"

    @Test("generated sources match the generator", arguments: HRVersion.allCases)
    func matches(_ version: HRVersion) throws {
        try Self.check(
            schema: version.schemaPath, folder: "Tests/SheafVersioningTests/Generated/v\(version.rawValue)",
            file: "hr.sheaf.swift", rerecord: Self.rerecord)
    }

    @Test("the workshop modules (the cross-version corpus's schema) match the generator", arguments: [1, 3])
    func workshop(_ version: Int) throws {
        try Self.check(
            schema: "Conformance/evolution/workshop/v\(version).yaml", folder: "Tests/SheafVersioningTests/Generated/workshop-v\(version)",
            file: "v\(version).sheaf.swift",
            rerecord: "re-record with `sheaf generate Conformance/evolution/workshop/v\(version).yaml "
                + "--output Tests/SheafVersioningTests/Generated/workshop-v\(version) --visibility public`, or run "
                + "`SHEAF_RECORD=1 swift test --filter EvolutionSourcesTests`")
    }

    /// Generates `schema` (relative to the repository) and compares the result with `file`, the
    /// only file in `folder`; `SHEAF_RECORD=1` writes it instead.
    static func check(schema: String, folder: String, file name: String, rerecord: String) throws {
        let text = try String(contentsOf: HRVersion.repository.appendingPathComponent(schema), encoding: .utf8)
        let result = SchemaLoader.load(texts: [(path: schema, text: text)])
        #expect(!result.hasErrors)
        var diagnostics = DiagnosticCollector()
        let files = SwiftGenerator(options: GeneratorOptions(visibility: .public)).generate(result.schemaSet, diagnostics: &diagnostics)
        #expect(diagnostics.diagnostics.isEmpty)
        #expect(files.map(\.fileName) == [name])
        let directory = HRVersion.repository.appendingPathComponent(folder)
        for file in files {
            let url = directory.appendingPathComponent(file.fileName)
            if ProcessInfo.processInfo.environment["SHEAF_RECORD"] == "1" {
                try Data(file.contents.utf8).write(to: url)
                Issue.record("recorded \(url.path); run again without SHEAF_RECORD")
                continue
            }
            let committed = try? String(contentsOf: url, encoding: .utf8)
            #expect(committed == file.contents, "\(folder)/\(file.fileName) differs; \(rerecord)")
        }
        let present = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(present == [name], "stale files in \(directory.path)")
    }
}
