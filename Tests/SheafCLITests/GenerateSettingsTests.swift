import Foundation
import Testing

/// `sheaf generate --config FILE` (the build plugin's way to pass a target's
/// `sheaf-config.yaml`) and `--visibility package`.
@Suite("sheaf generate --config")
struct GenerateSettingsTests {
    /// A fresh folder holding `sheaf-config.yaml` with `text`; returns the folder.
    func folder(config text: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sheaf-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url.appendingPathComponent("sheaf-config.yaml"))
        return url
    }

    func generate(_ folder: URL, _ extra: [String] = []) throws -> (SheafProcess.Outcome, String?) {
        let output = folder.appendingPathComponent("out")
        let outcome = try SheafProcess.run(
            [
                "generate", "Schemas/library.yaml", "--output", output.path,
                "--config", folder.appendingPathComponent("sheaf-config.yaml").path,
            ] + extra)
        // The code only: the embedded schema text at the end is data, whose words are not modifiers.
        let text = try? String(contentsOf: output.appendingPathComponent("library.sheaf.swift"), encoding: .utf8)
            .components(separatedBy: "// MARK: - The schema file, for record streams")[0]
        return (outcome, text)
    }

    @Test(
        "the file's visibility is used",
        arguments: [("visibility: public\n", "public "), ("visibility: package\n", "package "), ("# defaults\n", "")])
    func visibility(config: String, modifier: String) throws {
        let folder = try folder(config: config)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (outcome, text) = try generate(folder)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let text2 = try #require(text)
        #expect(text2.contains("\n\(modifier)struct Book"))
        for other in ["public ", "package "] where other != modifier {
            #expect(!text2.contains(other))
        }
    }

    @Test("--visibility on the command line wins over the file")
    func flagWins() throws {
        let folder = try folder(config: "visibility: public\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (outcome, text) = try generate(folder, ["--visibility", "package"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(text?.contains("\npackage struct Book") == true)
        #expect(text?.contains("public ") == false)
    }

    @Test("--visibility package without a file")
    func packageFlag() throws {
        let folder = try folder(config: "")
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("out")
        let outcome = try SheafProcess.run(["generate", "Schemas/library.yaml", "--output", output.path, "--visibility", "package"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let text = try String(contentsOf: output.appendingPathComponent("library.sheaf.swift"), encoding: .utf8)
        #expect(text.contains("\npackage struct Book"))
    }

    @Test("a bad file exits 1, printed like a schema diagnostic, and writes nothing")
    func badFile() throws {
        let folder = try folder(config: "# models\nvisibility: open\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (outcome, text) = try generate(folder)
        #expect(outcome.status == 1)
        let path = folder.appendingPathComponent("sheaf-config.yaml").path
        #expect(
            outcome.standardError == """
                \(path):2:13: error: unknown visibility 'open'; expected internal, package or public
                visibility: open
                            ^
                1 error

                """)
        #expect(text == nil)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    @Test("an unknown key exits 1 with its location, even when the flag gives the visibility")
    func unknownKey() throws {
        let folder = try folder(config: "visibility: public\nvisibilty: package\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (outcome, _) = try generate(folder, ["--visibility", "public"])
        #expect(outcome.status == 1)
        #expect(
            outcome.standardError.contains(
                "sheaf-config.yaml:2:1: error: unknown key 'visibilty' in the settings file; did you mean 'visibility'?\nvisibilty: package\n^\n"
            ))
    }

    @Test("a missing file exits 1 naming it")
    func missingFile() throws {
        let outcome = try SheafProcess.run(
            ["generate", "Schemas/library.yaml", "--output", "/tmp/unused", "--config", "no/such/sheaf-config.yaml"])
        #expect(outcome.status == 1)
        #expect(outcome.standardError.hasPrefix("no/such/sheaf-config.yaml:1:1: error: cannot read the file: No such file or directory\n"))
    }
}
