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

    /// The bytes of an annotated hex file: `#` starts a comment, whitespace is ignored.
    static func bytes(ofHexFile path: String) throws -> [UInt8] {
        let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        var digits: [UInt8] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            for character in line.prefix(while: { $0 != "#" }) where !character.isWhitespace {
                guard let digit = character.hexDigitValue else { throw HexError(path: path, character: character) }
                digits.append(UInt8(digit))
            }
        }
        guard digits.count % 2 == 0 else { throw HexError(path: path, character: nil) }
        return stride(from: 0, to: digits.count, by: 2).map { digits[$0] << 4 | digits[$0 + 1] }
    }

    /// The schema set of a case's schema files, loaded together.
    static func schemaSet(for testCase: Case) -> SchemaLoadResult {
        SchemaLoader.load(paths: testCase.schemas.map { root.appendingPathComponent($0).path })
    }
}

/// A `.hex` file with something other than hex digit pairs outside comments.
struct HexError: Error, CustomStringConvertible {
    var path: String
    var character: Character?
    var description: String {
        character.map { "\(path): '\($0)' is not a hex digit" } ?? "\(path): an odd number of hex digits"
    }
}
