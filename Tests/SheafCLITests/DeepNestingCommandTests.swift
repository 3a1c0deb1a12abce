import Foundation
import Testing

/// `pack`, `dump` and `validate` with a raised `--max-depth` on deeply nested input: a clean
/// result or a clean error, never a stack overflow. The commands recurse once per level; the
/// main thread's 8 MiB stack holds 1 400 to 2 700 levels in a release build and 420 in a debug
/// build, so without a stack sized for the limit each of these runs ends in SIGSEGV.
@Suite("deep nesting with a raised --max-depth")
struct DeepNestingCommandTests {
    static let schema = SheafProcess.repository.appendingPathComponent("Schemas/company.yaml").path

    /// An `Employee` whose `manager` chain is `levels` employees long, in the JSON form.
    static func chain(_ levels: Int) -> [UInt8] {
        var text = ""
        for level in 0..<(levels - 1) { text += #"{"name":"e\#(level)","manager":"# }
        text += #"{"name":"last"}"# + String(repeating: "}", count: levels - 1)
        return Array(text.utf8)
    }

    static func temporaryFile(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("sheaf-deep-\(UUID().uuidString)-\(name)").path
    }

    /// Packs a chain of `levels` employees with `--max-depth 100000`; the archive's path.
    static func packedChain(_ levels: Int) throws -> String {
        let archive = temporaryFile("chain-\(levels).shf")
        let pack = try SheafProcess.run(
            ["pack", "--schema", schema, "--type", "Employee", "--max-depth", "100000", "--output", archive],
            input: chain(levels))
        #expect(pack.status == 0, "\(pack.standardError.prefix(500))")
        return archive
    }

    @Test("pack and validate read 20 000 levels; dump reads them up to its limit")
    func twentyThousandLevels() throws {
        let archive = try Self.packedChain(20_000)
        defer { try? FileManager.default.removeItem(atPath: archive) }
        // Each level: a field key, a length prefix of 1 to 3 bytes, the name.
        #expect(try Data(contentsOf: URL(fileURLWithPath: archive)).count > 20_000 * 6)

        let validate = try SheafProcess.run(["validate", "--schema", Self.schema, "--max-depth", "100000", archive])
        #expect(validate.status == 0, "\(validate.standardError.prefix(500))")
        #expect(validate.standardOutput.hasPrefix("\(archive): ok: company v3"))

        // Dumping all 20 000 levels would print about 1.2 GB (the JSON form indents each level),
        // so dump reads 19 999 of them and stops cleanly at its limit.
        let dump = try SheafProcess.run(["dump", "--schema", Self.schema, "--max-depth", "19999", archive])
        #expect(dump.status == 1)
        #expect(dump.standardOutput.isEmpty)
        #expect(dump.standardError.hasPrefix("\(archive): offset "), "\(dump.standardError.prefix(500))")
        #expect(dump.standardError.hasSuffix("nests deeper than the limit of 19999 levels [depthLimitExceeded]\n"))

        // Validate stops at its limit the same way.
        let shallow = try SheafProcess.run(["validate", "--schema", Self.schema, "--max-depth", "19999", archive])
        #expect(shallow.status == 1)
        #expect(shallow.standardError.contains("[depthLimitExceeded]"))
    }

    @Test("pack stops cleanly at a raised limit below the input's depth")
    func packPastTheLimit() throws {
        let output = Self.temporaryFile("refused.shf")
        let pack = try SheafProcess.run(
            ["pack", "--schema", Self.schema, "--type", "Employee", "--max-depth", "19999", "--output", output],
            input: Self.chain(20_000))
        #expect(pack.status == 1)
        #expect(pack.standardError.hasPrefix("<stdin>:1:"), "\(pack.standardError.prefix(500))")
        #expect(pack.standardError.hasSuffix("[depthLimitExceeded]\n"))
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test("dump writes all 2 500 levels of a chain back as the JSON it was packed from")
    func dumpTwoThousandFiveHundredLevels() throws {
        let archive = try Self.packedChain(2_500)
        defer { try? FileManager.default.removeItem(atPath: archive) }
        let dump = try SheafProcess.run(["dump", "--schema", Self.schema, "--max-depth", "100000", archive])
        #expect(dump.status == 0, "\(dump.standardError.prefix(500))")
        // The JSON form spells every default out, so compare the chain's own facts.
        let text = dump.standardOutput
        #expect(text.components(separatedBy: #""manager": {"#).count - 1 == 2_499)
        #expect(text.contains(#""name": "e2498""#) && text.contains(#""name": "last""#))
    }

    @Test("a --max-depth above the ceiling is a usage error, for each command", arguments: ["pack", "dump", "validate"])
    func aboveTheCeiling(command: String) throws {
        var arguments = [command, "--schema", Self.schema, "--max-depth", "100001"]
        arguments += command == "pack" ? ["--type", "Employee", "--output", Self.temporaryFile("x.shf")] : ["x.shf"]
        let outcome = try SheafProcess.run(arguments, input: Self.chain(2))
        #expect(outcome.status == 64)
        #expect(outcome.standardError.contains("--max-depth must be at most 100000"), "\(outcome.standardError)")
    }
}
