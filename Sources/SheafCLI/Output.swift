import Foundation
import Sheaf

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes to standard output and standard error with `write(2)`, never through
/// `FileHandle`, whose `write(_:)` traps when the descriptor fails.
///
/// When the reader of standard output goes away (`sheaf dump … | head`: `EPIPE`, with
/// SIGPIPE ignored), there is nobody left to tell: the program stops writing and exits with
/// status 0, quietly, as a filter cut short by its reader does. Any other failure to write
/// standard output (a full disk, an I/O error) prints one line on standard error and exits
/// with status 74 (`EX_IOERR`). A failure to write standard error is ignored: it is where
/// such failures would be reported.
enum Output {
    /// The exit status when standard output cannot be written for a reason other than a
    /// closed pipe.
    static let writeFailureStatus: Int32 = 74

    /// Prints a line to standard output.
    static func line(_ text: String) {
        standardOutput(text + "\n")
    }

    /// Writes text to standard output as it is.
    static func standardOutput(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            if let failure = SheafFile.writeAll(UnsafeRawBufferPointer(bytes), to: STDOUT_FILENO) { outputFailed(failure) }
        }
    }

    /// Prints text to standard error (a newline is added when missing).
    static func error(_ text: String) {
        guard !text.isEmpty else { return }
        var text = text.hasSuffix("\n") ? text : text + "\n"
        text.withUTF8 { bytes in _ = SheafFile.writeAll(UnsafeRawBufferPointer(bytes), to: STDERR_FILENO) }
    }

    /// Ends the program after a failed write to standard output.
    private static func outputFailed(_ errorNumber: Int32) -> Never {
        if errorNumber == EPIPE { exit(0) }
        error("sheaf: cannot write to standard output: \(String(cString: strerror(errorNumber)))")
        exit(writeFailureStatus)
    }
}
