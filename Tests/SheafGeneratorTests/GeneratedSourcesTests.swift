import Foundation
import SheafGenerator
import Testing

/// The generated sources that the test build compiles — the showcase schemas' in
/// SheafGeneratedTests, the conformance schemas' in SheafGeneratedConformanceTests — are
/// exactly what the generator writes today, so they never drift from it.
@Suite("Committed generated sources")
struct GeneratedSourcesTests {
    struct Source: Sendable, CustomTestStringConvertible {
        /// The schema folder, relative to the repository.
        let schemas: String
        /// The folder of generated sources, relative to the repository.
        let generated: String
        /// The generator's `optimize` setting.
        var optimize = GeneratorOptions.Optimize.speed
        /// The generator's `codable` setting.
        var codable = true
        var testDescription: String {
            schemas + (optimize == .speed ? "" : " (optimize: \(optimize.rawValue))") + (codable ? "" : " (codable: false)")
        }

        var rerecord: String {
            "re-record with `SHEAF_RECORD=1 swift test --filter GeneratedSourcesTests` "
                + "(or `sheaf generate \(schemas) --output \(generated) --visibility public --optimize \(optimize.rawValue)\(codable ? "" : " --no-codable")`), rebuild and review the diff"
        }

        func generate() throws -> [GeneratedFile] {
            let folder = GeneratorFixtures.repository.appendingPathComponent(schemas)
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }.sorted()
            return try GeneratorFixtures.generate(
                names.map { (path: schemas + "/" + $0, url: folder.appendingPathComponent($0)) }, visibility: .public,
                optimize: optimize, codable: codable)
        }
    }

    static let sources = [
        Source(schemas: "Schemas", generated: "Tests/SheafGeneratedTests/Generated"),
        Source(schemas: "Conformance/schemas", generated: "Tests/SheafGeneratedConformanceTests/Generated"),
        Source(schemas: "Conformance/schemas", generated: "Tests/SheafGeneratedSizeConformanceTests/Generated", optimize: .size),
        Source(schemas: "Schemas", generated: "Tests/SheafGeneratedSizeTests/Generated", optimize: .size),
        Source(schemas: "Schemas", generated: "Tests/SheafGeneratedNoCodableTests/Generated", codable: false),
        Source(schemas: "Schemas", generated: "Tests/SheafGeneratedNoCodableSizeTests/Generated", optimize: .size, codable: false),
        Source(schemas: "Conformance/schemas", generated: "Tests/SheafGeneratedNoCodableConformanceTests/Generated", codable: false),
        Source(
            schemas: "Conformance/schemas", generated: "Tests/SheafGeneratedNoCodableSizeConformanceTests/Generated", optimize: .size,
            codable: false),
    ]

    @Test(arguments: sources)
    func committedSourcesMatchTheGenerator(_ source: Source) throws {
        let files = try source.generate()
        #expect(!files.isEmpty)
        let folder = GeneratorFixtures.repository.appendingPathComponent(source.generated)
        for file in files {
            GeneratorFixtures.assertMatches(
                file.contents, expected: folder.appendingPathComponent(file.fileName), rerecord: source.rerecord)
        }
        let committed = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        #expect(Set(committed) == Set(files.map(\.fileName)), "stale or missing generated files; \(source.rerecord)")
    }

    @Test func showcaseFiles() throws {
        #expect(
            try Self.sources[0].generate().map(\.fileName) == [
                "company-fleet.sheaf.swift", "company.sheaf.swift", "kitchen-sink.sheaf.swift", "library.sheaf.swift",
            ])
    }

    @Test func everyFileStartsWithItsHeader() throws {
        for file in try Self.sources[0].generate() {
            #expect(file.contents.hasPrefix("// DO NOT EDIT.\n// Source: \(file.schemaPath)\n"))
            #expect(!file.contents.contains("\n\n\n"))
            #expect(!file.contents.contains(" \n"))
        }
    }
}
