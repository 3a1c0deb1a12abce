import Sheaf
import SheafTestSupport
import Testing

/// Packed lists: floats and bools back to back; integers with one layout byte per list — a
/// fixed width, or 0 for varints when they are strictly smaller.
@Suite("Packed lists")
struct PackedListTests {
    @Test("integer lists take the smallest width that holds every element, unless varints are smaller")
    func widths() throws {
        try expectCanonical([Int8](), hex("01 00"))  // length 1, count 0, no width byte
        try expectCanonical([Int32](), hex("01 00"))
        try expectCanonical([Int32](arrayLiteral: 1, -1, 127, -128), hex("06 | 04 | 01 | 01 FF 7F 80"))
        try expectCanonical([Int32](arrayLiteral: 128), hex("04 | 01 | 02 | 80 00"))
        // Width 4 (4 bytes) against the zig-zag varint 65537 (3 bytes): varints.
        try expectCanonical([Int32](arrayLiteral: -32769), hex("05 | 01 | 00 | 81 80 04"))
        // Width 8 against the zig-zag varint 2^32 (5 bytes).
        try expectCanonical([Int64](arrayLiteral: 1 << 31), hex("07 | 01 | 00 | 80 80 80 80 10"))
        try expectCanonical([Int64](arrayLiteral: .min), hex("0A | 01 | 08 | 00 00 00 00 00 00 00 80"))
        try expectCanonical([Int](arrayLiteral: 0, 0), hex("04 | 02 | 01 | 00 00"))
        try expectCanonical([UInt8](arrayLiteral: 255), hex("03 | 01 | 01 | FF"))
        try expectCanonical([UInt16](arrayLiteral: 255, 256), hex("06 | 02 | 02 | FF 00 00 01"))
        try expectCanonical([UInt32](arrayLiteral: 65536), hex("05 | 01 | 00 | 80 80 04"))
        try expectCanonical([UInt64](arrayLiteral: .max), hex("0A | 01 | 08 | FF FF FF FF FF FF FF FF"))
        try expectCanonical([UInt](arrayLiteral: 1 << 32), hex("07 | 01 | 00 | 80 80 80 80 10"))
        // Ties keep the fixed width: 128 takes 2 bytes either way (zig-zag 256).
        try expectCanonical([Int32](arrayLiteral: 128), hex("04 | 01 | 02 | 80 00"))
        // Mixed magnitudes: width 2 (6 bytes) against varints 2, 600, 1 (4 bytes).
        try expectCanonical([Int64](arrayLiteral: 1, 300, -1), hex("06 | 03 | 00 | 02 D8 04 01"))
        try expectCanonical([Int16](arrayLiteral: .min, .max), hex("06 | 02 | 02 | 00 80 FF 7F"))
    }

    @Test("narrow widths are sign-extended for signed and zero-extended for unsigned types")
    func extension_() throws {
        #expect(try decodeBare([Int16].self, hex("03 01 01 FF")) == [-1])
        #expect(try decodeBare([UInt16].self, hex("03 01 01 FF")) == [255])
        #expect(try decodeBare([Int64].self, hex("04 01 02 00 80")) == [-32768])
    }

    @Test("a non-minimal width is legal (non-canonical) on reading")
    func nonCanonicalWidth() throws {
        #expect(try decodeBare([Int32].self, hex("06 01 04 01 00 00 00")) == [1])
        #expect(try encodeBare([Int32](arrayLiteral: 1)) == hex("03 01 01 01"))
    }

    @Test("varint layout: each element a (zig-zag) varint that fits the element type")
    func varintLayout() throws {
        #expect(try decodeBare([UInt8].self, hex("04 02 00 01 7F")) == [1, 127])
        #expect(try decodeBare([Int8].self, hex("06 02 00 FF 01 FE 01")) == [-128, 127])
        #expect(try decodeBare([Int64].self, hex("0C 01 00 FF FF FF FF FF FF FF FF FF 01")) == [.min])
        // 10-byte varints between short ones: 21 bytes against 24 at width 8.
        try expectCanonical(
            [Int64](arrayLiteral: .min, 1, .max),
            hex(
                """
                17 | 03 | 00
                FF FF FF FF FF FF FF FF FF 01 | 02 | FE FF FF FF FF FF FF FF FF 01
                """))
        #expect(try decodeBare([UInt64].self, hex("0E 02 00 80 01 FF FF FF FF FF FF FF FF FF 01")) == [128, .max])
        expectSheafError(.oversizedVarint, at: 5) {
            _ = try decodeBare([UInt64].self, hex("0E 02 00 80 01 FF FF FF FF FF FF FF FF FF 02"))
        }
        // Zig-zag 256 is 128, which does not fit an int8; 256 does not fit a uint8.
        expectSheafError(.integerOverflow, at: 3) { _ = try decodeBare([Int8].self, hex("04 01 00 80 02")) }
        expectSheafError(.integerOverflow, at: 3) { _ = try decodeBare([UInt8].self, hex("04 01 00 80 02")) }
        expectSheafError(.integerOverflow, at: 4, path: "$") { _ = try decodeBare([Int16].self, hex("06 02 00 01 80 80 04")) }
        expectSheafError(.overlongVarint, at: 3) { _ = try decodeBare([Int32].self, hex("04 01 00 80 00")) }
        expectSheafError(.truncated, at: 3) { _ = try decodeBare([Int32].self, hex("03 01 00 80")) }
        // Two varints need at least 2 bytes; 1 is left after the layout byte.
        expectSheafError(.countOutOfBounds, at: 1) { _ = try decodeBare([Int32].self, hex("03 02 00 01")) }
        expectSheafError(.lengthMismatch, at: 4) { _ = try decodeBare([Int32].self, hex("04 01 00 01 05")) }
    }

    @Test("varints of every length, 1 to 10 bytes, side by side")
    func varintLengths() throws {
        // Each power of 128 starts a longer varint; the list is varints (63 bytes against 88).
        let values: [UInt64] = [127, 1 << 7, 1 << 14, 1 << 21, 1 << 28, 1 << 35, 1 << 42, 1 << 49, (1 << 56) - 1, 1 << 56, 1 << 63]
        let elements: [UInt8] = values.flatMap { (value: UInt64) -> [UInt8] in HandBytes.varint(value) }
        #expect(elements.count == 63)
        let content = HandBytes.varint(UInt64(values.count)) + [0x00] + elements
        try expectCanonical(values, HandBytes.varint(UInt64(content.count)) + content)
        // Signed, zig-zag: -1 → 1, 64 → 128, -(2^55) → 2^56 - 1, Int64.min → 2^64 - 1.
        let signed: [Int64] = [-1, 64, -(1 << 55), .min, 5]
        let zigzag: [UInt64] = [1, 128, (1 << 56) - 1, .max, 10]
        let signedContent: [UInt8] = [0x05, 0x00] + zigzag.flatMap { (value: UInt64) -> [UInt8] in HandBytes.varint(value) }
        try expectCanonical(signed, HandBytes.varint(UInt64(signedContent.count)) + signedContent)
    }

    @Test("random varints of every bit length match the byte-by-byte encoding")
    func randomVarints() throws {
        // The writer stores a varint below 2^56 with one 8-byte write of its spread 7-bit
        // groups; the expected bytes come from the plain group-by-group encoder.
        var generator = SplitMix64(seed: 0x7A41)
        var values: [UInt64] = [1 << 63]  // one 10-byte varint: width 8, so varints are smaller
        for _ in 0..<2_000 {
            let bits = Int.random(in: 1...64, using: &generator)
            values.append(generator.next() >> UInt64(64 - bits))
        }
        let elements = values.flatMap { (value: UInt64) -> [UInt8] in HandBytes.varint(value) }
        #expect(elements.count < values.count * 8)
        let content = HandBytes.varint(UInt64(values.count)) + [0x00] + elements
        try expectCanonical(values, HandBytes.varint(UInt64(content.count)) + content)
    }

    @Test(
        "lists whose every varint is shorter than the fixed width, with and without moving the body",
        arguments: [1, 40, 50, 100, 127, 128, 300, 6_000]
    )
    func varintsShorterThanWidth(count: Int) throws {
        // One element needs 22 bits (width 4, a 3-byte zig-zag varint); the rest are small, so
        // the body is much shorter than 3 bytes each and the length prefix may be shorter than
        // the longest one the writer leaves room for.
        var generator = SplitMix64(seed: UInt64(count))
        var values: [Int32] = [-(1 << 20)]
        for _ in 1..<count {
            values.append(Int32(truncatingIfNeeded: Int64(generator.next() % 300) - 150))
        }
        let zigzag = values.map { UInt64(UInt32(bitPattern: ($0 << 1) ^ ($0 >> 31))) }
        let content = HandBytes.varint(UInt64(count)) + [0x00] + zigzag.flatMap(HandBytes.varint)
        try expectCanonical(values, HandBytes.varint(UInt64(content.count)) + content)
    }

    @Test("layout bytes that are not 0, 1, 2, 4, 8 or are wider than the element type")
    func badWidths() {
        expectSheafError(.invalidPackedWidth, at: 2) { _ = try decodeBare([Int32].self, hex("05 01 03 00 00 00")) }
        expectSheafError(.invalidPackedWidth, at: 2) { _ = try decodeBare([Int16].self, hex("06 01 04 00 00 00 00")) }
        expectSheafError(.invalidPackedWidth, at: 2) { _ = try decodeBare([UInt8].self, hex("04 01 02 00 00")) }
        expectSheafError(.invalidPackedWidth, at: 2) { _ = try decodeBare([Int64].self, hex("03 01 10 00")) }
        expectSheafError(.invalidPackedWidth, at: 2) { _ = try decodeBare([Int64].self, hex("03 01 FF 00")) }
    }

    @Test("count × width must fit the list's length")
    func counts() {
        // Count 2 of width 2 needs 4 bytes; 2 remain after the width byte.
        expectSheafError(.countOutOfBounds, at: 1) { _ = try decodeBare([Int16].self, hex("04 02 02 00 00")) }
        // Count 2 of floats needs 8 bytes; 4 remain.
        expectSheafError(.countOutOfBounds, at: 1) { _ = try decodeBare([Float].self, hex("05 02 00 00 80 3F")) }
        // A count with nothing left for the width byte.
        expectSheafError(.countOutOfBounds, at: 1) { _ = try decodeBare([Int8].self, hex("01 01")) }
    }

    @Test("float64 and float32 lists: the bit patterns back to back")
    func floats() throws {
        try expectCanonical([Double](), hex("01 00"))
        try expectCanonical([1.0, -2.0], hex("11 | 02 | 00 00 00 00 00 00 F0 3F | 00 00 00 00 00 00 00 C0"))
        try expectCanonical([Float](), hex("01 00"))
        try expectCanonical([Float(1), Float(-2)], hex("09 | 02 | 00 00 80 3F | 00 00 00 C0"))
        let negativeZero = try decodeBare([Double].self, hex("09 01 00 00 00 00 00 00 00 80"))
        #expect(negativeZero.map(\.bitPattern) == [0x8000_0000_0000_0000])
    }

    @Test("bool lists: one byte each")
    func bools() throws {
        try expectCanonical([Bool](), hex("01 00"))
        try expectCanonical([true, false, true], hex("04 | 03 | 01 00 01"))
        let nineBytes = [Bool](repeating: true, count: 8) + [false]
        try expectCanonical(nineBytes, hex("0A | 09 | 01 01 01 01 01 01 01 01 00"))
        expectSheafError(.invalidBool, at: 3, path: "$[1]") { _ = try decodeBare([Bool].self, hex("04 03 01 02 00")) }
        expectSheafError(.invalidBool, at: 10, path: "$[8]") {
            _ = try decodeBare([Bool].self, hex("0B 0A 01 01 01 01 01 01 01 01 80 00"))
        }
    }

    @Test("bytes left inside a packed list")
    func leftovers() {
        expectSheafError(.lengthMismatch, at: 4) { _ = try decodeBare([Int8].self, hex("04 01 01 05 00")) }
        expectSheafError(.lengthMismatch, at: 2) { _ = try decodeBare([Float].self, hex("02 00 00")) }
    }
}
