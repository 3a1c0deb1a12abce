import Foundation
import Sheaf
import SheafTestSupport
import Testing

/// The runtime's resource bounds (FORMAT.md §10) against hand-built hostile archives:
/// counts and lengths are checked against the bytes left before anything is reserved,
/// nesting stops at the depth limit before the stack does, and decoding time is linear.
@Suite("Runtime resource bounds")
struct RuntimeBoundsTests {
    /// One hostile body: the type read, the body after the header, and the expected error
    /// with its offset counted from the start of the body.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var body: [UInt8]
        var code: SheafError.Code
        var bodyOffset: Int
        var decode: @Sendable ([UInt8]) throws(SheafError) -> Int
        var testDescription: String { name }
    }

    static let twoToThe60 = HostileArchive.varint(1 << 60)  // 9 bytes

    /// Root `Pair<A, Bool>` bodies: struct length, key 0A (field 1, LEN), then field 1.
    static let cases: [Case] = [
        // List of 9 bytes holding only a count of 2^60 strings.
        Case(
            name: "count 2^60 of strings", body: [0x0B, 0x0A, 0x09] + twoToThe60, code: .countOutOfBounds,
            bodyOffset: 3, decode: { bytes throws(SheafError) in try Pair<[String], Bool>(serializedBytes: bytes).first.count }),
        // Packed float64: 2^60 × 8 bytes can never fit.
        Case(
            name: "count 2^60 of float64", body: [0x0B, 0x0A, 0x09] + twoToThe60, code: .countOutOfBounds,
            bodyOffset: 3, decode: { bytes throws(SheafError) in try Pair<[Double], Bool>(serializedBytes: bytes).first.count }),
        // Packed int64: the count is checked before the width byte (08).
        Case(
            name: "count 2^60 of int64", body: [0x0C, 0x0A, 0x0A] + twoToThe60 + [0x08], code: .countOutOfBounds,
            bodyOffset: 3, decode: { bytes throws(SheafError) in try Pair<[Int64], Bool>(serializedBytes: bytes).first.count }),
        // A map entry takes at least 2 bytes.
        Case(
            name: "count 2^60 of map entries", body: [0x0B, 0x0A, 0x09] + twoToThe60, code: .countOutOfBounds,
            bodyOffset: 3,
            decode: { bytes throws(SheafError) in try Pair<[String: Double], Bool>(serializedBytes: bytes).first.count }),
        // A million elements in a list of 4 bytes: small enough to allocate, still refused.
        Case(
            name: "count 10^6 of strings", body: [0x06, 0x0A, 0x04, 0xC0, 0x84, 0x3D, 0x00], code: .countOutOfBounds,
            bodyOffset: 3, decode: { bytes throws(SheafError) in try Pair<[String], Bool>(serializedBytes: bytes).first.count }),
        // A string claiming 2^60 bytes.
        Case(
            name: "string length 2^60", body: [0x0A, 0x0A] + twoToThe60, code: .lengthOutOfBounds, bodyOffset: 2,
            decode: { bytes throws(SheafError) in try Pair<String, Bool>(serializedBytes: bytes).first.utf8.count }),
        // Bytes claiming 2^60 bytes.
        Case(
            name: "bytes length 2^60", body: [0x0A, 0x0A] + twoToThe60, code: .lengthOutOfBounds, bodyOffset: 2,
            decode: { bytes throws(SheafError) in try Pair<Data, Bool>(serializedBytes: bytes).first.count }),
        // The root struct itself claiming 2^60 bytes.
        Case(
            name: "struct length 2^60", body: twoToThe60, code: .lengthOutOfBounds, bodyOffset: 0,
            decode: { bytes throws(SheafError) in try Pair<String, Bool>(serializedBytes: bytes).first.utf8.count }),
    ]

    static func header(for name: String) -> [UInt8] {
        // Every case's root is a Pair whose second argument is bool.
        switch name {
        case "count 2^60 of float64": HostileArchive.header(for: Pair<[Double], Bool>.self)
        case "count 2^60 of int64": HostileArchive.header(for: Pair<[Int64], Bool>.self)
        case "count 2^60 of map entries": HostileArchive.header(for: Pair<[String: Double], Bool>.self)
        case "string length 2^60", "struct length 2^60": HostileArchive.header(for: Pair<String, Bool>.self)
        case "bytes length 2^60": HostileArchive.header(for: Pair<Data, Bool>.self)
        default: HostileArchive.header(for: Pair<[String], Bool>.self)
        }
    }

    @Test("a declared count or length beyond the input fails at once, before any allocation", arguments: cases)
    func oversizedDeclarations(_ hostile: Case) {
        let header = Self.header(for: hostile.name)
        let archive = header + hostile.body
        let start = CPUTime.now()
        // Reserving 2^60 elements would trap; the error proves the count was checked first.
        #expect(throws: SheafError.self) { try hostile.decode(archive) }
        do {
            _ = try hostile.decode(archive)
        } catch {
            #expect(error.code == hostile.code)
            #expect(error.offset == header.count + hostile.bodyOffset)
        }
        #expect(CPUTime.now() - start < 1)
    }

    @Test("100 000 nested structs give depthLimitExceeded at level 101, not a stack overflow")
    func deepNesting() throws {
        // Each level: length, field 1 (08 02 = value 1), key 12 (field 2, LEN), next level.
        let nested = HostileArchive.nested(levels: 100_000, prefix: [0x08, 0x02], key: [0x12], innermost: [0x08, 0x02])
        let header = HostileArchive.header(for: Chain.self)
        let error = #expect(throws: SheafError.self) { try Chain(serializedBytes: header + nested.bytes) }
        #expect(error?.code == .depthLimitExceeded)
        #expect(error?.offset == header.count + nested.levelOffsets[100])
    }

    @Test("the depth limit is an option: 100 levels read with the default, fail with 99")
    func depthLimitBoundary() throws {
        let nested = HostileArchive.nested(levels: 100, prefix: [0x08, 0x02], key: [0x12], innermost: [0x08, 0x02])
        let archive = HostileArchive.header(for: Chain.self) + nested.bytes
        var chain: Chain? = try Chain(serializedBytes: archive)
        var levels = 0
        while let link = chain {
            levels += 1
            chain = link.next
        }
        #expect(levels == 100)
        let error = #expect(throws: SheafError.self) { try Chain(serializedBytes: archive, options: SheafOptions(maxDepth: 99)) }
        #expect(error?.code == .depthLimitExceeded)
    }

    @Test("decoding time is linear: many unknown fields and many strings, n and 8n")
    func linearTime() throws {
        // A Chain with n unknown VARINT fields of ascending ids 3, 4, … (each seen-set insert
        // must be O(1)), then its value.
        func unknownFields(_ n: Int) -> [UInt8] {
            var content: [UInt8] = []
            for id in 3..<(3 + n) { content += HostileArchive.varint(UInt64(id) << 3) + [0x00] }
            content += [0x08, 0x02]
            return HostileArchive.header(for: Chain.self) + HostileArchive.varint(UInt64(content.count)) + content
        }
        // A Pair<[string], [string]> whose first list holds n one-character strings.
        func strings(_ n: Int) -> [UInt8] {
            let list =
                HostileArchive.varint(UInt64(n))
                + [UInt8](repeating: 0, count: 2 * n).enumerated().map {
                    $0.offset % 2 == 0 ? 0x01 : 0x61
                }
            let field = [0x0A] + HostileArchive.varint(UInt64(list.count)) + list
            return HostileArchive.header(for: Pair<[String], [String]>.self) + HostileArchive.varint(UInt64(field.count)) + field
        }
        let n = 20_000
        let small = try CPUTime.secondsPerByte(unknownFields(n)) { _ = try Chain(serializedBytes: $0) }
        let large = try CPUTime.secondsPerByte(unknownFields(8 * n)) { _ = try Chain(serializedBytes: $0) }
        #expect(large < 6 * small, "unknown fields: \(large) s/byte at 8n against \(small) at n")
        #expect(try Pair<[String], [String]>(serializedBytes: strings(n)).first.count == n)
        let smallList = try CPUTime.secondsPerByte(strings(n)) { _ = try Pair<[String], [String]>(serializedBytes: $0) }
        let largeList = try CPUTime.secondsPerByte(strings(8 * n)) { _ = try Pair<[String], [String]>(serializedBytes: $0) }
        #expect(largeList < 6 * smallList, "strings: \(largeList) s/byte at 8n against \(smallList) at n")
    }
}
