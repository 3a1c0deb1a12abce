import Sheaf

/// Floats in the JSON form: finite values spelled by the JSON form's float algorithm
/// (docs/JSONForm.md, "Float spelling": the shortest digits that read back to the same bits
/// in the type's width, positional when 1e-4 ≤ |x| < 1e16, else `d.ddde±XX`), and strings
/// for what JSON numbers cannot say: `"NaN"` (the default quiet NaN, `0x7ff8000000000000` /
/// `0x7fc00000`), `"NaN(0x…)"` with the full bit pattern for any other NaN, `"Infinity"`,
/// `"-Infinity"`.
enum JSONFloatText {
    /// The JSON form of a float64.
    static func output(float64 bits: UInt64) -> JSONOutput {
        let value = Double(bitPattern: bits)
        if value.isNaN {
            return .string(bits == Double.nan.bitPattern ? "NaN" : "NaN(0x\(hex(bits, digits: 16)))")
        }
        if value.isInfinite { return .string(value < 0 ? "-Infinity" : "Infinity") }
        return .number(spelling(ofShortest: value.description))
    }

    /// The JSON form of a float32.
    static func output(float32 bits: UInt32) -> JSONOutput {
        let value = Float(bitPattern: bits)
        if value.isNaN {
            return .string(bits == Float.nan.bitPattern ? "NaN" : "NaN(0x\(hex(UInt64(bits), digits: 8)))")
        }
        if value.isInfinite { return .string(value < 0 ? "-Infinity" : "Infinity") }
        return .number(spelling(ofShortest: value.description))
    }

    /// Respells a finite float's `description` — Swift prints the shortest round-trip digits,
    /// nearest the exact value, but switches to exponent form at its own thresholds — in the
    /// JSON form's layout: with the digits d₁…dₙ and k such that the value is 0.d₁…dₙ × 10^k,
    /// positional when −4 < k ≤ 16 (`0.001`, `100.0`, `9007199254740992.0`), otherwise
    /// `d₁.d₂…dₙe±XX` with at least two exponent digits (`1e+16`, `1e-05`, `3.4028235e+38`).
    static func spelling(ofShortest description: String) -> String {
        var text = Substring(description)
        let sign = text.hasPrefix("-") ? "-" : ""
        if !sign.isEmpty { text = text.dropFirst() }
        var exponent = 0
        if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            exponent = Int(text[text.index(after: e)...]) ?? 0
            text = text[..<e]
        }
        let point = text.firstIndex(of: ".").map { text.distance(from: text.startIndex, to: $0) } ?? text.count
        var digits = Array(text.filter { $0 != "." })
        let leadingZeros = digits.prefix { $0 == "0" }.count
        digits.removeFirst(leadingZeros)
        while digits.last == "0" { digits.removeLast() }
        // 0.d₁…dₙ × 10^k.
        var k = point - leadingZeros + exponent
        if digits.isEmpty {
            digits = ["0"]
            k = 1
        }
        let count = digits.count
        if -4 < k, k <= 16 {
            if k <= 0 {
                return sign + "0." + String(repeating: "0", count: -k) + String(digits)
            }
            if k >= count {
                return sign + String(digits) + String(repeating: "0", count: k - count) + ".0"
            }
            return sign + String(digits[..<k]) + "." + String(digits[k...])
        }
        let mantissa = count > 1 ? String(digits[0]) + "." + String(digits[1...]) : String(digits[0])
        let power = k - 1
        let magnitude = String(abs(power))
        return sign + mantissa + "e" + (power < 0 ? "-" : "+") + (magnitude.count < 2 ? "0" : "") + magnitude
    }

    /// The bits of a special value written as a string, for a float of `width` bits (32 or 64);
    /// nil when the text is not one of the accepted spellings or not a NaN of that width.
    static func specialBits(_ text: String, width: Int) -> UInt64? {
        switch text {
        case "NaN": return width == 64 ? Double.nan.bitPattern : UInt64(Float.nan.bitPattern)
        case "Infinity": return width == 64 ? Double.infinity.bitPattern : UInt64(Float.infinity.bitPattern)
        case "-Infinity": return width == 64 ? (-Double.infinity).bitPattern : UInt64((-Float.infinity).bitPattern)
        default: break
        }
        let digits = width / 4
        let utf8 = Array(text.utf8)
        guard utf8.count == digits + 7, text.hasPrefix("NaN(0x"), utf8.last == UInt8(ascii: ")") else { return nil }
        var bits: UInt64 = 0
        for byte in utf8[6..<(6 + digits)] {
            guard let digit = HexDigit.value(byte) else { return nil }
            bits = bits << 4 | UInt64(digit)
        }
        let isNaN = width == 64 ? Double(bitPattern: bits).isNaN : Float(bitPattern: UInt32(bits)).isNaN
        return isNaN ? bits : nil
    }

    private static func hex(_ value: UInt64, digits: Int) -> String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
