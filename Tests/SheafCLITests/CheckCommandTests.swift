import Foundation
import Testing

@Suite("sheaf check and sheaf fingerprint")
struct CheckCommandTests {
    @Test("check Schemas succeeds with a summary")
    func checkShowcase() throws {
        let outcome = try SheafProcess.run(["check", "Schemas"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.hasPrefix("ok: 4 files, 3 schemas, "))
        #expect(outcome.standardOutput.contains("company v3:"))
    }

    @Test("check reports errors with file:line:column and exits 1")
    func checkInvalid() throws {
        let path = "Tests/SheafSchemaTests/Fixtures/invalid/unknown-type-typo.yaml"
        let outcome = try SheafProcess.run(["check", path])
        #expect(outcome.status == 1)
        let lines = outcome.standardError.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "\(path):13:38: error: unknown type 'Employe'; did you mean 'Employee'?")
        #expect(lines.dropFirst().first == "      lead: { id: 1, type: \"[string: Employe]\" }")
        let caret = String(repeating: " ", count: 37) + "^"
        #expect(lines.dropFirst(2).first == caret)
        #expect(outcome.standardError.hasSuffix("2 errors\n"))
        #expect(outcome.standardOutput.isEmpty)
    }

    @Test("diagnostics of several files are sorted by file and position")
    func sortedAcrossFiles() throws {
        let outcome = try SheafProcess.run([
            "check", "Tests/SheafSchemaTests/Fixtures/invalid/unknown-type-typo.yaml",
            "Tests/SheafSchemaTests/Fixtures/invalid/duplicate-key.yaml",
        ])
        #expect(outcome.status == 1)
        let headers = outcome.standardError.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(headers.count == 3)
        #expect(headers.first?.contains("duplicate-key.yaml") == true)
    }

    @Test("usage errors exit with 64, not 1")
    func usage() throws {
        #expect(try SheafProcess.run(["check"]).status == 64)
        #expect(try SheafProcess.run(["frobnicate"]).status == 64)
    }

    @Test("a missing path is an error with exit 1")
    func missingPath() throws {
        let outcome = try SheafProcess.run(["check", "no/such/folder"])
        #expect(outcome.status == 1)
        #expect(outcome.standardError.hasPrefix("no/such/folder:1:1: error: "))
    }

    @Test("fingerprint prints name, version and the documented golden value")
    func fingerprintGolden() throws {
        let outcome = try SheafProcess.run(["fingerprint", "Tests/SheafSchemaTests/Fixtures/fingerprint/shop.yaml"])
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput == "shop 2 44a501784005828a\n")
    }

    @Test("fingerprint lists every schema, sorted, in a stable format")
    func fingerprintShowcase() throws {
        let first = try SheafProcess.run(["fingerprint", "Schemas", "--types"])
        let second = try SheafProcess.run(["fingerprint", "Schemas", "--types"])
        #expect(first.status == 0)
        #expect(first.standardOutput == second.standardOutput)
        let schemaLines = first.standardOutput.split(separator: "\n").filter { !$0.hasPrefix(" ") }
        #expect(schemaLines.map { $0.split(separator: " ")[0] } == ["company", "kitchensink", "library"])
        for line in schemaLines {
            let parts = line.split(separator: " ")
            #expect(parts.count == 3 && Int(parts[1]) != nil && parts[2].count == 16)
        }
    }

    @Test(
        "malformed YAML gives a diagnostic and exit 1, never a crash",
        arguments: [
            ("deep", String(repeating: "[", count: 50_000)),
            ("alias-bomb", "a: &a [x, x]\nb: &b [*a, *a]\nc: [*b, *b]\n"),
            ("tabs", "schema: s\nversion: 1\ntypes:\n\tThing: {}\n"),
            ("unclosed", "schema: s\nversion: 1\ntypes: { Thing: { kind: struct }\n"),
        ])
    func malformed(name: String, text: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheaf-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("\(name).yaml")
        try Data(text.utf8).write(to: file)
        let outcome = try SheafProcess.run(["check", file.path])
        #expect(outcome.status == 1)
        #expect(outcome.standardError.hasPrefix("\(file.path):"))
        #expect(outcome.standardError.contains(": error: "))
    }

    @Test("non-UTF-8 bytes give a diagnostic and exit 1")
    func nonUTF8() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("sheaf-cli-\(UUID().uuidString).yaml")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data([0x73, 0x3A, 0x20, 0xFF, 0xFE, 0x0A]).write(to: file)
        let outcome = try SheafProcess.run(["check", file.path])
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains(": error: "))
    }
}
