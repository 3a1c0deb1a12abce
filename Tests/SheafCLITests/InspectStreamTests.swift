import Foundation
import SheafTestSupport
import Testing

/// `sheaf inspect` of record streams, on the conformance corpus's annotated streams: the
/// expected lines are read off their annotations (offsets, record counts, data lengths).
@Suite("sheaf inspect of streams")
struct InspectStreamTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheaf-inspect-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// The corpus stream `name` (Conformance/cases/streams/NAME.hex) as a file.
    func stream(_ name: String) throws -> String {
        let source = SheafProcess.repository.appendingPathComponent("Conformance/cases/streams/\(name).hex")
        let url = folder.appendingPathComponent("\(name).sheafs")
        try Data(try AnnotatedHex.bytes(ofFile: source)).write(to: url)
        return url.path
    }

    /// The header lines of the corpus's `notes` streams (codec none): schema notes version 2,
    /// one embedded file of 853 bytes (length prefix d5 06), the marker after the header CRC.
    static func header(_ path: String, blocks: Int) -> String {
        """
        \(path): stream
          format: 2
          codec: none
          schema: notes
          version: 2
          fingerprint: af1ea21ff6adb321
          root type: Note
          sync marker: d643428a904d592c25f97d8dd4978cf9
          schema files: 1
            notes.yaml (853 bytes)
          blocks: \(blocks)

        """
    }

    /// The three blocks of `blocks.hex`: at 916 (2 records, 0x5a bytes), 1028 (1, 0x1b),
    /// 1077 (3, 0x59).
    static let threeBlocks = """
            0: offset 916, 2 records, 90 bytes stored
            1: offset 1028, 1 records, 27 bytes stored
            2: offset 1077, 3 records, 89 bytes stored

        """

    @Test("a clean stream: header, one line per block, records and tail")
    func clean() throws {
        let path = try stream("blocks")
        let outcome = try SheafProcess.run(["inspect", path])
        #expect(outcome.status == 0)
        #expect(outcome.standardError == "")
        #expect(outcome.standardOutput == Self.header(path, blocks: 3) + Self.threeBlocks + "  records: 6\n  tail: clean\n")
    }

    @Test("a torn tail is shown with its offset, not an error")
    func torn() throws {
        // The zeros begin after block 2: 1077 + 1 + 1 + 89 + 4 + 16.
        let path = try stream("torn-zeros")
        let outcome = try SheafProcess.run(["inspect", path])
        #expect(outcome.status == 0)
        #expect(
            outcome.standardOutput == Self.header(path, blocks: 3) + Self.threeBlocks + "  records: 6\n  tail: torn at offset 1188\n")
    }

    @Test("corruption in the middle: the blocks before it, then the error line and exit 1")
    func corrupt() throws {
        let path = try stream("bad-crc-middle")
        let outcome = try SheafProcess.run(["inspect", path])
        #expect(outcome.status == 1)
        #expect(outcome.standardOutput == Self.header(path, blocks: 0))
        #expect(outcome.standardError.hasPrefix("\(path): block 0, offset 1008: "))
        #expect(outcome.standardError.hasSuffix(" [checksumMismatch]\n"))
    }

    @Test("a bad header: only the error line")
    func badHeader() throws {
        let path = try stream("unknown-codec")
        let outcome = try SheafProcess.run(["inspect", path])
        #expect(outcome.status == 1)
        #expect(outcome.standardOutput == "")
        #expect(outcome.standardError.hasSuffix(" [unknownCodec]\n"))
    }

    @Test("--schema-out writes the embedded files, again harmlessly, and refuses other content")
    func schemaOut() throws {
        let path = try stream("blocks")
        let out = folder.appendingPathComponent("schemas").path
        let first = try SheafProcess.run(["inspect", path, "--schema-out", out])
        #expect(first.status == 0)
        #expect(first.standardOutput.hasSuffix("  tail: clean\nwrote \(out)/notes.yaml\n"))
        let written = try Data(contentsOf: URL(fileURLWithPath: "\(out)/notes.yaml"))
        #expect(written.count == 853)
        #expect(String(decoding: written, as: UTF8.self).contains("schema: notes"))
        let again = try SheafProcess.run(["inspect", path, "--schema-out", out])
        #expect(again.status == 0)
        try Data("other".utf8).write(to: URL(fileURLWithPath: "\(out)/notes.yaml"))
        let refused = try SheafProcess.run(["inspect", path, "--schema-out", out])
        #expect(refused.status == 1)
        #expect(refused.standardOutput == "")
        #expect(refused.standardError.hasSuffix(" [ioError]\n"))
        #expect(try String(contentsOfFile: "\(out)/notes.yaml", encoding: .utf8) == "other")
    }

    @Test("several files: each inspected, a failing one makes the status 1")
    func severalFiles() throws {
        let good = try stream("blocks")
        let missing = folder.appendingPathComponent("missing.sheafs").path
        let outcome = try SheafProcess.run(["inspect", missing, good])
        #expect(outcome.status == 1)
        #expect(outcome.standardOutput == Self.header(good, blocks: 3) + Self.threeBlocks + "  records: 6\n  tail: clean\n")
        #expect(outcome.standardError.hasPrefix("\(missing): "))
        let none = try SheafProcess.run(["inspect"])
        #expect(none.status == 64)
    }
}
