import Sheaf
import SheafTestSupport
import Testing

/// Raw enums are their raw value; option sets a varint of their bits.
@Suite("Raw enums and option sets")
struct RawEnumTests {
    @Test("integer raw values: the raw type's bare form")
    func integerRaw() throws {
        try expectCanonical(Gender.female, hex("00"))
        try expectCanonical(Gender.other, hex("04"))
        expectSheafError(.unknownEnumValue, at: 0) { _ = try decodeBare(Gender.self, hex("06")) }
        expectSheafError(.unknownEnumValue, at: 0) { _ = try decodeBare(Gender.self, hex("01")) }  // -1
    }

    @Test("string raw values; an open enum keeps unknown ones")
    func openEnum() throws {
        try expectCanonical(Mood.happy, hex("01 68"))
        try expectCanonical(Mood.unrecognized("zz"), hex("02 7A 7A"))
        try expectCanonical([Mood.sad, .unrecognized("")], hex("04 02 01 73 00"))
    }

    @Test("option sets: the raw bits as a varint, unknown bits kept")
    func options() throws {
        try expectCanonical(Duties(), hex("00"))
        try expectCanonical(Duties([.cleanWorkplace, .openWindow, .bringCoffee]), hex("07"))
        try expectCanonical(Duties(rawValue: 0x8000_0000), hex("80 80 80 80 08"))
        expectSheafError(.integerOverflow, at: 0) { _ = try decodeBare(Duties.self, hex("80 80 80 80 10")) }
    }
}
