import Sheaf
import SheafTestSupport
import Testing

/// Structs: length, then keyed fields in id order with defaults omitted; unknown fields kept.
@Suite("Structs")
struct StructTests {
    @Test("defaults are omitted and required fields always written")
    func defaults() throws {
        try expectCanonical(
            Employee(name: "Ann", age: 34),
            hex(
                """
                07                # 7 content bytes
                0A 03 41 6E 6E    # field 1 (1<<3|2 LEN): "Ann"
                10 44             # field 2 (2<<3|0 VARINT): zig-zag(34) = 68
                """))
        // Every field at its default except the required name: only the name is written.
        try expectCanonical(Employee(name: ""), hex("02 0A 00"))
    }

    @Test("every field present, in id order")
    func allFields() throws {
        let value = Employee(
            name: "Ann", age: 18, gender: .male, duties: [.cleanWorkplace, .bringCoffee],
            email: "a@b", scores: ["m": [0.5]], rating: -0.0)
        let bytes = hex(
            """
            26                               # 38 content bytes
            0A 03 41 6E 6E                   # 1 name: "Ann"         (age 18 = default: omitted)
            18 02                            # 3 gender: male = 1, zig-zag 2
            20 05                            # 4 duties: bits 0 and 2
            2A 03 61 40 62                   # 5 email: "a@b"
            3A 0D 01 01 6D 09 01 00 00 00 00 00 00 E0 3F   # 7 scores: {"m": [0.5]}
            41 00 00 00 00 00 00 00 80       # 8 rating (8<<3|1 I64): -0.0 is not the default 0.0
            """)
        #expect(try encodeBare(value) == bytes)
        #expect(try decodeBare(Employee.self, bytes).isIdentical(to: value))
    }

    @Test("a value equal to the type's natural default but not to the declared default is written")
    func emptyOptionsWritten() throws {
        try expectCanonical(Employee(name: "A", duties: []), hex("05 | 0A 01 41 | 20 00"))
        try expectCanonical(Employee(name: "A", age: 0), hex("05 | 0A 01 41 | 10 00"))
    }

    @Test("a field written although it equals its default is read; re-encoding omits it")
    func explicitDefault() throws {
        let value = try decodeBare(Employee.self, hex("0E | 0A 01 41 | 10 24 | 41 00 00 00 00 00 00 00 00"))
        #expect(value == Employee(name: "A"))
        #expect(try encodeBare(value) == hex("03 0A 01 41"))
    }

    @Test("float defaults compare bit patterns")
    func floatDefaults() throws {
        var writer = SheafWriter()
        try writer.writeField(1, Double.nan, default: .nan)  // the same NaN: omitted
        try writer.writeField(2, -Double.nan, default: .nan)  // another NaN: written
        try writer.writeField(3, Float(0), default: -0.0)  // +0 against a -0 default: written
        try writer.writeField(4, Float(-0.0), default: -0.0)  // omitted
        #expect(writer.bytes() == hex("11 00 00 00 00 00 00 F8 FF | 1D 00 00 00 00"))
    }

    @Test("fields in any order are accepted; re-encoding puts them in id order")
    func anyOrder() throws {
        let shuffled = hex("05 | 10 02 | 0A 01 41")
        let value = try decodeBare(Employee.self, shuffled)
        #expect(value == Employee(name: "A", age: 1))
        #expect(try encodeBare(value) == hex("05 | 0A 01 41 | 10 02"))
    }

    @Test("unknown fields of every wire kind are kept and re-emitted in id order")
    func unknownFields() throws {
        let input = hex(
            """
            1C                               # 28 content bytes
            4A 02 68 69                      # field 9, LEN: "hi" (unknown)
            0A 01 41                         # field 1 name: "A"
            80 01 01                         # field 16, VARINT: 1 (unknown; two-byte key)
            30 07                            # field 6, VARINT: 7 (unknown, reserved here)
            55 00 00 80 3F                   # field 10, I32 (unknown)
            59 00 00 00 00 00 00 F0 3F       # field 11, I64 (unknown)
            10 02                            # field 2 age: 1
            """)
        let value = try decodeBare(Employee.self, input)
        #expect(value.name == "A" && value.age == 1)
        #expect(value.sheafUnknownFields.fields.map(\.id) == [6, 9, 10, 11, 16])
        #expect(value.sheafUnknownFields[id: 9]?.rawBytes == hex("4A 02 68 69"))
        #expect(
            try encodeBare(value)
                == hex(
                    """
                    1C
                    0A 01 41                         # 1
                    10 02                            # 2
                    30 07                            # 6 (unknown) between the known fields 5 and 7
                    4A 02 68 69                      # 9
                    55 00 00 80 3F                   # 10
                    59 00 00 00 00 00 00 F0 3F       # 11
                    80 01 01                         # 16
                    """))
    }

    @Test("a float32 field is read by a float64 field (widening)")
    func floatWidening() throws {
        // rating (id 8) written as I32 1.0 by an older schema.
        let value = try decodeBare(Employee.self, hex("08 | 0A 01 41 | 45 00 00 80 3F"))
        #expect(value.rating == 1.0)
    }

    @Test("errors inside struct fields carry the field's path")
    func paths() {
        expectSheafError(.missingRequiredField, at: 0, path: "$.name") { _ = try decodeBare(Employee.self, hex("00")) }
        expectSheafError(.wireKindMismatch, at: 1, path: "$.name") { _ = try decodeBare(Employee.self, hex("02 08 01")) }
        expectSheafError(.invalidUTF8, at: 2, path: "$.name") { _ = try decodeBare(Employee.self, hex("03 0A 01 FF")) }
        expectSheafError(.unknownEnumValue, at: 5, path: "$.gender") {
            _ = try decodeBare(Employee.self, hex("05 0A 01 41 18 06"))
        }
        expectSheafError(.integerOverflow, at: 5, path: "$.duties") {
            _ = try decodeBare(Employee.self, hex("09 0A 01 41 20 80 80 80 80 10"))
        }
        expectSheafError(.missingRequiredField, at: 5, path: "$[1].name") {
            _ = try decodeBare([Employee].self, hex("05 02 02 0A 00 00"))
        }
    }

    @Test("field keys: ids 1 … 2^29-1 and wire kinds 0, 1, 2, 5")
    func keys() {
        for kind: UInt8 in [3, 4, 6, 7] {
            expectSheafError(.unknownWireKind, at: 1) { _ = try decodeBare(Employee.self, [0x02, 0x08 | kind, 0x00]) }
        }
        expectSheafError(.invalidFieldID, at: 1) { _ = try decodeBare(Employee.self, hex("02 02 00")) }
        // id 2^29 as VARINT: key 2^32 = 80 80 80 80 10.
        expectSheafError(.invalidFieldID, at: 1) { _ = try decodeBare(Employee.self, hex("06 80 80 80 80 10 00")) }
    }

    @Test("a repeated field id is duplicateField at the second key")
    func duplicates() {
        expectSheafError(.duplicateField, at: 4, path: "$.name") {
            _ = try decodeBare(Employee.self, hex("06 0A 01 41 0A 01 42"))
        }
        expectSheafError(.duplicateField, at: 6, path: "$.#6") {
            _ = try decodeBare(Employee.self, hex("07 0A 01 41 30 01 30 02"))
        }
    }

    @Test("a field value that runs past its struct")
    func overrun() {
        // name claims 5 bytes, the struct has 2 left after the key.
        expectSheafError(.lengthOutOfBounds, at: 2, path: "$.name") {
            _ = try decodeBare(Employee.self, hex("04 0A 05 41 41 41 41 41"))
        }
        expectSheafError(.truncated, at: 5, path: "$.rating") {
            _ = try decodeBare(Employee.self, hex("07 0A 01 41 41 00 00 00 00 00 00"))
        }
    }
}
