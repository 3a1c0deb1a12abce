import Foundation
import Testing

@Suite("sheaf generate")
struct GenerateCommandTests {
    func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sheaf-generate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("writes one NAME.sheaf.swift per schema file, the same as the committed sources")
    func generatesShowcase() throws {
        let output = try temporaryFolder().appendingPathComponent("nested/out")
        defer { try? FileManager.default.removeItem(at: output.deletingLastPathComponent().deletingLastPathComponent()) }
        let outcome = try SheafProcess.run(["generate", "Schemas", "--output", output.path, "--visibility", "public"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let names = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        #expect(names == ["company-fleet.sheaf.swift", "company.sheaf.swift", "kitchen-sink.sheaf.swift", "library.sheaf.swift"])
        let committed = SheafProcess.repository.appendingPathComponent("Tests/SheafGeneratedTests/Generated/company.sheaf.swift")
        #expect(try Data(contentsOf: output.appendingPathComponent("company.sheaf.swift")) == Data(contentsOf: committed))
    }

    @Test("internal visibility by default; unchanged files are not rewritten")
    func internalByDefault() throws {
        let output = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: output) }
        #expect(try SheafProcess.run(["generate", "Schemas/library.yaml", "--output", output.path]).status == 0)
        let file = output.appendingPathComponent("library.sheaf.swift")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.hasPrefix("// DO NOT EDIT.\n// Source: Schemas/library.yaml\n"))
        #expect(!text.components(separatedBy: "// MARK: - The schema file, for record streams")[0].contains("public "))
        let before = try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 0.05)
        #expect(try SheafProcess.run(["generate", "Schemas/library.yaml", "--output", output.path]).status == 0)
        let after = try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
        #expect(before == after)
    }

    @Test("invalid schemas exit 1 with diagnostics and write nothing")
    func invalidSchema() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let schema = folder.appendingPathComponent("bad.yaml")
        try Data("schema: s\nversion: 1\ntypes:\n  A: { kind: struct, fields: { x: { id: 1, type: Strin } } }\n".utf8).write(to: schema)
        let output = folder.appendingPathComponent("out")
        let outcome = try SheafProcess.run(["generate", schema.path, "--output", output.path])
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("bad.yaml:4:"))
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test("names the generator refuses exit 1, every one reported with its location and a caret")
    func generatorError() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let schema = folder.appendingPathComponent("type.yaml")
        try Data("schema: s\nversion: 1\ntypes:\n  Self: { kind: struct }\n  Data: { kind: struct }\n".utf8).write(to: schema)
        let output = folder.appendingPathComponent("out")
        let outcome = try SheafProcess.run(["generate", schema.path, "--output", output.path])
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("type.yaml:4:3: error: type name 'Self'"))
        #expect(outcome.standardError.contains("type.yaml:5:3: error: type name 'Data'"))
        #expect(outcome.standardError.contains("\n  Data: { kind: struct }\n  ^\n"))
        #expect(outcome.standardError.hasSuffix("2 errors\n"))
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test("usage errors exit 64")
    func usage() throws {
        #expect(try SheafProcess.run(["generate", "Schemas"]).status == 64)
        #expect(try SheafProcess.run(["generate", "Schemas", "--output", "/tmp/x", "--visibility", "open"]).status == 64)
    }

    @Test("an output folder that cannot be created exits 74")
    func unwritable() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let blocker = folder.appendingPathComponent("file")
        try Data().write(to: blocker)
        let outcome = try SheafProcess.run(["generate", "Schemas/library.yaml", "--output", blocker.appendingPathComponent("out").path])
        #expect(outcome.status == 74)
        #expect(outcome.standardError.contains("cannot write"))
    }
}
