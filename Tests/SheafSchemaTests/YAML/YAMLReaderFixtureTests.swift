import Testing

@testable import SheafSchema

/// Golden cases for the YAML reader: each fixture folder's `input.yaml` must give
/// exactly its `expected.txt` (diagnostics as rendered, then the tree with positions).
@Suite("YAML reader fixtures")
struct YAMLReaderFixtureTests {
    @Test("valid files give a tree with exact positions and styles", arguments: YAMLFixtures.cases("valid"))
    func valid(name: String) throws {
        let output = YAMLFixtures.readerOutput(try YAMLFixtures.input(name))
        #expect(!output.contains("error:"), "\(name) should parse cleanly")
        try YAMLFixtures.assertGolden(output, case: name)
    }

    @Test("invalid files give exact diagnostics and no tree", arguments: YAMLFixtures.cases("invalid"))
    func invalid(name: String) throws {
        let output = YAMLFixtures.readerOutput(try YAMLFixtures.input(name))
        #expect(output.hasSuffix("(no tree)\n"), "\(name) must not produce a tree")
        try YAMLFixtures.assertGolden(output, case: name)
    }

    @Test("fixture folders are present")
    func fixturesExist() {
        #expect(YAMLFixtures.cases("valid").count >= 8)
        #expect(YAMLFixtures.cases("invalid").count >= 20)
    }
}
