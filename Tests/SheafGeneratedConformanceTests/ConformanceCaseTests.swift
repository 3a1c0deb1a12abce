import Foundation
import Sheaf
import SheafDynamic
import SheafSchema
import SheafTestSupport
import Testing

/// The conformance corpus (Conformance/manifest.json) run through code generated from its
/// schemas: every value case decodes to the case's value, canonical cases re-encode to
/// exactly their bytes, and every error case fails with its code.
///
/// The decoded value is compared with the case's JSON form through canonical bytes: the
/// generated type's encoding of what it decoded must equal the schema-driven encoding of the
/// JSON value (read with the case's schemas), so a generated decoder that read a field into
/// the wrong place, or dropped one, fails even where re-encoding its own value is stable.
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
        "enums/payload-unknown-field": "a payload enum at the root drops its case's unknown fields",
        // Generated types keep the unknown fields of the values they hold, but an entry of the
        // instance table that no reference reaches belongs to no value: re-saving drops it
        // (the schema-driven layer keeps it and writes it back).
        "tables/unreached-entry": "an entry no reference reaches is dropped on re-encoding",
    ]

    @Test(arguments: cases.filter { $0.expect == .value })
    func valueCase(_ testCase: Case) throws {
        let root = try #require(Root.all[testCase.root])
        let bytes = try ConformanceManifest.bytes(ofHexFile: testCase.archive)
        let again = try root.reencode(bytes, options(testCase))
        if Self.knownDeviations[testCase.id] == nil {
            #expect(again == (try Self.canonicalBytes(ofValueOf: testCase, options(testCase))), "the decoded value is not the case's value")
        }
        if Self.knownDeviations[testCase.id] != nil {
            #expect(again != bytes, "a known deviation is fixed: remove it from knownDeviations")
            #expect(try root.reencode(again, options(testCase)) == again)
        } else if testCase.canonical == true {
            #expect(again == bytes, "the generated encoder must write exactly the case's bytes")
        } else {
            #expect(try root.reencode(again, options(testCase)) == again, "re-encoding is canonical and stable")
        }
    }

    /// The canonical bytes of the case's JSON value, written by the schema-driven encoder.
    static func canonicalBytes(ofValueOf testCase: Case, _ options: SheafOptions) throws -> [UInt8] {
        let loaded = SchemaLoader.load(paths: testCase.schemas.map { ConformanceManifest.root.appendingPathComponent($0).path })
        try #require(!loaded.hasErrors)
        let json = try String(contentsOf: ConformanceManifest.root.appendingPathComponent(try #require(testCase.value)), encoding: .utf8)
        let rootType = try loaded.schemaSet.resolve(typeExpression: testCase.root)
        let value = try DynamicJSON.read(json, rootType: rootType, schemaSet: loaded.schemaSet)
        return try DynamicWireEncoder(schemaSet: loaded.schemaSet, options: options).encode(value)
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
