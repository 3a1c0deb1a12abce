import Foundation
import Sheaf
import Testing

/// The conformance corpus (Conformance/manifest.json) run through code generated from its
/// schemas: every value case decodes, canonical cases re-encode to exactly their bytes, and
/// every error case fails with its code.
@Suite("Generated code passes the conformance corpus")
struct ConformanceCaseTests {
    struct Case: Decodable, Sendable, CustomTestStringConvertible {
        var id: String
        var root: String
        var archive: String
        var expect: String
        var canonical: Bool?
        var error: String?
        var offset: Int?
        var checksum: Bool?
        var options: [String: Int]?
        var testDescription: String { id }
    }

    struct Manifest: Decodable {
        var cases: [Case]
    }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Conformance")

    static let cases: [Case] = {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("manifest.json")),
              let manifest = try? JSONDecoder().decode(Manifest.self, from: data) else { return [] }
        return manifest.cases.filter { Root.all[$0.root] != nil }
    }()

    /// The bytes of a case's annotated hex file.
    static func bytes(_ path: String) throws -> [UInt8] {
        try AnnotatedHex.bytes(ofFile: folder.appendingPathComponent(path))
    }

    func options(_ testCase: Case) -> SheafOptions {
        SheafOptions(
            maxDepth: testCase.options?["maxDepth"] ?? SheafOptions.defaultMaxDepth,
            maxArchiveSize: testCase.options?["maxArchiveSize"] ?? SheafOptions.defaultMaxArchiveSize,
            writeChecksum: testCase.checksum ?? false)
    }

    @Test func mostCasesHaveAGeneratedRoot() {
        #expect(Self.cases.count >= 250, "only \(Self.cases.count) cases have a generated root type")
    }

    /// Cases where generated code knowingly differs from the corpus, with the reason.
    static let knownDeviations: [String: String] = [
        // A Swift enum case has nowhere to keep unknown fields without changing the API the
        // the generated API fixes (labelled associated values, no parentheses for cases without fields),
        // so generated payload enums read such an archive but drop the unknown field.
        "enums/payload-unknown-field": "payload-enum cases drop unknown fields"
    ]

    @Test(arguments: cases.filter { $0.expect == "value" })
    func valueCase(_ testCase: Case) throws {
        let root = try #require(Root.all[testCase.root])
        let bytes = try Self.bytes(testCase.archive)
        let again = try root.reencode(bytes, options(testCase))
        if Self.knownDeviations[testCase.id] != nil {
            #expect(again != bytes, "a known deviation is fixed: remove it from knownDeviations")
            #expect(try root.reencode(again, options(testCase)) == again)
        } else if testCase.canonical == true {
            #expect(again == bytes, "the generated encoder must write exactly the case's bytes")
        } else {
            #expect(try root.reencode(again, options(testCase)) == again, "re-encoding is canonical and stable")
        }
    }

    @Test(arguments: cases.filter { $0.expect == "error" })
    func errorCase(_ testCase: Case) throws {
        let root = try #require(Root.all[testCase.root])
        let bytes = try Self.bytes(testCase.archive)
        do {
            _ = try root.reencode(bytes, options(testCase))
            Issue.record("decoded; expected \(testCase.error ?? "an error")")
        } catch let error as SheafError {
            #expect(error.code.rawValue == testCase.error, "\(error)")
            if let offset = testCase.offset {
                #expect(error.offset == offset, "\(error)")
            }
        }
    }
}
