import Foundation
import Sheaf
import SheafTestSupport
import Testing

/// Bad input never crashes, traps or hangs: every mutation of valid archives either decodes or
/// throws a SheafError. A trap would end the test process, so reaching the end is the check;
/// each test also counts both outcomes to make sure the inputs exercise both.
@Suite("Robustness")
struct RobustnessTests {
    /// A decoder under test: bytes in, success or a SheafError out.
    struct Target: Sendable, CustomTestStringConvertible {
        var name: String
        var seed: [UInt8]
        var decode: @Sendable ([UInt8]) throws(SheafError) -> Void
        var testDescription: String { name }
    }

    static let targets: [Target] = [
        Target(name: "Employee", seed: ArchiveHeaderTests.plain) { bytes throws(SheafError) in
            _ = try Employee(serializedBytes: bytes)
        },
        Target(name: "Garage", seed: FamilyTests.garageBytes) { bytes throws(SheafError) in
            _ = try decodeBody(Garage.self, bytes)
        },
        Target(name: "Node", seed: ClassGraphTests.graphBytes) { bytes throws(SheafError) in
            _ = try decodeBody(Node.self, bytes)
        },
        Target(name: "[[[[int8]]]]", seed: hex("13 03 07 01 05 01 03 01 01 01 01 00 07 02 01 00 03 01 01 00")) { bytes throws(SheafError) in
            _ = try decodeBare([[[[Int8]]]].self, bytes)
        },
        Target(name: "[string: [float64]]", seed: hex("0D 01 01 6D 09 01 00 00 00 00 00 00 E0 3F")) { bytes throws(SheafError) in
            _ = try decodeBare([String: [Double]].self, bytes)
        },
        Target(name: "Shape list", seed: hex("0E 02 0A 01 09 00 00 00 00 00 00 F8 3F 01 03")) { bytes throws(SheafError) in
            _ = try decodeBare([Shape].self, bytes)
        },
    ]

    @Test("every single-byte mutation and every truncation", arguments: targets)
    func mutations(_ target: Target) {
        var failures = 0
        var successes = 0
        let replacements: [UInt8] = [0x00, 0x01, 0x02, 0x7F, 0x80, 0xFF]
        for index in target.seed.indices {
            for replacement in replacements + [target.seed[index] ^ 0x08, target.seed[index] &+ 1] {
                var bytes = target.seed
                bytes[index] = replacement
                do {
                    try target.decode(bytes)
                    successes += 1
                } catch {
                    failures += 1
                }
            }
        }
        for length in 0..<target.seed.count {
            do {
                try target.decode(Array(target.seed.prefix(length)))
                Issue.record("a truncation to \(length) bytes decoded")
            } catch {
                failures += 1
            }
        }
        #expect(failures > 0 && successes > 0)
    }

    @Test("random bytes", arguments: targets)
    func random(_ target: Target) {
        var generator = SplitMix64(seed: 0x5EAF)
        var failures = 0
        for _ in 0..<2_000 {
            let count = Int(generator.next() % 48)
            var bytes = (0..<count).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            // Often keep a plausible start so decoding gets past the first check.
            if !bytes.isEmpty, generator.next() % 2 == 0 {
                bytes[0] = UInt8(min(bytes.count - 1, 0x7F))
            }
            do {
                try target.decode(bytes)
            } catch {
                failures += 1
            }
        }
        #expect(failures > 0)
    }

    @Test("the default depth limit (100) stops a long chain of classes")
    func defaultDepth() throws {
        // Each Node is a level and its children list another: node k is at level 2k − 1.
        func chain(_ length: Int) -> Node {
            let root = Node(label: "0")
            var last = root
            for index in 1..<length {
                let next = Node(label: "\(index)")
                last.children = [next]
                last = next
            }
            return root
        }
        let deep = SheafOptions(maxDepth: 1000)
        let fifty = try encodeBody(chain(50))
        #expect(try decodeBody(Node.self, fifty).children.count == 1)
        let fiftyOne = try encodeBody(chain(51), options: deep)
        let path = "$" + String(repeating: ".children[0]", count: 50)
        do {
            _ = try decodeBody(Node.self, fiftyOne)
            Issue.record("expected depthLimitExceeded")
        } catch {
            #expect(error.code == .depthLimitExceeded)
            #expect(error.pathDescription == path)
        }
        expectSheafError(.depthLimitExceeded, at: nil, path: "$") { _ = try encodeBody(chain(51)) }
    }

    @Test("huge counts and lengths allocate nothing before failing")
    func hugeCounts() {
        // A count of 2^62 elements in a 10-byte list must fail at once, not reserve memory.
        expectSheafError(.countOutOfBounds, at: 1) {
            _ = try decodeBare([Double].self, hex("09 80 80 80 80 80 80 80 80 40"))
        }
        expectSheafError(.countOutOfBounds, at: 1) {
            _ = try decodeBare([String].self, hex("09 80 80 80 80 80 80 80 80 40"))
        }
        expectSheafError(.lengthOutOfBounds, at: 0) {
            _ = try decodeBare(Data.self, hex("FF FF FF FF FF FF FF FF FF 01"))
        }
    }
}
