import Sheaf
import SheafTestSupport
import Testing

/// Optionals: omitted as fields when nil, a presence byte everywhere else.
@Suite("Optionals")
struct OptionalTests {
    @Test("as a bare value (the root, or a generic argument outside a field)")
    func bare() throws {
        try expectCanonical(Int32?.none, hex("00"))
        try expectCanonical(Int32?.some(5), hex("01 0A"))
        try expectCanonical(String?.some(""), hex("01 00"))
        expectSheafError(.invalidPresenceByte, at: 0) { _ = try decodeBare(Int32?.self, hex("02 0A")) }
        expectSheafError(.truncated, at: 1) { _ = try decodeBare(Int32?.self, hex("01")) }
    }

    @Test("as list elements: not packed, one presence byte each")
    func listElements() throws {
        try expectCanonical([Int32?](arrayLiteral: 1, nil, -1), hex("06 | 03 | 01 02 | 00 | 01 01"))
        try expectCanonical([Double?](arrayLiteral: nil), hex("02 01 00"))
        expectSheafError(.invalidPresenceByte, at: 4, path: "$[1]") {
            _ = try decodeBare([Int32?].self, hex("04 02 01 02 07"))
        }
    }

    @Test("as map values")
    func mapValues() throws {
        try expectCanonical(["a": String?.none, "b": "x"], hex("09 | 02 | 01 61 00 | 01 62 01 01 78"))
    }

    @Test("as a field: omitted when nil, the wrapped value's bare form when present")
    func fields() throws {
        try expectCanonical(Employee(name: "A"), hex("03 0A 01 41"))
        try expectCanonical(Employee(name: "A", email: "e"), hex("06 | 0A 01 41 | 2A 01 65"))  // key 5<<3|2
    }

    @Test("as a generic argument in a field: nil omitted, present values as fields")
    func genericArgument() throws {
        try expectCanonical(Pair<Int32?, String>(nil, "s"), hex("03 | 12 01 73"))
        try expectCanonical(Pair<Int32?, String>(-3, "s"), hex("05 | 08 05 | 12 01 73"))
        // An optional list that is present but empty is written (it is not the default nil).
        try expectCanonical(Pair<[Int8]?, Bool>([], true), hex("05 | 0A 01 00 | 10 01"))
        try expectCanonical(Pair<[Int8]?, Bool>(nil, true), hex("02 | 10 01"))
    }

    @Test("lists of optional lists")
    func nested() throws {
        try expectCanonical([[Int8]?](arrayLiteral: nil, [2]), hex("07 | 02 | 00 | 01 03 01 01 02"))
    }
}
