import Foundation

/// The lines of a file or of standard input, read in chunks so that the input is never held
/// whole: what `pack --stream` reads (JSON Lines).
struct JSONLinesInput {
    private let handle: FileHandle
    private var buffer: [UInt8] = []
    private var start = 0
    private var atEnd = false
    /// The number of the line last returned, from 1.
    private(set) var lineNumber = 0

    /// Reads `path`, or standard input when it is `nil`.
    init?(path: String?) {
        guard let handle = path.map(FileHandle.init(forReadingAtPath:)) ?? FileHandle.standardInput else { return nil }
        self.handle = handle
    }

    /// The next line, without its line break, or `nil` at the end of the input.
    mutating func nextLine() throws -> [UInt8]? {
        while true {
            if let newline = buffer[start...].firstIndex(of: 0x0A) {
                let line = Array(buffer[start..<newline])
                start = newline + 1
                lineNumber += 1
                return line
            }
            if atEnd {
                guard start < buffer.count else { return nil }
                let line = Array(buffer[start...])
                start = buffer.count
                lineNumber += 1
                return line
            }
            buffer.removeFirst(start)
            start = 0
            let chunk = try handle.read(upToCount: 1 << 16) ?? Data()
            if chunk.isEmpty { atEnd = true }
            buffer += chunk
        }
    }
}
