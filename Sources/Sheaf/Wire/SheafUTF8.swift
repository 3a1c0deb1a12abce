/// UTF-8 well-formedness without building a `String`: ``SheafReader/skipString()`` checks
/// whole strings in place (validators skim strings they do not keep), and text parsers share
/// the rule for one multi-byte sequence.
public enum SheafUTF8 {
    /// Whether `bytes` is well-formed UTF-8 (no overlong forms, surrogates or values above
    /// U+10FFFF; the rules of Unicode's table 3-7).
    ///
    /// - Parameter bytes: The bytes to check.
    /// - Returns: Whether they are well-formed UTF-8.
    @inlinable
    public static func isValid(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let count = bytes.count
        var index = 0
        while index < count {
            // ASCII, the common case, eight bytes at a time.
            if count - index >= 8, base.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                index += 8
                continue
            }
            let lead = base.load(fromByteOffset: index, as: UInt8.self)
            if lead < 0x80 {
                index += 1
                continue
            }
            guard let (length, second) = multiByteSequence(startingWith: lead) else { return false }
            guard count - index >= length else { return false }
            guard second.contains(base.load(fromByteOffset: index + 1, as: UInt8.self)) else { return false }
            var next = 2
            while next < length {
                let byte = base.load(fromByteOffset: index + next, as: UInt8.self)
                guard byte & 0xC0 == 0x80 else { return false }
                next += 1
            }
            index += length
        }
        return true
    }

    /// For the lead byte of a multi-byte sequence: the sequence's length, and the range its
    /// second byte must fall in (narrower than `0x80...0xBF` after `E0`, `ED`, `F0` and `F4`,
    /// which rules out overlong forms, surrogates and values above U+10FFFF). The bytes after
    /// the second are `0x80...0xBF`. Nil for ASCII, continuation bytes and `C0`, `C1`, `F5`–`FF`.
    ///
    /// - Parameter lead: The sequence's first byte.
    /// - Returns: The length and the second byte's range, or nil.
    @inlinable
    @inline(__always)
    public static func multiByteSequence(startingWith lead: UInt8) -> (length: Int, second: ClosedRange<UInt8>)? {
        switch lead {
        case 0xC2...0xDF: (2, 0x80...0xBF)
        case 0xE0: (3, 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (3, 0x80...0xBF)
        case 0xED: (3, 0x80...0x9F)
        case 0xF0: (4, 0x90...0xBF)
        case 0xF1...0xF3: (4, 0x80...0xBF)
        case 0xF4: (4, 0x80...0x8F)
        default: nil
        }
    }
}
