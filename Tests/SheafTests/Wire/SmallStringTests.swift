import Testing

@testable import Sheaf

/// Short ASCII strings are built straight in the standard library's small-string form; these
/// tests hold every length that takes that path (and the lengths around it) to the string the
/// standard library builds from the same bytes, through every way a caller looks at a string,
/// read from memory that ends exactly at the string's last byte.
@Suite("Small strings")
struct SmallStringTests {
    /// Calls `body` with `bytes` copied into an allocation of exactly their size, after
    /// `offset` bytes of padding (so that the string starts misaligned and ends at the
    /// allocation's end).
    static func withExactBytes<R>(_ bytes: [UInt8], offset: Int, _ body: (UnsafeRawBufferPointer) -> R) -> R {
        let memory = UnsafeMutableRawBufferPointer.allocate(byteCount: offset + bytes.count, alignment: 8)
        defer { memory.deallocate() }
        memory.initializeMemory(as: UInt8.self, repeating: 0xAB)
        bytes.withUnsafeBytes { UnsafeMutableRawBufferPointer(rebasing: memory[offset...]).copyMemory(from: $0) }
        return body(UnsafeRawBufferPointer(rebasing: memory[offset...]))
    }

    @Test("the layout check holds on this platform")
    func layoutHolds() {
        #expect(SheafSmallString.isAvailable)
    }

    @Test("every ASCII length up to 15 gives the standard library's string", arguments: 0...15)
    func everyLength(length: Int) {
        let text = String("The quick brown fox".prefix(length))
        for offset in 0..<3 {
            let built = Self.withExactBytes(Array(text.utf8), offset: offset) { SheafSmallString.ascii($0) }
            let expected = String(decoding: Array(text.utf8), as: UTF8.self)
            #expect(built == expected)
            #expect(built.map { Array($0.utf8) } == Array(text.utf8))
            #expect(built?.count == length)
            #expect(built?.utf8.count == length)
            #expect(built?.hashValue == expected.hashValue)
            #expect(built.map { $0 + "!" } == expected + "!")
            #expect(built.map { String($0.reversed()) } == String(expected.reversed()))
        }
    }

    @Test("control characters and DEL are ASCII and kept")
    func controlCharacters() {
        let bytes: [UInt8] = [0x00, 0x01, 0x09, 0x0A, 0x7F]
        let built = Self.withExactBytes(bytes, offset: 1) { SheafSmallString.ascii($0) }
        #expect(built.map { Array($0.utf8) } == bytes)
        #expect(built == "\u{0}\u{1}\t\n\u{7F}")
    }

    @Test("non-ASCII bytes and strings longer than 15 bytes are left to the general path")
    func notSmallASCII() {
        // "é" in UTF-8, a lone continuation byte, a high byte last, and 16 ASCII bytes.
        for bytes: [UInt8] in [[0xC3, 0xA9], [0x80], Array("abcdefghijklmn".utf8) + [0xFF], Array("abcdefghijklmnop".utf8)] {
            #expect(Self.withExactBytes(bytes, offset: 0) { SheafSmallString.ascii($0) } == nil)
        }
    }

    @Test("the reader's strings agree with the standard library's around the small-string limit")
    func readerStrings() {
        for text in ["", "a", "Ann", "seven c", "eight ch", "fifteen chars!!", "sixteen chars!!!", "héllo", "日本語のテキスト"] {
            let decoded = Self.withExactBytes(Array(text.utf8), offset: 0) { bytes in
                SheafReader.makeString(bytes)
            }
            #expect(decoded == text)
        }
        let invalid: [UInt8] = [0x61, 0xC3]
        #expect(Self.withExactBytes(invalid, offset: 0) { SheafReader.makeString($0) } == nil)
    }
}
