import Foundation
import Testing

/// `sheaf generate --no-codable` and `codable:` in `sheaf-config.yaml`: the flag wins over
/// the file, and without `Codable` the generated code has no `Codable` code at all.
@Suite("sheaf generate --no-codable")
struct GenerateCodableTests {
    /// Generates `Schemas/library.yaml` as ``GenerateOptimizeTests`` does; returns the outcome
    /// and the generated file's code, without the embedded schema text at its end (data, not
    /// code).
    func generate(config: String?, _ arguments: [String]) throws -> (SheafProcess.Outcome, String?) {
        let (outcome, text) = try GenerateOptimizeTests().generate(config: config, arguments)
        return (outcome, text?.components(separatedBy: "// MARK: - The schema file, for record streams")[0])
    }

    /// Whether the code declares or implements `Codable` anywhere (`SheafCodable`, the binary
    /// coding protocol, does not count).
    func mentionsCodable(_ text: String) -> Bool {
        text.contains(/[^f]Codable|Encoder|Decoder|SheafCodingKey/)
    }

    @Test("Codable is the default")
    func codableByDefault() throws {
        let (outcome, text) = try generate(config: nil, [])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let code = try #require(text)
        #expect(code.contains("extension Book: Codable {"))
        #expect(mentionsCodable(code))
    }

    @Test("--no-codable leaves Codable out and keeps the binary coders", arguments: ["speed", "size"])
    func noCodableFlag(optimize: String) throws {
        let (outcome, text) = try generate(config: nil, ["--no-codable", "--optimize", optimize])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let code = try #require(text)
        #expect(!mentionsCodable(code))
        #expect(code.contains("extension Book: SheafGeneratedMessage"))
    }

    @Test("the file's codable is used", arguments: [("codable: false\n", false), ("codable: true\n", true)])
    func file(config: String, isCodable: Bool) throws {
        let (outcome, text) = try generate(config: config, [])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(mentionsCodable(try #require(text)) == isCodable)
    }

    @Test("the flag wins over the file")
    func flagWins() throws {
        let (outcome, text) = try generate(config: "codable: true\n", ["--no-codable"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(!mentionsCodable(try #require(text)))
    }

    @Test("an unknown value in the file exits 1 with its location and writes nothing")
    func badFile() throws {
        let (outcome, text) = try generate(config: "visibility: public\ncodable: maybe\n", ["--no-codable"])
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("sheaf-config.yaml:2:10: error: unknown codable 'maybe'; expected true or false"))
        #expect(text == nil)
    }

    @Test("the flag takes no value")
    func flagWithValue() throws {
        let (outcome, text) = try generate(config: nil, ["--no-codable=true"])
        #expect(outcome.status == 64)
        #expect(text == nil)
    }
}
