import Foundation
import Sheaf
import SheafTestSupport
import Testing
import WorkshopV1
import WorkshopV3

/// The cross-version corpus (Conformance/manifest.json, "evolution") through generated code:
/// every workshop archive read and re-saved by the version 1 and version 3 model modules gives
/// the bytes the corpus pins.
@Suite("Cross-version corpus through generated code")
struct EvolutionCorpusGeneratedTests {
    /// An entry of the manifest's "evolution" section (only what this test reads).
    struct Entry: Decodable, Sendable, CustomTestStringConvertible {
        struct Side: Decodable, Sendable {
            var schema: String
            var version: Int
        }

        var id: String
        var archive: String
        var writer: Side
        var reader: Side
        var resave: String
        var testDescription: String { id }
    }

    struct Manifest: Decodable {
        var evolution: [Entry]
    }

    static let entries: [Entry] = {
        let url = ConformanceManifest.root.appendingPathComponent("manifest.json")
        guard let data = try? Data(contentsOf: url), let manifest = try? JSONDecoder().decode(Manifest.self, from: data) else {
            return []
        }
        return manifest.evolution.filter { $0.reader.schema == "workshop" && [1, 3].contains($0.reader.version) }
    }()

    /// Reads `bytes` with the reader's generated module and writes the value again.
    static func resave(_ bytes: [UInt8], version: Int) throws -> [UInt8] {
        version == 1
            ? try WorkshopV1.Shop(serializedBytes: bytes).serializedBytes() : try WorkshopV3.Shop(serializedBytes: bytes).serializedBytes()
    }

    @Test func theCorpusHasWorkshopCases() {
        #expect(Self.entries.count >= 6)
    }

    @Test(arguments: entries)
    func resaves(_ entry: Entry) throws {
        let archive = try ConformanceManifest.bytes(ofHexFile: entry.archive)
        let expected = try ConformanceManifest.bytes(ofHexFile: entry.resave)
        let resaved = try Self.resave(archive, version: entry.reader.version)
        #expect(resaved == expected)
    }
}
