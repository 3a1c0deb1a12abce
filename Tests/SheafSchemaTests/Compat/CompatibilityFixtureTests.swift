import Foundation
import SheafSchema
import Testing

/// Each folder in `Fixtures/compat` holds an old and a new version of a schema set —
/// `old.yaml` or an `old/` folder, `new.yaml` or a `new/` folder — and lists the changes
/// `CompatibilityChecker` must report in `# expect:` comment lines, as
/// `FILE:LINE:COLUMN: RULE_ID (breaks backward|breaks forward|breaks both|safe)` with FILE
/// relative to the fixture folder, in report order (by file, then position). The lines sit
/// at the end of the files, so adding one does not move what the others point at.
/// `# expect: no changes` says that nothing may be reported. The `history` folder holds the
/// histories of `HistoryFixtureTests` instead.
@Suite("Compatibility rules")
struct CompatibilityFixtureTests {
    static let fixtures = CompatFixture.all

    @Test("there is a fixture for every rule")
    func everyRuleHasFixtures() throws {
        // Rules only a history can show (FIELD_NAME_REUSED) have their fixtures there.
        let pairs = try Self.fixtures.flatMap { try $0.expectations() }
        let histories = try HistoryFixture.all.flatMap { try $0.changeExpectations() }
        let expected = (pairs + histories).joined(separator: "\n")
        for rule in CompatibilityRule.allCases {
            #expect(expected.contains(": \(rule.rawValue) ("), "no fixture expects \(rule.rawValue)")
        }
    }

    @Test("reports exactly the expected changes", arguments: fixtures)
    func reportsExpectedChanges(fixture: CompatFixture) throws {
        let expected = try fixture.expectations()
        #expect(!expected.isEmpty, "fixture \(fixture.name) declares no expectation")
        let (old, new) = fixture.load()
        #expect(!old.hasErrors && !new.hasErrors, "fixture \(fixture.name) has schema errors: \(old.diagnostics + new.diagnostics)")

        let report = CompatibilityChecker.compare(old: old, new: new)
        let actual = report.changes.map { fixture.summaryLine(of: $0) }
        #expect(actual == (expected == ["no changes"] ? [] : expected))
        for change in report.changes {
            #expect(!change.message.isEmpty && !change.message.hasSuffix("."))
        }
    }

    @Test("comparing a set with itself reports nothing", arguments: fixtures)
    func identity(fixture: CompatFixture) {
        let (_, new) = fixture.load()
        #expect(CompatibilityChecker.compare(old: new, new: new).changes.isEmpty)
        #expect(CompatibilityChecker.compare(old: new.schemaSet, new: new.schemaSet).changes.isEmpty)
    }

    @Test("the showcase schemas compared with themselves report nothing")
    func showcaseIdentity() {
        let schemas = SchemaLoader.load(paths: [Fixtures.repository.appendingPathComponent("Schemas").path])
        #expect(!schemas.hasErrors)
        #expect(CompatibilityChecker.compare(old: schemas, new: schemas).changes.isEmpty)
    }

    @Test("schema sets alone give the same report as loaded files: the model keeps every location", arguments: fixtures)
    func modelLocations(fixture: CompatFixture) {
        let (old, new) = fixture.load()
        #expect(CompatibilityChecker.compare(old: old.schemaSet, new: new.schemaSet) == CompatibilityChecker.compare(old: old, new: new))
    }
}

/// One folder of `Fixtures/compat`.
struct CompatFixture: CustomTestStringConvertible, Sendable {
    let name: String
    var folder: URL { Fixtures.root.appendingPathComponent("compat").appendingPathComponent(name) }
    var testDescription: String { name }

    static var all: [CompatFixture] {
        let root = Fixtures.root.appendingPathComponent("compat")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return names.filter { $0 != "history" }.sorted().map(CompatFixture.init(name:))
    }

    /// `old` and `new`, each a file `NAME.yaml` or a folder `NAME/`.
    func load() -> (old: SchemaLoadResult, new: SchemaLoadResult) {
        (SchemaLoader.load(paths: [path(of: "old")]), SchemaLoader.load(paths: [path(of: "new")]))
    }

    private func path(of version: String) -> String {
        let file = folder.appendingPathComponent(version + ".yaml").path
        return FileManager.default.fileExists(atPath: file) ? file : folder.appendingPathComponent(version).path
    }

    /// The `# expect:` lines of every file of the fixture, in file-path order.
    func expectations() throws -> [String] {
        let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return try files.filter { $0.hasSuffix(".yaml") }.sorted().flatMap { file in
            try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                .split(separator: "\n")
                .filter { $0.hasPrefix("# expect: ") }
                .map { String($0.dropFirst("# expect: ".count)) }
        }
    }

    /// `new.yaml:7:29: FIELD_TYPE_CHANGED (breaks forward)`, the path relative to the folder.
    func summaryLine(of change: CompatibilityChange) -> String {
        let prefix = folder.path + "/"
        let file =
            change.location.file.hasPrefix(prefix)
            ? String(change.location.file.dropFirst(prefix.count)) : change.location.file
        return "\(file):\(change.location.line):\(change.location.column): \(change.rule.rawValue) (\(change.breaks))"
    }
}
