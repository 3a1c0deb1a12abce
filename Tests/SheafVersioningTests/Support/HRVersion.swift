import Foundation
import SheafSchema

/// One version of the evolution series in `Schemas/evolution/vN/hr.yaml`.
enum HRVersion: Int, CaseIterable, Comparable, Sendable, CustomStringConvertible {
    case v1 = 1
    case v2, v3, v4

    /// The repository's top folder.
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Schemas/evolution/vN/hr.yaml`, relative to the repository (as generated headers name it).
    var schemaPath: String { "Schemas/evolution/v\(rawValue)/hr.yaml" }

    /// The loaded schema set of this version alone.
    var schemaSet: SchemaSet { Self.schemaSets[rawValue - 1] }

    /// Loaded once: every test reads them.
    private static let schemaSets: [SchemaSet] = allCases.map { version in
        let result = SchemaLoader.load(paths: [repository.appendingPathComponent(version.schemaPath).path])
        precondition(!result.hasErrors, result.renderer.render(result.diagnostics))
        return result.schemaSet
    }

    /// The ids of `StaffMember`'s fields in this version.
    var staffFields: [StaffField] {
        switch self {
        case .v1: StaffField.allCases.filter { $0.rawValue <= 11 }
        case .v2: StaffField.allCases.filter { $0.rawValue <= 13 }
        case .v3: StaffField.allCases.filter { $0.rawValue <= 13 && $0 != .faxNumber }
        case .v4: StaffField.allCases.filter { $0 != .faxNumber }
        }
    }

    var description: String { "v\(rawValue)" }

    static func < (lhs: HRVersion, rhs: HRVersion) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// `StaffMember`'s fields over all versions, by id (the wire never carries names; id 7 is
/// `displayName` in v1–v2 and `preferredName` from v3 on).
enum StaffField: Int, CaseIterable, Sendable, CustomStringConvertible {
    case name = 1
    case employeeNumber, role, permissions, rating, faxNumber, preferredName, benefits
    case deskPhone, startDate, contract, email, remoteDays, pronouns

    /// The field's value when absent, as ``StaffFacts`` writes it (the same in every version
    /// that has the field); `nil` for required fields.
    var defaultText: String? {
        switch self {
        case .name, .employeeNumber, .startDate: nil
        case .deskPhone: "nil"  // required before v4; optional, so nil, in v4
        case .role: "engineer"
        case .permissions: "1"  // [read]
        case .rating: "0.0"
        case .faxNumber, .email, .pronouns: "nil"
        case .preferredName: ""
        case .benefits: "[]"
        case .contract: "1"  // permanent
        case .remoteDays: "0"
        }
    }

    var description: String { "\(self.name)(\(rawValue))" }

    private var name: String {
        switch self {
        case .name: "name"
        case .employeeNumber: "employeeNumber"
        case .role: "role"
        case .permissions: "permissions"
        case .rating: "rating"
        case .faxNumber: "faxNumber"
        case .preferredName: "preferredName"
        case .benefits: "benefits"
        case .deskPhone: "deskPhone"
        case .startDate: "startDate"
        case .contract: "contract"
        case .email: "email"
        case .remoteDays: "remoteDays"
        case .pronouns: "pronouns"
        }
    }
}
