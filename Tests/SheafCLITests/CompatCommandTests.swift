import Foundation
import Testing

@Suite("sheaf compat")
struct CompatCommandTests {
    static let fixtures = "Tests/SheafSchemaTests/Fixtures/compat"
    static let evolution = "Schemas/evolution"

    static func fixture(_ name: String) -> [String] {
        ["--old", "\(fixtures)/\(name)/old.yaml", "--new", "\(fixtures)/\(name)/new.yaml"]
    }

    @Test(
        "one line per change, sorted by file and position, each followed by the old version's place when both have the part, then the summary"
    )
    func outputFormat() throws {
        let outcome = try SheafProcess.run(["compat"] + Self.fixture("option-flags"))
        #expect(outcome.status == 1)
        #expect(outcome.standardError.isEmpty)
        let lines = outcome.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        try #require(lines.count == 8)
        let new = "\(Self.fixtures)/option-flags/new.yaml"
        let old = "\(Self.fixtures)/option-flags/old.yaml"
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
        let first = try SheafProcess.run(arguments)
        let second = try SheafProcess.run(arguments)
        #expect(first.outputBytes == second.outputBytes)
        #expect(first.standardOutput.hasSuffix("\n12 changes (3 breaks forward, 9 safe); compatible in backward mode\n"))
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

    @Test(
        "usage errors exit with 64",
        arguments: [
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

    // MARK: --history

    static let historyFixtures = "\(fixtures)/history"

    /// `sheaf compat --history DIR --new NEW` plus more arguments.
    static func history(_ folder: String, new: [String], _ more: [String] = []) throws -> SheafProcess.Outcome {
        try SheafProcess.run(["compat", "--history", folder, "--new"] + new + more)
    }

    @Test(
        "--history: the mode decides the exit status; non-transitive modes compare with the latest only",
        arguments: [
            ("backward", Int32(0)), ("forward", 0), ("full", 0),
            ("backward-transitive", 0), ("forward-transitive", 1), ("full-transitive", 1),
        ])
    func historyModes(mode: String, status: Int32) throws {
        // Schemas/evolution/README.md: backward-compatible throughout, forward only v1 → v2;
        // v4 compared with its own release changes nothing.
        let outcome = try Self.history(Self.evolution, new: ["\(Self.evolution)/v4"], ["--mode", mode])
        #expect(outcome.status == status, "\(outcome.standardOutput)\(outcome.standardError)")
        #expect(outcome.standardError.isEmpty)
        let summary = outcome.standardOutput.split(separator: "\n").last.map(String.init) ?? ""
        if mode.hasSuffix("-transitive") {
            #expect(summary.hasPrefix("compared with all 4 releases: "))
        } else {
            #expect(
                summary == "compared with the latest of 4 releases, \(Self.evolution)/v4 (hr v4): no changes; compatible in \(mode) mode")
        }
        if status == 1 {
            let broken = (1...3).map { "\(Self.evolution)/v\($0) (hr v\($0))" }.joined(separator: ", ")
            #expect(summary.hasSuffix("; incompatible in \(mode) mode, broken against \(broken)"))
        }
    }

    @Test("--history, transitive: against each release, the lines of compat --old with that release named")
    func historyMatchesPairs() throws {
        let outcome = try Self.history(Self.evolution, new: ["\(Self.evolution)/v4"], ["--mode", "full-transitive"])
        #expect(outcome.status == 1)
        var lines = outcome.standardOutput.split(separator: "\n").map(String.init)
        lines.removeLast()
        var expected: [String] = []
        for version in 1...4 {
            let pair = try SheafProcess.run([
                "compat", "--old", "\(Self.evolution)/v\(version)", "--new", "\(Self.evolution)/v4", "--mode", "full",
            ])
            let release = "against \(Self.evolution)/v\(version) (hr v\(version)): "
            for line in pair.standardOutput.split(separator: "\n").dropLast() {
                // PATH:LINE:COLUMN: RULE_ID: message → PATH:LINE:COLUMN: RULE_ID: against …: message;
                // the note lines pointing into the old files stay as they are.
                let parts = line.split(separator: ": ", maxSplits: 2).map(String.init)
                expected.append(parts[1] == "note" ? String(line) : "\(parts[0]): \(parts[1]): \(release)\(parts[2])")
            }
        }
        #expect(!expected.isEmpty)
        #expect(lines == expected)
    }

    @Test("--history: the same input gives the same bytes")
    func historyDeterministic() throws {
        let arguments = ["--mode", "full-transitive"]
        let first = try Self.history(Self.evolution, new: ["\(Self.evolution)/v4"], arguments)
        let second = try Self.history(Self.evolution, new: ["\(Self.evolution)/v4"], arguments)
        #expect(first.outputBytes == second.outputBytes)
    }

    @Test("--history schemas/releases --new schemas: the layout the README describes")
    func historyLayout() throws {
        let project = FileManager.default.temporaryDirectory.appendingPathComponent("sheaf-history-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: project) }
        let schemas = project.appendingPathComponent("schemas")
        let evolution = SheafProcess.repository.appendingPathComponent(Self.evolution)
        // Released v1…v3 in folders whose names sort otherwise (v10, v11, v9); v4 is current.
        for (folder, version) in [("v9", 1), ("v10", 2), ("v11", 3)] {
            let release = schemas.appendingPathComponent("releases").appendingPathComponent(folder)
            try FileManager.default.createDirectory(at: release, withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: evolution.appendingPathComponent("v\(version)/hr.yaml"), to: release.appendingPathComponent("hr.yaml"))
        }
        try FileManager.default.copyItem(
            at: evolution.appendingPathComponent("v4/hr.yaml"), to: schemas.appendingPathComponent("hr.yaml"))

        let process = Process()
        process.executableURL = SheafProcess.executable
        process.arguments = ["compat", "--history", "schemas/releases", "--new", "schemas", "--mode", "full-transitive"]
        process.currentDirectoryURL = project
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        let summary = String(decoding: data, as: UTF8.self).split(separator: "\n").last.map(String.init)
        #expect(summary?.hasPrefix("compared with all 3 releases: ") == true)
        #expect(
            summary?.hasSuffix(
                "; incompatible in full-transitive mode, broken against schemas/releases/v9 (hr v1), schemas/releases/v10 (hr v2), schemas/releases/v11 (hr v3)"
            ) == true)
    }

    @Test("--history: the README's example is what the command prints")
    func historyReadmeExample() throws {
        let readme = try String(
            contentsOf: SheafProcess.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let prompt = "$ sheaf compat --history "
        let start = try #require(readme.range(of: prompt))
        let block = readme[start.lowerBound...].prefix { $0 != "`" }
        let lines = block.split(separator: "\n").map(String.init)
        let arguments = lines[0].dropFirst(2).split(separator: " ").map(String.init)
        let outcome = try SheafProcess.run(Array(arguments.dropFirst()))
        #expect(outcome.status == 1)
        let printed = Set(outcome.standardOutput.split(separator: "\n").map(String.init))
        let shown = lines.dropFirst().filter { $0 != "…" }
        #expect(shown.count == 2)
        for line in shown {
            #expect(printed.contains(line), "\(line)")
        }
    }

    @Test(
        "--history: bad histories are errors on stderr with exit 1, never a crash",
        arguments: [
            ("error-same-version", "releases/b/fx.yaml:2:10: error: releases '", ["releases/a", "releases/b"]),
            ("error-empty", "releases:1:1: error: the history folder holds no release folder", []),
            ("error-holds-schema-files", "releases:1:1: error: ", ["holds schema files itself"]),
            ("error-missing", "releases:1:1: error: no such history folder", []),
            ("error-not-a-folder", "releases:1:1: error: not a folder", []),
            ("error-unrelated-schema", "releases/v2/other.yaml:1:9: error: ", ["'other'", "'fx'"]),
            ("error-unordered", "releases/r2/a.yaml:2:10: error: ", ["releases/r1", "releases/r2"]),
            ("error-invalid-release", "releases/v2/fx.yaml:8:29: error: unknown type 'Persn'", []),
            ("error-empty-release", "releases/v2:1:1: error: the folder holds no *.yaml file", []),
        ])
    func historyErrors(name: String, start: String, mentions: [String]) throws {
        let folder = "\(Self.historyFixtures)/\(name)"
        let outcome = try Self.history("\(folder)/releases", new: ["\(folder)/new"], ["--mode", "full-transitive"])
        #expect(outcome.status == 1)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError.hasPrefix("\(folder)/\(start)"), "\(outcome.standardError)")
        for text in mentions {
            #expect(outcome.standardError.contains(text))
        }
    }

    @Test("--history: a release's style warnings are not printed, its errors are")
    func historyReleaseWarnings() throws {
        let folder = "\(Self.historyFixtures)/release-warnings"
        let release = SheafProcess.repository.appendingPathComponent("\(folder)/releases/v1").path
        let check = try SheafProcess.run(["check", release])
        #expect(check.standardError.contains("warning: field name 'Legacy_note' should be lowerCamelCase"))
        let outcome = try Self.history("\(folder)/releases", new: ["\(folder)/new"])
        #expect(outcome.status == 0)
        #expect(outcome.standardError.isEmpty)
        #expect(outcome.standardOutput.contains(": FIELD_RETIRED: against \(folder)/releases/v1 (fx v1): "))
    }

    @Test("--history: schema errors in the new set are diagnostics, exit 1")
    func historyNewSetErrors() throws {
        let invalid = "Tests/SheafSchemaTests/Fixtures/invalid/unknown-type-typo.yaml"
        let outcome = try Self.history(Self.evolution, new: [invalid])
        #expect(outcome.status == 1)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError.hasPrefix("\(invalid):13:38: error: unknown type 'Employe'"))
    }

    @Test(
        "--history: usage errors exit with 64",
        arguments: [
            ["compat", "--history", "Schemas/evolution"],
            ["compat", "--history"],
            ["compat", "--history", "Schemas/evolution", "--old", "Schemas/evolution/v1", "--new", "Schemas/evolution/v4"],
            ["compat", "--history", "Schemas/evolution", "--new", "Schemas/evolution/v4", "--mode", "sideways-transitive"],
            ["compat", "--old", "Schemas/evolution/v1", "--new", "Schemas/evolution/v4", "--mode", "full-transitive"],
        ])
    func historyUsage(arguments: [String]) throws {
        let outcome = try SheafProcess.run(arguments)
        #expect(outcome.status == 64)
        #expect(outcome.standardOutput.isEmpty)
        #expect(!outcome.standardError.isEmpty)
    }
}
