import Foundation
import SheafDynamic
import SheafSchema
import SheafTestSupport
import Testing

/// Hostile input by mutation: every exact fixture's JSON, damaged at random (bytes replaced,
/// inserted, deleted, cut off), must either read — and then write and read back to the same
/// value — or fail with a `JSONFormError` that points inside the text. Never a crash.
@Suite("JSON form mutations")
struct JSONFormMutationTests {
    static let interesting: [UInt8] = Array("{}[]\",:0-1e.9\\ntu$\u{7F}".utf8) + [0x00, 0x0A, 0x80, 0xC3, 0xED, 0xF4, 0xFF]

    @Test("damaged fixtures never crash", arguments: JSONFormFixtureTests.exactCases)
    func mutations(name: String) throws {
        let loaded = try JSONFormFixtureTests.load("exact", name)
        let original = Array(try #require(loaded.fixture.sections["json"]).utf8)
        var rng = SplitMix64(seed: UInt64(original.count) &* 31)
        var failures = 0
        for _ in 0..<300 {
            var bytes = original
            for _ in 0...(rng.next() % 3) {
                let position = Int(rng.next() % UInt64(max(1, bytes.count)))
                let byte = Self.interesting[Int(rng.next() % UInt64(Self.interesting.count))]
                switch rng.next() % 4 {
                case 0 where !bytes.isEmpty: bytes[position] = byte
                case 1: bytes.insert(byte, at: min(position, bytes.count))
                case 2 where !bytes.isEmpty: bytes.remove(at: position)
                default: bytes = Array(bytes.prefix(position))
                }
            }
            do {
                let archive = try DynamicJSON.read(bytes, rootType: loaded.rootType, schemaSet: loaded.schemaSet)
                let text = try DynamicJSON.write(archive, schemaSet: loaded.schemaSet)
                #expect(try DynamicJSON.read(text, rootType: loaded.rootType, schemaSet: loaded.schemaSet) == archive)
            } catch {
                failures += 1
                let offset = error.location?.offset ?? -1
                #expect(offset >= 0 && offset <= bytes.count, "\(error)")
            }
        }
        #expect(failures > 0)
    }
}
