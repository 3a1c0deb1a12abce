import Foundation
import HRv4
import Sheaf
import SheafStreams
import Testing

/// Torn tails, corruption, limits and hostile bytes: every failure is a typed error at its
/// offset, no record of a failing block is ever returned, and nothing crashes.
@Suite("Streams: damage and hostile input")
struct StreamDamageTests {
    /// A two-block stream and the offsets of its blocks.
    static func twoBlocks(codec: SheafStreamCodec = .none) throws -> (url: URL, bytes: [UInt8], blocks: [Int]) {
        let url = try StreamFixtures.temporaryFile()
        try StreamFixtures.write([[1, 2], [3, 4]], codec: codec, to: url)
        return (url, try StreamFixtures.bytes(url), try StreamFixtures.blockOffsets(url))
    }

    @Test(
        "a stream cut anywhere in its last block reads the earlier blocks, then tornTail at the last block",
        arguments: SheafStreamCodec.allCases)
    func cutEverywhere(codec: SheafStreamCodec) throws {
        let (url, bytes, blocks) = try Self.twoBlocks(codec: codec)
        for cut in (blocks[1] + 1)..<bytes.count {
            try StreamFixtures.replace(url, with: Array(bytes[..<cut]))
            let (records, error) = StreamFixtures.readAll(url)
            #expect(records == [1, 2].map(StreamFixtures.staff), "cut at \(cut)")
            #expect(
                error?.code == .tornTail && error?.offset == blocks[1] && error?.block == 1, "cut at \(cut): \(String(describing: error))")
        }
        // Cut right at a block boundary: a clean end.
        try StreamFixtures.replace(url, with: Array(bytes[..<blocks[1]]))
        #expect(StreamFixtures.readAll(url).error == nil)
    }

    @Test("a zero-filled or garbage tail is a torn tail")
    func garbageTail() throws {
        let (url, bytes, _) = try Self.twoBlocks()
        for tail in [[UInt8](repeating: 0, count: 4096), [0x01, 0x05, 0xFF], [UInt8](repeating: 0xFF, count: 40)] {
            try StreamFixtures.replace(url, with: bytes + tail)
            let (records, error) = StreamFixtures.readAll(url)
            #expect(records.count == 4)
            #expect(error?.code == .tornTail && error?.offset == bytes.count && error?.block == 2)
        }
    }

    @Test("a damaged block with a valid block after it is corruption: its own code, at its offset")
    func corruptionInTheMiddle() throws {
        let (url, bytes, blocks) = try Self.twoBlocks()
        // The first block's CRC sits 20 bytes before the second block (CRC, then the marker).
        var damaged = bytes
        damaged[blocks[1] - 20] ^= 0xFF
        try StreamFixtures.replace(url, with: damaged)
        var (records, error) = StreamFixtures.readAll(url)
        #expect(records.isEmpty)
        #expect(error?.code == .checksumMismatch && error?.offset == blocks[1] - 20 && error?.block == 0)
        // A damaged marker hides the block after it from a search (markers precede blocks), so
        // it is corruption only when a third block follows.
        try StreamFixtures.write([[1], [2], [3]], to: url)
        let three = try StreamFixtures.blockOffsets(url)
        damaged = try StreamFixtures.bytes(url)
        damaged[three[1] - 1] ^= 0xFF
        try StreamFixtures.replace(url, with: damaged)
        (records, error) = StreamFixtures.readAll(url)
        #expect(error?.code == .syncMarkerMismatch && error?.offset == three[1] - 16)
        damaged[three[2] - 1] ^= 0xFF
        try StreamFixtures.replace(url, with: damaged)
        #expect(StreamFixtures.readAll(url).error?.code == .tornTail, "with no valid block after it, the same damage is a torn tail")
        damaged = bytes
        // A flipped data byte fails the CRC too: never read as a record.
        damaged[blocks[0] + 5] ^= 0x01
        try StreamFixtures.replace(url, with: damaged)
        (records, error) = StreamFixtures.readAll(url)
        #expect(records.isEmpty && error?.code == .checksumMismatch)
    }

    @Test("the header's CRC is checked before its fields: a damaged field is checksumMismatch")
    func headerChecksum() throws {
        let (url, bytes, _) = try Self.twoBlocks()
        var damaged = bytes
        damaged[9] ^= 0x40  // inside the schema name
        try StreamFixtures.replace(url, with: damaged)
        let error = StreamFixtures.readAll(url).error
        #expect(error?.code == .checksumMismatch)
        #expect(error?.block == nil)
    }

    @Test("an archive is not a stream, and says so")
    func archiveGivenAsStream() throws {
        let url = try StreamFixtures.temporaryFile()
        try StreamFixtures.replace(url, with: try StreamFixtures.staff(1).serializedBytes())
        let error = StreamFixtures.readAll(url).error
        #expect(error?.code == .badMagic && error?.offset == 0)
        #expect(error?.error.message.contains("archive") == true)
    }

    @Test(
        "short and strange headers fail with their codes",
        arguments: [
            ([0x89, 0x53], SheafError.Code.badMagic, 0),
            ([0x89, 0x53, 0x48, 0x53], .truncated, 4),
            ([0x89, 0x53, 0x48, 0x53, 0x03, 0x00, 0x00], .unsupportedFormatVersion, 4),
            ([0x89, 0x53, 0x48, 0x53, 0x02, 0x01, 0x00], .unknownFlags, 5),
            ([0x89, 0x53, 0x48, 0x53, 0x02, 0x00, 0x81, 0x80, 0x80, 0x08], .streamHeaderTooLarge, 6),
            ([0x89, 0x53, 0x48, 0x53, 0x02, 0x00, 0x10, 0x00], .lengthOutOfBounds, 6),
            ([0x89, 0x53, 0x48, 0x53, 0x02, 0x00, 0x01, 0x00, 0x00, 0x00], .truncated, 8),
        ] as [([UInt8], SheafError.Code, Int)])
    func headers(bytes: [UInt8], code: SheafError.Code, offset: Int) throws {
        let url = try StreamFixtures.temporaryFile()
        try StreamFixtures.replace(url, with: bytes)
        let error = StreamFixtures.readAll(url).error
        #expect(error?.code == code && error?.offset == offset, "\(String(describing: error))")
    }

    /// The stream's header followed by one hand-made block (whose CRC and marker are right).
    static func streamWithBlock(codec: SheafStreamCodec, counts: [UInt64], data: [UInt8]) throws -> (URL, blockOffset: Int) {
        let url = try StreamFixtures.temporaryFile()
        try StreamFixtures.write([], codec: codec, to: url)
        let header = try SheafStreamBlocks(contentsOf: url).header
        var writer = SheafWriter()
        for count in counts { writer.writeVarint(count) }
        writer.writeRawBytes(data)
        var block = writer.bytes()
        let crc = CRC32C.checksum(block)
        withUnsafeBytes(of: crc.littleEndian) { block.append(contentsOf: $0) }
        block += header.syncMarker
        let bytes = try StreamFixtures.bytes(url)
        // A valid block follows, so the failure is judged as itself rather than a torn tail.
        try StreamFixtures.write([[9]], codec: codec, to: url)
        let valid = try StreamFixtures.bytes(url)
        try StreamFixtures.replace(url, with: bytes + block + valid[bytes.count...])
        return (url, bytes.count)
    }

    @Test("a block over the size limit is refused before anything is read or inflated")
    func blockTooLarge() throws {
        let (url, offset) = try Self.streamWithBlock(codec: .none, counts: [1, 64 << 20 + 1], data: [])
        let error = StreamFixtures.readAll(url).error
        #expect(error?.code == .blockTooLarge && error?.offset == offset + 1)
        let (deflated, at) = try Self.streamWithBlock(codec: .deflate, counts: [1, 3, 64 << 20 + 1], data: [0x03, 0x00, 0x00])
        let bomb = StreamFixtures.readAll(deflated).error
        #expect(bomb?.code == .blockTooLarge && bomb?.offset == at + 2)
    }

    @Test("a deflate bomb: data inflating past its declared length fails without inflating further")
    func decompressionBomb() throws {
        // 1 MiB of zeros deflates to about a kilobyte; the block declares 16 raw bytes.
        let zeros = [UInt8](repeating: 0, count: 1 << 20)
        let compressed = try Self.deflated(zeros)
        let (url, offset) = try Self.streamWithBlock(codec: .deflate, counts: [1, UInt64(compressed.count), 16], data: compressed)
        let error = StreamFixtures.readAll(url).error
        let dataOffset = offset + 1 + Self.varintLength(compressed.count) + 1
        #expect(error?.code == .decompressionFailed && error?.offset == dataOffset, "\(String(describing: error))")
    }

    @Test("a record count of zero or past the data, a record length past the block, bytes after the records")
    func recordFraming() throws {
        var (url, offset) = try Self.streamWithBlock(codec: .none, counts: [0, 1], data: [0x00])
        var error = StreamFixtures.readAll(url).error
        #expect(error?.code == .countOutOfBounds && error?.offset == offset)
        (url, offset) = try Self.streamWithBlock(codec: .none, counts: [1, 2], data: [0x05, 0x00])
        error = StreamFixtures.readAll(url).error
        #expect(error?.code == .lengthOutOfBounds && error?.offset == offset + 2)
        let body = try Self.body(of: StreamFixtures.staff(1))
        (url, offset) = try Self.streamWithBlock(
            codec: .none, counts: [1, UInt64(body.count + 2)], data: [UInt8(body.count)] + body + [0x07])
        error = StreamFixtures.readAll(url).error
        #expect(error?.code == .trailingBytes && error?.offset == offset + 2 + 1 + body.count)
    }

    @Test("a bad record is reported with its block, index, offset and path; earlier blocks' records come first")
    func badRecord() throws {
        var body = try Self.body(of: StreamFixtures.staff(1))
        // Field 1 (the name) starts after the tables (2 bytes) and the struct's length: key
        // 0A, length, then "Person 1": make its first byte invalid UTF-8.
        let nameStart = body.firstIndex(of: 0x0A)! + 2
        body[nameStart] = 0xFF
        let good = try Self.body(of: StreamFixtures.staff(2))
        let data = [UInt8(good.count)] + good + [UInt8(body.count)] + body
        let (url, offset) = try Self.streamWithBlock(codec: .none, counts: [2, UInt64(data.count)], data: data)
        let error = StreamFixtures.readAll(url).error
        #expect(error?.code == .invalidUTF8)
        #expect(error?.block == 0 && error?.blockOffset == offset && error?.record == 1)
        #expect(error?.offset == offset + 2 + 1 + good.count + 1 + nameStart - 1)
        #expect(error?.path == "$.name")
    }

    static func body(of member: HRv4.StaffMember) throws -> [UInt8] {
        var writer = SheafWriter()
        writer.beginBody()
        try member.encode(to: &writer)
        try writer.finish()
        return writer.bytes()
    }

    static func varintLength(_ value: Int) -> Int {
        var writer = SheafWriter()
        writer.writeVarint(UInt64(value))
        return writer.bytes().count
    }

    /// Raw deflate of `bytes`, by writing them as one record's worth of a deflate block and
    /// taking the block's data back out.
    static func deflated(_ bytes: [UInt8]) throws -> [UInt8] {
        let url = try StreamFixtures.temporaryFile("probe.sheafs")
        let output = try SheafStreamAppender.create(
            at: url, header: SheafStreamHeader(of: HRv4.StaffMember.self, codec: .deflate))
        try output.append(body: bytes)
        try output.close()
        let file = try StreamFixtures.bytes(url)
        let start = try SheafStreamBlocks(contentsOf: url).header.layout.firstBlock
        var reader = file[start...].withUnsafeBytes { SheafReaderBox(buffer: Array($0)) }
        return try reader.deflatedData()
    }
}

/// Reads a deflate block's stored data (test helper: counts, lengths, data).
struct SheafReaderBox {
    let buffer: [UInt8]

    mutating func deflatedData() throws -> [UInt8] {
        try buffer.withUnsafeBytes { raw in
            var reader = SheafReader(buffer: raw)
            _ = try reader.readVarint()
            let stored = Int(try reader.readVarint())
            _ = try reader.readVarint()
            // The stored data holds the record's length prefix and the record, deflated together.
            return try reader.readRawBytes(stored)
        }
    }
}
