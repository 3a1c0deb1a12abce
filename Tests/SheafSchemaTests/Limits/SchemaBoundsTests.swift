import Foundation
import SheafSchema
import SheafTestSupport
import Testing

/// The schema loader's resource bounds (docs/HostileInput.md) against hostile YAML: deep nesting stops
/// at the reader's limit before any recursion can overflow the stack, aliases are refused
/// without being expanded, and every case ends in a diagnostic quickly.
@Suite("Schema loader resource bounds")
struct SchemaBoundsTests {
    /// Loads `text` as one schema file and measures the CPU seconds it takes.
    func load(_ text: String) -> (result: SchemaLoadResult, seconds: Double) {
        let start = CPUTime.now()
        let result = SchemaLoader.load(texts: [(path: "hostile.yaml", text: text)])
        return (result, CPUTime.now() - start)
    }

    static let header = "schema: hostile\nversion: 1\ntypes:\n  T:\n    kind: struct\n    doc: "

    @Test(
        "100 000 nested flow collections give yaml-too-deep, not a stack overflow",
        arguments: [("[", "]"), ("{a: ", "}")])
    func deepFlowCollections(open: String, close: String) {
        let levels = 100_000
        let text = Self.header + String(repeating: open, count: levels) + String(repeating: close, count: levels) + "\n"
        let (result, seconds) = load(text)
        #expect(result.hasErrors)
        let tooDeep = result.diagnostics.filter { $0.code == .yamlTooDeep }
        #expect(tooDeep.count == 1)
        // The document's mapping, `types`, `T` and 61 brackets make 64 levels; the 62nd
        // bracket, at column 10 + 61 × its width on line 6, is the 65th.
        #expect(tooDeep.first?.location.line == 6)
        #expect(tooDeep.first?.location.column == 10 + 61 * open.count)
        #expect(seconds < 5)
    }

    @Test("a type expression nested 100 000 deep is an invalid-type-expression, not a stack overflow")
    func deepTypeExpression() {
        let levels = 100_000
        let type = String(repeating: "[", count: levels) + "int8" + String(repeating: "]", count: levels)
        let text = "schema: hostile\nversion: 1\ntypes:\n  T:\n    kind: struct\n    fields:\n      f: { id: 1, type: \"\(type)\" }\n"
        let (result, seconds) = load(text)
        #expect(result.diagnostics.contains { $0.code == .invalidTypeExpression })
        #expect(seconds < 5)
    }

    @Test("a billion-laughs schema is refused at its first anchor, without expanding")
    func billionLaughs() {
        // 30 levels of 10 aliases each would expand to 10^30 scalars.
        var text = "schema: hostile\nversion: 1\nlol0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for level in 1..<30 {
            text += "lol\(level): &l\(level) [" + Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        text += "types:\n  T:\n    kind: struct\n"
        let (result, seconds) = load(text)
        let aliases = result.diagnostics.filter { $0.code == .yamlAlias }
        // One report per file, at the first anchor: line 3, column 7.
        #expect(aliases.count == 1)
        #expect(aliases.first?.location.line == 3)
        #expect(aliases.first?.location.column == 7)
        #expect(result.schemaSet.schemas.isEmpty)
        #expect(seconds < 2)
    }

    @Test("schema loading time is linear: n and 8n fields")
    func linearTime() {
        func schema(_ n: Int) -> String {
            var text = "schema: hostile\nversion: 1\ntypes:\n  T:\n    kind: struct\n    fields:\n"
            for id in 1...n { text += "      f\(id): { id: \(id), type: \"[string: int32]?\" }\n" }
            return text
        }
        func secondsPerByte(_ text: String) -> Double {
            CPUTime.secondsPerUnit(size: text.utf8.count, runs: 3) { #expect(!load(text).result.hasErrors) }
        }
        let n = 1_000
        let small = secondsPerByte(schema(n))
        let large = secondsPerByte(schema(8 * n))
        #expect(large < 6 * small, "\(large) s/byte at 8n against \(small) at n")
    }
}
