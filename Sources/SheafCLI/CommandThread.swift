import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a command's work on a thread whose stack is sized for the nesting limit.
///
/// The readers, writers and the validator recurse once per nesting level, and the limit is
/// checked before each level, so the stack a run needs is bounded by `--max-depth` times the
/// stack one level takes. The main thread's stack (8 MiB by default, whatever `ulimit -s`
/// says) holds 1 400 to 2 700 levels in a release build and about 420 in a debug build, so a
/// raised limit would end in a stack overflow (SIGSEGV) instead of `depthLimitExceeded`.
/// Running the work on a thread with `stackBytes(forDepth:)` of stack makes any limit up to
/// ``SchemaOptions/maxDepthCeiling`` safe; the pages are reserved, not used, until a deep
/// input needs them.
enum CommandThread {
    /// Stack one nesting level may take, with a safety factor over the deepest measured use
    /// (docs/HostileInput.md): 6.0 KB per level in a release build (`dump`: reading the
    /// archive, then writing its JSON form; `pack` 5.0 KB, `validate` 3.0 KB), 19.6 KB in a
    /// debug build (`pack`).
    static let bytesPerLevel: Int = {
        #if DEBUG
            return 64 << 10
        #else
            return 16 << 10
        #endif
    }()

    /// Stack for the work that does not grow with nesting (schema loading, libyaml, output).
    static let baseBytes = 16 << 20

    /// The stack a run with nesting limit `depth` gets.
    static func stackBytes(forDepth depth: Int) -> Int {
        baseBytes + max(depth, 0) * bytesPerLevel
    }

    /// The system refused a thread with the requested stack.
    struct StackRefused: Error {
        /// The stack size asked for, in bytes.
        var bytes: Int
        /// The `pthread` error number.
        var errorNumber: Int32
    }

    /// Runs `body` on a new thread with `stackBytes` of stack and waits for it; rethrows what
    /// `body` throws. Throws ``StackRefused`` (and does not run `body`) when the thread cannot
    /// be created.
    static func run(stackBytes: Int, _ body: @escaping () throws -> Void) throws {
        let work = Work(body)
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        let page = max(Int(sysconf(Int32(_SC_PAGESIZE))), 4096)
        let size = (stackBytes + page - 1) / page * page
        var status = pthread_attr_setstacksize(&attributes, size)
        guard status == 0 else { throw StackRefused(bytes: size, errorNumber: status) }
        let context = Unmanaged.passRetained(work).toOpaque()
        #if canImport(Darwin)
            var thread: pthread_t?
        #else
            var thread = pthread_t()
        #endif
        status = pthread_create(
            &thread, &attributes,
            { context in
                // Balances passRetained; `work` outlives the thread through the caller's reference too.
                let work = Unmanaged<Work>.fromOpaque(context!).takeRetainedValue()
                work.perform()
                return nil
            }, context)
        guard status == 0 else {
            Unmanaged<Work>.fromOpaque(context).release()
            throw StackRefused(bytes: size, errorNumber: status)
        }
        #if canImport(Darwin)
            pthread_join(thread!, nil)
        #else
            pthread_join(thread, nil)
        #endif
        if let error = work.error { throw error }
    }

    /// The closure and what it threw. Only one thread touches it at a time: the new thread
    /// between `pthread_create` and its end, the caller after `pthread_join`, which orders the
    /// accesses.
    private final class Work: @unchecked Sendable {
        let body: () throws -> Void
        var error: (any Error)?

        init(_ body: @escaping () throws -> Void) {
            self.body = body
        }

        func perform() {
            do { try body() } catch { self.error = error }
        }
    }
}
