import SheafGenerator
import Testing

/// The opaque member the generator writes for each protocol family (docs/Generator.md,
/// "Opaque members"); its behaviour is tested on compiled code in SheafVersioningTests.
@Suite("Generated opaque members")
struct OpaqueMemberEmissionTests {
    static func generate(_ fields: String) -> String {
        let text = """
            schema: p
            version: 1
            types:
              Thing:
                kind: protocol
                fields:
            \(fields)
              Box:
                kind: struct
                conforms: [Thing]
                fields:
                  size: { id: 9, type: int32 }
            """
        return GeneratorFixtures.generate(texts: [(path: "p.yaml", text: text)]).files.map(\.contents).joined()
    }

    @Test("the tag is `tag`, and the family decodes unknown tags into `Opaque`")
    func plainTag() {
        let code = Self.generate("      name: { id: 1, type: string }")
        #expect(code.contains("struct Opaque: Thing {"))
        #expect(code.contains("let tag: String"))
        #expect(code.contains("var sheafMemberTag: String { tag }"))
        #expect(code.contains("init(tag: String, name: String)"))
        #expect(
            code.contains(
                "static func decodeOpaqueMember(tag: String, from reader: inout SheafReader) throws(SheafError) -> (any Thing)? {"))
        #expect(code.contains("extension ThingFamily.Opaque: Equatable, Hashable, Sendable {}"))
    }

    @Test("a family field called `tag` keeps its name; the member's tag is then `sheafMemberTag`")
    func fieldCalledTag() {
        let code = Self.generate("      tag: { id: 1, type: string }")
        #expect(code.contains("let sheafMemberTag: String"))
        #expect(code.contains("var tag: String"))
        #expect(code.contains("init(sheafMemberTag: String, tag: String)"))
        #expect(!code.contains("var sheafMemberTag: String { tag }"))
    }

    @Test("a family field holding a class: no value conformances")
    func notValueSemantic() {
        let code = Self.generate(
            "      owner: { id: 1, type: \"Owner?\" }\n  Owner:\n    kind: class\n    fields:\n      n: { id: 1, type: int32 }")
        #expect(code.contains("struct Opaque: Thing {"))
        #expect(!code.contains("extension ThingFamily.Opaque: Equatable"))
    }
}
