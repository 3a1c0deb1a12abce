import Foundation
import Sheaf
import SheafTestSupport
import Testing

/// The generated decoders' resource bounds (FORMAT.md §10) against hand-built hostile
/// archives of the showcase types: oversized counts and lengths fail before allocation,
/// deep nesting stops at the depth limit, and decoding time is linear.
@Suite("Generated decoders' resource bounds")
struct GeneratedBoundsTests {
    static let twoToThe60 = ArchiveBytes.varint(1 << 60)  // 9 bytes

    /// `levels` Employees nested through `manager` (id 6, key 32), each named "a"
    /// (key 0A, 01 61); lengths worked out from the inside, so this is linear in its size.
    static func managerChain(levels: Int) -> (bytes: [UInt8], levelOffsets: [Int]) {
        let prefix: [UInt8] = [0x0A, 0x01, 0x61, 0x32]
        var lengths = [Int](repeating: 3, count: levels)
        for level in stride(from: levels - 2, through: 0, by: -1) {
            lengths[level] = prefix.count + ArchiveBytes.varint(UInt64(lengths[level + 1])).count + lengths[level + 1]
        }
        var bytes: [UInt8] = []
        var offsets: [Int] = []
        bytes.reserveCapacity(lengths[0] + 8)
        for level in 0..<levels {
            offsets.append(bytes.count)
            bytes += ArchiveBytes.varint(UInt64(lengths[level]))
            bytes += level == levels - 1 ? [0x0A, 0x01, 0x61] : prefix
        }
        return (bytes, offsets)
    }

    @Test("a count of 2^60 map entries in a 14-byte body fails at once with countOutOfBounds")
    func hugeCount() {
        // Employee: length 14, name "a", scores (id 7, key 3A) of 9 bytes holding the count.
        let header = ArchiveBytes.header(for: Employee.self) + ArchiveBytes.tables()
        let body: [UInt8] = [0x0E, 0x0A, 0x01, 0x61, 0x3A, 0x09] + Self.twoToThe60
        let start = CPUTime.now()
        let error = #expect(throws: SheafError.self) { try Employee(serializedBytes: header + body) }
        #expect(error?.code == .countOutOfBounds)
        #expect(error?.offset == header.count + 6)
        #expect(CPUTime.now() - start < 1)
    }

    @Test("a string length of 2^60 fails at once with lengthOutOfBounds")
    func hugeLength() {
        // Employee: length 10, name claiming 2^60 bytes.
        let header = ArchiveBytes.header(for: Employee.self) + ArchiveBytes.tables()
        let error = #expect(throws: SheafError.self) {
            try Employee(serializedBytes: header + [0x0A, 0x0A] + Self.twoToThe60)
        }
        #expect(error?.code == .lengthOutOfBounds)
        #expect(error?.offset == header.count + 2)
    }

    @Test("a packed list of 2^60 int8 fails at once with countOutOfBounds")
    func hugePackedCount() {
        // Stack<int32> (items: id 1): length 12, key 0A, list of 10 bytes: count, width 1.
        let header = ArchiveBytes.header(for: Stack<Int32>.self) + ArchiveBytes.tables()
        let error = #expect(throws: SheafError.self) {
            try Stack<Int32>(serializedBytes: header + [0x0C, 0x0A, 0x0A] + Self.twoToThe60 + [0x01])
        }
        #expect(error?.code == .countOutOfBounds)
        #expect(error?.offset == header.count + 3)
    }

    @Test("100 000 nested managers give depthLimitExceeded at level 101, not a stack overflow")
    func deepNesting() {
        let chain = Self.managerChain(levels: 100_000)
        let header = ArchiveBytes.header(for: Employee.self) + ArchiveBytes.tables()
        let error = #expect(throws: SheafError.self) { try Employee(serializedBytes: header + chain.bytes) }
        #expect(error?.code == .depthLimitExceeded)
        #expect(error?.offset == header.count + chain.levelOffsets[100])
    }

    @Test("100 nested managers read; the 101st level does not")
    func depthBoundary() throws {
        let header = ArchiveBytes.header(for: Employee.self) + ArchiveBytes.tables()
        var employee: Employee? = try Employee(serializedBytes: header + Self.managerChain(levels: 100).bytes)
        var levels = 0
        while let current = employee {
            levels += 1
            employee = current.manager
        }
        #expect(levels == 100)
        let error = #expect(throws: SheafError.self) {
            try Employee(serializedBytes: header + Self.managerChain(levels: 101).bytes)
        }
        #expect(error?.code == .depthLimitExceeded)
    }

    @Test("decoding time is linear: a map of n and 8n one-entry keys")
    func linearTime() throws {
        // Employee.scores with n entries "k<i>" → [] (each entry: key string, empty list 01 00).
        func scores(_ n: Int) -> [UInt8] {
            var entries = ArchiveBytes.varint(UInt64(n))
            for index in 0..<n {
                entries += ArchiveBytes.string(String(format: "k%07d", index)) + [0x01, 0x00]
            }
            let content: [UInt8] = [0x0A, 0x01, 0x61, 0x3A] + ArchiveBytes.len(entries)
            return ArchiveBytes.archive(Employee.self, root: ArchiveBytes.len(content))
        }
        let n = 10_000
        let small = try CPUTime.secondsPerByte(scores(n)) { _ = try Employee(serializedBytes: $0) }
        let large = try CPUTime.secondsPerByte(scores(8 * n)) { _ = try Employee(serializedBytes: $0) }
        #expect(large < 6 * small, "\(large) s/byte at 8n against \(small) at n")
    }
}
