import Foundation
import Sheaf
import SheafDynamic
import SheafSchema
import Testing

/// One case of the conformance corpus (Conformance/manifest.json), written by hand by the
/// format's authors: archive bytes as annotated hex, and what reading them must give.
struct CorpusCase: CustomTestStringConvertible, Sendable {
    var id: String
    var schemas: [String]
    var root: String
    var archive: String
    var expectsValue: Bool
    var isCanonical: Bool
    var error: String?
    var offset: Int?
    var maxDepth: Int?
    var maxArchiveSize: Int?

    var testDescription: String { id }

    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Conformance")

    /// Every case of the manifest (none when the corpus is missing, which the count test catches).
    static let all: [CorpusCase] = {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent("manifest.json").path),
            let manifest = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let cases = manifest["cases"] as? [[String: Any]]
        else { return [] }
        return cases.compactMap { entry in
            guard let id = entry["id"] as? String, let archive = entry["archive"] as? String,
                let root = entry["root"] as? String, let schemas = entry["schemas"] as? [String]
            else { return nil }
            let options = entry["options"] as? [String: Any] ?? [:]
            return CorpusCase(
                id: id, schemas: schemas, root: root, archive: archive,
                expectsValue: entry["expect"] as? String == "value",
                isCanonical: entry["canonical"] as? Bool ?? false,
                error: entry["error"] as? String, offset: entry["offset"] as? Int,
                maxDepth: options["maxDepth"] as? Int, maxArchiveSize: options["maxArchiveSize"] as? Int)
        }
    }()

    /// The archive's bytes: hex pairs, `#` to the end of a line is a comment.
    func bytes() throws -> [UInt8] {
        let text = try String(contentsOf: Self.folder.appendingPathComponent(archive), encoding: .utf8)
        var bytes: [UInt8] = []
        for line in text.split(separator: "\n") {
            let code = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            for token in code.split(whereSeparator: \.isWhitespace) {
                bytes.append(try #require(UInt8(token, radix: 16), "bad hex token \(token) in \(archive)"))
            }
        }
        return bytes
    }

    func schemaSet() throws -> SchemaSet {
        let result = SchemaLoader.load(paths: schemas.map { Self.folder.appendingPathComponent($0).path })
        try #require(!result.hasErrors, "\(result.renderer.render(result.diagnostics))")
        return result.schemaSet
    }

    var options: SheafOptions {
        SheafOptions(
            maxDepth: maxDepth ?? SheafOptions.defaultMaxDepth,
            maxArchiveSize: maxArchiveSize ?? SheafOptions.defaultMaxArchiveSize)
    }
}

@Suite("Conformance corpus through the dynamic coders")
struct ConformanceCorpusTests {
    @Test("the corpus is there")
    func corpusExists() {
        #expect(CorpusCase.all.count > 100)
    }

    @Test("value cases decode, re-encode to a fixed point, and canonical ones byte for byte",
          arguments: CorpusCase.all.filter(\.expectsValue))
    func values(_ corpusCase: CorpusCase) throws {
        let bytes = try corpusCase.bytes()
        let set = try corpusCase.schemaSet()
        let decoder = DynamicWireDecoder(schemaSet: set, options: corpusCase.options)
        let root = try set.resolve(typeExpression: corpusCase.root)
        let archive = try decoder.decode(bytes, as: root)
        var options = corpusCase.options
        options.writeChecksum = try SheafArchiveHeader(parsing: bytes).hasChecksum
        let encoded = try DynamicWireEncoder(schemaSet: set, options: options).encode(archive)
        if corpusCase.isCanonical {
            #expect(encoded == bytes)
        }
        #expect(try decoder.decode(encoded) == archive)
        #expect(ArchiveValidator(schemaSet: set, options: corpusCase.options).validate(bytes).isValid)
    }

    @Test("error cases fail with their code and offset", arguments: CorpusCase.all.filter { !$0.expectsValue })
    func errors(_ corpusCase: CorpusCase) throws {
        let bytes = try corpusCase.bytes()
        let set = try corpusCase.schemaSet()
        let decoder = DynamicWireDecoder(schemaSet: set, options: corpusCase.options)
        let root = try? set.resolve(typeExpression: corpusCase.root)
        let error = try #require(throws: SheafError.self) {
            if let root {
                _ = try decoder.decode(bytes, as: root)
            } else {
                _ = try decoder.decode(bytes)
            }
        }
        #expect(error.code.rawValue == corpusCase.error, "\(error)")
        if let offset = corpusCase.offset {
            #expect(error.offset == offset, "\(error)")
        }
        if corpusCase.error != "rootTypeMismatch" {
            let report = ArchiveValidator(schemaSet: set, options: corpusCase.options).validate(bytes)
            #expect(report.errors.first?.code.rawValue == corpusCase.error, "\(report.errors)")
        }
    }
}
