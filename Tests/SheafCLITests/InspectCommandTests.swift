import Foundation
import SheafTestSupport
import Testing

/// `sheaf inspect`: archives and streams read without a schema. Every expected text is written
/// by hand from the documented layout and the annotated bytes, never taken from a run.
@Suite("sheaf inspect")
struct InspectCommandTests {
    /// A scratch folder for the files of one test.
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheaf-inspect-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// Writes `bytes` into the scratch folder and returns the path.
    func file(_ name: String, _ bytes: [UInt8]) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }

    /// An archive header: schema "s", version 1, fingerprint 0102030405060708, root type "T".
    static func header(flags: UInt8 = 0) throws -> [UInt8] {
        try AnnotatedHex.bytes(
            """
            89 53 48 46  # magic
            02           # format 2
            0\(flags)  # flags
            01 73        # schema name "s"
            01           # version 1
            01 02 03 04 05 06 07 08  # fingerprint
            01 54        # root type "T"
            """)
    }

    /// A body: one tag, one entry, and a root that is one message using every wire kind.
    static let body = """
        01 04 62 6f 61 74  # tag table: 1 tag, "boat"
        01 02 08 07        # instance table: 1 entry of 2 bytes: field 1 VARINT 7
        22                 # root: a message of 34 bytes
        08 96 01           # 1 VARINT 150
        11 01 00 00 00 00 00 00 00  # 2 I64 1
        1d 04 03 02 01     # 3 I32 0x01020304
        22 02 61 21        # 4 LEN "a!" (0x61 is field 12, I64, which does not fit: a string)
        2a 02 ff fe        # 5 LEN, not UTF-8 and not a message
        32 02 08 01        # 6 LEN holding the message {1 VARINT 1}
        3a 00              # 7 LEN, empty: the empty string
        42 01 0a           # 8 LEN "\\n" (a LEN key without its length: not a message)
        """

    static func expected(_ path: String, checksum: String) -> String {
        """
        \(path): archive
          format: 2
          schema: s
          version: 1
          fingerprint: 0102030405060708
          root type: T
          checksum: \(checksum)
          tags: 1
            1: "boat"
          instances: 1
            @1:
                1 VARINT 7
          root:
            1 VARINT 150
            2 I64 0x0000000000000001
            3 I32 0x01020304
            4 LEN "a!"
            5 LEN <fffe>
            6 LEN {
              1 VARINT 1
            }
            7 LEN ""
            8 LEN "\\n"

        """
    }

    @Test("an archive: header, tables and a raw tree of every wire kind")
    func archive() throws {
        let path = try file("plain.sheaf", try Self.header() + (try AnnotatedHex.bytes(Self.body)))
        let outcome = try SheafProcess.run(["inspect", path])
        #expect(outcome.status == 0)
        #expect(outcome.standardError == "")
        #expect(outcome.standardOutput == Self.expected(path, checksum: "none"))
    }

    @Test("a checksum trailer is shown as valid or mismatch, and the body read either way")
    func checksums() throws {
        let content = try Self.header(flags: 1) + (try AnnotatedHex.bytes(Self.body))
        // A trailer of zeros does not match; the right one comes from the bit-by-bit CRC-32C
        // below, independent of the runtime's table-driven one.
        let wrong = try file("wrong.sheaf", content + [0, 0, 0, 0])
        let outcome = try SheafProcess.run(["inspect", wrong])
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput == Self.expected(wrong, checksum: "mismatch"))
        let right = try file("right.sheaf", content + Self.crc32c(content))
        let valid = try SheafProcess.run(["inspect", right])
        #expect(valid.status == 0)
        #expect(valid.standardOutput == Self.expected(right, checksum: "valid"))
    }

    /// CRC-32C (Castagnoli, reflected polynomial 0x82F63B78), bit by bit, little-endian.
    static func crc32c(_ bytes: [UInt8]) -> [UInt8] {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0x82F6_3B78 : crc >> 1 }
        }
        crc = ~crc
        return (0..<4).map { UInt8(truncatingIfNeeded: crc >> (8 * $0)) }
    }

    @Test("nested messages are expanded 99 levels deep, deeper bytes shown as they are")
    func depthLimit() throws {
        var message: [UInt8] = [0x08, 0x01]
        for _ in 0..<150 {
            message = [0x0a] + HandBytes.varint(UInt64(message.count)) + message
        }
        let body: [UInt8] = [0x00, 0x00] + HandBytes.varint(UInt64(message.count)) + message
        let path = try file("deep.sheaf", try Self.header() + body)
        let outcome = try SheafProcess.run(["inspect", path])
        #expect(outcome.status == 0)
        let lines = outcome.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.filter { $0.hasSuffix("1 LEN {") }.count == 99)
        #expect(lines.filter { $0.hasSuffix("}") }.count == 99)
        // The 100th level: 1 LEN and the bytes of the 50 levels below it.
        let deepest = lines.first { $0.contains("1 LEN <") || $0.contains("1 LEN \"") }
        #expect(deepest?.hasPrefix(String(repeating: " ", count: 4 + 2 * 99) + "1 LEN ") == true)
    }

    @Test("a root that is not one length-prefixed message is shown as bytes; entries likewise")
    func rawBytes() throws {
        let body = try AnnotatedHex.bytes(
            """
            00           # no tags
            01 02 07 00  # 1 entry: 07 is not a wire kind
            05 01 02     # root: a varint 5 and two bytes (the prefix does not use the rest)
            """)
        let path = try file("bytes.sheaf", try Self.header() + body)
        let outcome = try SheafProcess.run(["inspect", path])
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.hasSuffix("  tags: 0\n  instances: 1\n    @1:\n        bytes: 0700\n  root:\n    bytes: 050102\n"))
    }

    @Test("bad archives: the error line with code and offset, exit 1, nothing on standard output")
    func badArchives() throws {
        let cases: [(String, [UInt8], String)] = [
            ("magic.sheaf", [0x89, 0x53, 0x48, 0x47, 0x02, 0x00], "offset 0: "),
            ("format.sheaf", [0x89, 0x53, 0x48, 0x46, 0x03, 0x00], "offset 4: "),
            ("cut.sheaf", [0x89, 0x53, 0x48, 0x46, 0x02, 0x00, 0x05, 0x73], "offset 6: "),
            ("tags.sheaf", try Self.header() + [0x05, 0x01], "offset 19: "),
        ]
        let codes = ["[badMagic]", "[unsupportedFormatVersion]", "[lengthOutOfBounds]", "[countOutOfBounds]"]
        for ((name, bytes, offset), code) in zip(cases, codes) {
            let path = try file(name, bytes)
            let outcome = try SheafProcess.run(["inspect", path])
            #expect(outcome.status == 1, "\(name)")
            #expect(outcome.standardOutput == "", "\(name)")
            #expect(outcome.standardError.hasPrefix("\(path): \(offset)"), "\(name): \(outcome.standardError)")
            #expect(outcome.standardError.hasSuffix(" \(code)\n"), "\(name): \(outcome.standardError)")
        }
    }

    @Test("random bytes after a good header never crash: a report or an error line")
    func hostileBodies() throws {
        var random = SplitMix64(seed: 0x5EAF)
        for round in 0..<40 {
            let body = (0..<Int(random.next() % 64)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            let path = try file("hostile-\(round).sheaf", try Self.header() + body)
            let outcome = try SheafProcess.run(["inspect", path])
            #expect(outcome.status == 0 || outcome.status == 1, "round \(round)")
            if outcome.status == 1 {
                #expect(outcome.standardError.hasSuffix("]\n"), "round \(round)")
            } else {
                #expect(outcome.standardOutput.hasPrefix("\(path): archive\n"), "round \(round)")
            }
        }
    }
}
