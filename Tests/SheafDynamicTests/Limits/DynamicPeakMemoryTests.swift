import Foundation
import Sheaf
import SheafDynamic
import SheafSchema
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Peak memory while decoding a large hostile archive, measured in a child process (this
/// test binary again, running only this suite) so no other test's allocations blur it.
///
/// The input is `Box<[Empty]>` with 2 000 000 empty structs: one input byte per decoded
/// value, the most values per byte the format allows, so the most memory per byte any
/// archive can ask of the dynamic decoder. Each value is a `DynamicValue` (an indirect
/// enum: an array slot and a heap box holding a `DynamicRecord`), which costs about 150
/// bytes of peak resident memory per value in a debug build (measured: 151). The bound,
/// 200 bytes per input byte plus 16 MiB, proves the peak is linear in the input with a
/// fixed factor; a decoder that reserved declared counts, or copied the tree, would fail it.
@Suite("Dynamic decoder peak memory")
struct DynamicPeakMemoryTests {
    static let probeVariable = "SHEAF_PEAK_MEMORY_PROBE"
    static let elements = 2_000_000

    /// `Box<[Empty]>` holding `elements` empty structs, built in one allocation so building
    /// it leaves no high-water mark above the input itself.
    static func input() -> [UInt8] {
        let count = LimitsSchema.varint(UInt64(elements))
        let listLength = LimitsSchema.varint(UInt64(count.count + elements))
        let contentLength = 1 + listLength.count + count.count + elements
        let header = LimitsSchema.header(rootType: "Box<[Empty]>")
        var bytes: [UInt8] = []
        bytes.reserveCapacity(header.count + 8 + contentLength)
        bytes += header
        bytes += LimitsSchema.varint(UInt64(contentLength))
        bytes.append(0x0A)
        bytes += listLength
        bytes += count
        bytes.append(contentsOf: repeatElement(0, count: elements))
        return bytes
    }

    /// The process's peak resident set so far, in bytes.
    static func peakResidentBytes() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss * 1024  // Linux reports kilobytes
    }

    @Test("decoding 2 MB of empty structs peaks below 200 bytes per input byte")
    func peakMemory() throws {
        if let output = ProcessInfo.processInfo.environment[Self.probeVariable] {
            // Child: measure and report; the parent checks.
            let set = try LimitsSchema.load()
            let bytes = Self.input()
            let before = Self.peakResidentBytes()
            let archive = try DynamicWireDecoder(schemaSet: set).decode(bytes)
            let after = Self.peakResidentBytes()
            guard case .record(let box) = archive.root, case .list(let values)? = box.fields[1] else {
                Issue.record("unexpected shape")
                return
            }
            #expect(values.count == Self.elements)
            try "\(bytes.count) \(after - before)\n".write(toFile: output, atomically: true, encoding: .utf8)
            return
        }
        let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("sheaf-peak-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let child = Process()
        child.executableURL = URL(fileURLWithPath: executable)
        child.arguments = ["--testing-library", "swift-testing", "--filter", "DynamicPeakMemoryTests"]
        child.environment = ProcessInfo.processInfo.environment.merging([Self.probeVariable: output.path]) { $1 }
        child.standardOutput = FileHandle.nullDevice
        child.standardError = FileHandle.nullDevice
        try child.run()
        child.waitUntilExit()
        #expect(child.terminationStatus == 0)
        let report = try String(contentsOf: output, encoding: .utf8).split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
        try #require(report.count == 2)
        let (inputBytes, peakDelta) = (report[0], report[1])
        #expect(inputBytes > Self.elements)
        #expect(peakDelta < 200 * inputBytes + 16 << 20, "peak grew by \(peakDelta) bytes for \(inputBytes) input bytes")
        print("dynamic decoder: peak +\(peakDelta) bytes for \(inputBytes) input bytes (\(peakDelta / inputBytes) per byte)")
    }
}
