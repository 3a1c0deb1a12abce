import SheafSchema
import Testing

/// The `hr` schema over four versions (Schemas/evolution): the changes between each pair and
/// what they break, as Schemas/evolution/README.md explains them.
@Suite("Evolution series")
struct EvolutionSeriesTests {
    struct Step: CustomTestStringConvertible, Sendable {
        var old: Int
        var new: Int
        /// `RULE_ID breaks` per change, in report order.
        var expected: [String]
        var testDescription: String { "v\(old) → v\(new)" }
    }

    static let steps: [Step] = [
        Step(
            old: 1, new: 2,
            expected: [
                "ENUM_CASE_ADDED safe",  // Role is open
                "OPTION_FLAG_ADDED safe",
                "FIELD_ADDED safe",  // email
                "FIELD_ADDED safe",  // remoteDays
            ]),
        Step(
            old: 2, new: 3,
            expected: [
                "FIELD_RETIRED safe",  // faxNumber, optional and reserved (points into v2)
                "FIELD_TYPE_CHANGED breaks forward",  // employeeNumber int32 → int64
                "FIELD_TYPE_CHANGED breaks forward",  // rating float32 → float64
                "FIELD_RENAMED safe",  // displayName → preferredName with alias
            ]),
        Step(
            old: 3, new: 4,
            expected: [
                "PROTOCOL_MEMBER_ADDED safe",  // GymMembership (a struct) joins Benefit: kept opaque
                "TYPE_ADDED safe",
                "FIELD_TYPE_CHANGED breaks forward",  // deskPhone string → string?
                "FIELD_ADDED safe",  // pronouns
            ]),
        Step(
            old: 1, new: 4,
            expected: [
                "FIELD_RETIRED safe",
                "ENUM_CASE_ADDED safe",
                "OPTION_FLAG_ADDED safe",
                "PROTOCOL_MEMBER_ADDED safe",
                "TYPE_ADDED safe",
                "FIELD_TYPE_CHANGED breaks forward",
                "FIELD_TYPE_CHANGED breaks forward",
                "FIELD_RENAMED safe",
                "FIELD_TYPE_CHANGED breaks forward",
                "FIELD_ADDED safe",
                "FIELD_ADDED safe",
                "FIELD_ADDED safe",
            ]),
    ]

    static func load(_ version: Int) -> SchemaLoadResult {
        SchemaLoader.load(paths: [Fixtures.repository.appendingPathComponent("Schemas/evolution/v\(version)").path])
    }

    @Test("each step reports the documented changes", arguments: steps)
    func step(step: Step) {
        let old = Self.load(step.old)
        let new = Self.load(step.new)
        #expect(!old.hasErrors && !new.hasErrors)
        let report = CompatibilityChecker.compare(old: old, new: new)
        #expect(report.changes.map { "\($0.rule.rawValue) \($0.breaks)" } == step.expected)
        #expect(report.isCompatible(in: .backward))
        #expect(report.isCompatible(in: .forward) == (step.old == 1 && step.new == 2))
        #expect(report.isCompatible(in: .full) == (step.old == 1 && step.new == 2))
    }

    @Test("going back in the series breaks backward compatibility")
    func downgrade() {
        let report = CompatibilityChecker.compare(old: Self.load(4), new: Self.load(3))
        #expect(!report.isCompatible(in: .backward))
        #expect(report.changes.contains { $0.rule == .versionNotIncreased && $0.breaks == .both })
        #expect(report.changes.contains { $0.rule == .protocolMemberRemoved && $0.breaks == .backward })
        #expect(report.changes.contains { $0.rule == .typeRemoved && $0.breaks == .backward })
        #expect(report.changes.contains { $0.rule == .fieldMadeRequired && $0.breaks == .backward })
    }
}
