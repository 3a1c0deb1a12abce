import Foundation
import HRv4
import Sheaf
import SheafStreams
import Testing

/// A writer encodes each record in place at the end of its pending block and a reader reads a
/// block's records with one reader restarted on each body: these pin that neither shows — a
/// block's data is the records' bodies exactly as an archive's body is written alone, a record
/// that fails leaves nothing behind, the limits stay per record and per block, and one record's
/// tables never reach the next.
@Suite("Streams: records in the pending block")
struct StreamPendingBlockTests {
    /// Short records, long ones (a two-byte length: the body moves when the guess was one
    /// byte, and back), records with a tag table (even numbers) and without (odd).
    static let mixed: [HRv4.StaffMember] = [1, 2, 3, 400, 401, 4, 5, 402, 6, 7].map { number in
        var member = StreamFixtures.staff(number)
        if number >= 400 {
            member.name = String(repeating: "n", count: 150 + number - 400)
        }
        return member
    }

    static func body(of member: HRv4.StaffMember, options: SheafOptions = SheafOptions()) throws -> [UInt8] {
        try SheafWriter.body(options: options) { (writer: inout SheafWriter) throws(SheafError) in try member.encode(to: &writer) }
    }

    /// What a block of `members` holds: each body, length first.
    static func blockData(_ members: [HRv4.StaffMember]) throws -> [UInt8] {
        var data = SheafWriter()
        for member in members {
            let body = try body(of: member)
            data.writeVarint(UInt64(body.count))
            data.writeRawBytes(body)
        }
        return data.bytes()
    }

    /// What reading `body` as an archive's body throws, if anything.
    static func errorReading(body: [UInt8]) -> SheafError? {
        body.withUnsafeBytes { buffer -> SheafError? in
            var reader = SheafReader(buffer: buffer)
            do throws(SheafError) {
                _ = try reader.readBody { (body: inout SheafReader) throws(SheafError) in try HRv4.StaffMember(from: &body) }
                return nil
            } catch {
                return error
            }
        }
    }

    static func blocks(_ url: URL) throws -> [SheafStreamBlock] {
        let blocks = try SheafStreamBlocks(contentsOf: url)
        var all: [SheafStreamBlock] = []
        while let block = try blocks.nextBlock() {
            all.append(block)
        }
        return all
    }

    static func write(
        _ members: [HRv4.StaffMember], to url: URL, options: SheafStreamOptions = SheafStreamOptions()
    ) throws -> SheafStreamWriter<HRv4.StaffMember> {
        let writer = try SheafStreamWriter<HRv4.StaffMember>(creatingAt: url, options: options)
        for member in members {
            try writer.append(member)
        }
        return writer
    }

    @Test("a block's data is each record's body as an archive's body is written alone, length first")
    func bodiesInPlace() throws {
        #expect(try Self.mixed.map { try Self.body(of: $0).count }.contains { $0 >= 128 })
        let url = try StreamFixtures.temporaryFile()
        try Self.write(Self.mixed, to: url).close()
        let blocks = try Self.blocks(url)
        #expect(blocks.count == 1)
        #expect(blocks.first?.data == (try Self.blockData(Self.mixed)))
        #expect(StreamFixtures.readAll(url).records == Self.mixed)
    }

    @Test("a record whose encoding fails adds nothing; the records around it are kept")
    func failedRecordLeavesNothing() throws {
        // Deep enough for a record without benefits, too shallow for one with them (checked
        // against the archive writer first).
        let options = SheafOptions(maxDepth: 1)
        #expect(throws: SheafError.self) { try Self.body(of: StreamFixtures.staff(2), options: options) }
        #expect(throws: Never.self) { try Self.body(of: StreamFixtures.staff(1), options: options) }
        let url = try StreamFixtures.temporaryFile()
        let writer = try SheafStreamWriter<HRv4.StaffMember>(creatingAt: url, options: SheafStreamOptions(records: options))
        try writer.append(StreamFixtures.staff(1))
        #expect {
            try writer.append(StreamFixtures.staff(2))
        } throws: { ($0 as? SheafStreamError)?.code == .depthLimitExceeded }
        try writer.append(StreamFixtures.staff(3))
        try writer.close()
        #expect(try Self.blocks(url).map(\.data) == [try Self.blockData([StreamFixtures.staff(1), StreamFixtures.staff(3)])])
    }

    @Test("the body-size limit is each record's, not the block's that gathers them")
    func bodyLimitPerRecord() throws {
        let members = (1...20).map(StreamFixtures.staff)
        let largest = try members.map { try Self.body(of: $0).count }.max() ?? 0
        let options = SheafStreamOptions(records: SheafOptions(maxArchiveSize: largest))
        let url = try StreamFixtures.temporaryFile()
        let writer = try Self.write(members, to: url, options: options)
        var long = StreamFixtures.staff(21)
        long.name = String(repeating: "n", count: largest)
        #expect {
            try writer.append(long)
        } throws: { ($0 as? SheafStreamError)?.code == .archiveTooLarge }
        try writer.close()
        #expect(try Self.blocks(url).map(\.data) == [try Self.blockData(members)])
        #expect(StreamFixtures.readAll(url).records == members)
    }

    @Test("a record larger than a block is refused and taken back; the records around it are kept")
    func recordLargerThanABlock() throws {
        var long = StreamFixtures.staff(2)
        long.name = String(repeating: "n", count: 300)
        let url = try StreamFixtures.temporaryFile()
        let writer = try Self.write([StreamFixtures.staff(1)], to: url, options: SheafStreamOptions(maxBlockSize: 200))
        #expect {
            try writer.append(long)
        } throws: { ($0 as? SheafStreamError)?.code == .blockTooLarge }
        try writer.append(StreamFixtures.staff(3))
        try writer.close()
        #expect(try Self.blocks(url).map(\.data) == [try Self.blockData([StreamFixtures.staff(1), StreamFixtures.staff(3)])])
    }

    @Test("a record that would take the pending block past its limit begins the next block")
    func recordBeginsTheNextBlock() throws {
        let members = (11...19).map(StreamFixtures.staff)
        let sizes = try members.map { try Self.blockData([$0]).count }
        // Room for any two neighbours, never three: blocks of two, then one.
        let limit = sizes.indices.dropLast().map { sizes[$0] + sizes[$0 + 1] }.max() ?? 0
        #expect(sizes.indices.dropLast(2).allSatisfy { sizes[$0] + sizes[$0 + 1] + sizes[$0 + 2] > limit })
        let options = SheafStreamOptions(maxBlockSize: limit, blockTarget: 1 << 20)
        let url = try StreamFixtures.temporaryFile()
        try Self.write(members, to: url, options: options).close()
        let expected = try stride(from: 0, to: members.count, by: 2).map { start in
            try Self.blockData(Array(members[start..<min(start + 2, members.count)]))
        }
        #expect(try Self.blocks(url).map(\.data) == expected)
        #expect(StreamFixtures.readAll(url).records == members)
    }

    @Test("a record's tables do not reach the next: a body that uses a tag without a table fails as an archive's does")
    func tablesEndWithTheirRecord() throws {
        let withTable = try Self.body(of: StreamFixtures.staff(2))
        // The tag table: a count, then each tag as a length and its bytes (all under 128
        // here); then the empty instance table.
        var end = 1
        for _ in 0..<withTable[0] {
            end += 1 + Int(withTable[end])
        }
        #expect(withTable[0] > 0 && withTable[end] == 0)
        let untabled = [0, 0] + withTable[(end + 1)...]
        let archiveError = Self.errorReading(body: Array(untabled))
        #expect(archiveError != nil)
        let url = try StreamFixtures.temporaryFile()
        let output = try SheafStreamAppender.create(at: url, header: SheafStreamHeader(of: HRv4.StaffMember.self, codec: .none))
        try output.append(body: withTable)
        try output.append(body: Array(untabled))
        try output.close()
        let read = StreamFixtures.readAll(url)
        #expect(read.records.isEmpty)
        #expect(read.error?.code == archiveError?.code && read.error?.record == 1)
    }
}
