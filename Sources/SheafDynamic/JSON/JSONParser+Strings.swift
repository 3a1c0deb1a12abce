import Sheaf

extension JSONParser {
    /// Parses a string starting at its opening quote: escapes decoded, UTF-8 validated.
    mutating func parseString() throws(JSONFormError) -> String {
        let start = index
        index += 1
        var utf8: [UInt8] = []
        var runStart = index
        while true {
            guard index < bytes.count else { throw error("the string starting here is not closed", at: start) }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                defer { index += 1 }
                // Most strings have no escapes: decode straight from the input.
                if utf8.isEmpty { return String(decoding: bytes[runStart..<index], as: UTF8.self) }
                utf8.append(contentsOf: bytes[runStart..<index])
                return String(decoding: utf8, as: UTF8.self)
            } else if byte == UInt8(ascii: "\\") {
                utf8.append(contentsOf: bytes[runStart..<index])
                try parseEscape(into: &utf8)
                runStart = index
            } else if byte < 0x20 {
                throw error("control character 0x\(String(byte, radix: 16, uppercase: true)) must be escaped in a string", at: index)
            } else if byte < 0x80 {
                index += 1
            } else {
                try skipUTF8Sequence()
            }
        }
    }

    /// Checks one multi-byte UTF-8 sequence (no overlong forms, no surrogates, at most U+10FFFF).
    private mutating func skipUTF8Sequence() throws(JSONFormError) {
        let lead = bytes[index]
        guard let (length, second) = SheafUTF8.multiByteSequence(startingWith: lead) else {
            throw error("invalid UTF-8 byte 0x\(String(lead, radix: 16, uppercase: true))", at: index, code: .invalidUTF8)
        }
        for position in 1..<length {
            let next = index + position
            guard next < bytes.count else { throw error("truncated UTF-8 sequence", at: index, code: .invalidUTF8) }
            let allowed = position == 1 ? second : 0x80...0xBF
            guard allowed.contains(bytes[next]) else {
                throw error("invalid UTF-8 sequence", at: index, code: .invalidUTF8)
            }
        }
        index += length
    }

    private mutating func parseEscape(into utf8: inout [UInt8]) throws(JSONFormError) {
        let start = index
        index += 1
        guard index < bytes.count else { throw error("the text ends inside an escape", at: start) }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""): utf8.append(0x22)
        case UInt8(ascii: "\\"): utf8.append(0x5C)
        case UInt8(ascii: "/"): utf8.append(0x2F)
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0C)
        case UInt8(ascii: "n"): utf8.append(0x0A)
        case UInt8(ascii: "r"): utf8.append(0x0D)
        case UInt8(ascii: "t"): utf8.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try hexQuad(escapeStart: start)
            if (0xDC00...0xDFFF).contains(scalar) {
                throw error("lone low surrogate \\u\(String(scalar, radix: 16, uppercase: true))", at: start)
            }
            if (0xD800...0xDBFF).contains(scalar) {
                let lowStart = index
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                    throw error("high surrogate \\u\(String(scalar, radix: 16, uppercase: true)) without a low surrogate", at: start)
                }
                index += 2
                let low = try hexQuad(escapeStart: lowStart)
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw error("high surrogate \\u\(String(scalar, radix: 16, uppercase: true)) without a low surrogate", at: start)
                }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            }
            // Surrogates were paired or rejected above, so this always succeeds.
            guard let decoded = Unicode.Scalar(scalar) else { throw error("invalid \\u escape", at: start) }
            UTF8.encode(decoded) { utf8.append($0) }
        default:
            throw error("invalid escape '\\\(describeByte(at: index - 1))'", at: start)
        }
    }

    private mutating func hexQuad(escapeStart: Int) throws(JSONFormError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = HexDigit.value(bytes[index]) else {
                throw error("\\u must be followed by four hexadecimal digits", at: escapeStart)
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }
}
