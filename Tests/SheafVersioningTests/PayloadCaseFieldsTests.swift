import Sheaf
import SheafDynamic
import SheafSchema
import Testing

/// A field added to a payload-enum case: `SheafDynamic` with the old schema skips it, keeps it
/// and writes it back (generated code cannot keep it; docs/Versioning.md, "Re-saving").
@Suite("Fields added to a payload case")
struct PayloadCaseFieldsTests {
    static func schema(version: Int, colour: Bool) -> SchemaSet {
        let extra = colour ? ", colour: { id: 2, type: string, default: \"\" }" : ""
        let text = """
            schema: shapes
            version: \(version)
            types:
              Shape:
                kind: enum
                cases:
                  circle: { id: 1, fields: { radius: { id: 1, type: float64 }\(extra) } }
                  empty: { id: 2 }
            """
        let result = SchemaLoader.load(texts: [(path: "shapes.yaml", text: text)])
        #expect(!result.hasErrors)
        return result.schemaSet
    }

    @Test("the old schema's dynamic reader keeps the new case field through a re-save")
    func keptDynamically() throws {
        let old = Self.schema(version: 1, colour: false)
        let new = Self.schema(version: 2, colour: true)
        let shape = TypeReference.named("Shape", arguments: [])
        let written = DynamicArchive(
            rootType: shape, root: .payload(caseID: 1, fields: DynamicRecord(fields: [1: .float64(1.5), 2: .string("red")])))
        let bytes = try DynamicWireEncoder(schemaSet: new).encode(written)
        let read = try DynamicWireDecoder(schemaSet: old).decode(bytes)
        guard case .payload(1, let fields) = read.root else {
            Issue.record("unexpected \(read.root)")
            return
        }
        #expect(fields.fields == [1: .float64(1.5)])
        #expect(fields.unknownFields.map(\.id) == [2])
        let resaved = try DynamicWireEncoder(schemaSet: old).encode(read)
        #expect(try DynamicWireDecoder(schemaSet: new).decode(resaved).root == written.root)
    }
}
