import Foundation
import SheafGenerator
import Testing

/// The generator's output for small schemas, one construct each, compared with the expected
/// Swift next to each schema (`NAME.yaml` → `NAME.swift`).
@Suite("Generator snapshots")
struct SnapshotTests {
    static let schemas = GeneratorFixtures.files(in: "snapshots", withExtension: "yaml")

    @Test(arguments: schemas)
    func snapshot(_ name: String) throws {
        let folder = GeneratorFixtures.root.appendingPathComponent("snapshots")
        let files = try GeneratorFixtures.generate([(path: "snapshots/" + name, url: folder.appendingPathComponent(name))])
        let file = try #require(files.first)
        #expect(files.count == 1)
        let expected = folder.appendingPathComponent(String(name.dropLast(".yaml".count)) + ".swift")
        GeneratorFixtures.assertMatches(
            file.contents, expected: expected,
            rerecord: "re-record with `SHEAF_RECORD=1 swift test --filter SnapshotTests` and review the diff")
    }

    @Test func thereAreSnapshots() {
        #expect(Self.schemas.count >= 6)
    }
}
