import Foundation

/// A staff member as the test means it, independent of any version: each version's writer
/// builds its own generated value from it, or refuses when the version cannot hold it.
struct StaffSpec: Sendable {
    var name: String
    var employeeNumber: Int64
    var role: String
    var permissions: UInt16
    var rating: Double
    var faxNumber: String?
    var preferredName: String
    var benefits: [BenefitSpec]
    var deskPhone: String?
    var startSeconds: Int64
    var contract: UInt8
    var email: String?
    var remoteDays: UInt8
    var pronouns: String?

    var startDate: Date { Date(timeIntervalSince1970: TimeInterval(startSeconds)) }

    /// The facts a reader of `version` finds when the same version wrote the value.
    func facts(in version: HRVersion) -> StaffFacts {
        let all: [StaffField: String] = [
            .name: name, .employeeNumber: String(employeeNumber), .role: role, .permissions: String(permissions),
            .rating: String(rating), .faxNumber: faxNumber ?? "nil", .preferredName: preferredName,
            .benefits: FactText.list(benefits.map { $0.text(in: version) }), .deskPhone: deskPhone ?? "nil",
            .startDate: String(startSeconds * 1_000_000), .contract: String(contract), .email: email ?? "nil",
            .remoteDays: String(remoteDays), .pronouns: pronouns ?? "nil",
        ]
        return StaffFacts(fields: all.filter { version.staffFields.contains($0.key) }, unknownFieldIDs: [])
    }
}

/// A member of the `Benefit` family.
enum BenefitSpec: Sendable {
    case health(provider: String, monthlyCost: Int64, coversFamily: Bool)
    case pension(provider: String, monthlyCost: Int64, contributionPercent: Float)
    case gym(provider: String, monthlyCost: Int64, club: String, offPeak: Bool)

    /// The text a reader of `version` finds: versions before 4 do not list the gym member and
    /// keep it opaque (club, and offPeak when not its default, unread).
    func text(in version: HRVersion) -> String {
        if case .gym(let provider, let cost, _, let offPeak) = self, version < .v4 {
            return FactText.opaque("gym", provider, cost, keeps: offPeak ? [3, 4] : [3])
        }
        return text
    }

    var text: String {
        switch self {
        case .health(let provider, let cost, let family): FactText.health(provider, cost, family)
        case .pension(let provider, let cost, let percent): FactText.pension(provider, cost, percent)
        case .gym(let provider, let cost, let club, let offPeak): FactText.gym(provider, cost, club, offPeak)
        }
    }
}

/// A department as the test means it.
struct DepartmentSpec: Sendable {
    var name: String
    var members: [StaffSpec]
    var lead: StaffSpec?

    func facts(in version: HRVersion) -> DepartmentFacts {
        DepartmentFacts(name: name, members: members.map { $0.facts(in: version) }, lead: lead?.facts(in: version))
    }
}

/// A value the writing version's types cannot hold (a scenario that version does not write).
struct NotExpressible: Error, CustomStringConvertible {
    var description: String
}
