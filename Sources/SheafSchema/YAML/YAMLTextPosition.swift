/// Lines and columns counted the way libyaml counts them, for the few places where
/// libyaml gives no mark: reader (encoding) errors report only a byte offset.
///
/// Columns are Unicode scalars; line breaks are those of `SourceFile.isLineBreak`
/// (`\r\n` counting once), so a computed location lines up with `SourceFile.lines`.
enum YAMLTextPosition {
    /// The location of the byte at `offset`, counting only the bytes before it.
    ///
    /// The bytes before a reader error are valid UTF-8 (libyaml decodes in order), so
    /// counting lead bytes counts scalars.
    static func location(ofByteOffset offset: Int, in bytes: [UInt8], file: String) -> SourceLocation {
        var line = 1
        var column = 1
        var index = 0
        let end = min(max(offset, 0), bytes.count)
        while index < end {
            let breakLength = lineBreakLength(at: index, in: bytes)
            if breakLength > 0 {
                line += 1
                column = 1
                index += breakLength
                continue
            }
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return SourceLocation(file: file, line: line, column: column)
    }

    /// The scalar at a 1-based line and column, or nil past the end of that line.
    static func character(at location: SourceLocation, in bytes: [UInt8]) -> Unicode.Scalar? {
        var line = 1
        var column = 1
        var previousWasCarriageReturn = false
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            defer { previousWasCarriageReturn = scalar == "\r" }
            if previousWasCarriageReturn && scalar == "\n" { continue }
            if line == location.line && column == location.column { return scalar }
            if SourceFile.isLineBreak(scalar) {
                if line == location.line { return nil }
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return nil
    }

    /// The length in bytes of the line break starting at `index`, or 0.
    private static func lineBreakLength(at index: Int, in bytes: [UInt8]) -> Int {
        func byte(_ offset: Int) -> UInt8? {
            index + offset < bytes.count ? bytes[index + offset] : nil
        }
        switch bytes[index] {
        case 0x0A: return 1
        case 0x0D: return byte(1) == 0x0A ? 2 : 1
        case 0xC2: return byte(1) == 0x85 ? 2 : 0  // NEL
        case 0xE2:  // LINE SEPARATOR, PARAGRAPH SEPARATOR
            return byte(1) == 0x80 && (byte(2) == 0xA8 || byte(2) == 0xA9) ? 3 : 0
        default: return 0
        }
    }
}
