import Foundation
import Sheaf
import SheafSchema

/// The repository's schemas, loaded once: `Schemas/` as one set, each conformance schema file
/// as its own, and the newest version of the cross-version corpus's schema (whose archives of
/// every version it reads), looked up by schema name.
final class FuzzSchemas: Sendable {
    static let shared = FuzzSchemas()

    private let sets: [String: SchemaSet]
    private let fallback: SchemaSet

    private init() {
        // This file is Fuzz/Sources/FuzzArchive/FuzzSchemas.swift.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var sets: [String: SchemaSet] = [:]
        let showcase = SchemaLoader.load(paths: [root.appendingPathComponent("Schemas").path])
        precondition(!showcase.hasErrors, "Schemas/ does not check")
        for schema in showcase.schemaSet.schemas { sets[schema.name] = showcase.schemaSet }
        let conformance = root.appendingPathComponent("Conformance/schemas")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: conformance.path)) ?? []
        let paths =
            files.sorted().filter { $0.hasSuffix(".yaml") }.map { conformance.appendingPathComponent($0).path }
            + [root.appendingPathComponent("Conformance/evolution/workshop/v3.yaml").path]
        for path in paths {
            let result = SchemaLoader.load(paths: [path])
            guard !result.hasErrors else { continue }
            for schema in result.schemaSet.schemas where sets[schema.name] == nil {
                sets[schema.name] = result.schemaSet
            }
        }
        self.sets = sets
        fallback = showcase.schemaSet
    }

    /// The set holding the schema the archive's header names, or the showcase set.
    func set(forArchive bytes: [UInt8]) -> SchemaSet {
        guard let header = try? SheafArchiveHeader(parsing: bytes) else { return fallback }
        return sets[header.schemaName] ?? fallback
    }
}
