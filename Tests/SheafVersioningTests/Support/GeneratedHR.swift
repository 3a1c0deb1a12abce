import Sheaf

/// One version's generated code, seen through what the matrix needs: write a department,
/// read an archive into facts, and re-save an archive after a change (decode, rename the first
/// member, encode).
protocol GeneratedHR {
    static var version: HRVersion { get }
    static func archive(of spec: DepartmentSpec) throws -> [UInt8]
    static func read(_ bytes: [UInt8]) throws(SheafError) -> DepartmentFacts
    static func resave(_ bytes: [UInt8], renamingFirstMemberTo name: String) throws(SheafError) -> [UInt8]
}

extension HRVersion {
    /// This version's generated code.
    var generated: any GeneratedHR.Type {
        switch self {
        case .v1: GeneratedV1.self
        case .v2: GeneratedV2.self
        case .v3: GeneratedV3.self
        case .v4: GeneratedV4.self
        }
    }
}
