import Foundation
import Sheaf
import Testing

/// The url rule (Conformance/FORMAT.md §5.7): a non-empty RFC 3986 URI reference, checked by
/// the format's grammar. Each text that passes must also be one Foundation's `URL` holds
/// unchanged, since generated Swift reads urls into `URL` and writes its `absoluteString`.
@Suite("URL grammar")
struct URLGrammarTests {
    static let valid = [
        "a", "a:b", "./a:b", "//", "?", "#", "#f", "//h", "http://[::1]/", "http://[::1]:8080/p?q=/x?#f/?",
        "http://[v7.x]/", "http://[V1.a:b]/", "http://[::ffff:1.2.3.4]/", "http://[1:2:3:4:5:6:7:8]", "http://[1::]",
        "http://[::]", "http://[1:2:3:4:5:6:7::]", "http://[::2:3:4:5:6:7:8]", "http://h:99999999999999999999/",
        "http://h:/", "http://a:b:c@h/", "http://ex.com/a%20b", "mailto:x@y", "HTTP://EX.com/../a/./b",
        "urn:isbn:0451450523", "https://example.com/a?b=c#d", "relative/path", "http://u:p@[v7.x]/%7E",
        "a+b-c.d:x", "/abs//path", "http://1.2.3.4/", "http://h/!$&'()*+,;=:@-._~",
    ]

    static let invalid = [
        "", "a b", "%zz", "a%2", "http://[::1", ":a", "http://a@b@c/", "é", "http://h/é", "http://h/%",
        "http://h/a|b", "a#b#c", "http://h/[", "foo://h:8/x?[]", "1a:b", "http://[1.2.3.4]/",
        "http://[fe80::1%25en0]/", "http://h/\\", "x^y", "x`y", "x{y}", "http://h:abc/", "a:b c",
        "http://[1:2:3:4:5:6:7:8:9]", "http://[::1::2]", "http://[1:2:3:4:5:6:7:8::]", "http://[:1]",
        "http://[1:]", "http://[12345::]", "http://[::256.1.1.1]", "http://[::01.1.1.1]", "http://[v.x]",
        "a\"b", "<a>", "a\u{7F}", "a\tb",
    ]

    @Test(arguments: valid)
    func validTexts(_ text: String) throws {
        #expect(SheafURLGrammar.isValid(text))
        let url = try #require(URL(string: text, encodingInvalidCharacters: false), "Foundation refuses \(text)")
        #expect(url.absoluteString == text)
    }

    @Test(arguments: invalid)
    func invalidTexts(_ text: String) {
        #expect(!SheafURLGrammar.isValid(text))
    }

    /// Foundation takes `:a` and `[1.2.3.4]`; the format does not, so the writer refuses them
    /// rather than write an archive no reader accepts.
    @Test(arguments: [":a", "http://[1.2.3.4]/"])
    func writerRefusesWhatOnlyFoundationAccepts(_ text: String) throws {
        let url = try #require(URL(string: text, encodingInvalidCharacters: false))
        var writer = SheafWriter()
        #expect(throws: SheafError.self) { try writer.writeURL(url) }
        do {
            try writer.writeURL(url)
        } catch {
            #expect(error.code == .invalidURL)
        }
    }
}

/// float32 data read for a float64 field (Conformance/FORMAT.md §5.3): numbers exactly, NaNs
/// bit by bit — expected bit patterns worked out by hand from the rule (fraction << 29).
@Suite("float32 widened into float64")
struct FloatWideningTests {
    static let cases: [(UInt32, UInt64)] = [
        (0x3F80_0000, 0x3FF0_0000_0000_0000),  // 1.0
        (0x8000_0000, 0x8000_0000_0000_0000),  // -0.0
        (0x0000_0001, 0x36A0_0000_0000_0000),  // smallest subnormal, 2^-149
        (0x7F80_0000, 0x7FF0_0000_0000_0000),  // +infinity
        (0x7FC0_0000, 0x7FF8_0000_0000_0000),  // the default quiet NaN
        (0x7FC0_0001, 0x7FF8_0000_2000_0000),  // quiet NaN with a payload
        (0xFF80_0001, 0xFFF0_0000_2000_0000),  // signalling NaN, negative: not quieted
        (0x7FBF_FFFF, 0x7FF7_FFFF_E000_0000),  // signalling NaN, full payload
    ]

    @Test(arguments: cases)
    func widening(_ single: UInt32, _ double: UInt64) throws {
        let bytes = withUnsafeBytes(of: single.littleEndian) { Array($0) }
        let value = try bytes.withUnsafeBytes { buffer in
            try Result { () throws(SheafError) -> Double in
                var reader = SheafReader(buffer: buffer)
                return try reader.readFloatWidened()
            }.get()
        }
        #expect(value.bitPattern == double)
    }
}
