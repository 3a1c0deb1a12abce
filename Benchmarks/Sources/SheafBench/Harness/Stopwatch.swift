import Foundation

/// Times closures: a warm-up call sizes a batch so that one sample lasts long enough for the
/// clock to be trustworthy; each sample runs the batch once and yields seconds per call.
///
/// The caller interleaves the samples of the contenders on one dataset (sheaf, protobuf,
/// sheaf, protobuf, …), so that a burst of load from other jobs on the shared machine falls on
/// all of them alike instead of on whichever happened to be running; the median of each
/// contender's samples is reported.
struct Stopwatch {
    var samples: Int
    var minimumSampleSeconds: Double

    /// Calls `body` once (the warm-up) and returns how many calls make one sample.
    func batchSize(_ body: () throws -> Void) rethrows -> Int {
        let first = try Self.time(body)
        return max(1, Int((minimumSampleSeconds / max(first, 1e-9)).rounded(.up)))
    }

    /// Runs `body` `repeats` times and returns the seconds per call.
    func sample(repeats: Int, _ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<repeats {
            try body()
        }
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return elapsed / Double(repeats)
    }

    /// The median of `values` (not empty).
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted[sorted.count / 2]
    }

    private static func time(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }
}
