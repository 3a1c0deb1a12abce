/// A position in JSON text.
public struct JSONTextLocation: Sendable, Hashable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, counted in Unicode scalars.
    public var column: Int
    /// The byte offset from the start of the text, from 0.
    public var offset: Int

    /// Creates a location.
    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }

    /// The location of a byte offset in UTF-8 text. Scans from the start: only called when
    /// an error is reported, so parsing itself keeps no line table.
    static func of(offset: Int, in bytes: [UInt8]) -> JSONTextLocation {
        var line = 1
        var column = 1
        var index = 0
        let end = min(offset, bytes.count)
        while index < end {
            let byte = bytes[index]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        return JSONTextLocation(line: line, column: column, offset: offset)
    }
}
