import SheafSchema
import Testing

@Suite("Compatibility report")
struct CompatibilityReportTests {
    static func change(
        _ rule: CompatibilityRule, _ breaks: BrokenDirections, _ file: String, _ line: Int, _ column: Int,
        _ message: String = "m"
    ) -> CompatibilityChange {
        CompatibilityChange(rule, breaks: breaks, at: SourceLocation(file: file, line: line, column: column), message)
    }

    @Test("changes are sorted by file, line, column, then rule id; duplicates dropped")
    func sorting() {
        let report = CompatibilityReport(changes: [
            Self.change(.typeAdded, .safe, "b.yaml", 1, 1),
            Self.change(.fieldTypeChanged, .forward, "a.yaml", 10, 3),
            Self.change(.fieldAdded, .safe, "a.yaml", 10, 3),
            Self.change(.fieldAdded, .safe, "a.yaml", 10, 3),
            Self.change(.typeRemoved, .backward, "a.yaml", 2, 9),
        ])
        #expect(report.changes.map(\.rule) == [.typeRemoved, .fieldAdded, .fieldTypeChanged, .typeAdded])
    }

    @Test("one line per change in the documented format")
    func line() {
        let change = Self.change(.fieldRenamed, .backward, "s/new.yaml", 7, 5, "field 'b' renamed from 'a'")
        #expect("\(change)" == "s/new.yaml:7:5: FIELD_RENAMED: field 'b' renamed from 'a' (breaks backward)")
        #expect("\(BrokenDirections.both)" == "breaks both")
        #expect("\(BrokenDirections.forward)" == "breaks forward")
        #expect("\(BrokenDirections.safe)" == "safe")
    }

    @Test("modes: backward and forward each need their direction, full needs both")
    func modes() {
        let backward = Self.change(.fieldRequiredAdded, .backward, "a", 1, 1)
        let forward = Self.change(.protocolMemberAdded, .forward, "a", 1, 1)
        let both = Self.change(.typeKindChanged, .both, "a", 1, 1)
        let safe = Self.change(.fieldAdded, .safe, "a", 1, 1)
        #expect(CompatibilityMode.backward.isBroken(by: backward) && !CompatibilityMode.backward.isBroken(by: forward))
        #expect(CompatibilityMode.forward.isBroken(by: forward) && !CompatibilityMode.forward.isBroken(by: backward))
        #expect(CompatibilityMode.full.isBroken(by: backward) && CompatibilityMode.full.isBroken(by: forward))
        for mode in CompatibilityMode.allCases {
            #expect(mode.isBroken(by: both) && !mode.isBroken(by: safe))
        }
        let report = CompatibilityReport(changes: [forward, safe])
        #expect(report.isCompatible(in: .backward) && !report.isCompatible(in: .full))
        #expect(report.breakingChanges(for: .forward) == [forward])
    }

    @Test("summary counts by direction and judges the mode")
    func summary() {
        #expect(CompatibilityReport(changes: []).summary(for: .full) == "no changes; compatible in full mode")
        let one = CompatibilityReport(changes: [Self.change(.fieldAdded, .safe, "a", 1, 1)])
        #expect(one.rendered(for: .backward) == "a:1:1: FIELD_ADDED: m (safe)\n1 change (1 safe); compatible in backward mode\n")
        let mixed = CompatibilityReport(changes: [
            Self.change(.fieldAdded, .safe, "a", 1, 1), Self.change(.typeKindChanged, .both, "a", 2, 1),
            Self.change(.fieldRequiredAdded, .backward, "a", 3, 1), Self.change(.enumCaseAdded, .forward, "a", 4, 1),
            Self.change(.enumCaseAdded, .forward, "a", 5, 1),
        ])
        #expect(
            mixed.summary(for: .forward)
                == "5 changes (1 breaks backward, 2 breaks forward, 1 breaks both, 1 safe); incompatible in forward mode")
    }

    @Test("rule ids are the SCREAMING_SNAKE_CASE names of docs/Versioning.md, unique")
    func ruleIds() {
        let ids = CompatibilityRule.allCases.map(\.rawValue)
        #expect(Set(ids).count == ids.count)
        for id in ids {
            #expect(id.allSatisfy { $0.isUppercase || $0 == "_" })
        }
        let spec = [
            "FIELD_REMOVED_NOT_RESERVED", "FIELD_ID_REUSED", "FIELD_TYPE_CHANGED", "FIELD_REQUIRED_ADDED",
            "FIELD_MADE_REQUIRED", "FIELD_RENAMED", "ENUM_CASE_REMOVED", "ENUM_CASE_ADDED", "ENUM_RAW_VALUE_CHANGED",
            "OPTION_FLAG_REMOVED", "OPTION_BIT_CHANGED", "TYPE_REMOVED", "TYPE_KIND_CHANGED", "TYPE_TAG_CHANGED",
            "PROTOCOL_MEMBER_REMOVED", "GENERIC_PARAMETERS_CHANGED", "VERSION_NOT_INCREASED",
        ]
        for id in spec {
            #expect(CompatibilityRule(rawValue: id) != nil, "missing \(id)")
        }
    }

    @Test("sets with schema errors compare what resolved, without crashing")
    func brokenInput() {
        let old = SchemaLoader.load(texts: [
            ("old.yaml", "schema: s\nversion: 1\ntypes:\n  T:\n    kind: struct\n    fields:\n      a: { id: 1, type: Nope }\n")
        ])
        let new = SchemaLoader.load(texts: [("new.yaml", "schema: s\nversion: [\n")])
        #expect(old.hasErrors && new.hasErrors)
        // T resolved (without its broken field); the new set holds nothing.
        #expect(CompatibilityChecker.compare(old: old, new: new).changes.map(\.rule) == [.typeRemoved])
        #expect(CompatibilityChecker.compare(old: new, new: old).changes.map(\.rule) == [.typeAdded])
    }
}
