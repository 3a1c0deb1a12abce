import Foundation
import SheafSchema
import Testing

/// Each fixture in `Fixtures/invalid` breaks one rule (or several, on purpose) and lists
/// the diagnostics it must produce in `# expect:` comment lines, in the order they are
/// reported (by position, notes after their diagnostic).
@Suite("Invalid schemas")
struct InvalidSchemaTests {
    static let fixtures = Fixtures.files(in: "invalid", withExtension: "yaml")

    @Test("every rule has fixtures")
    func fixturesExist() {
        #expect(Self.fixtures.count >= 30)
    }

    @Test("reports exactly the expected diagnostics", arguments: fixtures)
    func reportsExpectedDiagnostics(fixture: String) throws {
        let path = Fixtures.path("invalid", fixture)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let expected = text.split(separator: "\n")
            .filter { $0.hasPrefix("# expect: ") }
            .map { String($0.dropFirst("# expect: ".count)) }
        #expect(!expected.isEmpty, "fixture \(fixture) declares no expectation")

        let result = SchemaLoader.load(paths: [path])
        let actual = result.diagnostics.flatMap(\.headerLines)
        #expect(actual == expected)
        if expected.contains(where: { $0.contains(": error: ") }) {
            #expect(result.hasErrors)
        }
    }

    /// A fixture is named after the code of the rule it breaks (`unknown-type-typo.yaml`
    /// breaks `unknown-type`): its first diagnostic must carry that code.
    /// `several-errors.yaml` breaks many rules on purpose; every other fixture is named.
    static let namedFixtures = fixtures.filter { $0 != "several-errors.yaml" }

    @Test("the first diagnostic has the code the fixture is named after", arguments: namedFixtures)
    func firstDiagnosticCode(fixture: String) throws {
        let name = String(fixture.dropLast(".yaml".count))
        let code = try #require(
            DiagnosticCode.allCases.filter { name == $0.rawValue || name.hasPrefix($0.rawValue + "-") }
                .max { $0.rawValue.count < $1.rawValue.count },
            "fixture \(fixture) is not named after a diagnostic code")
        let result = SchemaLoader.load(paths: [Fixtures.path("invalid", fixture)])
        #expect(result.diagnostics.first?.code == code)
    }
}
