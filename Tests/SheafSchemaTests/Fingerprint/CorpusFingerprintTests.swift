import Foundation
import SheafSchema
import Testing

/// The conformance corpus's golden fingerprints (`"fingerprints"` in
/// Conformance/manifest.json, computed by the independent Python tools): every kind of
/// canonical-form line, every default spelled two ways, a set of several files and schemas.
@Suite("Corpus fingerprints")
struct CorpusFingerprintTests {
    struct Entry: Decodable, Sendable, CustomTestStringConvertible {
        let files: [String]
        let schema: String
        let version: Int
        let fingerprint: String
        var testDescription: String { "\(files.first ?? "") \(schema)" }
    }

    struct Manifest: Decodable {
        let fingerprints: [Entry]
    }

    static let conformance = Fixtures.repository.appendingPathComponent("Conformance")

    static let entries: [Entry] = {
        guard let data = try? Data(contentsOf: conformance.appendingPathComponent("manifest.json")),
            let manifest = try? JSONDecoder().decode(Manifest.self, from: data)
        else { return [] }
        return manifest.fingerprints
    }()

    @Test func theManifestListsThem() {
        #expect(Self.entries.count >= 5)
    }

    @Test(arguments: entries)
    func matches(_ entry: Entry) throws {
        let result = SchemaLoader.load(paths: entry.files.map { Self.conformance.appendingPathComponent($0).path })
        #expect(!result.hasErrors, "\(result.renderer.render(result.diagnostics))")
        let schema = try #require(result.schemaSet.schema(named: entry.schema))
        #expect(schema.version == entry.version)
        #expect(result.schemaSet.fingerprint(of: schema).description == entry.fingerprint)
    }
}
