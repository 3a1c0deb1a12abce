import Foundation
import SheafDynamic
import SheafSchema
import Testing

/// The JSON form's float algorithm (docs/JSONForm.md, "Float spelling"): shortest round-trip
/// digits in the type's width, positional for 1e-4 ≤ |x| < 1e16, else `d.ddde±XX`. The
/// expected texts were worked out from the algorithm by hand and checked against Python's
/// `repr` for float64; Swift's
/// own `description` differs for several of them (`9.007199254740992e+15`, `1e+08` for float32).
@Suite("JSON form float spelling")
struct JSONFloatSpellingTests {
    static let float64: [(UInt64, String)] = [
        (0x4341_C379_37E0_8000, "1e+16"),
        (0x430C_6BF5_2634_0000, "1000000000000000.0"),
        (0x4340_0000_0000_0000, "9007199254740992.0"),
        (0x3F1A_36E2_EB1C_432D, "0.0001"),
        (0x3EE4_F8B5_88E3_68F1, "1e-05"),
        (0x0000_0000_0000_0001, "5e-324"),
        (0x0010_0000_0000_0000, "2.2250738585072014e-308"),
        (0x7FEF_FFFF_FFFF_FFFF, "1.7976931348623157e+308"),
        (0x437B_69B4_BA63_0F35, "1.2345678901234568e+17"),
        (0x3FB9_9999_9999_999A, "0.1"),
        (0x4059_0000_0000_0000, "100.0"),
        (0x8000_0000_0000_0000, "-0.0"),
        (0x0000_0000_0000_0000, "0.0"),
        (0xBFF8_0000_0000_0000, "-1.5"),
        (0x405E_DD2F_1A9F_BE77, "123.456"),
        (0x444B_1AE4_D6E2_EF50, "1e+21"),
        (0x3E7A_D7F2_9ABC_AF48, "1e-07"),
        (0x3FD3_3333_3333_3333, "0.3"),
    ]

    static let float32: [(UInt32, String)] = [
        (0x7F7F_FFFF, "3.4028235e+38"),
        (0x0000_0001, "1e-45"),
        (0x0080_0000, "1.1754944e-38"),
        (0x3DCC_CCCD, "0.1"),
        (0x4B80_0000, "16777216.0"),
        (0x3F80_0001, "1.0000001"),
        (0x8000_0000, "-0.0"),
        (0x5A0E_1BCA, "1e+16"),
        (0x38D1_B717, "0.0001"),
        (0x3727_C5AC, "1e-05"),
        (0x4CBE_BC20, "100000000.0"),
        (0xC049_0FDB, "-3.1415927"),
    ]

    func written(_ value: DynamicValue, _ type: Primitive) throws -> String {
        let archive = DynamicArchive(rootType: .primitive(type), root: value, objects: [:])
        return try DynamicJSON.write(archive, schemaSet: SchemaSet(schemas: [], types: [:])).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test(arguments: float64)
    func float64Spelling(_ bits: UInt64, _ text: String) throws {
        #expect(try written(.float64(bits: bits), .float64) == text)
    }

    @Test(arguments: float32)
    func float32Spelling(_ bits: UInt32, _ text: String) throws {
        #expect(try written(.float32(bits: bits), .float32) == text)
    }
}
