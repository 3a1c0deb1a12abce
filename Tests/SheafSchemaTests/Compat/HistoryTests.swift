import Foundation
import SheafSchema
import Testing

/// docs/Versioning.md, "Keeping the history": every step can be fully compatible while the
/// ends are not, which is why `sheaf compat --history` has modes that check every release.
@Suite("Compatibility over a history")
struct HistoryTests {
    static func version(_ number: Int, open: Bool, cases: String) -> SchemaLoadResult {
        let text = """
            schema: h
            version: \(number)
            types:
              Status:
                kind: enum
                raw: uint8
                open: \(open)
                cases: { \(cases) }
            """
        return SchemaLoader.load(texts: [("v\(number).yaml", text)])
    }

    @Test("v1 closed, v2 opened, v3 adds a case: each step is safe, v1 → v3 breaks forward")
    func openedThenExtended() {
        let v1 = Self.version(1, open: false, cases: "active: 1")
        let v2 = Self.version(2, open: true, cases: "active: 1")
        let v3 = Self.version(3, open: true, cases: "active: 1, paused: 2")
        let step1 = CompatibilityChecker.compare(old: v1, new: v2)
        let step2 = CompatibilityChecker.compare(old: v2, new: v3)
        let whole = CompatibilityChecker.compare(old: v1, new: v3)
        #expect(step1.changes.map { "\($0.rule.rawValue) \($0.breaks)" } == ["ENUM_OPENED safe"])
        #expect(step2.changes.map { "\($0.rule.rawValue) \($0.breaks)" } == ["ENUM_CASE_ADDED safe"])
        #expect(whole.changes.map { "\($0.rule.rawValue) \($0.breaks)" } == ["ENUM_OPENED safe", "ENUM_CASE_ADDED breaks forward"])
        #expect(step1.isCompatible(in: .full) && step2.isCompatible(in: .full))
        #expect(!whole.isCompatible(in: .full))
    }

    @Test("the evolution series is a history: v4 against v1…v4, each release's changes those of the pair")
    func evolutionSeries() throws {
        let folder = Fixtures.repository.appendingPathComponent("Schemas/evolution").path
        let releases = try SchemaHistoryLoader.load(folder: folder)
        // README.md beside the release folders is not a release.
        #expect(releases.map(\.folder) == (1...4).map { "\(folder)/v\($0)" })
        let new = SchemaLoader.load(paths: ["\(folder)/v4"])
        let history = try CompatibilityHistory(releases: releases.reversed(), new: new.schemaSet)
        #expect(history.releases.map(\.label.versions) == (1...4).map { ["hr v\($0)"] })

        let latest = history.compare(new: new, mode: .full)
        #expect(latest.changes.isEmpty && latest.isCompatible)
        let all = history.compare(new: new, mode: .forwardTransitive)
        for release in history.releases {
            let pair = CompatibilityChecker.compare(old: release.schemas, new: new)
            #expect(all.changes.filter { $0.release == release.label }.map(\.change) == pair.changes)
        }
        #expect(all.brokenReleases.map(\.folder) == (1...3).map { "\(folder)/v\($0)" })
        #expect(history.compare(new: new, mode: .backwardTransitive).isCompatible)
    }

    @Test("modes: directions and transitivity")
    func modes() {
        #expect(
            HistoryMode.allCases.map(\.rawValue) == [
                "backward", "forward", "full", "backward-transitive", "forward-transitive", "full-transitive",
            ])
        #expect(HistoryMode.allCases.filter(\.isTransitive) == [.backwardTransitive, .forwardTransitive, .fullTransitive])
        #expect(HistoryMode.allCases.map(\.directions) == [.backward, .forward, .full, .backward, .forward, .full])
    }

    @Test("no releases at all is an error, not a crash")
    func noReleases() {
        let new = Self.version(1, open: false, cases: "active: 1")
        #expect(throws: SchemaHistoryError.noReleases(path: "", holdsSchemaFiles: false)) {
            try CompatibilityHistory(releases: [], new: new.schemaSet)
        }
    }

    @Test("a history of one release: the latest and the only one")
    func oneRelease() throws {
        let v1 = SchemaRelease(folder: "releases/1", schemas: Self.version(1, open: false, cases: "active: 1"))
        let new = Self.version(2, open: false, cases: "active: 1, paused: 2")
        let history = try CompatibilityHistory(releases: [v1], new: new.schemaSet)
        let report = history.compare(new: new, mode: .fullTransitive)
        #expect(
            report.rendered.hasSuffix(
                "compared with the only release, releases/1 (h v1): 1 change (1 breaks forward); incompatible in full-transitive mode, broken against releases/1 (h v1)\n"
            ))
        #expect("\(report.changes[0])".hasPrefix("v2.yaml:8:25: ENUM_CASE_ADDED: against releases/1 (h v1): case 'paused'"))
    }
}
