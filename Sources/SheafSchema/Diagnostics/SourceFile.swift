/// The text of one schema file, split into lines, for showing diagnostics in context.
///
/// Lines are split exactly where libyaml counts line breaks — `\n`, `\r\n`, `\r`,
/// NEL (U+0085), LINE SEPARATOR (U+2028) and PARAGRAPH SEPARATOR (U+2029) — so the
/// line a diagnostic names is the line shown. A text ending in a line break has a
/// last, empty line, as editors show it and as libyaml reports end-of-file
/// positions; even an empty text has one (empty) line.
public struct SourceFile: Hashable, Sendable {
    /// The path as the user gave it; diagnostics name the file by this same string.
    public let path: String
    /// The whole text, without a leading byte order mark.
    public let text: String
    /// The lines of `text`, without their line breaks.
    public let lines: [String]

    /// Decodes a file's bytes for display.
    ///
    /// Invalid UTF-8 is replaced by U+FFFD rather than rejected: the YAML reader
    /// reports the encoding error itself, and the renderer must still be able to show
    /// the line it is on. A leading UTF-8 byte order mark is dropped, as the reader
    /// drops it, so columns agree.
    ///
    /// - Parameters:
    ///   - path: The path as the user gave it.
    ///   - bytes: The file's content.
    public init(path: String, bytes: some Collection<UInt8>) {
        var content = Array(bytes)
        if content.starts(with: [0xEF, 0xBB, 0xBF]) { content.removeFirst(3) }
        self.init(path: path, text: String(decoding: content, as: UTF8.self))
    }

    /// Wraps text already in memory.
    ///
    /// - Parameters:
    ///   - path: The path as the user gave it.
    ///   - text: The file's content; a leading U+FEFF is dropped.
    public init(path: String, text: String) {
        self.path = path
        self.text = text.unicodeScalars.first == "\u{FEFF}" ? String(text.unicodeScalars.dropFirst()) : text
        self.lines = Self.splitLines(self.text)
    }

    /// The text of a line, counting from 1, or nil when the file has no such line.
    ///
    /// - Parameter number: A 1-based line number, as in `SourceLocation.line`.
    /// - Returns: The line without its line break.
    public func line(_ number: Int) -> String? {
        lines.indices.contains(number - 1) ? lines[number - 1] : nil
    }

    /// Whether libyaml treats a scalar as a line break (`\r\n` is two scalars, one break).
    static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}": true
        default: false
        }
    }

    private static func splitLines(_ text: String) -> [String] {
        var lines: [String] = []
        var current = String.UnicodeScalarView()
        var previousWasCarriageReturn = false
        for scalar in text.unicodeScalars {
            defer { previousWasCarriageReturn = scalar == "\r" }
            if previousWasCarriageReturn && scalar == "\n" { continue }
            if isLineBreak(scalar) {
                lines.append(String(current))
                current = String.UnicodeScalarView()
            } else {
                current.append(scalar)
            }
        }
        lines.append(String(current))
        return lines
    }
}
