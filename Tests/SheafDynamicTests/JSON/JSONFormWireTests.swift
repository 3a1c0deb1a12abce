import Foundation
import Sheaf
import SheafDynamic
import SheafDynamicTestSupport
import SheafSchema
import Testing

/// The JSON form's contract (docs/JSONForm.md): `pack(dump(a)) == a` byte for byte, with the schema-driven wire
/// codec on either side of the JSON form.
@Suite("JSON form with the wire codec")
struct JSONFormWireTests {
    static let types = DynamicJSONRoundTripTests.types

    @Test("pack(dump(archive)) gives the same bytes", arguments: types)
    func packDump(typeText: String) throws {
        let schemaSet = try FormFixtures.formSchema()
        let type = try schemaSet.resolve(typeExpression: typeText)
        let encoder = DynamicWireEncoder(schemaSet: schemaSet)
        let decoder = DynamicWireDecoder(schemaSet: schemaSet)
        for seed in 0..<40 as Range<UInt64> {
            var generator = ValueGenerator(seed: seed &* 104_729 &+ 17, schemaSet: schemaSet)
            let bytes = try encoder.encode(generator.archive(type))
            let decoded = try decoder.decode(bytes, as: type)
            let dumped = try DynamicJSON.write(decoded, schemaSet: schemaSet)
            let read = try DynamicJSON.read(dumped, rootType: type, schemaSet: schemaSet)
            #expect(read == decoded, "seed \(seed):\n\(dumped)")
            let packed = try encoder.encode(read)
            #expect(packed == bytes, "seed \(seed):\n\(dumped)")
        }
    }

    @Test("hand-written JSON packs as the canonical archive of its value")
    func handWritten() throws {
        let schemaSet = try FormFixtures.formSchema()
        let type = TypeReference.named("Node", arguments: [])
        // Members out of order, labels, a forward reference, a field equal to its default.
        let json = """
            {"children": [{"label": "k", "parent": {"$ref": "r"}}, {"$ref": "p"}],
             "parent": {"$id": "p", "label": "p"}, "$id": "r", "label": "root"}
            """
        let archive = try DynamicJSON.read(json, rootType: type, schemaSet: schemaSet)
        let bytes = try DynamicWireEncoder(schemaSet: schemaSet).encode(archive)
        let decoded = try DynamicWireDecoder(schemaSet: schemaSet).decode(bytes, as: type)
        #expect(decoded == archive)
        #expect(
            try DynamicJSON.write(decoded, schemaSet: schemaSet) == """
                {
                  "$id": "1",
                  "label": "root",
                  "children": [
                    {
                      "$id": "2",
                      "label": "k",
                      "parent": {
                        "$ref": "1"
                      }
                    },
                    {
                      "$id": "3",
                      "label": "p"
                    }
                  ],
                  "parent": {
                    "$ref": "3"
                  }
                }

                """)
    }
}
