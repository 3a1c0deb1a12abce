import Foundation
import Sheaf
import SheafDynamic
import SheafSchema

/// Sheaf without generated code: the schema-driven encoder for encoding, and the archive
/// validator (a full walk of the archive against the schema) for decoding.
enum DynamicPeer {
    static func contenders(
        company: CodableCompany, numeric: CodableNumeric, timeline: CodableTimeline, graph: GraphShape
    ) throws -> [Contender] {
        let schemas = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("schemas")
        let loaded = SchemaLoader.load(paths: [schemas.path])
        guard !loaded.hasErrors else { throw BenchFailure("schemas/bench.yaml does not check") }
        let set = loaded.schemaSet
        return try [
            contender("company", records: company.employees.count, set: set, archive: SheafPeer.convert(company).serializedBytes()),
            contender(
                "numeric", records: numeric.doubles.count + numeric.integers.count, set: set,
                archive: SheafPeer.convert(numeric).serializedBytes()),
            contender("polymorphic", records: timeline.events.count, set: set, archive: SheafPeer.convert(timeline).serializedBytes()),
            contender("graph", records: graph.labels.count, set: set, archive: SheafPeer.convert(graph).serializedBytes()),
        ]
    }

    private static func contender(_ dataset: String, records: Int, set: SchemaSet, archive: [UInt8]) throws -> Contender {
        let value = try DynamicWireDecoder(schemaSet: set).decode(archive)
        let encoder = DynamicWireEncoder(schemaSet: set)
        let validator = ArchiveValidator(schemaSet: set)
        return Contender(
            peer: "sheaf-dynamic", dataset: dataset, records: records,
            encode: { try encoder.encode(value).count },
            decode: {
                let report = validator.validate(archive)
                guard report.isValid else { throw BenchFailure("validation failed: \(report.errors)") }
            },
            // The dynamic encoder must write what the generated coders wrote.
            roundTrips: { try encoder.encode(value) == archive && validator.validate(archive).isValid })
    }
}
