import Sheaf
import SheafSchema

/// The expected outcome of every cell, worked out from the versioning rules
/// (docs/Versioning.md, "How readers treat missing and unknown data") and the changes
/// `sheaf compat` reports between the versions (Schemas/evolution/README.md) — not from
/// running the readers.
enum CrossVersionMatrix {
    /// Values every version can hold: every pair reads. Rows: writer v1…v4; columns: reader v1…v4.
    /// Older readers keep what newer writers added (email and remoteDays from v2, pronouns from
    /// v4) and newer readers keep the retired faxNumber (id 6, reserved in v3) of old archives.
    static let common: [[Outcome]] = [
        // reader v1                                         v2
        // v3                                                v4
        [
            .reads(), .reads(defaulted: [.email, .remoteDays]),
            .reads(unknown: [.faxNumber], defaulted: [.email, .remoteDays]),
            .reads(unknown: [.faxNumber], defaulted: [.email, .remoteDays, .pronouns]),
        ],
        [
            .reads(unknown: [.email, .remoteDays]), .reads(),
            .reads(unknown: [.faxNumber]), .reads(unknown: [.faxNumber], defaulted: [.pronouns]),
        ],
        [
            .reads(unknown: [.email, .remoteDays], defaulted: [.faxNumber]), .reads(defaulted: [.faxNumber]),
            .reads(), .reads(defaulted: [.pronouns]),
        ],
        [
            .reads(unknown: [.email, .remoteDays, .pronouns], defaulted: [.faxNumber]),
            .reads(unknown: [.pronouns], defaulted: [.faxNumber]),
            .reads(unknown: [.pronouns]), .reads(),
        ],
    ]

    /// Where a scenario differs from `common`: (writer, reader) → outcome. Every failure is a
    /// newer writer read by older code (forward), as the compat summary says: every pair is
    /// backward compatible.
    static func overrides(_ scenario: Scenario) -> [HRVersion: [HRVersion: Outcome]] {
        switch scenario {
        case .common, .newRoleAndFlag:
            // Role is open: v1 reads `data-scientist` as unrecognized; bit 3 is kept (same cells).
            return [:]
        case .rating:
            // v1/v2 float32 read by v3/v4 float64 widens exactly; the other way a float32 field meets I64.
            let fails = Outcome.fails(.wireKindMismatch, path: "$.members[1].rating", predictedBy: .fieldTypeChanged, subject: "rating")
            return [.v3: [.v1: fails, .v2: fails], .v4: [.v1: fails, .v2: fails]]
        case .largeEmployeeNumber:
            let fails = Outcome.fails(
                .integerOverflow, path: "$.members[1].employeeNumber", predictedBy: .fieldTypeChanged, subject: "employeeNumber")
            return [.v3: [.v1: fails, .v2: fails], .v4: [.v1: fails, .v2: fails]]
        case .noDeskPhone:
            let fails = Outcome.fails(
                .missingRequiredField, path: "$.members[1].deskPhone", mentioning: "deskPhone",
                predictedBy: .fieldTypeChanged, subject: "deskPhone")
            return [.v4: [.v1: fails, .v2: fails, .v3: fails]]
        case .gymBenefit:
            // Older readers keep the gym benefit as an opaque member of `Benefit`.
            return [:]
        }
    }

    /// Every cell: each scenario, each version that can write it, each reader.
    static let cells: [MatrixCell] = Scenario.allCases.flatMap { scenario in
        scenario.writers.flatMap { writer in
            HRVersion.allCases.map { reader in
                let outcome = overrides(scenario)[writer]?[reader] ?? common[writer.rawValue - 1][reader.rawValue - 1]
                return MatrixCell(scenario: scenario, writer: writer, reader: reader, outcome: outcome)
            }
        }
    }
}
