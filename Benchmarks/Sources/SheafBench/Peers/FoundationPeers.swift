import Foundation

/// Foundation's JSONEncoder/JSONDecoder and binary PropertyListEncoder/Decoder over the
/// Codable models, on every dataset they can express (not `graph`: no shared references).
enum FoundationPeers {
    static func contenders(company: CodableCompany, numeric: [NumericDataset], timeline: CodableTimeline) -> [Contender] {
        var contenders: [Contender] = []
        for peer in ["json", "plist"] {
            contenders.append(contender(peer, "company", records: company.employees.count, value: company))
            for dataset in numeric {
                contenders.append(contender(peer, dataset.name, records: dataset.value.count, value: dataset.value))
            }
            contenders.append(contender(peer, "polymorphic", records: timeline.events.count, value: timeline))
        }
        return contenders
    }

    private static func contender<T: Codable & Equatable>(
        _ peer: String, _ dataset: String, records: Int, value: T
    ) -> Contender {
        let box = EncodedBox(Data())
        let encode: (T) throws -> Data
        let decode: (Data) throws -> T
        if peer == "json" {
            let encoder = JSONEncoder()
            let decoder = JSONDecoder()
            encode = { try encoder.encode($0) }
            decode = { try decoder.decode(T.self, from: $0) }
        } else {
            let encoder = PropertyListEncoder()
            encoder.outputFormat = .binary
            let decoder = PropertyListDecoder()
            encode = { try encoder.encode($0) }
            decode = { try decoder.decode(T.self, from: $0) }
        }
        return Contender(
            peer: peer, dataset: dataset, records: records,
            encode: {
                box.bytes = try encode(value)
                return box.bytes.count
            },
            decode: { blackHole(try decode(box.bytes)) },
            roundTrips: { try decode(box.bytes) == value })
    }
}
