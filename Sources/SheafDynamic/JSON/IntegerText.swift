import SheafSchema

/// Integers in the JSON form: exact decimal JSON numbers, range-checked against the type.
enum IntegerText {
    /// Whether a signed value fits an integer type.
    static func fits(signed value: Int64, _ primitive: Primitive) -> Bool {
        guard let range = primitive.integerRange else { return false }
        return range.contains(value)
    }

    /// Whether an unsigned value fits an integer type.
    static func fits(unsigned value: UInt64, _ primitive: Primitive) -> Bool {
        if primitive == .uint64 || primitive == .uint { return true }
        guard let signed = Int64(exactly: value), let range = primitive.integerRange else { return false }
        return range.contains(signed)
    }

    /// The result of reading integer text.
    enum Parsed {
        /// The text is an integer that fits: `.int` for signed types, `.uint` for unsigned ones.
        case value(DynamicValue)
        /// The text is not an integer (a fraction, an exponent, a sign where none belongs…).
        case notAnInteger
        /// The text is an integer that does not fit the type.
        case outOfRange
    }

    /// Reads `-?[0-9]+` (JSON grammar already checked, or a map key's text when `strict`
    /// asks for canonical decimal: no leading zeros, no `-0`) as a value of an integer type.
    static func parse(_ text: String, as primitive: Primitive, strict: Bool = false) -> Parsed {
        var utf8 = Substring(text).utf8[...]
        var isNegative = false
        if utf8.first == UInt8(ascii: "-") {
            isNegative = true
            utf8 = utf8.dropFirst()
        }
        guard !utf8.isEmpty else { return .notAnInteger }
        if strict, utf8.first == UInt8(ascii: "0"), utf8.count > 1 || isNegative { return .notAnInteger }
        var magnitude: UInt64 = 0
        var overflow = false
        for byte in utf8 {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return .notAnInteger }
            if overflow { continue }
            let (times10, o1) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, o2) = times10.addingReportingOverflow(UInt64(byte - UInt8(ascii: "0")))
            overflow = o1 || o2
            magnitude = sum
        }
        if overflow { return .outOfRange }
        if primitive.isSignedInteger {
            let value: Int64
            if isNegative {
                if magnitude == UInt64(Int64.max) + 1 {
                    value = Int64.min
                } else if let exact = Int64(exactly: magnitude) {
                    value = -exact
                } else {
                    return .outOfRange
                }
            } else {
                guard let exact = Int64(exactly: magnitude) else { return .outOfRange }
                value = exact
            }
            return fits(signed: value, primitive) ? .value(.int(value)) : .outOfRange
        }
        if isNegative && magnitude != 0 { return .outOfRange }
        return fits(unsigned: magnitude, primitive) ? .value(.uint(magnitude)) : .outOfRange
    }
}
