/// Checks UTF-8 in place without building a `String`, for the validator's skim path.
enum UTF8Validation {
    /// Whether `bytes` is well-formed UTF-8 (no overlong forms, surrogates or values above
    /// U+10FFFF; the rules of Unicode's table 3-7).
    static func isValid(_ bytes: UnsafeRawBufferPointer) -> Bool {
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
            let length: Int
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; high = 0x9F
            case 0xF0: length = 4; low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; high = 0x8F
            default: return false
            }
            guard count - index >= length else { return false }
            let second = base.load(fromByteOffset: index + 1, as: UInt8.self)
            guard second >= low, second <= high else { return false }
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
}
