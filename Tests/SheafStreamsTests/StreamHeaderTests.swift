import Foundation
import Sheaf
import SheafStreams
import Testing

/// Headers written by hand from the format's description (magic, format, flags, length,
/// fields, CRC-32C, marker), each wrong in one way.
@Suite("Streams: header fields")
struct StreamHeaderTests {
    static func varint(_ value: UInt64) -> [UInt8] {
        var value = value
        var bytes: [UInt8] = []
        while value >= 0x80 {
            bytes.append(UInt8(value & 0x7F) | 0x80)
            value >>= 7
        }
        return bytes + [UInt8(value)]
    }

    static func string(_ text: String) -> [UInt8] {
        varint(UInt64(text.utf8.count)) + Array(text.utf8)
    }

    /// A whole header around `fields`, with a right CRC and a marker of 16 × `AA`.
    static func header(_ fields: [UInt8]) -> [UInt8] {
        let start: [UInt8] = [0x89, 0x53, 0x48, 0x53, 0x02, 0x00] + varint(UInt64(fields.count)) + fields
        let crc = CRC32C.checksum(start)
        return start + [UInt8(crc & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 24)]
            + [UInt8](repeating: 0xAA, count: 16)
    }

    /// Fields: codec, name "n", version 1, fingerprint, root "R", then `files` as given.
    static func fields(codec: UInt8 = 0, files: [UInt8]) -> [UInt8] {
        [codec] + string("n") + [0x01] + [UInt8](repeating: 0x11, count: 8) + string("R") + files
    }

    static func read(_ bytes: [UInt8]) throws -> SheafStreamError? {
        let url = try StreamFixtures.temporaryFile()
        try StreamFixtures.replace(url, with: bytes)
        do throws(SheafStreamError) {
            _ = try SheafStreamBlocks(contentsOf: url)
            return nil
        } catch {
            return error
        }
    }

    static let oneFile: [UInt8] = [0x01] + string("n.yaml") + string("schema: n\n")

    @Test("a well-formed header reads, with the offsets of its items")
    func wellFormed() throws {
        let url = try StreamFixtures.temporaryFile()
        try StreamFixtures.replace(url, with: Self.header(Self.fields(files: Self.oneFile)))
        let header = try SheafStreamBlocks(contentsOf: url).header
        #expect(header.codec == .none && header.schemaName == "n" && header.rootType == "R")
        #expect(header.files == [SheafSchemaFile(name: "n.yaml", text: "schema: n\n")])
        #expect(header.layout.codec == 7 && header.layout.schemaName == 8 && header.layout.fingerprint == 11)
        #expect(header.syncMarker == [UInt8](repeating: 0xAA, count: 16))
    }

    @Test(
        "each field's error, at its offset",
        arguments: [
            (fields(codec: 2, files: oneFile), SheafError.Code.unknownCodec, 7),
            (fields(files: [0x00]), .countOutOfBounds, 21),
            (fields(files: [0x05] + string("a.yaml")), .countOutOfBounds, 21),
            (fields(files: [0x01] + string("n.yml") + string("x")), .embeddedSchemaInvalid, 22),
            (fields(files: [0x01] + string("sub/n.yaml") + string("x")), .embeddedSchemaInvalid, 22),
            (fields(files: [0x02] + string("n.yaml") + string("x") + string("n.yaml") + string("y")), .embeddedSchemaInvalid, 31),
            (fields(files: oneFile + [0x00]), .lengthMismatch, 40),
            (fields(files: [0x01] + string("n.yaml") + [0x09, 0x61]), .lengthOutOfBounds, 29),
            ([0x00, 0x01, 0xFF, 0x01] + [UInt8](repeating: 0, count: 8) + string("R") + oneFile, .invalidUTF8, 8),
            ([0x00] + string("n") + [0x00] + [UInt8](repeating: 0, count: 8) + string("R") + oneFile, .invalidSchemaVersion, 10),
        ] as [([UInt8], SheafError.Code, Int)])
    func fieldErrors(fields: [UInt8], code: SheafError.Code, offset: Int) throws {
        let error = try Self.read(Self.header(fields))
        #expect(error?.code == code && error?.offset == offset, "\(String(describing: error))")
    }

    @Test("the CRC and the marker are read before the fields; missing, they are truncated")
    func crcAndMarker() throws {
        let whole = Self.header(Self.fields(codec: 9, files: Self.oneFile))
        let crcOffset = whole.count - 20
        var damaged = whole
        damaged[crcOffset] ^= 0x01
        #expect(try Self.read(damaged)?.code == .checksumMismatch, "the bad codec byte is never looked at")
        #expect(try Self.read(damaged)?.offset == crcOffset)
        #expect(try Self.read(Array(whole[..<(crcOffset + 2)]))?.code == .truncated)
        let cut = try Self.read(Array(whole[..<(whole.count - 3)]))
        #expect(cut?.code == .truncated && cut?.offset == crcOffset + 4)
    }
}
