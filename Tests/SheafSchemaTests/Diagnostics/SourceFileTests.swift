import Testing

@testable import SheafSchema

@Suite("Source files")
struct SourceFileTests {
    @Test(
        "lines split where libyaml counts line breaks",
        arguments: [
            ("", [""]),
            ("a", ["a"]),
            ("a\n", ["a", ""]),
            ("a\nb", ["a", "b"]),
            ("a\r\nb\r\n", ["a", "b", ""]),
            ("a\rb", ["a", "b"]),
            ("a\r\r\nb", ["a", "", "b"]),
            ("a\u{85}b\u{2028}c\u{2029}d", ["a", "b", "c", "d"]),
            ("\ta: 1\t\n", ["\ta: 1\t", ""]),
        ])
    func lines(text: String, expected: [String]) {
        #expect(SourceFile(path: "x", text: text).lines == expected)
        #expect(SourceFile(path: "x", bytes: Array(text.utf8)).lines == expected)
    }

    @Test("invalid UTF-8 is shown as replacement characters, not refused")
    func lenientDecoding() {
        let file = SourceFile(path: "x", bytes: [0x61, 0xFF, 0xFE, 0x62, 0x0A, 0x63])
        #expect(file.lines == ["a\u{FFFD}\u{FFFD}b", "c"])
    }

    @Test("a byte order mark is dropped, as the reader drops it")
    func byteOrderMark() {
        #expect(SourceFile(path: "x", bytes: [0xEF, 0xBB, 0xBF, 0x61]).text == "a")
        #expect(SourceFile(path: "x", text: "\u{FEFF}a\n").lines == ["a", ""])
    }

    @Test("line numbers count from 1; others are nil")
    func lineLookup() {
        let file = SourceFile(path: "x", text: "one\ntwo")
        #expect(file.line(1) == "one")
        #expect(file.line(2) == "two")
        #expect(file.line(0) == nil)
        #expect(file.line(3) == nil)
        #expect(file.path == "x")
    }
}
