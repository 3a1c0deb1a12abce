import Sheaf
import Testing

/// Varint and zig-zag values written out by hand from Conformance/FORMAT.md, so the
/// arithmetic is checked against the format rather than against itself.
@Suite("Varints")
struct VarintTests {
    static let cases: [(UInt64, [UInt8])] = [
        (0, [0x00]),
        (1, [0x01]),
        (127, [0x7F]),
        (128, [0x80, 0x01]),
        (300, [0xAC, 0x02]),
        (16_383, [0xFF, 0x7F]),
        (16_384, [0x80, 0x80, 0x01]),
        (UInt64(UInt32.max), [0xFF, 0xFF, 0xFF, 0xFF, 0x0F]),
        (UInt64.max, [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01]),
    ]

    @Test("minimal LEB128 bytes", arguments: cases)
    func encodes(value: UInt64, bytes: [UInt8]) {
        #expect(Varint.encode(value) == bytes)
        #expect(Varint.encodedSize(of: value) == bytes.count)
    }

    static let zigZagCases: [(Int64, UInt64)] = [
        (0, 0), (-1, 1), (1, 2), (-2, 3), (2, 4), (.max, .max - 1), (.min, .max),
    ]

    @Test("zig-zag maps small magnitudes of either sign to small numbers", arguments: zigZagCases)
    func zigZag(signed: Int64, unsigned: UInt64) {
        #expect(ZigZag.encode(signed) == unsigned)
        #expect(ZigZag.decode(unsigned) == signed)
    }
}
