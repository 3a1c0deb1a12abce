import Foundation
import HRv1
import HRv4
import Sheaf
import SheafStreams
import Testing

@Suite("Streams: writing and reading records")
struct StreamRoundTripTests {
    @Test("records come back in order, in several blocks", arguments: SheafStreamCodec.allCases)
    func roundTrip(codec: SheafStreamCodec) throws {
        let url = try StreamFixtures.temporaryFile()
        try StreamFixtures.write([[1, 2, 3], [4], [5, 6]], codec: codec, to: url)
        let (records, error) = StreamFixtures.readAll(url)
        #expect(error == nil)
        #expect(records == (1...6).map(StreamFixtures.staff))
        #expect(try StreamFixtures.blockOffsets(url).count == 3)
    }

    @Test("an empty stream (a header, no block) reads as no records")
    func empty() throws {
        let url = try StreamFixtures.temporaryFile()
        try StreamFixtures.write([], to: url)
        let (records, error) = StreamFixtures.readAll(url)
        #expect(error == nil)
        #expect(records.isEmpty)
    }

    @Test("the header names the schema and root type and embeds the schema files exactly")
    func header() throws {
        let url = try StreamFixtures.temporaryFile()
        try StreamFixtures.write([[1]], codec: .deflate, to: url)
        let header = try SheafStreamBlocks(contentsOf: url).header
        #expect(header.codec == .deflate)
        #expect(header.schemaName == "hr")
        #expect(header.schemaVersion == 4)
        #expect(header.fingerprint == HRv4.StaffMember.sheafFingerprint)
        #expect(header.rootType == "StaffMember")
        let onDisk = try String(contentsOf: Self.repository.appendingPathComponent("Schemas/evolution/v4/hr.yaml"), encoding: .utf8)
        #expect(header.files == [SheafSchemaFile(name: "hr.yaml", text: onDisk)])
    }

    @Test("the canonical sync marker is the first 16 bytes of the SHA-256 of the header before it; a random one differs")
    func syncMarker() throws {
        let url = try StreamFixtures.temporaryFile()
        try StreamFixtures.write([[1]], to: url)
        let bytes = try StreamFixtures.bytes(url)
        let header = try SheafStreamBlocks(contentsOf: url).header
        let markerStart = header.layout.firstBlock - 16
        #expect(Array(bytes[markerStart..<header.layout.firstBlock]) == Array(SHA256.digest(Array(bytes[..<markerStart])).prefix(16)))
        let random = try StreamFixtures.temporaryFile()
        let writer = try SheafStreamWriter<HRv4.StaffMember>(creatingAt: random, options: SheafStreamOptions(randomSyncMarker: true))
        try writer.append(StreamFixtures.staff(1))
        try writer.close()
        #expect(try SheafStreamBlocks(contentsOf: random).header.syncMarker != header.syncMarker)
        #expect(StreamFixtures.readAll(random).records == [StreamFixtures.staff(1)])
    }

    @Test("the same records give the same bytes (codec none)")
    func deterministic() throws {
        let first = try StreamFixtures.temporaryFile()
        let second = try StreamFixtures.temporaryFile()
        try StreamFixtures.write([[1, 2], [3]], to: first)
        try StreamFixtures.write([[1, 2], [3]], to: second)
        #expect(try StreamFixtures.bytes(first) == StreamFixtures.bytes(second))
    }

    @Test("a writer starts a new block once its pending records reach the block target")
    func blockTarget() throws {
        let url = try StreamFixtures.temporaryFile()
        let writer = try SheafStreamWriter<HRv4.StaffMember>(creatingAt: url, options: SheafStreamOptions(blockTarget: 200))
        for number in 1...20 {
            try writer.append(StreamFixtures.staff(number))
        }
        try writer.close()
        #expect(try StreamFixtures.blockOffsets(url).count > 3)
        #expect(StreamFixtures.readAll(url).records == (1...20).map(StreamFixtures.staff))
    }

    @Test("appending adds blocks after the last; closing twice is harmless; appending after close fails")
    func appending() throws {
        let url = try StreamFixtures.temporaryFile()
        try StreamFixtures.write([[1, 2]], codec: .deflate, to: url)
        let more = try SheafStreamWriter<HRv4.StaffMember>(appendingTo: url)
        #expect(more.header.codec == .deflate)
        try more.append(StreamFixtures.staff(3))
        try more.close()
        try more.close()
        #expect(throws: SheafStreamError.self) { try more.append(StreamFixtures.staff(4)) }
        #expect(StreamFixtures.readAll(url).records == (1...3).map(StreamFixtures.staff))
    }

    @Test("appending refuses a stream of another schema version or root type")
    func appendingChecksTheHeader() throws {
        let url = try StreamFixtures.temporaryFile()
        try StreamFixtures.write([[1]], to: url)
        #expect {
            _ = try SheafStreamWriter<HRv1.StaffMember>(appendingTo: url)
        } throws: { ($0 as? SheafStreamError)?.code == .schemaMismatch }
        #expect {
            _ = try SheafStreamWriter<HRv4.Department>(appendingTo: url)
        } throws: { ($0 as? SheafStreamError)?.code == .rootTypeMismatch }
    }

    @Test("an older version reads a newer one's stream as it reads archives: unknown members kept")
    func olderReader() throws {
        let url = try StreamFixtures.temporaryFile()
        try StreamFixtures.write([[2, 4]], to: url)
        let reader = try SheafStreamReader<HRv1.StaffMember>(contentsOf: url)
        var names: [String] = []
        while let member = try reader.next() {
            names.append(member.name)
            let archive = try HRv4.StaffMember(serializedBytes: member.serializedBytes())
            #expect(archive.benefits.count == 1, "the v4 benefit survives a v1 round trip")
        }
        #expect(names == ["Person 2", "Person 4"])
    }

    @Test("records of another root type are refused at the header")
    func rootTypeMismatch() throws {
        let url = try StreamFixtures.temporaryFile()
        try StreamFixtures.write([[1]], to: url)
        #expect {
            _ = try SheafStreamReader<HRv4.Department>(contentsOf: url)
        } throws: { ($0 as? SheafStreamError)?.code == .rootTypeMismatch }
    }

    @Test("read as an AsyncSequence")
    func asyncSequence() async throws {
        let url = try StreamFixtures.temporaryFile()
        try StreamFixtures.write([[1, 2], [3]], to: url)
        var records: [HRv4.StaffMember] = []
        for try await record in try SheafStreamReader<HRv4.StaffMember>(contentsOf: url) {
            records.append(record)
        }
        #expect(records == (1...3).map(StreamFixtures.staff))
    }

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
}
