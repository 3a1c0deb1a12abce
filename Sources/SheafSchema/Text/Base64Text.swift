/// Standard base64 (RFC 4648 §4) with padding: `bytes` defaults in schemas, and `bytes` and
/// unknown fields in the JSON form. Decoding is strict so that text and bytes correspond one
/// to one: no whitespace, no URL-safe alphabet, padding required, and the unused bits of the
/// last character must be zero (Foundation's decoder is looser: it takes `====` as one zero
/// byte).
package enum Base64Text {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// Encodes bytes.
    package static func encode(_ bytes: [UInt8]) -> String {
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index + 3 <= bytes.count {
            let chunk = UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2])
            for shift in [18, 12, 6, 0] { output.append(alphabet[Int(chunk >> UInt32(shift) & 0x3F)]) }
            index += 3
        }
        let remaining = bytes.count - index
        if remaining == 1 {
            let chunk = UInt32(bytes[index]) << 16
            output += [alphabet[Int(chunk >> 18 & 0x3F)], alphabet[Int(chunk >> 12 & 0x3F)], 0x3D, 0x3D]
        } else if remaining == 2 {
            let chunk = UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8
            output += [
                alphabet[Int(chunk >> 18 & 0x3F)], alphabet[Int(chunk >> 12 & 0x3F)], alphabet[Int(chunk >> 6 & 0x3F)], 0x3D,
            ]
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Decodes text, or returns a message saying why it is not canonical base64.
    package static func decode(_ text: String) -> Result<[UInt8], Base64Failure> {
        let input = Array(text.utf8)
        guard input.count % 4 == 0 else {
            return .failure(Base64Failure(message: "base64 length \(input.count) is not a multiple of 4 (padding is required)"))
        }
        var output: [UInt8] = []
        output.reserveCapacity(input.count / 4 * 3)
        var index = 0
        while index < input.count {
            let isLast = index + 4 == input.count
            var values: [UInt32] = []
            var padding = 0
            for offset in 0..<4 {
                let byte = input[index + offset]
                if byte == 0x3D, isLast, offset >= 2 {
                    padding += 1
                    continue
                }
                guard padding == 0, let value = value(of: byte) else {
                    return .failure(Base64Failure(message: "invalid base64 character at position \(index + offset)"))
                }
                values.append(value)
            }
            var chunk: UInt32 = 0
            for value in values { chunk = chunk << 6 | value }
            chunk <<= UInt32(6 * padding)
            let produced = 3 - padding
            let unusedMask: UInt32 = padding == 2 ? 0xFFFF : (padding == 1 ? 0xFF : 0)
            guard chunk & unusedMask == 0 else {
                return .failure(Base64Failure(message: "the last base64 character has non-zero unused bits"))
            }
            for byteIndex in 0..<produced { output.append(UInt8(chunk >> UInt32(16 - 8 * byteIndex) & 0xFF)) }
            index += 4
        }
        return .success(output)
    }

    private static func value(of byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): UInt32(byte - UInt8(ascii: "A"))
        case UInt8(ascii: "a")...UInt8(ascii: "z"): UInt32(byte - UInt8(ascii: "a")) + 26
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0")) + 52
        case UInt8(ascii: "+"): 62
        case UInt8(ascii: "/"): 63
        default: nil
        }
    }
}

/// Why text is not canonical base64.
package struct Base64Failure: Error {
    /// What is wrong with the text.
    package var message: String
}
