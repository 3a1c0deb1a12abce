import Foundation
import Sheaf
import Testing

/// Usage errors say what is wrong and what to do: a mistyped option is named as an unknown
/// option with a suggestion (not reported as a missing `--schema` or a wrong archive count),
/// and the usage lines show required arguments as required.
@Suite("Usage messages")
struct UsageMessageTests {
    @Test(
        "a mistyped option is an unknown option with a did-you-mean, whatever else is missing",
        arguments: [
            (["dump", "--shema", "Schemas", "a.sheaf"], "Error: Unknown option '--shema'. Did you mean '--schema'?"),
            (
                ["dump", "--schema", "Schemas", "--max-dept", "3", "a.sheaf"],
                "Error: Unknown option '--max-dept'. Did you mean '--max-depth'?"
            ),
            (["validate", "--shema", "Schemas", "a.sheaf"], "Error: Unknown option '--shema'. Did you mean '--schema'?"),
            (
                ["pack", "--schema", "Schemas", "--tpye", "Employee", "--output", "x.sheaf"],
                "Error: Unknown option '--tpye'. Did you mean '--type'?"
            ),
            (["check", "--verbos", "Schemas"], "Error: Unknown option '--verbos'"),
            (["compat", "--odl", "a", "--new", "b"], "Error: Unknown option '--odl'. Did you mean '--old'?"),
            (["generate", "Schemas", "--ouput", "x"], "Error: Unknown option '--ouput'. Did you mean '--output'?"),
        ])
    func unknownOption(arguments: [String], message: String) throws {
        let outcome = try SheafProcess.run(arguments)
        #expect(outcome.status == 64)
        #expect(outcome.standardError.hasPrefix(message), "\(outcome.standardError)")
    }

    @Test("dump's and validate's usage show their archives as required")
    func requiredArchives() throws {
        let dump = try SheafProcess.run(["dump", "--help"])
        #expect(
            dump.standardOutput.contains(
                "USAGE: sheaf dump [--schema <schema> ...] [--max-depth <max-depth>] [--max-archive-size <max-archive-size>] <archive>\n"))
        let validate = try SheafProcess.run(["validate", "--help"])
        #expect(validate.standardOutput.contains("<archive> ...\n"))
        #expect(!validate.standardOutput.contains("*.yml"))
        let missing = try SheafProcess.run(["dump", "--schema", "Schemas"])
        #expect(missing.status == 64)
        #expect(missing.standardError.hasPrefix("Error: Give the archive to dump.\nUsage: sheaf dump [--schema <schema> ...]"))
    }

    @Test("--version prints the version of this release")
    func version() throws {
        let outcome = try SheafProcess.run(["--version"])
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput == "sheaf \(SheafRelease.version)\n")
    }

    @Test("a .yml file is not a schema file, for every command, with the name to rename it to")
    func ymlFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheaf-yml-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let yml = folder.appendingPathComponent("company.yml").path
        try FileManager.default.copyItem(atPath: SheafProcess.repository.appendingPathComponent("Schemas/company.yaml").path, toPath: yml)
        for arguments in [["check", yml], ["fingerprint", yml], ["generate", yml, "--output", folder.path + "/out"]] {
            let outcome = try SheafProcess.run(arguments)
            #expect(outcome.status == 1, "\(arguments)")
            #expect(
                outcome.standardError.hasPrefix(
                    "\(yml):1:1: error: not a schema file: schema file names end in .yaml; rename it to 'company.yaml'\n"), "\(arguments)")
        }
    }
}
