import Foundation
import SheafSchema
import Testing

/// Golden canonical forms (written by hand from docs/Fingerprint.md) and golden
/// fingerprints (computed from them with Python's hashlib, an independent SHA-256).
@Suite("Fingerprints")
struct FingerprintTests {
    static let goldens = Fixtures.files(in: "fingerprint", withExtension: "yaml")

    @Test("canonical form and fingerprint match the goldens", arguments: goldens)
    func matchesGolden(name: String) throws {
        let stem = String(name.dropLast(".yaml".count))
        let result = SchemaLoader.load(paths: [Fixtures.path("fingerprint", name)])
        #expect(!result.hasErrors, "\(result.renderer.render(result.diagnostics))")
        let schema = try #require(result.schemaSet.schemas.first)
        let canonical = try String(contentsOfFile: Fixtures.path("fingerprint", stem + ".canonical"), encoding: .utf8)
        let golden = try String(contentsOfFile: Fixtures.path("fingerprint", stem + ".fingerprint"), encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(CanonicalForm.of(schema: schema, in: result.schemaSet) == canonical)
        #expect(result.schemaSet.fingerprint(of: schema).description == golden)
    }

    @Test("SHA-256 matches the FIPS 180-4 examples")
    func sha256KnownAnswers() {
        // "abc" and the empty string, from the standard's examples.
        #expect(Fingerprint(canonicalForm: "abc").description == "ba7816bf8f01cfea")
        #expect(Fingerprint(canonicalForm: "").description == "e3b0c44298fc1c14")
        // 56 bytes: the padding spills into a second block.
        #expect(
            Fingerprint(canonicalForm: "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq").description
                == "248d6a61d20638b8")
    }

    static let base = """
        schema: s
        version: 1
        types:
          Item:
            kind: struct
            doc: An item.
            fields:
              name: { id: 1, type: string }
              count: { id: 2, type: int32, default: 3 }
              color: { id: 3, type: Color, default: red }
          Color:
            kind: enum
            raw: int32
            cases: { red: 0, blue: 1 }
        """

    static func fingerprint(_ text: String) -> String {
        let result = SchemaLoader.load(texts: [(path: "s.yaml", text: text)])
        guard !result.hasErrors, let schema = result.schemaSet.schemas.first else { return "invalid" }
        return result.schemaSet.fingerprint(of: schema).description
    }

    /// Changes that do not alter how any value is written or read.
    static let cosmetic: [(String, String)] = [
        ("comment", "# a comment\n" + base),
        ("doc text", base.replacingOccurrences(of: "An item.", with: "Something else entirely.")),
        (
            "flow to block",
            base.replacingOccurrences(
                of: "name: { id: 1, type: string }", with: "name:\n        id: 1\n        type: string")
        ),
        ("key order", base.replacingOccurrences(of: "{ id: 1, type: string }", with: "{ type: string, id: 1 }")),
        (
            "field order",
            base.replacingOccurrences(
                of: "  name: { id: 1, type: string }\n      count: { id: 2, type: int32, default: 3 }",
                with: "  count: { id: 2, type: int32, default: 3 }\n      name: { id: 1, type: string }")
        ),
        ("version", base.replacingOccurrences(of: "version: 1", with: "version: 2")),
        ("since", base.replacingOccurrences(of: "type: string }", with: "type: string, since: 1 }")),
        ("reserved", base.replacingOccurrences(of: "    doc: An item.", with: "    doc: An item.\n    reserved: [9]")),
        ("hex default", base.replacingOccurrences(of: "default: 3", with: "default: 0x3")),
        ("spaces in type", base.replacingOccurrences(of: "type: string", with: "type: \" string \"")),
    ]

    /// Changes that alter the wire or the JSON form.
    static let significant: [(String, String)] = [
        ("field id", base.replacingOccurrences(of: "id: 1, type: string", with: "id: 4, type: string")),
        ("field type", base.replacingOccurrences(of: "type: int32, default: 3", with: "type: int64, default: 3")),
        ("field name", base.replacingOccurrences(of: "name: {", with: "title: {")),
        ("default", base.replacingOccurrences(of: "default: 3", with: "default: 4")),
        ("optional", base.replacingOccurrences(of: "type: string }", with: "type: string? }")),
        ("alias", base.replacingOccurrences(of: "type: string }", with: "type: string, aliases: [title] }")),
        ("raw value", base.replacingOccurrences(of: "blue: 1", with: "blue: 2")),
        ("case added", base.replacingOccurrences(of: "blue: 1 }", with: "blue: 1, green: 2 }")),
        ("open enum", base.replacingOccurrences(of: "raw: int32", with: "raw: int32\n    open: true")),
        ("type name", base.replacingOccurrences(of: "Item:", with: "Thing:")),
        ("kind", base.replacingOccurrences(of: "kind: struct", with: "kind: class")),
        ("schema name", base.replacingOccurrences(of: "schema: s", with: "schema: t")),
    ]

    @Test("cosmetic changes keep the fingerprint", arguments: cosmetic.map(\.0))
    func cosmeticChange(name: String) {
        let changed = Self.cosmetic.first { $0.0 == name }!.1
        #expect(changed != Self.base)
        #expect(Self.fingerprint(changed) == Self.fingerprint(Self.base))
        #expect(Self.fingerprint(changed) != "invalid")
    }

    @Test("wire-relevant changes alter the fingerprint", arguments: significant.map(\.0))
    func significantChange(name: String) {
        let changed = Self.significant.first { $0.0 == name }!.1
        #expect(changed != Self.base)
        #expect(Self.fingerprint(changed) != "invalid")
        #expect(Self.fingerprint(changed) != Self.fingerprint(Self.base))
    }

    @Test("a type's fingerprint covers the types it reaches, and only those")
    func typeFingerprintClosure() {
        let result = SchemaLoader.load(texts: [(path: "s.yaml", text: Self.base)])
        let changedEnum = SchemaLoader.load(texts: [(path: "s.yaml", text: Self.base.replacingOccurrences(of: "blue: 1", with: "blue: 5"))])
        #expect(result.schemaSet.fingerprint(ofTypeNamed: "Item") != changedEnum.schemaSet.fingerprint(ofTypeNamed: "Item"))
        let unrelated = Self.base + "\n  Other:\n    kind: struct\n    fields:\n      x: { id: 1, type: bool }\n"
        let withOther = SchemaLoader.load(texts: [(path: "s.yaml", text: unrelated)])
        #expect(result.schemaSet.fingerprint(ofTypeNamed: "Item") == withOther.schemaSet.fingerprint(ofTypeNamed: "Item"))
    }

    @Test("a protocol and its members, which reach one another, still differ")
    func familyFingerprints() throws {
        let text = """
            schema: garage
            version: 1
            types:
              Vehicle:
                kind: protocol
                fields:
                  make: { id: 1, type: string }
              Car:
                kind: struct
                conforms: [Vehicle]
              Truck:
                kind: struct
                conforms: [Vehicle]
            """
        let set = SchemaLoader.load(texts: [(path: "g.yaml", text: text)]).schemaSet
        let fingerprints = ["Vehicle", "Car", "Truck"].map { set.fingerprint(ofTypeNamed: $0) }
        #expect(Set(fingerprints).count == 3)
        #expect(CanonicalForm.of(typeNamed: "Car", in: set).hasPrefix("type Car\nstruct Car\n"))
    }
}
