import Foundation
import Sheaf
import SheafTestSupport
import Testing

/// Strings: varint byte length, then UTF-8 exactly as given (no normalisation), validated on
/// reading.
@Suite("Strings and bytes")
struct StringTests {
    static let strings: [(String, String)] = [
        ("", "00"),
        ("Ann", "03 41 6E 6E"),
        ("😀", "04 F0 9F 98 80"),  // U+1F600, four UTF-8 bytes
        ("e\u{301}", "03 65 CC 81"),  // e + COMBINING ACUTE ACCENT: kept decomposed
        ("\u{E9}", "02 C3 A9"),  // é precomposed: different bytes from the line above
        ("a\u{0}b", "03 61 00 62"),  // NUL is an ordinary character
    ]

    @Test("UTF-8 bytes, unnormalised", arguments: strings)
    func string(text: String, bytes: String) throws {
        #expect(try encodeBare(text) == hex(bytes))
        // Compare the bytes: Swift's == treats canonically equivalent strings as equal.
        #expect(Array(try decodeBare(String.self, hex(bytes)).utf8) == Array(text.utf8))
    }

    @Test("a string of 128 bytes has a two-byte length")
    func longString() throws {
        let text = String(repeating: "x", count: 128)
        try expectCanonical(text, hex("80 01") + utf8(text))
    }

    // The reader builds ASCII strings of up to 15 bytes in place (Swift's small-string limit)
    // and longer ones on the heap: both sides of the limit, and of the 8-byte ASCII scan.
    @Test("ASCII strings either side of the 15-byte small-string limit", arguments: [1, 7, 8, 9, 15, 16, 17, 64])
    func asciiLengths(count: Int) throws {
        let text = String(repeating: "k", count: count)
        try expectCanonical(text, [UInt8(count)] + [UInt8](repeating: 0x6B, count: count))
    }

    @Test("a list of strings writes long and non-ASCII elements in place")
    func stringList() throws {
        let text = String(repeating: "x", count: 128)
        // 134 content bytes: count 2, then 80 01 + 128 × 'x', then 02 C3 A9.
        try expectCanonical([text, "\u{E9}"], hex("86 01 | 02 | 80 01") + utf8(text) + hex("02 C3 A9"))
    }

    @Test("one malformed byte after ASCII is invalidUTF8 at any length", arguments: [1, 8, 9, 15, 16, 17])
    func malformedAfterASCII(count: Int) {
        let bytes = [UInt8(count)] + [UInt8](repeating: 0x61, count: count - 1) + [0xFF]
        expectSheafError(.invalidUTF8, at: 0) { _ = try decodeBare(String.self, bytes) }
    }

    static let malformed: [String] = [
        "02 C0 80",  // overlong encoding of U+0000
        "03 ED A0 80",  // a UTF-16 surrogate (U+D800)
        "04 F4 90 80 80",  // beyond U+10FFFF
        "02 E2 82",  // a sequence cut short
        "01 80",  // a lone continuation byte
        "01 FF",  // never valid in UTF-8
    ]

    @Test("malformed UTF-8 is invalidUTF8 at the length prefix", arguments: malformed)
    func invalid(bytes: String) {
        expectSheafError(.invalidUTF8, at: 0) { _ = try decodeBare(String.self, hex(bytes)) }
    }

    @Test("bytes: length and raw bytes")
    func data() throws {
        try expectCanonical(Data(), hex("00"))
        try expectCanonical(Data([0x00, 0xFF, 0x80]), hex("03 00 FF 80"))
        expectSheafError(.lengthOutOfBounds, at: 0) { _ = try decodeBare(Data.self, hex("04 00 FF 80")) }
    }
}
