import Foundation
import Sheaf
import Testing

/// String raw values name their case by their UTF-8 bytes, as the format says, not by
/// Swift's `String ==` (Unicode canonical equivalence): `"e\u{301}"` is not the raw value
/// `"é"` (U+00E9).
@Suite("String raw values compare by bytes in generated code")
struct RawEnumBytesTests {
    /// `Keyword.unicode`'s raw value spelled with combining marks: canonically equivalent to
    /// the schema's precomposed `"ünïcödé ✓"`, but other bytes.
    static let decomposed = "u\u{308}ni\u{308}co\u{308}de\u{301} \u{2713}"

    @Test func theTwoSpellingsDifferOnlyInBytes() {
        #expect(Self.decomposed == Keyword.unicode.rawValue)
        #expect(!Self.decomposed.utf8.elementsEqual(Keyword.unicode.rawValue.utf8))
    }

    @Test func aClosedEnumRejectsACanonicallyEquivalentRawValue() throws {
        #expect(Keyword(rawValue: Keyword.unicode.rawValue) == .unicode)
        #expect(Keyword(rawValue: Self.decomposed) == nil)
        let archive = ArchiveBytes.archive(Keyword.self, root: ArchiveBytes.string(Self.decomposed))
        let error = #expect(throws: SheafError.self) { try Keyword(serializedBytes: archive) }
        #expect(error?.code == .unknownEnumValue)
        let precomposed = ArchiveBytes.archive(Keyword.self, root: ArchiveBytes.string(Keyword.unicode.rawValue))
        #expect(try Keyword(serializedBytes: precomposed) == .unicode)
    }

    @Test func anOpenEnumKeepsACanonicallyEquivalentRawValueUnchanged() throws {
        let travel = Genre.travel.rawValue
        let other = "re\u{301}cits de voyage"
        #expect(other == travel && !other.utf8.elementsEqual(travel.utf8))
        // Pattern matching, not `==`: a raw enum's `==` compares raw values as Strings.
        guard case .travel = Genre(rawValue: travel) else {
            Issue.record("the precomposed raw value must name .travel")
            return
        }
        let archive = ArchiveBytes.archive(Genre.self, root: ArchiveBytes.string(other))
        let read = try Genre(serializedBytes: archive)
        guard case .unrecognized(let kept) = read else {
            Issue.record("read \(read), expected .unrecognized")
            return
        }
        #expect(kept.utf8.elementsEqual(other.utf8))
        // Written back byte for byte, not as the known case's spelling.
        #expect(try read.serializedBytes() == archive)
    }

    @Test func codableUsesTheSameRule() throws {
        let decoder = JSONDecoder()
        #expect(try decoder.decode(Keyword.self, from: Data("\"\(Keyword.unicode.rawValue)\"".utf8)) == .unicode)
        #expect(throws: DecodingError.self) {
            try decoder.decode(Keyword.self, from: Data("\"\(Self.decomposed)\"".utf8))
        }
    }
}
