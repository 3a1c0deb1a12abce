import Foundation
import Sheaf
import SheafDynamic
import SheafSchema
import SheafTestSupport
import Testing

/// The conformance corpus (Conformance/manifest.json) holds each value case's value in the
/// JSON form, written independently of this implementation. For every case: the JSON reads
/// as the value the wire decoder finds in the archive (the same canonical bytes), and
/// dumping that value reads back to it.
@Suite("JSON form against the conformance corpus")
struct JSONFormConformanceTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var id: String
        var schemas: [String]
        var root: String
        var archive: String
        var value: String
        var canonical: Bool
        var checksum: Bool
        var testDescription: String { id }
    }

    static let folder = FormFixtures.root.deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Conformance")

    static let cases: [Case] = {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("manifest.json")),
            let manifest = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let entries = manifest["cases"] as? [[String: Any]]
        else { return [] }
        return entries.compactMap { entry in
            guard entry["expect"] as? String == "value", let id = entry["id"] as? String,
                let schemas = entry["schemas"] as? [String], let root = entry["root"] as? String,
                let archive = entry["archive"] as? String, let value = entry["value"] as? String
            else { return nil }
            return Case(
                id: id, schemas: schemas, root: root, archive: archive, value: value,
                canonical: entry["canonical"] as? Bool ?? false, checksum: entry["checksum"] as? Bool ?? false)
        }
    }()

    @Test("the corpus has value cases")
    func corpusExists() {
        #expect(Self.cases.count >= 100)
    }

    @Test("the corpus's JSON reads as the archive's value, and dumps read back", arguments: cases)
    func conformanceCase(_ testCase: Case) throws {
        let result = SchemaLoader.load(paths: testCase.schemas.map { Self.folder.appendingPathComponent($0).path })
        try #require(!result.hasErrors)
        let schemaSet = result.schemaSet
        let bytes = try AnnotatedHex.bytes(ofFile: Self.folder.appendingPathComponent(testCase.archive))
        let json = try String(contentsOf: Self.folder.appendingPathComponent(testCase.value), encoding: .utf8)
        let decoded = try DynamicWireDecoder(schemaSet: schemaSet).decode(bytes)
        let type = decoded.rootType
        #expect(type.description == testCase.root)

        let read = try DynamicJSON.read(json, rootType: type, schemaSet: schemaSet)
        let encoder = DynamicWireEncoder(schemaSet: schemaSet, options: SheafOptions(writeChecksum: testCase.checksum))
        #expect(try encoder.encode(read) == encoder.encode(decoded))
        if testCase.canonical {
            #expect(try encoder.encode(read) == bytes)
        }

        // The corpus's JSON is laid out as the dump writes it: labels are entry numbers, kept
        // bytes come wrapped with the archive's tables. (A non-canonical archive's fields that
        // hold their default are dropped by the decoder's normal form, so those cases' text
        // differs; instances and tables are never normalised away.)
        let dumped = try DynamicJSON.write(decoded, schemaSet: schemaSet)
        if testCase.canonical || decoded.origin != nil || !decoded.objects.isEmpty {
            #expect(dumped == json)
        }
        // A non-canonical archive's value may hold map entries or unknown fields out of
        // order; the JSON form writes them in canonical order, so compare what packs.
        let back = try DynamicJSON.read(dumped, rootType: type, schemaSet: schemaSet)
        if testCase.canonical {
            #expect(back == decoded)
        } else {
            #expect(try encoder.encode(back) == encoder.encode(decoded))
        }
    }
}
