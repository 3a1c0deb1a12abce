import Foundation
import Sheaf
import SheafDynamic
import SheafSchema

/// Schema `hr` of one version through `SheafDynamic`: no generated code, only the schema.
struct DynamicHR {
    let version: HRVersion

    var decoder: DynamicWireDecoder { DynamicWireDecoder(schemaSet: version.schemaSet) }
    var encoder: DynamicWireEncoder { DynamicWireEncoder(schemaSet: version.schemaSet) }

    /// Reads an archive with this version's schema into facts.
    func read(_ bytes: [UInt8]) throws(SheafError) -> DepartmentFacts {
        let archive = try decoder.decode(bytes)
        guard case .record(let department) = archive.root else {
            throw SheafError(.schemaMismatch, message: "root is not a record: \(archive.root)")
        }
        return DepartmentFacts(
            name: text(department[1]),
            members: list(department[2]).map(staffFacts),
            lead: department[3].map(staffFacts),
            unknownFieldIDs: department.unknownFields.map(\.id))
    }

    /// Decodes, renames the first member and encodes again, all with this version's schema.
    func resave(_ bytes: [UInt8], renamingFirstMemberTo name: String) throws(SheafError) -> [UInt8] {
        var archive = try decoder.decode(bytes)
        guard case .record(var department) = archive.root, case .list(var members)? = department[2],
            case .record(var first) = members[0]
        else {
            throw SheafError(.schemaMismatch, message: "unexpected shape: \(archive.root)")
        }
        first[1] = .string(name)
        members[0] = .record(first)
        department[2] = .list(members)
        archive.root = .record(department)
        return try encoder.encode(archive)
    }

    private func staffFacts(_ value: DynamicValue) -> StaffFacts {
        guard case .record(let record) = value else { return StaffFacts(fields: [:], unknownFieldIDs: [-1]) }
        var fields: [StaffField: String] = [:]
        for field in version.staffFields {
            if let value = record[field.rawValue] {
                fields[field] = field == .benefits ? FactText.list(list(value).map(benefitText)) : text(value)
            } else {
                fields[field] = field.defaultText ?? "missing"
            }
        }
        return StaffFacts(fields: fields, unknownFieldIDs: record.unknownFields.map(\.id))
    }

    private func benefitText(_ value: DynamicValue) -> String {
        guard case .member(let tag, .record(let plan)) = value else { return "unexpected \(value)" }
        let provider = text(plan[1])
        let cost: Int64 = plan[2].flatMap { value -> Int64? in if case .int(let cost) = value { cost } else { nil } } ?? 0
        switch (tag, plan[3]) {
        case ("health", let family):
            return FactText.health(provider, cost, family == .bool(true))
        case ("pension", .float32(let bits)?):
            return FactText.pension(provider, cost, Float(bitPattern: bits))
        case ("gym", let club?) where version >= .v4:
            return FactText.gym(provider, cost, text(club), plan[4] == .bool(true))
        case ("gym", nil) where version < .v4:
            return FactText.opaque(tag, provider, cost, keeps: plan.unknownFields.map(\.id))
        default:
            return "unexpected \(tag) \(plan)"
        }
    }

    private func list(_ value: DynamicValue?) -> [DynamicValue] {
        if case .list(let items)? = value { return items }
        return []
    }

    /// A scalar's text in the form ``StaffFacts`` uses.
    private func text(_ value: DynamicValue?) -> String {
        switch value {
        case nil: "nil"
        case .string(let text)?: text
        case .int(let number)?: String(number)
        case .uint(let number)?: String(number)
        case .float32(let bits)?: String(Double(Float(bitPattern: bits)))
        case .float64(let bits)?: String(Double(bitPattern: bits))
        case .timestamp(let micros)?: String(micros)
        case .options(let bits)?: String(bits)
        case .enumValue(let raw)?: raw.description
        case .bool(let flag)?: String(flag)
        case let other?: "unexpected \(other)"
        }
    }
}
