import Foundation
import Sheaf
import SheafDynamic
import SheafSchema
import SheafTestSupport
import Testing

/// Every case of `Conformance/` through the schema-driven decoder, encoder and validator:
/// value cases decode (and canonical ones re-encode to exactly their bytes), error cases
/// fail with exactly their code and offset.
@Suite("Conformance through SheafDynamic")
struct DynamicConformanceTests {
    static let valueCases = ConformanceManifest.shared.cases.filter { $0.expect == .value }
    static let errorCases = ConformanceManifest.shared.cases.filter { $0.expect == .error }

    @Test("the manifest lists value and error cases, and every schema checks")
    func manifest() {
        #expect(ConformanceManifest.shared.format == 2)
        #expect(Self.valueCases.count >= 100)
        #expect(Self.errorCases.count >= 100)
        for entry in ConformanceManifest.shared.schemas {
            let result = SchemaLoader.load(paths: [ConformanceManifest.root.appendingPathComponent(entry.file).path])
            #expect(!result.hasErrors, "\(entry.file)")
            if let schema = result.schemaSet.schemas.first {
                #expect(schema.name == entry.name)
                #expect(schema.version == entry.version)
                #expect(result.schemaSet.fingerprint(of: schema).description == entry.fingerprint)
            }
        }
    }

    @Test("value cases decode; canonical ones re-encode byte for byte", arguments: valueCases)
    func valueCase(_ testCase: ConformanceManifest.Case) throws {
        let loaded = ConformanceManifest.schemaSet(for: testCase)
        try #require(!loaded.hasErrors)
        let bytes = try ConformanceManifest.bytes(ofHexFile: testCase.archive)
        let rootType = try loaded.schemaSet.resolve(typeExpression: testCase.root)
        let decoder = DynamicWireDecoder(schemaSet: loaded.schemaSet, options: testCase.sheafOptions)
        let archive = try decoder.decode(bytes, as: rootType)
        let header = try SheafArchiveHeader(parsing: bytes)
        let encoder = DynamicWireEncoder(
            schemaSet: loaded.schemaSet, options: SheafOptions(writeChecksum: header.hasChecksum))
        let encoded = try encoder.encode(archive)
        if testCase.canonical == true {
            #expect(encoded == bytes)
        } else {
            // Legal but not canonical: the canonical encoding differs (unless the value keeps
            // the archive's tables, as for an entry no reference reaches, which it writes back),
            // and is a fixed point.
            if archive.origin == nil {
                #expect(encoded != bytes, "a non-canonical case holds canonical bytes")
            }
            #expect(try encoder.encode(decoder.decode(encoded, as: rootType)) == encoded)
        }
        #expect(ArchiveValidator(schemaSet: loaded.schemaSet, options: testCase.sheafOptions).validate(bytes).isValid)
    }

    @Test("error cases fail with their code and offset", arguments: errorCases)
    func errorCase(_ testCase: ConformanceManifest.Case) throws {
        let loaded = ConformanceManifest.schemaSet(for: testCase)
        try #require(!loaded.hasErrors)
        let bytes = try ConformanceManifest.bytes(ofHexFile: testCase.archive)
        let rootType = try loaded.schemaSet.resolve(typeExpression: testCase.root)
        let decoder = DynamicWireDecoder(schemaSet: loaded.schemaSet, options: testCase.sheafOptions)
        let error = #expect(throws: SheafError.self) { try decoder.decode(bytes, as: rootType) }
        #expect(error?.code.rawValue == testCase.error)
        #expect(error?.offset == testCase.offset)
    }
}
