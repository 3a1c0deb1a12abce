import Foundation
import Sheaf
import SheafTestSupport
import Testing

/// The writer's own mechanics: length prefixes reserved as one byte and widened afterwards,
/// whole archives, the buffer handed over as Data.
@Suite("SheafWriter")
struct SheafWriterTests {
    @Test("a content of 128 bytes or more moves up behind a two-byte length")
    func twoByteLength() throws {
        let text = String(repeating: "x", count: 200)
        // list content: count 01, string length C8 01, 200 bytes = 203 = 0xCB → CB 01.
        try expectCanonical([text], hex("CB 01 | 01 | C8 01") + utf8(text))
    }

    @Test("nested long values each widen their own length")
    func nestedLongLengths() throws {
        let text = String(repeating: "y", count: 20_000)
        // String: length 20 000 = A0 9C 01 (3 bytes). Inner list content: 1 + 3 + 20 000 = 20 004
        // = A4 9C 01. Outer list content: 1 + 3 + 20 004 = 20 008 = A8 9C 01.
        let expected = hex("A8 9C 01 | 01 | A4 9C 01 | 01 | A0 9C 01") + utf8(text)
        try expectCanonical([[text]], expected)
    }

    @Test("a struct whose fields total 127 and 128 bytes")
    func boundary() throws {
        // name field: key 0A, length 7C (124), 124 bytes → 126 bytes; with age 10 02 → 128.
        let name = String(repeating: "n", count: 124)
        try expectCanonical(Employee(name: name, age: 18), hex("7E 0A 7C") + utf8(name))
        try expectCanonical(Employee(name: name, age: 1), hex("80 01 0A 7C") + utf8(name) + hex("10 02"))
    }

    @Test("archive(header:options:) and withArchive agree")
    func archiveHelpers() throws {
        let header = SheafArchiveHeader(
            schemaName: "s", schemaVersion: 2, fingerprint: SheafFingerprint(7), rootType: "[int8]")
        let bytes = try SheafWriter.archive(header: header, options: SheafOptions(writeChecksum: true)) {
            (writer: inout SheafWriter) throws(SheafError) in
            try [Int8](arrayLiteral: -1).encode(to: &writer)
        }
        let body = hex("89 53 48 46 02 01 | 01 73 | 02 | 00 00 00 00 00 00 00 07 | 06") + utf8("[int8]") + hex("00 00 | 03 01 01 FF")
        #expect(bytes == body + crcTrailer(body))
        let value = try SheafReader.withArchive(bytes) { (header, reader) throws(SheafError) -> [Int8] in
            #expect(header.rootType == "[int8]" && header.hasChecksum && header.schemaVersion == 2)
            try reader.readTables()
            return try [Int8](from: &reader)
        }
        #expect(value == [-1])
    }

    @Test("Data output takes over the buffer")
    func data() throws {
        var writer = SheafWriter(capacity: 1)
        for _ in 0..<1000 {
            writer.writeVarint(300)
        }
        #expect(writer.count == 2000)
        let data = writer.data()
        #expect(data.count == 2000 && data.prefix(4) == Data([0xAC, 0x02, 0xAC, 0x02]))
    }

    @Test("the writer's depth limit matches the reader's")
    func depth() throws {
        let value: [[[[Int8]]]] = [[[[1]]]]
        expectSheafError(.depthLimitExceeded, at: nil) { _ = try encodeBare(value, options: SheafOptions(maxDepth: 3)) }
        #expect(try encodeBare(value, options: SheafOptions(maxDepth: 4)) == hex("09 01 07 01 05 01 03 01 01 01"))
        #expect(try decodeBare([[[[Int8]]]].self, hex("09 01 07 01 05 01 03 01 01 01"), options: SheafOptions(maxDepth: 4)) == value)
    }
}

/// The 4-byte LE trailer for `bytes`, from the bitwise definition of CRC-32C (not the
/// runtime's table-driven code).
func crcTrailer(_ bytes: [UInt8]) -> [UInt8] {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
        crc ^= UInt32(byte)
        for _ in 0..<8 {
            crc = crc & 1 != 0 ? (crc >> 1) ^ 0x82F6_3B78 : crc >> 1
        }
    }
    crc ^= 0xFFFF_FFFF
    return [UInt8(crc & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 24)]
}
