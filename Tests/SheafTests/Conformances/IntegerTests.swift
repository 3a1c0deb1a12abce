import Sheaf
import SheafTestSupport
import Testing

/// Integer bare forms (FORMAT.md §"Integers"): signed types are zig-zag varints, unsigned
/// types plain varints; `int` and `uint` are 64-bit. Expected bytes worked out by hand.
@Suite("Integers")
struct IntegerTests {
    @Test("int8 extremes")
    func int8() throws {
        try expectCanonical(Int8.min, hex("FF 01"))  // zig-zag(-128) = 255
        try expectCanonical(Int8.max, hex("FE 01"))  // zig-zag(127) = 254
        try expectCanonical(Int8(0), hex("00"))
        try expectCanonical(Int8(-1), hex("01"))
        try expectCanonical(Int8(1), hex("02"))
    }

    @Test("int16 extremes")
    func int16() throws {
        try expectCanonical(Int16.min, hex("FF FF 03"))  // 65535
        try expectCanonical(Int16.max, hex("FE FF 03"))  // 65534
    }

    @Test("int32 extremes")
    func int32() throws {
        try expectCanonical(Int32.min, hex("FF FF FF FF 0F"))  // 2^32 - 1
        try expectCanonical(Int32.max, hex("FE FF FF FF 0F"))  // 2^32 - 2
        try expectCanonical(Int32(-64), hex("7F"))  // 127: the largest one-byte varint
        try expectCanonical(Int32(64), hex("80 01"))  // 128: the smallest two-byte one
    }

    @Test("int64 and int extremes")
    func int64() throws {
        try expectCanonical(Int64.min, hex("FF FF FF FF FF FF FF FF FF 01"))  // 2^64 - 1
        try expectCanonical(Int64.max, hex("FE FF FF FF FF FF FF FF FF 01"))  // 2^64 - 2
        try expectCanonical(Int.min, hex("FF FF FF FF FF FF FF FF FF 01"))
        try expectCanonical(Int.max, hex("FE FF FF FF FF FF FF FF FF 01"))
    }

    @Test("unsigned extremes")
    func unsigned() throws {
        try expectCanonical(UInt8.min, hex("00"))
        try expectCanonical(UInt8.max, hex("FF 01"))
        try expectCanonical(UInt16.min, hex("00"))
        try expectCanonical(UInt16.max, hex("FF FF 03"))
        try expectCanonical(UInt32.min, hex("00"))
        try expectCanonical(UInt32.max, hex("FF FF FF FF 0F"))
        try expectCanonical(UInt64.min, hex("00"))
        try expectCanonical(UInt64.max, hex("FF FF FF FF FF FF FF FF FF 01"))
        try expectCanonical(UInt.min, hex("00"))
        try expectCanonical(UInt.max, hex("FF FF FF FF FF FF FF FF FF 01"))
    }

    @Test("widening reads: a narrower type's bytes read into a wider type")
    func widening() throws {
        // int32 -> int64 and uint8 -> uint32 are safe schema changes: same bytes, same value.
        #expect(try decodeBare(Int64.self, hex("FF FF FF FF 0F")) == Int64(Int32.min))
        #expect(try decodeBare(UInt32.self, hex("FF 01")) == 255)
    }

    @Test("narrowing is range-checked")
    func narrowing() {
        expectSheafError(.integerOverflow, at: 0) { _ = try decodeBare(Int8.self, hex("80 02")) }  // 128
        expectSheafError(.integerOverflow, at: 0) { _ = try decodeBare(Int8.self, hex("81 02")) }  // -129
        expectSheafError(.integerOverflow, at: 0) { _ = try decodeBare(UInt8.self, hex("80 02")) }  // 256
        expectSheafError(.integerOverflow, at: 0) { _ = try decodeBare(Int16.self, hex("80 80 04")) }  // 32768
        expectSheafError(.integerOverflow, at: 0) { _ = try decodeBare(UInt32.self, hex("80 80 80 80 10")) }  // 2^32
        expectSheafError(.integerOverflow, at: 0) { _ = try decodeBare(Int32.self, hex("81 80 80 80 10")) }  // -2^31-1
    }

    @Test("booleans are varints 0 and 1")
    func bools() throws {
        try expectCanonical(false, hex("00"))
        try expectCanonical(true, hex("01"))
        expectSheafError(.invalidBool, at: 0) { _ = try decodeBare(Bool.self, hex("02")) }
        expectSheafError(.overlongVarint, at: 0) { _ = try decodeBare(Bool.self, hex("81 00")) }
    }
}
