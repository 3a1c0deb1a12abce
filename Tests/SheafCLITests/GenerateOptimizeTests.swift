import Foundation
import Testing

/// `sheaf generate --optimize speed|size` and `optimize:` in `sheaf-config.yaml`: the flag
/// wins over the file, and size mode gives the structs tables instead of coders.
@Suite("sheaf generate --optimize")
struct GenerateOptimizeTests {
    /// Generates `Schemas/library.yaml` with `arguments` (and a settings file holding `config`
    /// when given); returns the outcome and the generated file's code.
    func generate(config: String?, _ arguments: [String]) throws -> (SheafProcess.Outcome, String?) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheaf-optimize-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var extra = arguments
        if let config {
            let url = folder.appendingPathComponent("sheaf-config.yaml")
            try Data(config.utf8).write(to: url)
            extra += ["--config", url.path]
        }
        let output = folder.appendingPathComponent("out")
        let outcome = try SheafProcess.run(["generate", "Schemas/library.yaml", "--output", output.path] + extra)
        let text = try? String(contentsOf: output.appendingPathComponent("library.sheaf.swift"), encoding: .utf8)
        return (outcome, text)
    }

    /// Whether the code is size mode's: `Address` (a struct of strings) carries a table.
    func isSizeMode(_ text: String?) -> Bool {
        text?.contains("extension Address: SheafGeneratedMessage, SheafTableMessage, Hashable, Sendable {") == true
    }

    @Test("speed is the default: the structs keep their own coders")
    func speedByDefault() throws {
        let (outcome, text) = try generate(config: nil, [])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(text?.contains("init(from reader: inout SheafReader) throws(SheafError) {") == true)
        #expect(!isSizeMode(text))
        #expect(text?.contains("SheafTableMessage") == false)
    }

    @Test("--optimize size gives tables")
    func sizeFlag() throws {
        let (outcome, text) = try generate(config: nil, ["--optimize", "size"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(isSizeMode(text))
    }

    @Test("the file's optimize is used")
    func sizeFile() throws {
        let (outcome, text) = try generate(config: "optimize: size\n", [])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(isSizeMode(text))
    }

    @Test("the flag wins over the file")
    func flagWins() throws {
        let (outcome, text) = try generate(config: "optimize: size\n", ["--optimize", "speed"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(!isSizeMode(text))
    }

    @Test("an unknown value in the file exits 1 with its location and writes nothing")
    func badFile() throws {
        let (outcome, text) = try generate(config: "optimize: small\n", [])
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("sheaf-config.yaml:1:11: error: unknown optimize 'small'"))
        #expect(text == nil)
    }

    @Test("an unknown flag value is a usage error")
    func badFlag() throws {
        let (outcome, text) = try generate(config: nil, ["--optimize", "small"])
        #expect(outcome.status == 64)
        #expect(outcome.standardError.contains("small"))
        #expect(text == nil)
    }
}
