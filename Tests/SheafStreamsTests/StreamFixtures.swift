import Foundation
import HRv4
import Sheaf
import SheafStreams

/// Records, temporary files and byte surgery shared by the stream suites.
enum StreamFixtures {
    static let start = Date(timeIntervalSince1970: 1_700_000_000)

    /// A staff member numbered `number`, with family values (each record has its own tag table).
    static func staff(_ number: Int) -> HRv4.StaffMember {
        HRv4.StaffMember(
            name: "Person \(number)", employeeNumber: Int64(number), preferredName: "P\(number)",
            benefits: number.isMultiple(of: 2) ? [HRv4.HealthPlan(provider: "Acme \(number)", coversFamily: true)] : [],
            deskPhone: "\(100 + number)", startDate: start.addingTimeInterval(Double(number)))
    }

    /// A fresh path in a fresh temporary folder.
    static func temporaryFile(_ name: String = "records.sheafs") throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheaf-streams-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent(name)
    }

    /// Writes `blocks` (each a list of record numbers, flushed as one block).
    static func write(_ blocks: [[Int]], codec: SheafStreamCodec = .none, to url: URL) throws {
        let writer = try SheafStreamWriter<HRv4.StaffMember>(creatingAt: url, codec: codec)
        for block in blocks {
            for number in block {
                try writer.append(staff(number))
            }
            try writer.flush()
        }
        try writer.close()
    }

    /// Every record of the stream, or the error that ended reading with the records before it.
    static func readAll(_ url: URL, byteRange: Range<Int>? = nil) -> (records: [HRv4.StaffMember], error: SheafStreamError?) {
        var records: [HRv4.StaffMember] = []
        do throws(SheafStreamError) {
            let reader = try SheafStreamReader<HRv4.StaffMember>(contentsOf: url, byteRange: byteRange)
            while let record = try reader.next() {
                records.append(record)
            }
            return (records, nil)
        } catch {
            return (records, error)
        }
    }

    /// The offsets where each block begins and the file's length, read back by walking the
    /// blocks with the library's own block layer.
    static func blockOffsets(_ url: URL) throws -> [Int] {
        let blocks = try SheafStreamBlocks(contentsOf: url)
        var offsets: [Int] = []
        while let block = try blocks.nextBlock() {
            offsets.append(block.offset)
        }
        return offsets
    }

    static func bytes(_ url: URL) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: url))
    }

    static func replace(_ url: URL, with bytes: [UInt8]) throws {
        try Data(bytes).write(to: url)
    }
}
