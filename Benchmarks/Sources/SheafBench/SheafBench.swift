import Foundation

/// `sheaf-bench [--json FILE] [--samples N] [--quick] [--dataset NAME]… [--peer NAME]…`
///
/// Builds the datasets from fixed seeds, checks every peer's round trip, then times encode
/// and decode (median of several samples after a warm-up) and prints one table.
@main
struct SheafBench {
    static func main() {
        do {
            let options = try BenchOptions(arguments: Array(CommandLine.arguments.dropFirst()))
            if options.helpRequested {
                print(BenchOptions.usage)
                return
            }
            try run(options)
        } catch {
            // A bad argument or a failed round trip: say so and fail, rather than trap.
            FileHandle.standardError.write(Data("sheaf-bench: \(error)\n".utf8))
            exit(1)
        }
    }

    static func run(_ options: BenchOptions) throws {
        let scale = options.quick ? 10 : 1
        let company = Datasets.company(count: 10_000 / scale)
        let numeric = Datasets.numericVariants(count: 1_000_000 / scale)
        let timeline = Datasets.polymorphic(count: 10_000 / scale)
        let graph = Datasets.graph(count: 10_000 / scale)

        var contenders = try SheafPeer.contenders(company: company, numeric: numeric, timeline: timeline, graph: graph)
        // The dynamic peer decodes every dataset while it is set up: only when it runs.
        if options.includes(peer: "sheaf-dynamic") {
            contenders += try DynamicPeer.contenders(company: company, numeric: numeric, timeline: timeline, graph: graph)
        }
        contenders += SheafSizePeer.contenders(company: company)
        contenders += StreamPeer.contenders(company: company)
        contenders += ProtobufPeer.contenders(company: company, numeric: numeric, timeline: timeline)
        contenders += FoundationPeers.contenders(company: company, numeric: numeric, timeline: timeline)
        // memcpy moves as many bytes as Sheaf's own archive of each dataset.
        for sheaf in contenders where sheaf.peer == "sheaf" {
            contenders.append(MemcpyPeer.contender(dataset: sheaf.dataset, records: sheaf.records, bytes: try sheaf.encode()))
        }
        contenders = contenders.filter(options.includes)
        contenders.sort { ($0.datasetRank, $0.peerRank) < ($1.datasetRank, $1.peerRank) }

        let stopwatch = Stopwatch(samples: options.samples, minimumSampleSeconds: options.quick ? 0.02 : 0.2)
        var results: [Result] = []
        var datasets: [String] = []
        for contender in contenders where !datasets.contains(contender.dataset) {
            datasets.append(contender.dataset)
        }
        for dataset in datasets {
            let group = contenders.filter { $0.dataset == dataset }
            // Check every round trip and size every batch first, then take the samples in
            // turns across the group (see Stopwatch).
            var sizes: [Int] = []
            var encodeBatches: [Int] = []
            var decodeBatches: [Int] = []
            for contender in group {
                FileHandle.standardError.write(Data("\(contender.dataset) / \(contender.peer)…\n".utf8))
                sizes.append(try contender.encode())
                guard try contender.roundTrips() else {
                    throw BenchFailure("\(contender.peer) does not round-trip the \(contender.dataset) dataset")
                }
                encodeBatches.append(try stopwatch.batchSize { _ = try contender.encode() })
                decodeBatches.append(try stopwatch.batchSize { try contender.decode() })
            }
            var encodeSamples = [[Double]](repeating: [], count: group.count)
            var decodeSamples = [[Double]](repeating: [], count: group.count)
            for _ in 0..<stopwatch.samples {
                for (index, contender) in group.enumerated() {
                    encodeSamples[index].append(
                        try stopwatch.sample(repeats: encodeBatches[index]) { _ = try contender.encode() })
                    decodeSamples[index].append(try stopwatch.sample(repeats: decodeBatches[index]) { try contender.decode() })
                }
            }
            for (index, contender) in group.enumerated() {
                results.append(
                    Result(
                        dataset: contender.dataset, peer: contender.peer, bytes: sizes[index], records: contender.records,
                        encodeSeconds: Stopwatch.median(encodeSamples[index]),
                        decodeSeconds: Stopwatch.median(decodeSamples[index])))
            }
        }

        print(ResultTable.render(results))
        if let path = options.jsonPath {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try encoder.encode(["results": results]).write(to: URL(fileURLWithPath: path))
        }
    }
}

/// A failed check that makes the run meaningless.
struct BenchFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

extension Contender {
    fileprivate var datasetRank: Int {
        ["company", "numeric", "numeric-float64", "numeric-int64", "numeric-int64-mixed", "polymorphic", "graph"].firstIndex(of: dataset)
            ?? 9
    }
    fileprivate var peerRank: Int {
        [
            "sheaf", "sheaf-size", "sheaf-archive-file", "sheaf-stream", "sheaf-stream-deflate", "sheaf-dynamic", "swift-protobuf", "json",
            "plist",
            "memcpy",
        ].firstIndex(of: peer)
            ?? 9
    }
}
