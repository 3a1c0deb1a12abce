import Foundation

/// Bytes written as annotated hex, the way FORMAT.md and the `.hex` files of the conformance
/// corpus show them: hex digit pairs separated by spaces, tabs or line breaks, `|` as a
/// visual separator, and `#` starting a comment that runs to the end of the line. One file,
/// shared by every test target that reads hex (SheafTestSupport).
///
/// ```swift
/// hex("""
///     07               # length 7
///     0A 03 41 6E 6E   # field 1, LEN: "Ann"
///     """)
/// ```
public enum AnnotatedHex {
    /// Text that is not annotated hex: a token with a non-hex character or an odd number of digits.
    public struct Malformed: Error, CustomStringConvertible {
        /// The offending token.
        public var token: String
        /// What is wrong with it.
        public var description: String { "bad hex token '\(token)'" }
    }

    /// The bytes `text` spells; each token is one or more whole digit pairs.
    public static func bytes(_ text: String) throws(Malformed) -> [UInt8] {
        var bytes: [UInt8] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let code = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            for token in code.split(whereSeparator: { $0 == " " || $0 == "|" || $0 == "\t" || $0 == "\r" }) {
                let digits = token.compactMap(\.hexDigitValue)
                guard digits.count == token.count, digits.count % 2 == 0 else { throw Malformed(token: String(token)) }
                for index in stride(from: 0, to: digits.count, by: 2) {
                    bytes.append(UInt8(digits[index] << 4 | digits[index + 1]))
                }
            }
        }
        return bytes
    }

    /// The bytes of a `.hex` file.
    public static func bytes(ofFile url: URL) throws -> [UInt8] {
        try bytes(String(contentsOf: url, encoding: .utf8))
    }
}

/// The bytes of annotated hex written in a test; bad test data stops the run.
public func hex(_ text: String) -> [UInt8] {
    do {
        return try AnnotatedHex.bytes(text)
    } catch {
        fatalError("\(error) in test data")
    }
}

/// The UTF-8 bytes of `text`, for spelling out string contents in expected bytes.
public func utf8(_ text: String) -> [UInt8] {
    Array(text.utf8)
}
