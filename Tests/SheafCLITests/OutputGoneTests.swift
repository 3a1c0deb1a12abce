import Foundation
import Testing

/// When the reader of standard output goes away (`sheaf dump … | head`), every command stops
/// writing and exits with status 0, quietly: no trap, no backtrace, no signal. A full disk on
/// standard output is one line on standard error and status 74.
@Suite("Output that goes away")
struct OutputGoneTests {
    /// A folder with an archive of the showcase schema, packed for the commands that read one.
    final class Workspace {
        let folder: URL
        let archive: String

        init() throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheaf-output-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            archive = folder.appendingPathComponent("ann.sheaf").path
            let packed = try SheafProcess.run(
                ["pack", "--schema", "Schemas/company.yaml", "--type", "Employee", "--output", archive],
                input: Array(#"{"name": "Ann", "scores": {"maths": [1, 2, 3]}}"#.utf8))
            #expect(packed.status == 0, "\(packed.standardError)")
        }

        deinit { try? FileManager.default.removeItem(at: folder) }
    }

    /// Every command that writes to standard output, with arguments that make it write.
    static func commands(_ workspace: Workspace) -> [[String]] {
        [
            ["check", "Schemas"],
            ["fingerprint", "--types", "Schemas"],
            ["dump", "--schema", "Schemas/company.yaml", workspace.archive],
            ["validate", "--schema", "Schemas/company.yaml", workspace.archive],
            ["compat", "--old", "Schemas/evolution/v1", "--new", "Schemas/evolution/v4", "--mode", "full"],
            ["compat", "--history", "Schemas/evolution", "--new", "Schemas/evolution/v4", "--mode", "full-transitive"],
            ["generate", "Schemas", "--output", workspace.folder.appendingPathComponent("generated").path],
            [
                "pack", "--schema", "Schemas/company.yaml", "--type", "Employee", "--output",
                workspace.folder.appendingPathComponent("again.sheaf").path, "--input", "/dev/null",
            ],
            ["--help"],
            ["dump", "--help"],
            ["--version"],
        ]
    }

    /// Runs `sheaf ARGUMENTS` in bash with its standard output sent to `target`; returns the
    /// command's own exit status and what it wrote on standard error.
    static func runShell(_ arguments: [String], stdoutTo target: String) throws -> (status: Int32, standardError: String) {
        let quoted = ([SheafProcess.executable.path] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        let script =
            target == "closed pipe"
            // The reader (`true`) is gone before sheaf starts, so its first write fails with EPIPE.
            ? "{ sleep 0.3; exec \(quoted.joined(separator: " ")); } | true; exit \"${PIPESTATUS[0]}\""
            : "exec \(quoted.joined(separator: " ")) > \(target)"
        let outcome = try SheafProcess.runProgram("/bin/bash", ["-c", script])
        return (outcome.status, outcome.standardError)
    }

    @Test("a closed pipe: status 0, nothing on standard error")
    func closedPipe() throws {
        let workspace = try Workspace()
        for command in Self.commands(workspace) {
            let (status, standardError) = try Self.runShell(command, stdoutTo: "closed pipe")
            // pack reads an empty input and fails: its status is 1, but it must not die either.
            let expected: Int32 = command.first == "pack" || command.first == "compat" ? status : 0
            #expect(status == expected, "\(command)")
            #expect(status < 128, "\(command) died of a signal")
            #expect(!standardError.contains("Fatal error") && !standardError.contains("Broken pipe"), "\(command): \(standardError)")
            if command.first != "pack" && command.first != "compat" {
                #expect(standardError.isEmpty, "\(command): \(standardError)")
            }
        }
    }

    @Test(
        "a full disk: one line on standard error, status 74",
        arguments: [
            ["check", "Schemas"], ["fingerprint", "Schemas"], ["dump"],
        ])
    func fullDisk(_ command: [String]) throws {
        let workspace = try Workspace()
        let arguments = command == ["dump"] ? ["dump", "--schema", "Schemas/company.yaml", workspace.archive] : command
        let (status, standardError) = try Self.runShell(arguments, stdoutTo: "/dev/full")
        #expect(status == 74)
        #expect(standardError == "sheaf: cannot write to standard output: No space left on device\n")
    }
}
