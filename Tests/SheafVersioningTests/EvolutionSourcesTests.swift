import Foundation
import SheafGenerator
import SheafSchema
import Testing

/// The committed generated code of each version (modules HRv1…HRv4) is exactly what the
/// generator writes today, so the matrix never runs stale code.
@Suite("Committed generated sources of the evolution series")
struct EvolutionSourcesTests {
    static let rerecord = "re-record with `for v in 1 2 3 4; do sheaf generate Schemas/evolution/v$v "
        + "--output Tests/SheafVersioningTests/Generated/v$v --visibility public; done`, or run "
        + "`SHEAF_RECORD=1 swift test --filter EvolutionSourcesTests`"

    @Test("generated sources match the generator", arguments: HRVersion.allCases)
    func matches(_ version: HRVersion) throws {
        let text = try String(contentsOf: HRVersion.repository.appendingPathComponent(version.schemaPath), encoding: .utf8)
        let result = SchemaLoader.load(texts: [(path: version.schemaPath, text: text)])
        #expect(!result.hasErrors)
        var diagnostics = DiagnosticCollector()
        let files = SwiftGenerator(options: GeneratorOptions(visibility: .public)).generate(result.schemaSet, diagnostics: &diagnostics)
        #expect(diagnostics.diagnostics.isEmpty)
        #expect(files.map(\.fileName) == ["hr.sheaf.swift"])
        let folder = HRVersion.repository.appendingPathComponent("Tests/SheafVersioningTests/Generated/v\(version.rawValue)")
        for file in files {
            let url = folder.appendingPathComponent(file.fileName)
            if ProcessInfo.processInfo.environment["SHEAF_RECORD"] == "1" {
                try Data(file.contents.utf8).write(to: url)
                Issue.record("recorded \(url.path); run again without SHEAF_RECORD")
                continue
            }
            let committed = try? String(contentsOf: url, encoding: .utf8)
            #expect(committed == file.contents, "\(url.lastPathComponent) of \(version) differs; \(Self.rerecord)")
        }
        let present = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(present == ["hr.sheaf.swift"], "stale files in \(folder.path)")
    }
}
