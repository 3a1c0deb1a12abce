import Foundation
import Sheaf
import SheafTestSupport
import Testing

/// The conformance corpus (Conformance/manifest.json) run through code generated from its
/// schemas: every value case decodes, canonical cases re-encode to exactly their bytes, and
/// every error case fails with its code.
@Suite("Generated code passes the conformance corpus")
struct ConformanceCaseTests {
    typealias Case = ConformanceManifest.Case

    static let cases: [Case] = ConformanceManifest.shared.cases.filter { Root.all[$0.root] != nil }

    /// The options a case reads with, and writes its checksum with.
    func options(_ testCase: Case) -> SheafOptions {
        var options = testCase.sheafOptions
        options.writeChecksum = testCase.checksum ?? false
        return options
    }

    @Test func mostCasesHaveAGeneratedRoot() {
        #expect(Self.cases.count >= 250, "only \(Self.cases.count) cases have a generated root type")
    }

    /// Cases where generated code knowingly differs from the corpus, with the reason.
    static let knownDeviations: [String: String] = [
        // A Swift enum case has nowhere to keep unknown fields itself (its associated values
        // are exactly its known fields): the struct or class whose field holds the value keeps
        // them. This case's root is the payload enum, which nothing holds, so the unknown field
        // is read and dropped (docs/Generator.md, "Payload enums").
        "enums/payload-unknown-field": "a payload enum at the root drops its case's unknown fields"
    ]

    @Test(arguments: cases.filter { $0.expect == .value })
    func valueCase(_ testCase: Case) throws {
        let root = try #require(Root.all[testCase.root])
        let bytes = try ConformanceManifest.bytes(ofHexFile: testCase.archive)
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

    @Test(arguments: cases.filter { $0.expect == .error })
    func errorCase(_ testCase: Case) throws {
        let root = try #require(Root.all[testCase.root])
        let bytes = try ConformanceManifest.bytes(ofHexFile: testCase.archive)
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

extension ConformanceManifest.Case: CustomTestStringConvertible {
    public var testDescription: String { id }
}
