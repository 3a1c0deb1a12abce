import Foundation
import Testing

@Suite("sheaf compat")
struct CompatCommandTests {
    static let fixtures = "Tests/SheafSchemaTests/Fixtures/compat"
    static let evolution = "Schemas/evolution"

    static func fixture(_ name: String) -> [String] {
        ["--old", "\(fixtures)/\(name)/old.yaml", "--new", "\(fixtures)/\(name)/new.yaml"]
    }

    @Test("one line per change, sorted by file and position, each followed by the old version's place when both have the part, then the summary")
    func outputFormat() throws {
        let outcome = try SheafProcess.run(["compat"] + Self.fixture("option-flags"))
        #expect(outcome.status == 1)
        #expect(outcome.standardError.isEmpty)
        let lines = outcome.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        try #require(lines.count == 8)
        let new = "\(Self.fixtures)/option-flags/new.yaml", old = "\(Self.fixtures)/option-flags/old.yaml"
        let expected = [
            ("\(new):7:30: OPTION_BIT_CHANGED: ", "(breaks both)"),
            // write's bit in the old file.
            ("\(old):7:30: note: ", "the old version"),
            ("\(new):7:33: OPTION_FLAG_RENAMED: ", "(breaks backward)"),
            // admin, the flag's old name.
            ("\(old):7:33: note: ", "the old version"),
            ("\(new):7:42: OPTION_FLAG_ADDED: ", "(safe)"),
            ("\(old):7:43: OPTION_FLAG_REMOVED: ", "(breaks backward)"),
        ]
        for (line, (prefix, suffix)) in zip(lines, expected) {
            #expect(line.hasPrefix(prefix) && line.hasSuffix(" " + suffix), "\(line)")
        }
        #expect(lines[0].contains("'write'") && lines[0].contains("bit 1") && lines[0].contains("bit 4"))
        #expect(lines[6] == "4 changes (2 breaks backward, 1 breaks both, 1 safe); incompatible in backward mode")
        #expect(lines[7].isEmpty)
    }

    @Test("the same input gives the same bytes")
    func deterministic() throws {
        let arguments = ["compat", "--old", "\(Self.evolution)/v1", "--new", "\(Self.evolution)/v4"]
        let first = try SheafProcess.run(arguments), second = try SheafProcess.run(arguments)
        #expect(first.outputBytes == second.outputBytes)
        #expect(first.standardOutput.hasSuffix("\n12 changes (4 breaks forward, 8 safe); compatible in backward mode\n"))
    }

    struct ModeCase: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var mode: String?
        var status: Int32
        var testDescription: String { "\(arguments.joined(separator: " ")) --mode \(mode ?? "(default)") → \(status)" }
    }

    static let modeCases: [ModeCase] = {
        func evolution(_ old: Int, _ new: Int) -> [String] {
            ["--old", "\(CompatCommandTests.evolution)/v\(old)", "--new", "\(CompatCommandTests.evolution)/v\(new)"]
        }
        var cases: [ModeCase] = []
        // Schemas/evolution/README.md: backward-compatible throughout; forward only v1 → v2.
        for (old, new) in [(1, 2), (2, 3), (3, 4), (1, 4)] {
            let forward: Int32 = old == 1 && new == 2 ? 0 : 1
            cases += [
                ModeCase(arguments: evolution(old, new), mode: nil, status: 0),
                ModeCase(arguments: evolution(old, new), mode: "backward", status: 0),
                ModeCase(arguments: evolution(old, new), mode: "forward", status: forward),
                ModeCase(arguments: evolution(old, new), mode: "full", status: forward),
            ]
        }
        // Renaming without an alias breaks only backward (the JSON form).
        cases += [
            ModeCase(arguments: fixture("field-renamed"), mode: nil, status: 1),
            ModeCase(arguments: fixture("field-renamed"), mode: "forward", status: 0),
            ModeCase(arguments: fixture("field-renamed"), mode: "full", status: 1),
            // Making a field optional breaks only forward.
            ModeCase(arguments: fixture("field-made-optional"), mode: "backward", status: 0),
            ModeCase(arguments: fixture("field-made-optional"), mode: "forward", status: 1),
            ModeCase(arguments: fixture("field-made-optional"), mode: "full", status: 1),
            // Only safe changes.
            ModeCase(arguments: fixture("field-added"), mode: "full", status: 0),
        ]
        return cases
    }()

    @Test("exit status follows the mode", arguments: modeCases)
    func modes(testCase: ModeCase) throws {
        let mode = testCase.mode.map { ["--mode", $0] } ?? []
        let outcome = try SheafProcess.run(["compat"] + testCase.arguments + mode)
        #expect(outcome.status == testCase.status, "\(outcome.standardOutput)\(outcome.standardError)")
        let verdict = testCase.status == 0 ? "; compatible in" : "; incompatible in"
        #expect(outcome.standardOutput.contains(verdict + " \(testCase.mode ?? "backward") mode\n"))
    }

    @Test("no changes: only the summary, exit 0")
    func noChanges() throws {
        let outcome = try SheafProcess.run(["compat"] + Self.fixture("cosmetic") + ["--mode", "full"])
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput == "no changes; compatible in full mode\n")
    }

    @Test("several paths per option, files and folders")
    func severalPaths() throws {
        let outcome = try SheafProcess.run([
            "compat", "--old", "\(Self.fixtures)/type-moved/old.yaml",
            "--new", "\(Self.fixtures)/type-moved/new/alpha.yaml", "\(Self.fixtures)/type-moved/new/beta.yaml",
        ])
        #expect(outcome.status == 1)
        #expect(outcome.standardOutput.hasPrefix("\(Self.fixtures)/type-moved/new/beta.yaml:4:3: TYPE_MOVED: "))
    }

    @Test("schema errors in either set: diagnostics on stderr, exit 1", arguments: [true, false])
    func schemaErrors(inOld: Bool) throws {
        let invalid = "Tests/SheafSchemaTests/Fixtures/invalid/unknown-type-typo.yaml"
        let valid = "\(Self.evolution)/v1"
        let outcome = try SheafProcess.run(["compat", "--old", inOld ? invalid : valid, "--new", inOld ? valid : invalid])
        #expect(outcome.status == 1)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError.hasPrefix("\(invalid):13:38: error: unknown type 'Employe'"))
    }

    @Test("a missing path is an error with exit 1")
    func missingPath() throws {
        let outcome = try SheafProcess.run(["compat", "--old", "no/such/folder", "--new", "\(Self.evolution)/v1"])
        #expect(outcome.status == 1)
        #expect(outcome.standardError.hasPrefix("no/such/folder:1:1: error: "))
    }

    @Test("usage errors exit with 64", arguments: [
        ["compat"],
        ["compat", "--old", "Schemas/evolution/v1"],
        ["compat", "--new", "Schemas/evolution/v1"],
        ["compat", "--old", "Schemas/evolution/v1", "--new", "Schemas/evolution/v2", "--mode", "sideways"],
        ["compat", "--old", "Schemas/evolution/v1", "--new", "Schemas/evolution/v2", "--frobnicate"],
    ])
    func usage(arguments: [String]) throws {
        let outcome = try SheafProcess.run(arguments)
        #expect(outcome.status == 64)
        #expect(outcome.standardOutput.isEmpty)
    }

    // MARK: scripts/compat-history.sh

    /// Runs the history script with this build's sheaf.
    static func history(_ arguments: [String]) throws -> SheafProcess.Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["scripts/compat-history.sh"] + arguments
        process.currentDirectoryURL = SheafProcess.repository
        process.environment = ProcessInfo.processInfo.environment.merging(
            ["SHEAF": SheafProcess.executable.path], uniquingKeysWith: { $1 })
        let stdout = Pipe(), stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        nonisolated(unsafe) var errorData = Data()
        let errorReader = Thread { errorData = stderr.fileHandleForReading.readDataToEndOfFile() }
        errorReader.start()
        let outputData = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !errorReader.isFinished { usleep(1000) }
        return SheafProcess.Outcome(
            status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self), outputBytes: Array(outputData))
    }

    @Test("compat-history checks the current schemas against every release")
    func historyOfTheSeries() throws {
        let backward = try Self.history(["--releases", Self.evolution, "\(Self.evolution)/v4"])
        #expect(backward.status == 0, "\(backward.standardError)")
        let headers = backward.standardOutput.split(separator: "\n").filter { $0.hasPrefix("== ") }
        #expect(headers.map { $0.split(separator: " ")[1] } == (1...4).map { "\(Self.evolution)/v\($0)" })
        #expect(backward.standardOutput.hasSuffix("compat-history: compatible with all 4 release(s) in backward mode\n"))

        let forward = try Self.history(["--releases", Self.evolution, "--mode", "forward", "\(Self.evolution)/v4"])
        #expect(forward.status == 1)
        #expect(forward.standardOutput.hasSuffix("compat-history: incompatible in forward mode with v1 v2 v3 (3 of 4 release(s))\n"))
    }

    @Test("compat-history takes releases in version order and fails on a breaking change")
    func historyOrderAndFailure() throws {
        let releases = FileManager.default.temporaryDirectory.appendingPathComponent("sheaf-releases-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: releases) }
        let renamed = SheafProcess.repository.appendingPathComponent("\(Self.fixtures)/field-renamed")
        for (version, source) in [("v10", "new.yaml"), ("v2", "old.yaml"), ("notes", "old.yaml")] {
            let folder = releases.appendingPathComponent(version)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let text = try String(contentsOf: renamed.appendingPathComponent(source), encoding: .utf8)
            // v10 is the current text itself; v2 is the old one, renamed without an alias since.
            try text.write(to: folder.appendingPathComponent("fx.yaml"), atomically: true, encoding: .utf8)
        }
        let outcome = try Self.history(["--releases", releases.path, "\(Self.fixtures)/field-renamed/new.yaml"])
        #expect(outcome.status == 1)
        let headers = outcome.standardOutput.split(separator: "\n").filter { $0.hasPrefix("== ") }
        #expect(headers.map { String($0.split(separator: " ")[1]) } == ["\(releases.path)/v2", "\(releases.path)/v10"])
        #expect(outcome.standardOutput.contains(": FIELD_RENAMED: "))
        #expect(outcome.standardOutput.hasSuffix("compat-history: incompatible in backward mode with v2 (1 of 2 release(s))\n"))
    }

    @Test("compat-history usage errors exit with 64", arguments: [
        ["--mode", "sideways", "--releases", "Schemas/evolution"],
        ["--releases", "no/such/folder"],
        ["--releases", "Schemas"],
        ["--frobnicate"],
        ["--releases"],
    ])
    func historyUsage(arguments: [String]) throws {
        let outcome = try Self.history(arguments)
        #expect(outcome.status == 64)
        #expect(outcome.standardError.hasPrefix("compat-history: ") || outcome.standardError.hasPrefix("Checks the current"))
    }
}
