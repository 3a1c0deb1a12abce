import Foundation
import Sheaf
import SheafTestSupport
import Testing

/// Generic instances: the type arguments' wire forms, and the root type's canonical spelling.
@Suite("Generic instances")
struct GenericTests {
    @Test("Pair<string, [float32]>")
    func pair() throws {
        try expectCanonical(
            Pair("x", [Float(1)]),
            hex(
                """
                0A                    # 10 content bytes
                0A 01 78              # 1 first: "x"
                12 05 01 00 00 80 3F  # 2 second: packed float32 list [1.0]
                """))
    }

    @Test("type arguments decide defaults: an empty list argument is omitted")
    func naturalDefaults() throws {
        try expectCanonical(Pair([Int32](), [String: Bool]()), hex("00"))
        // A required argument type that is absent is missing.
        expectSheafError(.missingRequiredField, at: 0, path: "$.first") {
            _ = try decodeBare(Pair<Int32, Int32>.self, hex("02 10 00"))
        }
    }

    @Test("nested generic instances")
    func nested() throws {
        let value = Pair(Pair(Int8(1), true), [UUID?.none])
        try expectCanonical(value, hex("0A | 0A 04 08 02 10 01 | 12 02 01 00"))
    }

    @Test("the canonical type expression names the instance")
    func typeNames() {
        #expect(Pair<String, [Float]>.sheafTypeName == "Pair<string, [float32]>")
        #expect(Pair<[String: [Int64]]?, Pair<UUID, URL>>.sheafTypeName == "Pair<[string: [int64]]?, Pair<uuid, url>>")
    }

    @Test("a whole archive of a generic instance")
    func archive() throws {
        let bytes = try Pair("x", [Float(1)]).serializedBytes()
        #expect(
            bytes == hex(
                """
                89 53 48 46 02 00                 # magic, format 2, no flags
                08 67 65 6E 65 72 69 63 73        # schema "generics"
                01                                # version 1
                00 00 00 00 00 00 00 01           # fingerprint
                17                                # root type: 23 bytes
                """) + utf8("Pair<string, [float32]>") + hex("00 00 | 0A 0A 01 78 12 05 01 00 00 80 3F"))
        #expect(try Pair<String, [Float]>(serializedBytes: bytes) == Pair("x", [1]))
        expectSheafError(.rootTypeMismatch, at: 24) { _ = try Pair<String, [Double]>(serializedBytes: bytes) }
    }
}
