import Foundation
import Testing

/// Output does not depend on the process that made it: Swift seeds `Set` and `Dictionary`
/// hashing afresh in every process, so an ordering that leaked from a hash table would show
/// up as a difference between two runs of the tool — never within one.
@Suite("Deterministic output across processes")
struct DeterministicOutputTests {
    /// Runs `sheaf ARGUMENTS` `count` times, each in a process of its own, and returns the
    /// outputs; `{out}` in an argument is replaced by a fresh folder for each run, whose files
    /// are appended to the output.
    static func runs(_ arguments: [String], count: Int = 3) throws -> [String] {
        try (0..<count).map { _ in
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheaf-determinism-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            let outcome = try SheafProcess.run(arguments.map { $0.replacingOccurrences(of: "{out}", with: folder.path) })
            #expect(outcome.status == 0, "\(outcome.standardError)")
            var text = outcome.standardOutput + outcome.standardError
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()) ?? []
            for name in names {
                text += "\n--- \(name)\n" + (try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
            }
            return text
        }
    }

    @Test(
        "the same text from every run",
        arguments: [
            ["generate", "Schemas", "--output", "{out}", "--visibility", "public"],
            ["generate", "Conformance/schemas", "--output", "{out}"],
            ["check", "Schemas"],
            ["fingerprint", "--types", "Conformance/schemas"],
            ["compat", "--history", "Schemas/evolution", "--new", "Schemas/evolution/v4", "--mode", "backward-transitive"],
        ])
    func sameOutput(_ arguments: [String]) throws {
        let outputs = try Self.runs(arguments)
        #expect(!outputs[0].isEmpty)
        #expect(Set(outputs).count == 1, "\(arguments) printed different output in different processes")
    }
}
