import Foundation
import SheafGenerator
import SheafSchema
import Testing

/// The `codable` key of `sheaf-config.yaml`: `true` (the default) or `false`, which leaves
/// the `Codable` conformance and all its code out of every generated type.
@Suite("Generator setting: codable")
struct CodableSettingTests {
    @Test("Codable is the default")
    func defaultIsCodable() {
        #expect(GeneratorOptions().codable)
        let (options, diagnostics) = OptimizeSettingTests.apply("visibility: public\n")
        #expect(diagnostics.isEmpty)
        #expect(options.codable)
    }

    @Test("each value is read", arguments: [("codable: false\n", false), ("codable: true\n", true)])
    func values(text: String, expected: Bool) {
        let (options, diagnostics) = OptimizeSettingTests.apply(text)
        #expect(diagnostics.isEmpty)
        #expect(options.codable == expected)
    }

    @Test("beside the other keys")
    func besideTheOthers() {
        let (options, diagnostics) = OptimizeSettingTests.apply("optimize: size\ncodable: false\nvisibility: package\n")
        #expect(diagnostics.isEmpty)
        #expect(options == GeneratorOptions(visibility: .package, optimize: .size, codable: false))
    }

    @Test(
        "a value other than true or false is an error at the value and is not applied",
        arguments: [
            ("codable: maybe\n", "1:10 invalid-value: unknown codable 'maybe'; expected true or false"),
            ("visibility: public\ncodable:   no\n", "2:12 invalid-value: unknown codable 'no'; expected true or false"),
            ("codable: fals\n", "1:10 invalid-value: unknown codable 'fals'; did you mean 'false'?"),
        ])
    func badValue(text: String, expected: String) {
        let (options, diagnostics) = OptimizeSettingTests.apply(text)
        #expect(diagnostics == [expected])
        #expect(options.codable)
    }

    @Test("a misspelt key is an error with a suggestion")
    func misspeltKey() {
        let (options, diagnostics) = OptimizeSettingTests.apply("codeable: false\n")
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.hasPrefix("1:1 ") == true)
        #expect(diagnostics.first?.contains("did you mean 'codable'?") == true)
        #expect(options.codable)
    }

    /// The code of a generated file, without the schema text embedded at its end (data).
    static func code(_ file: GeneratedFile) -> String {
        file.contents.components(separatedBy: "// MARK: - The schema file, for record streams")[0]
    }

    @Test(
        "without Codable no generated code mentions it, in either mode",
        arguments: [GeneratorOptions.Optimize.speed, .size], ["Schemas", "Conformance/schemas"])
    func noCodableCode(optimize: GeneratorOptions.Optimize, schemas: String) throws {
        let source = GeneratedSourcesTests.Source(schemas: schemas, generated: "", optimize: optimize, codable: false)
        let files = try source.generate()
        #expect(!files.isEmpty)
        for file in files {
            let code = Self.code(file)
            #expect(!code.contains(/[^f]Codable|Encoder|Decoder|SheafCodingKey|SheafCodableCycleGuard/), "\(file.fileName)")
            // Everything else stays: the binary coders, the schema identity, the conformances.
            #expect(code.contains("SheafGeneratedMessage"), "\(file.fileName)")
        }
    }

    @Test(
        "with Codable off only the Codable code goes: the rest is the same, line for line",
        arguments: [GeneratorOptions.Optimize.speed, .size])
    func onlyCodableGoes(optimize: GeneratorOptions.Optimize) throws {
        let with = try GeneratedSourcesTests.Source(schemas: "Schemas", generated: "", optimize: optimize).generate()
        let without = try GeneratedSourcesTests.Source(schemas: "Schemas", generated: "", optimize: optimize, codable: false).generate()
        #expect(with.map(\.fileName) == without.map(\.fileName))
        for (full, reduced) in zip(with, without) {
            let kept = Set(reduced.contents.split(separator: "\n", omittingEmptySubsequences: false))
            let lines = full.contents.split(separator: "\n", omittingEmptySubsequences: false)
            // Every line of the Codable-free file is in the full one, once the full one's
            // conformance lists lose `Codable` and `SheafCodableFamily`.
            let fullLines = Set(
                lines.map {
                    Substring($0.replacingOccurrences(of: ", Codable", with: "").replacingOccurrences(of: ", SheafCodableFamily", with: ""))
                })
            let missing = kept.filter { !fullLines.contains($0) && !$0.contains("SheafCodable` type") }
            #expect(missing.isEmpty, "\(full.fileName): \(missing.sorted().prefix(5))")
            #expect(reduced.contents.count < full.contents.count)
        }
    }
}
