import Sheaf
import SheafTestSupport
import Testing

/// Payload enums: length, case id, then the case's fields as in a struct.
@Suite("Payload enums")
struct PayloadEnumTests {
    @Test("cases with and without fields")
    func cases() throws {
        try expectCanonical(
            Shape.circle(radius: 1.5),
            hex(
                """
                0A                               # 10 content bytes
                01                               # case id 1: circle
                09 00 00 00 00 00 00 F8 3F       # field 1 (I64) radius 1.5
                """))
        try expectCanonical(
            Shape.rect(w: 2, h: 0.5),
            hex(
                """
                13 02
                09 00 00 00 00 00 00 00 40       # w = 2.0
                11 00 00 00 00 00 00 E0 3F       # h = 0.5 (2<<3|1 = 0x11)
                """))
        try expectCanonical(Shape.rect(w: 2, h: 1), hex("0A 02 09 00 00 00 00 00 00 00 40"))  // h = default 1
        try expectCanonical(Shape.empty, hex("01 03"))
        try expectCanonical([Shape.empty, .empty], hex("05 02 01 03 01 03"))
    }

    @Test("case ids that name no case")
    func unknownCase() {
        expectSheafError(.unknownEnumCase, at: 1) { _ = try decodeBare(Shape.self, hex("01 04")) }
        expectSheafError(.unknownEnumCase, at: 1) { _ = try decodeBare(Shape.self, hex("01 00")) }
        expectSheafError(.unknownEnumCase, at: 3, path: "$[0]") { _ = try decodeBare([Shape].self, hex("03 01 01 09")) }
    }

    @Test("a case's required field is missing")
    func missingField() {
        expectSheafError(.missingRequiredField, at: 0, path: "$.radius") { _ = try decodeBare(Shape.self, hex("01 01")) }
    }

    @Test("an empty payload is not a value")
    func emptyContent() {
        expectSheafError(.truncated, at: 1) { _ = try decodeBare(Shape.self, hex("00")) }
    }
}
