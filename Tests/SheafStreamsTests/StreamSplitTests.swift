import Foundation
import HRv4
import Sheaf
import SheafStreams
import SheafTestSupport
import Testing

/// Splits: a reader given a byte range reads the blocks that begin in it, found by the sync
/// marker, so adjacent ranges read every record exactly once.
@Suite("Streams: splits")
struct StreamSplitTests {
    @Test("adjacent ranges at random cut points read every record exactly once", arguments: SheafStreamCodec.allCases)
    func adjacentRanges(codec: SheafStreamCodec) throws {
        let url = try StreamFixtures.temporaryFile()
        let blocks = (0..<12).map { block in Array((block * 5)..<(block * 5 + 1 + block % 4)) }
        try StreamFixtures.write(blocks, codec: codec, to: url)
        let size = try StreamFixtures.bytes(url).count
        let everything = blocks.flatMap { $0 }.map(StreamFixtures.staff)
        var generator = SplitMix64(seed: 2026)
        for _ in 0..<40 {
            let cuts =
                ([0, size] + (0..<Int.random(in: 1...6, using: &generator)).map { _ in Int.random(in: 0...size, using: &generator) })
                .sorted()
            var records: [HRv4.StaffMember] = []
            for (start, end) in zip(cuts, cuts.dropFirst()) {
                let (part, error) = StreamFixtures.readAll(url, byteRange: start..<end)
                #expect(error == nil)
                records += part
            }
            #expect(records == everything, "cuts \(cuts)")
        }
    }

    @Test("a range that starts inside a block begins at the next block; one past the end reads nothing")
    func rangeStarts() throws {
        let url = try StreamFixtures.temporaryFile()
        try StreamFixtures.write([[1], [2], [3]], to: url)
        let offsets = try StreamFixtures.blockOffsets(url)
        let size = try StreamFixtures.bytes(url).count
        #expect(StreamFixtures.readAll(url, byteRange: (offsets[0] + 1)..<size).records == [2, 3].map(StreamFixtures.staff))
        #expect(StreamFixtures.readAll(url, byteRange: offsets[1]..<offsets[2]).records == [StreamFixtures.staff(2)])
        #expect(StreamFixtures.readAll(url, byteRange: offsets[1]..<(offsets[1] + 1)).records == [StreamFixtures.staff(2)])
        #expect(StreamFixtures.readAll(url, byteRange: (offsets[2] + 1)..<size).records.isEmpty)
    }

    @Test("a forged marker inside a record does not start a block: its CRC does not check")
    func forgedMarker() throws {
        let url = try StreamFixtures.temporaryFile()
        try StreamFixtures.write([[1]], to: url)
        let marker = try SheafStreamBlocks(contentsOf: url).header.syncMarker
        // A record body holding the marker and then bytes that look like a block's start
        // (one record of 5 bytes), as text from an untrusted party could.
        let output = try SheafStreamAppender.open(
            appendingTo: url, schemaName: "hr", fingerprint: HRv4.StaffMember.sheafFingerprint, rootType: "StaffMember")
        try output.append(body: marker + [0x01, 0x05, 0x04, 0x00, 0x00, 0x01, 0x00, 0, 0, 0, 0] + marker)
        try output.close()
        let size = try StreamFixtures.bytes(url).count
        let offsets = try StreamFixtures.blockOffsets(url)
        #expect(offsets.count == 2)
        let (records, error) = StreamFixtures.readAll(url, byteRange: (offsets[1] + 1)..<size)
        #expect(records.isEmpty && error == nil, "the forged block fails its CRC, so the split holds no block")
    }
}
