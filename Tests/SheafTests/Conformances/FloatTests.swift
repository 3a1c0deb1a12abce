import Sheaf
import SheafTestSupport
import Testing

/// Float bare forms: the IEEE 754 bit pattern, little-endian, exactly preserved.
@Suite("Floats")
struct FloatTests {
    static let doubles: [(UInt64, String)] = [
        (0x0000_0000_0000_0000, "00 00 00 00 00 00 00 00"),  // +0.0
        (0x8000_0000_0000_0000, "00 00 00 00 00 00 00 80"),  // -0.0
        (0x3FF0_0000_0000_0000, "00 00 00 00 00 00 F0 3F"),  // 1.0
        (0x7FF0_0000_0000_0000, "00 00 00 00 00 00 F0 7F"),  // +infinity
        (0xFFF0_0000_0000_0000, "00 00 00 00 00 00 F0 FF"),  // -infinity
        (0x7FF8_0000_0000_0000, "00 00 00 00 00 00 F8 7F"),  // the default quiet NaN
        (0x7FF8_0000_0000_00AB, "AB 00 00 00 00 00 F8 7F"),  // NaN with payload 0xAB
        (0xFFF8_0000_0000_0001, "01 00 00 00 00 00 F8 FF"),  // negative NaN with payload 1
        (0x0000_0000_0000_0001, "01 00 00 00 00 00 00 00"),  // smallest subnormal
        (0x000F_FFFF_FFFF_FFFF, "FF FF FF FF FF FF 0F 00"),  // largest subnormal
        (0x7FEF_FFFF_FFFF_FFFF, "FF FF FF FF FF FF EF 7F"),  // greatest finite
    ]

    @Test("float64 bit patterns", arguments: doubles)
    func float64(bits: UInt64, bytes: String) throws {
        let value = Double(bitPattern: bits)
        #expect(try encodeBare(value) == hex(bytes))
        #expect(try decodeBare(Double.self, hex(bytes)).bitPattern == bits)
    }

    static let floats: [(UInt32, String)] = [
        (0x0000_0000, "00 00 00 00"),  // +0.0
        (0x8000_0000, "00 00 00 80"),  // -0.0
        (0x3F80_0000, "00 00 80 3F"),  // 1.0
        (0x7F80_0000, "00 00 80 7F"),  // +infinity
        (0xFF80_0000, "00 00 80 FF"),  // -infinity
        (0x7FC0_0001, "01 00 C0 7F"),  // NaN with payload 1
        (0x0000_0001, "01 00 00 00"),  // smallest subnormal
        (0x007F_FFFF, "FF FF 7F 00"),  // largest subnormal
    ]

    @Test("float32 bit patterns", arguments: floats)
    func float32(bits: UInt32, bytes: String) throws {
        let value = Float(bitPattern: bits)
        #expect(try encodeBare(value) == hex(bytes))
        #expect(try decodeBare(Float.self, hex(bytes)).bitPattern == bits)
    }

    @Test("truncated floats")
    func truncated() {
        expectSheafError(.truncated, at: 0) { _ = try decodeBare(Double.self, hex("00 00 00 00 00 00 F0")) }
        expectSheafError(.truncated, at: 0) { _ = try decodeBare(Float.self, hex("00 00 80")) }
    }
}
