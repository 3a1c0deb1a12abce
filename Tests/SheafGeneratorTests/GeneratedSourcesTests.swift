import Foundation
import SheafGenerator
import Testing

/// The generated sources of the showcase schemas that SheafGeneratedTests compiles are
/// exactly what the generator writes today, so they never drift from it.
@Suite("Committed generated sources")
struct GeneratedSourcesTests {
    static let generatedFolder = GeneratorFixtures.repository.appendingPathComponent("Tests/SheafGeneratedTests/Generated")
    static let rerecord = "re-record with `SHEAF_RECORD=1 swift test --filter GeneratedSourcesTests` "
        + "(or `sheaf generate Schemas --output Tests/SheafGeneratedTests/Generated --visibility public`)"

    static func showcase() throws -> [GeneratedFile] {
        let folder = GeneratorFixtures.repository.appendingPathComponent("Schemas")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }.sorted()
        return try GeneratorFixtures.generate(
            names.map { (path: "Schemas/" + $0, url: folder.appendingPathComponent($0)) }, visibility: .public)
    }

    @Test func committedSourcesMatchTheGenerator() throws {
        let files = try Self.showcase()
        #expect(files.map(\.fileName) == ["company-fleet.sheaf.swift", "company.sheaf.swift", "kitchen-sink.sheaf.swift", "library.sheaf.swift"])
        for file in files {
            GeneratorFixtures.assertMatches(
                file.contents, expected: Self.generatedFolder.appendingPathComponent(file.fileName), rerecord: Self.rerecord)
        }
        let committed = try FileManager.default.contentsOfDirectory(atPath: Self.generatedFolder.path).filter { $0.hasSuffix(".swift") }
        #expect(Set(committed) == Set(files.map(\.fileName)), "stale generated files; \(Self.rerecord)")
    }

    @Test func outputIsDeterministic() throws {
        #expect(try Self.showcase() == Self.showcase())
    }

    @Test func everyFileStartsWithItsHeader() throws {
        for file in try Self.showcase() {
            #expect(file.contents.hasPrefix("// DO NOT EDIT.\n// Source: \(file.schemaPath)\n"))
            #expect(!file.contents.contains("\n\n\n"))
            #expect(!file.contents.contains(" \n"))
        }
    }
}
