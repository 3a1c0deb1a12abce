import Foundation
import HRv2
import Sheaf

/// Schema `hr` version 2 through its generated code (module `HRv2`).
enum GeneratedV2: GeneratedHR {
    static let version = HRVersion.v2

    static func archive(of spec: DepartmentSpec) throws -> [UInt8] {
        try department(spec).serializedBytes()
    }

    static func read(_ bytes: [UInt8]) throws(SheafError) -> DepartmentFacts {
        let value = try HRv2.Department(serializedBytes: bytes)
        return DepartmentFacts(
            name: value.name, members: value.members.map(facts), lead: value.lead.map(facts),
            unknownFieldIDs: value.sheafUnknownFields.fields.map(\.id))
    }

    static func resave(_ bytes: [UInt8], renamingFirstMemberTo name: String) throws(SheafError) -> [UInt8] {
        var value = try HRv2.Department(serializedBytes: bytes)
        value.members[0].name = name
        return try value.serializedBytes()
    }

    static func department(_ spec: DepartmentSpec) throws -> HRv2.Department {
        HRv2.Department(name: spec.name, members: try spec.members.map(staff), lead: try spec.lead.map(staff))
    }

    static func staff(_ spec: StaffSpec) throws -> HRv2.StaffMember {
        guard let number = Int32(exactly: spec.employeeNumber) else {
            throw NotExpressible(description: "employeeNumber \(spec.employeeNumber) in v2")
        }
        guard let deskPhone = spec.deskPhone else { throw NotExpressible(description: "no deskPhone in v2") }
        return HRv2.StaffMember(
            name: spec.name, employeeNumber: number, role: HRv2.Role(rawValue: spec.role),
            permissions: HRv2.Permissions(rawValue: spec.permissions), rating: Float(spec.rating), faxNumber: spec.faxNumber,
            displayName: spec.preferredName, benefits: try spec.benefits.map(benefit), deskPhone: deskPhone,
            startDate: spec.startDate, contract: HRv2.Contract(rawValue: spec.contract)!, email: spec.email,
            remoteDays: spec.remoteDays)
    }

    static func benefit(_ spec: BenefitSpec) throws -> any HRv2.Benefit {
        switch spec {
        case .health(let provider, let cost, let family):
            HRv2.HealthPlan(provider: provider, monthlyCost: cost, coversFamily: family)
        case .pension(let provider, let cost, let percent):
            HRv2.PensionPlan(provider: provider, monthlyCost: cost, contributionPercent: percent)
        case .gym:
            throw NotExpressible(description: "no GymMembership in v2")
        }
    }

    static func facts(_ member: HRv2.StaffMember) -> StaffFacts {
        let benefits = member.benefits.map { benefit -> String in
            if let plan = benefit as? HRv2.HealthPlan { return FactText.health(plan.provider, plan.monthlyCost, plan.coversFamily) }
            if let plan = benefit as? HRv2.PensionPlan {
                return FactText.pension(plan.provider, plan.monthlyCost, plan.contributionPercent)
            }
            if let opaque = benefit as? HRv2.BenefitFamily.Opaque {
                return FactText.opaque(opaque.tag, opaque.provider, opaque.monthlyCost, keeps: opaque.sheafUnknownFields.fields.map(\.id))
            }
            return "unexpected \(type(of: benefit))"
        }
        var fields: [StaffField: String] = [
            .name: member.name, .employeeNumber: String(member.employeeNumber), .role: member.role.rawValue,
            .permissions: String(member.permissions.rawValue), .rating: String(Double(member.rating)),
            .benefits: FactText.list(benefits), .startDate: FactText.micros(member.startDate),
            .contract: String(member.contract.rawValue),
        ]
        fields[.faxNumber] = member.faxNumber ?? "nil"
        fields[.preferredName] = member.displayName
        fields[.deskPhone] = member.deskPhone
        fields[.email] = member.email ?? "nil"
        fields[.remoteDays] = String(member.remoteDays)
        return StaffFacts(fields: fields, unknownFieldIDs: member.sheafUnknownFields.fields.map(\.id))
    }
}
