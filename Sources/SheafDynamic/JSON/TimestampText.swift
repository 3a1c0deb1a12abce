import SheafSchema

/// Timestamps in the JSON form: RFC 3339 in UTC with exactly six fractional digits
/// (`2024-02-29T11:30:45.123456Z`), read with any offset and 1–6+ fractional digits
/// through `RFC3339`. Every `Int64` microsecond count has a text form that reads back.
enum TimestampText {
    /// Microseconds in 400 Gregorian years (146 097 days), the calendar's period.
    private static let cycleMicroseconds: Int64 = 146_097 * 86_400 * 1_000_000

    /// The text of an instant.
    static func string(fromMicroseconds value: Int64) -> String {
        var text = RFC3339.string(fromMicroseconds: value)
        // RFC3339 trims the fraction; the JSON form always shows microseconds.
        text.removeLast()
        if let dot = text.lastIndex(of: ".") {
            let digits = text.distance(from: text.index(after: dot), to: text.endIndex)
            text += String(repeating: "0", count: 6 - digits)
        } else {
            text += ".000000"
        }
        return text + "Z"
    }

    /// The instant of a text, or nil when it is not RFC 3339 or is out of the `Int64` range.
    static func microseconds(from text: String) -> Int64? {
        let utf8 = Array(text.utf8)
        var index = 0
        var isNegative = false
        if index < utf8.count, utf8[index] == UInt8(ascii: "-") || utf8[index] == UInt8(ascii: "+") {
            isNegative = utf8[index] == UInt8(ascii: "-")
            index += 1
        }
        let digitsStart = index
        var year = 0
        while index < utf8.count, utf8[index] >= UInt8(ascii: "0"), utf8[index] <= UInt8(ascii: "9") {
            guard index - digitsStart < 6 else { return nil }
            year = year * 10 + Int(utf8[index] - UInt8(ascii: "0"))
            index += 1
        }
        if isNegative { year = -year }
        // Years this close to the epoch cannot overflow RFC3339's Int64 arithmetic.
        if abs(year) <= 200_000 { return RFC3339.microseconds(from: text) }
        // Further out, move the year by whole 400-year cycles (same weekdays, same leap
        // days), convert, and move the result back with overflow checks.
        let cycles = (year - 2000) / 400
        let shiftedYear = year - cycles * 400
        let rest = String(decoding: utf8[index...], as: UTF8.self)
        guard let shifted = RFC3339.microseconds(from: String(shiftedYear) + rest) else { return nil }
        let (offset, overflow) = Int64(cycles).multipliedReportingOverflow(by: cycleMicroseconds)
        guard !overflow else { return nil }
        let (result, sumOverflow) = shifted.addingReportingOverflow(offset)
        return sumOverflow ? nil : result
    }
}
