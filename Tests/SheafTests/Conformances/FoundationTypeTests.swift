import Foundation
import Sheaf
import SheafTestSupport
import Testing

/// uuid, url and timestamp bare forms.
@Suite("uuid, url, timestamp")
struct FoundationTypeTests {
    @Test("uuid: length 16 and the RFC 4122 bytes in order")
    func uuid() throws {
        let value = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
        try expectCanonical(value, hex("10 | E6 21 E1 F8 C3 6C 49 5A 93 FC 0C 24 7A 3E 6E 5F"))
        expectSheafError(.invalidUUID, at: 0) {
            _ = try decodeBare(UUID.self, hex("0F E6 21 E1 F8 C3 6C 49 5A 93 FC 0C 24 7A 3E 6E"))
        }
        expectSheafError(.lengthOutOfBounds, at: 0) { _ = try decodeBare(UUID.self, hex("10 E6 21")) }
    }

    @Test("url: its absolute string, as a string")
    func url() throws {
        let text = "https://example.com/a?b=c#d"
        try expectCanonical(URL(string: text)!, hex("1B") + utf8(text))
        try expectCanonical(URL(string: "relative/path")!, hex("0D") + utf8("relative/path"))
    }

    static let invalidURLs: [String] = [
        "00",  // empty text
        "03 61 20 62",  // "a b": a space must be percent-encoded
        "08 68 74 74 70 3A 2F 2F 5B",  // "http://[": unclosed IPv6 literal
        "03 25 7A 7A",  // "%zz": a bad percent escape
    ]

    @Test("text that is not a URL as written is invalidURL", arguments: invalidURLs)
    func invalidURL(bytes: String) {
        expectSheafError(.invalidURL, at: 0) { _ = try decodeBare(URL.self, hex(bytes)) }
    }

    static let timestamps: [(Double, String)] = [
        (0, "00"),  // the epoch
        (-0.000_001, "01"),  // one microsecond before: zig-zag(-1)
        (0.000_001, "02"),
        (-1.5, "BF 8D B7 01"),  // -1 500 000 µs, zig-zag 2 999 999
        (1_582_977_600.5, "C0 C4 85 99 B6 ED CF 05"),  // 2020-02-29T12:00:00.5Z
    ]

    @Test("timestamp: zig-zag microseconds since 1970", arguments: timestamps)
    func timestamp(seconds: Double, bytes: String) throws {
        let date = Date(timeIntervalSince1970: seconds)
        #expect(try encodeBare(date) == hex(bytes))
        let back = try decodeBare(Date.self, hex(bytes))
        #expect(abs(back.timeIntervalSince1970 - seconds) < 0.000_000_5)
        // And the value read writes the same bytes again.
        #expect(try encodeBare(back) == hex(bytes))
    }

    @Test("timestamps round to the nearest microsecond")
    func rounding() throws {
        #expect(try encodeBare(Date(timeIntervalSince1970: 0.000_000_6)) == hex("02"))
        #expect(try encodeBare(Date(timeIntervalSince1970: 0.000_000_4)) == hex("00"))
    }

    @Test("instants outside the 64-bit microsecond range cannot be written")
    func outOfRange() {
        expectSheafError(.integerOverflow, at: nil) { _ = try encodeBare(Date(timeIntervalSince1970: 1e13)) }
        expectSheafError(.integerOverflow, at: nil) { _ = try encodeBare(Date(timeIntervalSince1970: .infinity)) }
    }
}
