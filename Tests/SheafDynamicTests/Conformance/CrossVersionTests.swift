import Foundation
import Sheaf
import SheafDynamic
import SheafSchema
import SheafTestSupport
import Testing

extension ConformanceManifest.EvolutionCase: CustomTestStringConvertible {
    public var testDescription: String { id }
}

/// The cross-version corpus (manifest.json's `evolution` section) through the schema-driven
/// layer: an archive written under one version of a schema series, read with another
/// version's schema, gives the value the corpus states (as the dump prints it) and writes back
/// exactly the corpus's bytes — the reader's header, the writer's body — whether encoded from
/// the decoded value or packed from the JSON form. The version that wrote the archive then
/// reads the re-saved bytes as the original.
@Suite("Cross-version corpus through SheafDynamic")
struct CrossVersionTests {
    static let cases = ConformanceManifest.shared.evolution

    static func schemaSet(_ version: ConformanceManifest.EvolutionCase.Version) throws -> SchemaSet {
        let loaded = SchemaLoader.load(paths: version.schemas.map { ConformanceManifest.root.appendingPathComponent($0).path })
        try #require(!loaded.hasErrors, "\(loaded.diagnostics)")
        let schema = try #require(loaded.schemaSet.schema(named: version.schema))
        #expect(schema.version == version.version)
        return loaded.schemaSet
    }

    static func text(_ path: String) throws -> String {
        try String(contentsOf: ConformanceManifest.root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test("the corpus has archives of several versions read by several versions")
    func corpusExists() {
        #expect(Self.cases.count >= 9)
        #expect(Set(Self.cases.map(\.writer.version)).count >= 3)
        #expect(Self.cases.contains { $0.writer.version > $0.reader.version })
    }

    @Test("the reader's value: decoded, dumped and read from the JSON form", arguments: cases)
    func value(_ testCase: ConformanceManifest.EvolutionCase) throws {
        let readerSet = try Self.schemaSet(testCase.reader)
        let bytes = try ConformanceManifest.bytes(ofHexFile: testCase.archive)
        let rootType = try readerSet.resolve(typeExpression: testCase.root)
        let decoded = try DynamicWireDecoder(schemaSet: readerSet).decode(bytes, as: rootType)
        let json = try Self.text(testCase.value)
        #expect(try DynamicJSON.read(json, rootType: rootType, schemaSet: readerSet) == decoded)
        #expect(try DynamicJSON.write(decoded, schemaSet: readerSet) == json)
        let report = ArchiveValidator(schemaSet: readerSet).validate(bytes)
        #expect(report.isValid, "\(report.errors)")
    }

    @Test("the bytes the reader writes back: encoded from the value, packed from the JSON form", arguments: cases)
    func resave(_ testCase: ConformanceManifest.EvolutionCase) throws {
        let readerSet = try Self.schemaSet(testCase.reader)
        let bytes = try ConformanceManifest.bytes(ofHexFile: testCase.archive)
        let expected = try ConformanceManifest.bytes(ofHexFile: testCase.resave)
        let rootType = try readerSet.resolve(typeExpression: testCase.root)
        let encoder = DynamicWireEncoder(schemaSet: readerSet)
        let decoded = try DynamicWireDecoder(schemaSet: readerSet).decode(bytes, as: rootType)
        #expect(try encoder.encode(decoded) == expected)
        let packed = try DynamicJSON.read(Self.text(testCase.value), rootType: rootType, schemaSet: readerSet)
        #expect(try encoder.encode(packed) == expected)
        let header = try SheafArchiveHeader(parsing: expected)
        #expect(header.schemaName == testCase.reader.schema && header.schemaVersion == testCase.reader.version)
        if let fingerprint = testCase.reader.fingerprint {
            #expect(header.fingerprint.description == fingerprint)
        }
    }

    @Test("the writer's version reads the re-saved bytes as it reads its own archive", arguments: cases)
    func writerReadsBack(_ testCase: ConformanceManifest.EvolutionCase) throws {
        let writerSet = try Self.schemaSet(testCase.writer)
        let rootType = try writerSet.resolve(typeExpression: testCase.root)
        let decoder = DynamicWireDecoder(schemaSet: writerSet)
        let original = try decoder.decode(ConformanceManifest.bytes(ofHexFile: testCase.archive), as: rootType)
        let resaved = try decoder.decode(ConformanceManifest.bytes(ofHexFile: testCase.resave), as: rootType)
        #expect(resaved == original)
    }
}
