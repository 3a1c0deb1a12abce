import SheafTestSupport
import Testing

@testable import SheafSchema

/// The reader's limits and properties on generated input (fixtures cover the rest).
@Suite("YAML reader")
struct YAMLReaderTests {
    /// A parse result reduced to what the assertions need.
    struct Outcome {
        var root: YAMLNode?
        var diagnostics: [Diagnostic]
        var seconds: Double

        var summary: [String] {
            diagnostics.map { "\($0.location.line):\($0.location.column) \($0.code.rawValue): \($0.message)" }
        }
    }

    static func read(_ text: String) -> Outcome { read(Array(text.utf8)) }

    static func read(_ bytes: [UInt8]) -> Outcome {
        var diagnostics = DiagnosticCollector()
        let start = CPUTime.now()
        let root = YAMLReader.parse(bytes, file: "deep.yaml", diagnostics: &diagnostics)
        let seconds = CPUTime.now() - start
        return Outcome(root: root, diagnostics: diagnostics.diagnostics, seconds: seconds)
    }

    // MARK: Depth

    /// Each shape opens a collection every `step` columns on line 1; the 65th is refused.
    /// Block mappings nest without indentation through compact explicit keys (`? ? ?`):
    /// indentation would make a 50,000-deep file over a gigabyte.
    @Test(
        "50,000-deep documents stop at the 65th collection, quickly",
        arguments: [
            ("flow sequence", String(repeating: "[", count: 50_000) + String(repeating: "]", count: 50_000), 1),
            ("flow mapping", String(repeating: "{a: ", count: 50_000) + String(repeating: "}", count: 50_000), 4),
            ("block sequence", String(repeating: "- ", count: 50_000) + "x\n", 2),
            ("block mapping", String(repeating: "? ", count: 50_000) + "x\n", 2),
        ])
    func tooDeep(shape: String, text: String, step: Int) {
        let outcome = Self.read(text)
        #expect(outcome.root == nil)
        #expect(outcome.summary == ["1:\(64 * step + 1) yaml-too-deep: collections nest more than 64 levels deep"])
        #expect(outcome.seconds < 2, "\(shape) took \(outcome.seconds) s")
    }

    @Test("an indented block mapping 65 levels deep is refused at the 65th key")
    func indentedTooDeep() {
        let text = (0..<100).map { String(repeating: " ", count: $0) + "k\($0):\n" }.joined()
        #expect(Self.read(text).summary == ["65:65 yaml-too-deep: collections nest more than 64 levels deep"])
    }

    @Test("exactly 64 levels are fine")
    func depthLimitIsInclusive() {
        let outcome = Self.read(String(repeating: "[", count: 64) + String(repeating: "]", count: 64))
        #expect(outcome.diagnostics.isEmpty)
        var depth = 0
        var node = outcome.root
        while let current = node {
            depth += 1
            node = current.items?.first
        }
        #expect(depth == 64)
    }

    // MARK: Aliases

    @Test("a billion-laughs bomb is refused once, without expansion, quickly")
    func aliasBomb() {
        var lines = [#"a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]"#]
        let names = Array("abcdefghijklmnopqrstuvwxyz")
        for level in 1..<names.count {
            let alias = "*\(names[level - 1])"
            let items = Array(repeating: alias, count: 9).joined(separator: ",")
            lines.append("\(names[level]): &\(names[level]) [\(items)]")
        }
        let outcome = Self.read(lines.joined(separator: "\n") + "\n")
        #expect(outcome.root == nil)
        #expect(outcome.diagnostics.map(\.code) == [.yamlAlias])
        #expect(outcome.seconds < 2)
    }

    // MARK: Documents and locations

    @Test("a document start after an implicit first document is the second document")
    func secondDocumentAfterEnd() {
        #expect(Self.read("a: 1\n...\nb: 2\n").summary == ["3:1 yaml-syntax: did not find expected <document start>"])
        #expect(
            Self.read("a: 1\n...\n---\nb: 2\n").summary == [
                "3:1 yaml-document-count: the file holds more than one YAML document; a schema file holds exactly one"
            ])
    }

    @Test("a lone scalar document is a scalar root")
    func scalarRoot() throws {
        let root = try #require(Self.read("--- just text\n").root)
        #expect(root.scalar == "just text")
        #expect(root.location == SheafSchema.SourceLocation(file: "deep.yaml", line: 1, column: 5))
    }

    @Test("the end of a file without a final line break is a real position")
    func endOfFileWithoutLineBreak() {
        #expect(
            Self.read("a: [1, 2").summary == [
                "1:9 yaml-syntax: did not find expected ',' or ']'"
                    + " (while parsing a flow sequence started at line 1, column 4)"
            ])
    }

    // MARK: Robustness

    /// Random and mutated inputs: never a crash or hang, a tree exactly when no error,
    /// and every location on a line the renderer can show.
    @Test("random bytes never crash, and errors and trees exclude each other")
    func randomInput() throws {
        var random = SplitMix64(seed: 0x5EAF)
        let alphabet = Array("[]{}:-?,&*!|>'\"#\t\n\r %@`\\.a1".utf8) + [0x00, 0xFF, 0xC2, 0x85, 0xE2, 0x80, 0xA8, 0xEF]
        let seed = try YAMLFixtures.input("valid/positions")
        for round in 0..<3_000 {
            var bytes: [UInt8]
            let count = Int.random(in: 0...120, using: &random)
            switch round % 3 {
            case 0: bytes = (0..<count).map { _ in alphabet.randomElement(using: &random)! }
            case 1: bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }
            default:
                bytes = seed
                for _ in 0..<Int.random(in: 1...6, using: &random) {
                    let index = Int.random(in: 0..<bytes.count, using: &random)
                    bytes[index] = alphabet.randomElement(using: &random)!
                }
            }
            var diagnostics = DiagnosticCollector()
            let root = YAMLReader.parse(bytes, file: "f", diagnostics: &diagnostics)
            #expect((root == nil) == diagnostics.hasErrors, "input \(bytes)")
            let source = SourceFile(path: "f", bytes: bytes)
            for diagnostic in diagnostics.diagnostics {
                #expect(source.line(diagnostic.location.line) != nil, "\(diagnostic) for input \(bytes)")
                #expect(diagnostic.location.column >= 1)
            }
        }
    }
}
