import Sheaf
import SheafSchema
import Testing

/// What a reader of one version makes of an archive another version wrote.
enum Outcome: Hashable, Sendable, CustomStringConvertible {
    /// Every value reads. `unknown`: fields the writer wrote that the reader does not know — it
    /// keeps them (by id, on every staff member). `defaulted`: fields the reader has that the
    /// writer did not write — they take the reader's defaults. Every other field reads as written.
    case reads(unknown: [StaffField] = [], defaulted: [StaffField] = [])
    /// Reading fails with `code` at `path`, the message naming `mentioning` when given. The
    /// failure is the one `sheaf compat` predicts for the versions: a change `rule` about
    /// `subject` that breaks this direction.
    case fails(SheafError.Code, path: String, mentioning: String? = nil, predictedBy: CompatibilityRule, subject: String)

    var description: String {
        switch self {
        case .reads(let unknown, let defaulted):
            var parts = ["reads"]
            if !unknown.isEmpty { parts.append("keeps \(unknown.map(\.rawValue))") }
            if !defaulted.isEmpty { parts.append("defaults \(defaulted.map(\.rawValue))") }
            return parts.joined(separator: ", ")
        case .fails(let code, let path, _, _, _):
            return "\(code) at \(path)"
        }
    }
}

/// One cell of the cross-version matrix: an archive of `scenario` written by `writer`'s
/// generated code, read by `reader` (generated, dynamic and the validator).
struct MatrixCell: Sendable, CustomTestStringConvertible {
    var scenario: Scenario
    var writer: HRVersion
    var reader: HRVersion
    var outcome: Outcome

    var testDescription: String { "\(scenario) \(writer)→\(reader): \(outcome)" }

    /// The facts a successful read must produce: what the writer wrote, restricted to the
    /// reader's fields, with `defaulted` fields at their defaults and `unknown` ids kept.
    var expectedFacts: DepartmentFacts? {
        guard case .reads(let unknown, let defaulted) = outcome else { return nil }
        let written = scenario.department.facts(in: writer)
        // Benefits as the reader sees them: members it does not list read as opaque.
        let seen = scenario.department.facts(in: reader)
        func project(_ staff: StaffFacts, _ readerStaff: StaffFacts?) -> StaffFacts {
            var fields: [StaffField: String] = [:]
            for field in reader.staffFields {
                fields[field] = defaulted.contains(field) ? field.defaultText : staff.fields[field]
            }
            fields[.benefits] = readerStaff?.fields[.benefits]
            return StaffFacts(fields: fields, unknownFieldIDs: unknown.map(\.rawValue))
        }
        return DepartmentFacts(
            name: written.name, members: zip(written.members, seen.members).map(project),
            lead: written.lead.map { project($0, seen.lead) })
    }
}
