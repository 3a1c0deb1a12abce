import Foundation

/// Measures what an operation costs, for the tests that prove hostile input fails fast and
/// that decoding and loading take time linear in the input.
///
/// It reads the calling thread's CPU clock rather than the wall clock: a machine busy with
/// other processes stretches wall time by whatever share of the cores it loses, unevenly
/// between two runs, while the thread's own CPU time stays what the work costs. The best
/// of several runs removes what cache misses and page faults of a first run add.
public enum CPUTime {
    /// CPU seconds the calling thread has used so far.
    public static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
    }

    /// CPU seconds per unit of `size` that `work` takes, the best of `runs` runs.
    public static func secondsPerUnit(size: Int, runs: Int = 5, _ work: () throws -> Void) rethrows -> Double {
        var best = Double.infinity
        for _ in 0..<runs {
            let start = now()
            try work()
            best = min(best, (now() - start) / Double(size))
        }
        return best
    }

    /// CPU seconds per byte that `decode` takes to read `bytes`, the best of `runs` runs.
    public static func secondsPerByte(_ bytes: [UInt8], runs: Int = 5, _ decode: ([UInt8]) throws -> Void) rethrows -> Double {
        try secondsPerUnit(size: bytes.count, runs: runs) { try decode(bytes) }
    }
}
