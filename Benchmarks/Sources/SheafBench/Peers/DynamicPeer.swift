import Foundation
import Sheaf
import SheafDynamic
import SheafSchema

/// Sheaf without generated code: the schema-driven encoder for encoding, and the archive
/// validator (a full walk of the archive against the schema) for decoding.
enum DynamicPeer {
    static func contenders(
        company: CodableCompany, numeric: [NumericDataset], timeline: CodableTimeline, graph: GraphShape
    ) throws -> [Contender] {
        let schemas = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("schemas")
        let loaded = SchemaLoader.load(paths: [schemas.path])
        guard !loaded.hasErrors else { throw BenchFailure("schemas/bench.yaml does not check") }
        let set = loaded.schemaSet
        var contenders = [
            try contender("company", records: company.employees.count, set: set, archive: SheafPeer.convert(company).serializedBytes())
        ]
        for dataset in numeric {
            contenders.append(
                try contender(
                    dataset.name, records: dataset.value.count, set: set,
                    archive: SheafPeer.convert(dataset.value).serializedBytes()))
        }
        contenders.append(
            try contender("polymorphic", records: timeline.events.count, set: set, archive: SheafPeer.convert(timeline).serializedBytes()))
        contenders.append(
            try contender("graph", records: graph.labels.count, set: set, archive: SheafPeer.convert(graph).serializedBytes()))
        return contenders
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
