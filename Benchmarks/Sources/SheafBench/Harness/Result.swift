import Foundation

/// The measurements of one contender.
struct Result: Encodable {
    var dataset: String
    var peer: String
    var bytes: Int
    var records: Int
    var encodeSeconds: Double
    var decodeSeconds: Double

    var encodeMBps: Double { Double(bytes) / encodeSeconds / 1e6 }
    var decodeMBps: Double { Double(bytes) / decodeSeconds / 1e6 }
    var encodeRecordsPerSecond: Double { Double(records) / encodeSeconds }
    var decodeRecordsPerSecond: Double { Double(records) / decodeSeconds }

    private enum CodingKeys: String, CodingKey {
        case dataset, peer, bytes, records
        case encodeMBps = "encode_mb_s"
        case decodeMBps = "decode_mb_s"
        case encodeRecordsPerSecond = "encode_records_s"
        case decodeRecordsPerSecond = "decode_records_s"
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(dataset, forKey: .dataset)
        try container.encode(peer, forKey: .peer)
        try container.encode(bytes, forKey: .bytes)
        try container.encode(records, forKey: .records)
        try container.encode((encodeMBps * 10).rounded() / 10, forKey: .encodeMBps)
        try container.encode((decodeMBps * 10).rounded() / 10, forKey: .decodeMBps)
        try container.encode(encodeRecordsPerSecond.rounded(), forKey: .encodeRecordsPerSecond)
        try container.encode(decodeRecordsPerSecond.rounded(), forKey: .decodeRecordsPerSecond)
    }
}

/// Formats results as the table the README shows.
enum ResultTable {
    static func render(_ results: [Result]) -> String {
        let header = [
            "dataset", "peer", "bytes", "enc MB/s", "enc rec/s", "dec MB/s", "dec rec/s",
            "enc ×pb", "dec ×pb", "size ×pb",
        ]
        var rows: [[String]] = [header]
        for result in results {
            let protobuf = results.first { $0.dataset == result.dataset && $0.peer == "swift-protobuf" }
            func ratio(_ value: Double?) -> String {
                guard let value, value.isFinite else { return "–" }
                return String(format: "%.2f", value)
            }
            rows.append([
                result.dataset, result.peer, String(result.bytes),
                String(format: "%.1f", result.encodeMBps), compact(result.encodeRecordsPerSecond),
                String(format: "%.1f", result.decodeMBps), compact(result.decodeRecordsPerSecond),
                ratio(protobuf.map { $0.encodeSeconds / result.encodeSeconds }),
                ratio(protobuf.map { $0.decodeSeconds / result.decodeSeconds }),
                ratio(protobuf.map { Double(result.bytes) / Double($0.bytes) }),
            ])
        }
        let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.enumerated().map { index, row in
            let line =
                "| "
                + row.indices.map { column in
                    column < 2
                        ? row[column].padding(toLength: widths[column], withPad: " ", startingAt: 0)
                        : String(repeating: " ", count: widths[column] - row[column].count) + row[column]
                }.joined(separator: " | ") + " |"
            guard index == 0 else { return line }
            let rule =
                "|"
                + widths.enumerated().map { column, width in
                    String(repeating: "-", count: width + 1) + (column < 2 ? "-" : ":")
                }.joined(separator: "|") + "|"
            return line + "\n" + rule
        }.joined(separator: "\n")
    }

    /// 1234567 → "1.23M", 45678 → "45.7k".
    private static func compact(_ value: Double) -> String {
        switch value {
        case 1e6...: String(format: "%.2fM", value / 1e6)
        case 1e3...: String(format: "%.1fk", value / 1e3)
        default: String(format: "%.0f", value)
        }
    }
}
