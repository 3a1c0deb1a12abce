import Foundation

/// Writes to standard output and standard error without buffering surprises.
enum Output {
    /// Prints a line to standard output.
    static func line(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    /// Prints text to standard error (a newline is added when missing).
    static func error(_ text: String) {
        guard !text.isEmpty else { return }
        FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }
}
