import Foundation
import Sheaf

/// `Conformance/manifest.json`, as Conformance/README.md describes it: the one model of the
/// manifest every test target reads.
public struct ConformanceManifest: Decodable, Sendable {
    /// The manifest's format number.
    public var format: Int
    /// The corpus schemas with their identities.
    public var schemas: [SchemaEntry]
    /// The cases.
    public var cases: [Case]
    /// The cross-version corpus: archives written under one version of a schema series, each
    /// with the value a reader of another version reads and the bytes it writes back.
    public var evolution: [EvolutionCase] = []

    private enum CodingKeys: String, CodingKey {
        case format, schemas, cases, evolution
    }

    /// Creates a manifest.
    public init(format: Int, schemas: [SchemaEntry], cases: [Case], evolution: [EvolutionCase] = []) {
        self.format = format
        self.schemas = schemas
        self.cases = cases
        self.evolution = evolution
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        format = try container.decode(Int.self, forKey: .format)
        schemas = try container.decode([SchemaEntry].self, forKey: .schemas)
        cases = try container.decode([Case].self, forKey: .cases)
        evolution = try container.decodeIfPresent([EvolutionCase].self, forKey: .evolution) ?? []
    }

    /// One entry of the cross-version corpus (Conformance/README.md, "Cross-version corpus").
    public struct EvolutionCase: Decodable, Sendable {
        /// The case's identifier, e.g. `workshop/v3-read-by-v1`.
        public var id: String
        /// What the case shows.
        public var description: String
        /// The root type's canonical spelling.
        public var root: String
        /// The archive's annotated hex file, as the writer's version wrote it.
        public var archive: String
        /// The schema version that wrote the archive.
        public var writer: Version
        /// The schema version that reads and re-saves it.
        public var reader: Version
        /// The value the reader reads, in the JSON form as a dump prints it.
        public var value: String
        /// The bytes the reader writes back (its own header, the archive's body).
        public var resave: String

        /// One version of the series.
        public struct Version: Decodable, Sendable {
            /// Its schema files, relative to the manifest.
            public var schemas: [String]
            /// The schema's name.
            public var schema: String
            /// The schema's version.
            public var version: Int
            /// The schema's fingerprint in hex, when the manifest gives it.
            public var fingerprint: String?
        }
    }

    /// One corpus schema.
    public struct SchemaEntry: Decodable, Sendable {
        /// The file, relative to `Conformance/`.
        public var file: String
        /// The schema's name.
        public var name: String
        /// Its version.
        public var version: Int
        /// Its fingerprint, 16 hex digits.
        public var fingerprint: String
    }

    /// One case: bytes that must decode to a value, or must fail with an error.
    public struct Case: Decodable, Sendable {
        /// The case id, e.g. `scalars/ints-zero`.
        public var id: String
        /// What the case shows.
        public var description: String
        /// Its schema files, relative to `Conformance/`.
        public var schemas: [String]
        /// The root type expression.
        public var root: String
        /// The annotated hex file of the archive.
        public var archive: String
        /// Whether the archive decodes or fails.
        public var expect: Expectation
        /// The JSON form of the value (value cases).
        public var value: String?
        /// Whether the archive is the canonical encoding of its value.
        public var canonical: Bool?
        /// The error code (error cases).
        public var error: String?
        /// The error's byte offset (error cases).
        public var offset: Int?
        /// Whether the archive carries a checksum trailer.
        public var checksum: Bool?
        /// Limits other than the defaults.
        public var options: Options?

        /// What reading the archive must give.
        public enum Expectation: String, Decodable, Sendable { case value, error }

        /// Limits a case asks for.
        public struct Options: Decodable, Sendable {
            /// The nesting limit.
            public var maxDepth: Int?
            /// The archive-size limit.
            public var maxArchiveSize: Int?
        }

        /// The reader options the case asks for.
        public var sheafOptions: SheafOptions {
            SheafOptions(
                maxDepth: options?.maxDepth ?? SheafOptions.defaultMaxDepth,
                maxArchiveSize: options?.maxArchiveSize ?? SheafOptions.defaultMaxArchiveSize)
        }
    }

    /// The folder holding the manifest.
    public static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Conformance")

    /// The manifest, or an empty one when it cannot be read (a test then fails on it).
    public static let shared: ConformanceManifest = {
        guard let data = try? Data(contentsOf: root.appendingPathComponent("manifest.json")),
            let manifest = try? JSONDecoder().decode(ConformanceManifest.self, from: data)
        else { return ConformanceManifest(format: 0, schemas: [], cases: []) }
        return manifest
    }()

    /// The bytes of a case's annotated hex file.
    public static func bytes(ofHexFile path: String) throws -> [UInt8] {
        try AnnotatedHex.bytes(ofFile: root.appendingPathComponent(path))
    }
}
