import Foundation
import Sheaf
import SheafSchema
import Testing

/// `Conformance/manifest.json`, as Conformance/README.md describes it.
struct ConformanceManifest: Decodable {
    var format: Int
    var schemas: [SchemaEntry]
    var cases: [Case]

    struct SchemaEntry: Decodable {
        var file: String
        var name: String
        var version: Int
        var fingerprint: String
    }

    /// One case: bytes that must decode to a value, or must fail with an error.
    struct Case: Decodable, CustomTestStringConvertible, Sendable {
        var id: String
        var description: String
        var schemas: [String]
        var root: String
        var archive: String
        var expect: Expectation
        var value: String?
        var canonical: Bool?
        var error: String?
        var offset: Int?
        var options: Options?

        enum Expectation: String, Decodable, Sendable { case value, error }

        struct Options: Decodable, Sendable {
            var maxDepth: Int?
            var maxArchiveSize: Int?
        }

        var testDescription: String { id }

        /// The reader options the case asks for.
        var sheafOptions: SheafOptions {
            SheafOptions(
                maxDepth: options?.maxDepth ?? SheafOptions.defaultMaxDepth,
                maxArchiveSize: options?.maxArchiveSize ?? SheafOptions.defaultMaxArchiveSize)
        }
    }

    /// The folder holding the manifest.
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Conformance")

    /// The manifest, or an empty one when it cannot be read (a test then fails on it).
    static let shared: ConformanceManifest = {
        guard let data = try? Data(contentsOf: root.appendingPathComponent("manifest.json")),
            let manifest = try? JSONDecoder().decode(ConformanceManifest.self, from: data)
        else { return ConformanceManifest(format: 0, schemas: [], cases: []) }
        return manifest
    }()

    /// The bytes of a case's annotated hex file.
    static func bytes(ofHexFile path: String) throws -> [UInt8] {
        try AnnotatedHex.bytes(ofFile: root.appendingPathComponent(path))
    }

    /// The schema set of a case's schema files, loaded together.
    static func schemaSet(for testCase: Case) -> SchemaLoadResult {
        SchemaLoader.load(paths: testCase.schemas.map { root.appendingPathComponent($0).path })
    }
}
