import Foundation
import HRv4
import Sheaf
import SheafStreams
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A writer killed with SIGKILL at random moments, many times over one file: whatever a
/// returned flush() acknowledged is there, in order; a torn tail is never read as records; and
/// the next writer appends after the last valid block.
@Suite("Streams: kill -9 while appending")
struct StreamCrashTests {
    static let probe: URL = {
        let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [products, products.deletingLastPathComponent()].map { $0.appendingPathComponent("StreamCrashProbe") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }()

    @Test("every acknowledged record survives 25 kills, and appending resumes", arguments: SheafStreamCodec.allCases)
    func killedWhileAppending(codec: SheafStreamCodec) throws {
        let url = try StreamFixtures.temporaryFile()
        var generator = SystemRandomNumberGenerator()
        var acknowledged = 0
        var present = 0
        for round in 0..<25 {
            let process = Process()
            process.executableURL = Self.probe
            process.arguments = [url.path, String(present)] + (codec == .deflate ? ["deflate"] : [])
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            // Wait for at least one acknowledgement, then kill at a random moment.
            var seen = ""
            while !seen.contains("acked") {
                let data = output.fileHandleForReading.availableData
                if data.isEmpty { break }
                seen += String(decoding: data, as: UTF8.self)
            }
            usleep(UInt32.random(in: 0..<20_000, using: &generator))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            seen += String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            let acks = seen.split(separator: "\n").compactMap { line in line.hasPrefix("acked ") ? Int(line.dropFirst(6)) : nil }
            #expect(!acks.isEmpty, "round \(round): the probe acknowledged nothing (\(seen))")
            acknowledged = max(acknowledged, acks.max() ?? 0)
            let (records, error) = StreamFixtures.readAll(url)
            #expect(error == nil || error?.code == .tornTail, "round \(round): \(String(describing: error))")
            #expect(records.count >= acknowledged, "round \(round): \(records.count) records, \(acknowledged) acknowledged")
            #expect(records.map(\.employeeNumber) == (0..<Int64(records.count)).map { $0 }, "round \(round): records in order, none lost")
            present = records.count
        }
    }
}
