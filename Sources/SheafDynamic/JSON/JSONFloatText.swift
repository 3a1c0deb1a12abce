/// Floats in the JSON form: finite values as the shortest text that reads back to the same
/// bits (`-0.0` included), and strings for what JSON numbers cannot say: `"NaN"` (the default
/// quiet NaN, `0x7ff8000000000000` / `0x7fc00000`), `"NaN(0x…)"` with the full bit pattern
/// for any other NaN, `"Infinity"`, `"-Infinity"`.
enum JSONFloatText {
    /// The JSON form of a float64.
    static func output(float64 bits: UInt64) -> JSONOutput {
        let value = Double(bitPattern: bits)
        if value.isNaN {
            return .string(bits == Double.nan.bitPattern ? "NaN" : "NaN(0x\(hex(bits, digits: 16)))")
        }
        if value.isInfinite { return .string(value < 0 ? "-Infinity" : "Infinity") }
        return .number(value.description)
    }

    /// The JSON form of a float32.
    static func output(float32 bits: UInt32) -> JSONOutput {
        let value = Float(bitPattern: bits)
        if value.isNaN {
            return .string(bits == Float.nan.bitPattern ? "NaN" : "NaN(0x\(hex(UInt64(bits), digits: 8)))")
        }
        if value.isInfinite { return .string(value < 0 ? "-Infinity" : "Infinity") }
        return .number(value.description)
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
            guard let digit = JSONParser.hexValue(byte) else { return nil }
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
