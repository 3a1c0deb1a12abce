/// Parses bytes written as annotated hex, the way FORMAT.md shows them:
/// pairs of hex digits separated by spaces or line breaks, `|` as a visual separator, and
/// `#` starting a comment that runs to the end of the line.
///
/// ```swift
/// hex("""
///     07               # length 7
///     0A 03 41 6E 6E   # field 1, LEN: "Ann"
///     """)
/// ```
func hex(_ text: String) -> [UInt8] {
    var bytes: [UInt8] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        let code = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        for token in code.split(whereSeparator: { $0 == " " || $0 == "|" || $0 == "\t" }) {
            guard token.count == 2, let byte = UInt8(token, radix: 16) else {
                fatalError("bad hex token '\(token)' in test data")
            }
            bytes.append(byte)
        }
    }
    return bytes
}

/// The UTF-8 bytes of `text`, for spelling out string contents in expected bytes.
func utf8(_ text: String) -> [UInt8] {
    Array(text.utf8)
}
