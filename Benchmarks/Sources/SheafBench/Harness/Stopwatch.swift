import Foundation

/// Times closures: a warm-up, then the median of several samples, each sample repeating
/// the closure until it has run long enough for the clock to be trustworthy.
struct Stopwatch {
    var samples: Int
    var minimumSampleSeconds: Double

    /// Seconds per call of `body`, the median over `samples` samples.
    func secondsPerCall(_ body: () throws -> Void) rethrows -> Double {
        let first = try Self.time(body)
        let repeats = max(1, Int((minimumSampleSeconds / max(first, 1e-9)).rounded(.up)))
        var perCall: [Double] = []
        for _ in 0..<samples {
            let start = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<repeats {
                try body()
            }
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            perCall.append(elapsed / Double(repeats))
        }
        perCall.sort()
        return perCall[perCall.count / 2]
    }

    private static func time(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }
}
