import SheafSchema
import Testing

/// Microseconds since 1970-01-01T00:00:00Z, worked out by hand (days × 86 400 s × 10⁶).
@Suite("RFC 3339 timestamps")
struct RFC3339Tests {
    static let readable: [(String, Int64)] = [
        ("1970-01-01T00:00:00Z", 0),
        ("1970-01-01T00:00:00.000001Z", 1),
        ("1969-12-31T23:59:59.999999Z", -1),
        ("1970-01-02T00:00:00Z", 86_400_000_000),
        ("1970-01-01T01:00:00+01:00", 0),
        ("2000-03-01T00:00:00Z", 951_868_800_000_000),
        ("-0001-12-31T00:00:00Z", -62_167_305_600_000_000),
    ]

    @Test("reads the instant", arguments: readable)
    func reads(text: String, micros: Int64) {
        #expect(RFC3339.microseconds(from: text) == micros)
    }

    @Test("writes what it reads, in UTC", arguments: readable.filter { !$0.0.contains("+") })
    func writes(text: String, micros: Int64) {
        #expect(RFC3339.string(fromMicroseconds: micros) == text)
    }

    @Test(
        "years past the Int64 range of microseconds are not timestamps, not a crash",
        arguments: [
            "294248-01-01T00:00:00Z", "-294248-01-01T00:00:00Z", "999999-12-31T23:59:59.999999Z",
        ])
    func outOfRange(text: String) {
        #expect(RFC3339.microseconds(from: text) == nil)
    }

    @Test(
        "malformed text is not a timestamp",
        arguments: [
            "", "1970-01-01", "1970-13-01T00:00:00Z", "1970-02-30T00:00:00Z", "1970-01-01T24:00:00Z",
            "1970-01-01T00:00:00", "1970-01-01T00:00:00.Z", "1970-01-01T00:00:00.0000001Z",
        ])
    func malformed(text: String) {
        #expect(RFC3339.microseconds(from: text) == nil)
    }
}
