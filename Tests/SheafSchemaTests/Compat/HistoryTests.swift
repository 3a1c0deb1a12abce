import SheafSchema
import Testing

/// docs/Versioning.md, "Keeping the history": every step can be fully compatible while the
/// ends are not, which is why scripts/compat-history.sh checks against every release.
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
}
