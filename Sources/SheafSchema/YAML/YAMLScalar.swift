/// Typing of plain scalars by the YAML 1.2 core schema (no YAML 1.1 `yes`/`no`).
enum YAMLScalar {
    /// `true` or `false` in any of the core schema's three spellings.
    static func bool(_ text: String) -> Bool? {
        switch text {
        case "true", "True", "TRUE": true
        case "false", "False", "FALSE": false
        default: nil
        }
    }

    /// A decimal (`-12`, `+7`), hexadecimal (`0x1F`) or octal (`0o17`) integer that fits
    /// `Int64`, or above it up to `UInt64.max` as `.uint`.
    static func integerLiteral(_ text: String) -> RawValue? {
        var body = Substring(text)
        var isNegative = false
        if let sign = body.first, sign == "-" || sign == "+" {
            isNegative = sign == "-"
            body = body.dropFirst()
        }
        var radix = 10
        if body.hasPrefix("0x") {
            radix = 16
            body = body.dropFirst(2)
        } else if body.hasPrefix("0o") {
            radix = 8
            body = body.dropFirst(2)
        }
        guard !body.isEmpty, !body.hasPrefix("+"), !body.hasPrefix("-"),
            let magnitude = UInt64(body, radix: radix)
        else { return nil }
        if isNegative {
            if magnitude == UInt64(Int64.max) + 1 { return .int(Int64.min) }
            guard let value = Int64(exactly: magnitude) else { return nil }
            return .int(-value)
        }
        if let value = Int64(exactly: magnitude) { return .int(value) }
        return .uint(magnitude)
    }

    /// An integer literal that fits `Int64`.
    static func integer(_ text: String) -> Int64? {
        if case .int(let value)? = integerLiteral(text) { return value }
        return nil
    }

    /// A core-schema float (integers included), `.inf`, `-.inf` or `.nan` in their spellings.
    static func float(_ text: String) -> Double? {
        float(text, as: Double.self)
    }

    /// A core-schema float (integers included) rounded once, to nearest with ties to even,
    /// directly to `F` — a float32 default never goes through float64 first, which could
    /// round twice. `.inf`, `-.inf` and `.nan` in their spellings.
    static func float<F: BinaryFloatingPoint & LosslessStringConvertible>(_ text: String, as type: F.Type) -> F? {
        switch text {
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .infinity
        case "-.inf", "-.Inf", "-.INF": return -.infinity
        case ".nan", ".NaN", ".NAN": return .nan
        default: break
        }
        if let integer = integerLiteral(text) {
            switch integer {
            case .int(let value): return F(value)
            case .uint(let value): return F(value)
            case .string: return nil
            }
        }
        guard isDecimalFloat(text) else { return nil }
        return F(text)
    }

    /// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`, checked by hand so that
    /// spellings `Double.init` also takes (`nan`, `0x1p3`, `infinity`) are refused.
    private static func isDecimalFloat(_ text: String) -> Bool {
        var scalars = Substring(text).unicodeScalars[...]
        if let sign = scalars.first, sign == "-" || sign == "+" { scalars = scalars.dropFirst() }
        let isDigit: (Unicode.Scalar) -> Bool = { ("0"..."9").contains($0) }
        let integerDigits = scalars.prefix(while: isDigit).count
        scalars = scalars.dropFirst(integerDigits)
        var fractionDigits = 0
        if scalars.first == "." {
            scalars = scalars.dropFirst()
            fractionDigits = scalars.prefix(while: isDigit).count
            scalars = scalars.dropFirst(fractionDigits)
        }
        guard integerDigits + fractionDigits > 0 else { return false }
        if let e = scalars.first, e == "e" || e == "E" {
            scalars = scalars.dropFirst()
            if let sign = scalars.first, sign == "-" || sign == "+" { scalars = scalars.dropFirst() }
            let exponentDigits = scalars.prefix(while: isDigit).count
            guard exponentDigits > 0 else { return false }
            scalars = scalars.dropFirst(exponentDigits)
        }
        return scalars.isEmpty
    }
}
