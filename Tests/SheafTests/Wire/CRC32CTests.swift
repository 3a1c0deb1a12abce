import Sheaf
import SheafTestSupport
import Testing

/// CRC-32C against the catalogue's check value and values computed with a bitwise reference.
@Suite("CRC-32C")
struct CRC32CTests {
    @Test("check values")
    func checkValues() {
        #expect(CRC32C.checksum(utf8("123456789")) == 0xE306_9283)  // CRC-32/ISCSI check
        #expect(CRC32C.checksum([]) == 0)
        #expect(CRC32C.checksum([UInt8](repeating: 0, count: 32)) == 0x8A91_36AA)  // RFC 3720 B.4
        #expect(CRC32C.checksum([UInt8](repeating: 0xFF, count: 32)) == 0x62A8_AB43)  // RFC 3720 B.4
        #expect(CRC32C.checksum(Array(0..<32)) == 0x46DD_794E)  // RFC 3720 B.4, incrementing
    }

    /// Suffixes of one text, so that the eight-byte loop and the byte-at-a-time tail each start
    /// at different alignments and lengths; values from a bitwise reference implementation.
    static let suffixes: [(Int, UInt32)] = [
        (0, 0x2262_0404), (1, 0xAE11_F7F5), (3, 0xFEB6_93E6), (7, 0xB710_66FA), (36, 0x8739_CEDF), (42, 0xE771_A4D8),
    ]

    @Test("every alignment and tail length", arguments: suffixes)
    func suffix(start: Int, expected: UInt32) {
        let text = utf8("The quick brown fox jumps over the lazy dog")
        #expect(CRC32C.checksum(Array(text[start...])) == expected)
    }

    /// The processor's instructions (where this machine has them) and the tables agree on
    /// every length from 0 to 300 at every start alignment, and on a large random buffer.
    @Test("hardware and tables agree")
    func hardwareMatchesTables() {
        #if arch(x86_64)
            // Every x86-64 machine this project builds on has SSE 4.2: make sure it is used.
            #expect(CRC32C.usesHardware)
        #endif
        var random = SplitMix64(seed: 0xC3C)
        let bytes = (0..<70_000).map { _ in UInt8.random(in: 0...255, using: &random) }
        bytes.withUnsafeBytes { all in
            for start in 0..<8 {
                for count in 0...300 {
                    let slice = UnsafeRawBufferPointer(rebasing: all[start..<(start + count)])
                    #expect(~CRC32C.tableUpdate(0xFFFF_FFFF, with: slice) == CRC32C.checksum(slice))
                }
            }
            #expect(~CRC32C.tableUpdate(0xFFFF_FFFF, with: all) == CRC32C.checksum(all))
        }
    }
}
