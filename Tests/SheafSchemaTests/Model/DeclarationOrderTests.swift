import SheafSchema
import Testing

/// The model keeps the order a schema is written in — types file by file, fields as listed,
/// inherited ones first — so that generated code follows the schema without sorting by
/// source position.
@Suite("Declaration order in the model")
struct DeclarationOrderTests {
    static let first = """
        schema: shop
        version: 1
        types:
          Zebra:
            kind: struct
            conforms: [Named]
            fields:
              stripes: { id: 3, type: int32 }
              age:     { id: 2, type: int32 }
          Named:
            kind: protocol
            fields:
              name: { id: 9, type: string }
              alias: { id: 1, type: "string?" }
          Apple:
            kind: enum
            cases:
              whole: { id: 2 }
              sliced: { id: 1, fields: { pieces: { id: 2, type: int32 }, size: { id: 1, type: float64 } } }
        """
    static let second = """
        schema: shop
        version: 1
        types:
          Mango: { kind: struct, fields: {} }
          Banana: { kind: struct, fields: {} }
        """

    static func load() -> SchemaSet {
        let result = SchemaLoader.load(texts: [(path: "b/first.yaml", text: first), (path: "a/second.yaml", text: second)])
        #expect(!result.hasErrors, "\(result.renderer.render(result.diagnostics))")
        return result.schemaSet
    }

    @Test func typesFollowTheFilesAndTheirListing() {
        let set = Self.load()
        #expect(set.schema(named: "shop")?.declarationOrder == ["Zebra", "Named", "Apple", "Mango", "Banana"])
        #expect(set.schema(named: "shop")?.typeNames == ["Apple", "Banana", "Mango", "Named", "Zebra"])
        #expect(set.declarations(inFile: "b/first.yaml").map(\.name) == ["Zebra", "Named", "Apple"])
        #expect(set.declarations(inFile: "a/second.yaml").map(\.name) == ["Mango", "Banana"])
        #expect(set.declarations(inFile: "c/none.yaml").isEmpty)
    }

    @Test func fieldsAreAsWrittenInheritedFirst() {
        let set = Self.load()
        #expect(set[typeNamed: "Zebra"]?.fields.map(\.name) == ["name", "alias", "stripes", "age"])
        guard case .payloadEnum(let cases)? = set[typeNamed: "Apple"]?.kind else {
            Issue.record("Apple is not a payload enum")
            return
        }
        #expect(cases.map(\.name) == ["whole", "sliced"])
        #expect(cases.last?.fields.map(\.name) == ["pieces", "size"])
    }
}
