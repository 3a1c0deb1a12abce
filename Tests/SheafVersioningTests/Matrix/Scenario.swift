import Foundation

/// One kind of department a writer puts in an archive. `common` uses only values every
/// version can hold (every field set, none at its default except `rating`); each other
/// scenario changes the second member (`members[1]`) to exercise one change of the series.
enum Scenario: String, CaseIterable, Sendable {
    /// Every field the writer's version has, with values all versions can hold.
    case common
    /// `rating` 4.5 (exact in float32): written as float32 by v1–v2, float64 by v3–v4.
    case rating
    /// `employeeNumber` 3 000 000 000, past `Int32.max` (v3–v4 only).
    case largeEmployeeNumber
    /// `deskPhone` nil (v4 only; required before).
    case noDeskPhone
    /// A `GymMembership` benefit, tag `gym` (v4 only).
    case gymBenefit
    /// Role `data-scientist` and the flag `approveExpenses` (bit 3), both new in v2.
    case newRoleAndFlag

    /// The versions whose types can hold the scenario.
    var writers: [HRVersion] {
        switch self {
        case .common, .rating: HRVersion.allCases
        case .largeEmployeeNumber: [.v3, .v4]
        case .noDeskPhone, .gymBenefit: [.v4]
        case .newRoleAndFlag: [.v2, .v3, .v4]
        }
    }

    var department: DepartmentSpec {
        var second = Self.bob
        switch self {
        case .common: break
        case .rating: second.rating = 4.5
        case .largeEmployeeNumber: second.employeeNumber = 3_000_000_000
        case .noDeskPhone: second.deskPhone = nil
        case .gymBenefit:
            second.benefits.append(.gym(provider: "City Gyms", monthlyCost: 4_500, club: "Riverside", offPeak: true))
        case .newRoleAndFlag:
            second.role = "data-scientist"
            second.permissions = 0b1001  // read, approveExpenses
        }
        return DepartmentSpec(name: "Platform", members: [Self.ann, second], lead: self == .common ? Self.ann : nil)
    }

    static let ann = StaffSpec(
        name: "Ann Lee", employeeNumber: 1_042, role: "manager", permissions: 0b111, rating: 0,
        faxNumber: "+44 20 7946 0000", preferredName: "Annie",
        benefits: [
            .health(provider: "Acme Health", monthlyCost: 12_000, coversFamily: true),
            .pension(provider: "Nest", monthlyCost: 0, contributionPercent: 5.5),
        ],
        deskPhone: "x2301", startSeconds: 1_551_657_600, contract: 2, email: "ann@example.com", remoteDays: 2,
        pronouns: "she/her")

    static let bob = StaffSpec(
        name: "Bob Stone", employeeNumber: 7, role: "designer", permissions: 0b011, rating: 0,
        faxNumber: "+44 20 7946 0001", preferredName: "Bobby",
        benefits: [.health(provider: "Acme Health", monthlyCost: 9_000, coversFamily: false)],
        deskPhone: "x2302", startSeconds: 1_262_304_000, contract: 3, email: "bob@example.com", remoteDays: 5,
        pronouns: "he/him")
}
