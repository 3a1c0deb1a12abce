import Foundation
import HRv4
import Sheaf

/// Schema `hr` version 4 through its generated code (module `HRv4`).
enum GeneratedV4: GeneratedHR {
    static let version = HRVersion.v4

    static func archive(of spec: DepartmentSpec) throws -> [UInt8] {
        try department(spec).serializedBytes()
    }

    static func read(_ bytes: [UInt8]) throws(SheafError) -> DepartmentFacts {
        let value = try HRv4.Department(serializedBytes: bytes)
        return DepartmentFacts(
            name: value.name, members: value.members.map(facts), lead: value.lead.map(facts),
            unknownFieldIDs: value.sheafUnknownFields.fields.map(\.id))
    }

    static func resave(_ bytes: [UInt8], renamingFirstMemberTo name: String) throws(SheafError) -> [UInt8] {
        var value = try HRv4.Department(serializedBytes: bytes)
        value.members[0].name = name
        return try value.serializedBytes()
    }

    static func department(_ spec: DepartmentSpec) throws -> HRv4.Department {
        HRv4.Department(name: spec.name, members: try spec.members.map(staff), lead: try spec.lead.map(staff))
    }

    static func staff(_ spec: StaffSpec) throws -> HRv4.StaffMember {
        HRv4.StaffMember(
            name: spec.name, employeeNumber: spec.employeeNumber, role: HRv4.Role(rawValue: spec.role),
            permissions: HRv4.Permissions(rawValue: spec.permissions), rating: spec.rating,
            preferredName: spec.preferredName, benefits: try spec.benefits.map(benefit), deskPhone: spec.deskPhone,
            startDate: spec.startDate, contract: HRv4.Contract(rawValue: spec.contract)!, email: spec.email,
            remoteDays: spec.remoteDays, pronouns: spec.pronouns)
    }

    static func benefit(_ spec: BenefitSpec) throws -> any HRv4.Benefit {
        switch spec {
        case .health(let provider, let cost, let family):
            HRv4.HealthPlan(provider: provider, monthlyCost: cost, coversFamily: family)
        case .pension(let provider, let cost, let percent):
            HRv4.PensionPlan(provider: provider, monthlyCost: cost, contributionPercent: percent)
        case .gym(let provider, let cost, let club, let offPeak):
            HRv4.GymMembership(provider: provider, monthlyCost: cost, club: club, offPeak: offPeak)
        }
    }

    static func facts(_ member: HRv4.StaffMember) -> StaffFacts {
        let benefits = member.benefits.map { benefit -> String in
            if let plan = benefit as? HRv4.HealthPlan { return FactText.health(plan.provider, plan.monthlyCost, plan.coversFamily) }
            if let plan = benefit as? HRv4.PensionPlan {
                return FactText.pension(plan.provider, plan.monthlyCost, plan.contributionPercent)
            }
            if let plan = benefit as? HRv4.GymMembership { return FactText.gym(plan.provider, plan.monthlyCost, plan.club, plan.offPeak) }
            return "unexpected \(type(of: benefit))"
        }
        var fields: [StaffField: String] = [
            .name: member.name, .employeeNumber: String(member.employeeNumber), .role: member.role.rawValue,
            .permissions: String(member.permissions.rawValue), .rating: String(Double(member.rating)),
            .benefits: FactText.list(benefits), .startDate: FactText.micros(member.startDate),
            .contract: String(member.contract.rawValue),
        ]
        fields[.preferredName] = member.preferredName
        fields[.deskPhone] = member.deskPhone ?? "nil"
        fields[.email] = member.email ?? "nil"
        fields[.remoteDays] = String(member.remoteDays)
        fields[.pronouns] = member.pronouns ?? "nil"
        return StaffFacts(fields: fields, unknownFieldIDs: member.sheafUnknownFields.fields.map(\.id))
    }
}
