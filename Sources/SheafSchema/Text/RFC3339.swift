/// RFC 3339 timestamps ↔ microseconds since 1970-01-01T00:00:00Z, the schema's
/// `timestamp` precision. Written by hand so both directions are exact and identical
/// on every platform (Foundation's formatters round through `Double`).
public enum RFC3339 {
    /// Parses `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM)`; `t`/`z` and a space separator
    /// are accepted. Fractions beyond microseconds must be zeros, so nothing is rounded away.
    /// - Returns: microseconds since the Unix epoch, or nil when the text is not a valid instant.
    public static func microseconds(from text: String) -> Int64? {
        let s = Array(text.utf8)
        var i = 0
        func number(_ width: Int) -> Int? {
            guard i + width <= s.count else { return nil }
            var value = 0
            for byte in s[i..<(i + width)] {
                guard (48...57).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            i += width
            return value
        }
        func expect(_ options: [UInt8]) -> Bool {
            guard i < s.count, options.contains(s[i]) else { return false }
            i += 1
            return true
        }
        // Years beyond 0000–9999 (as `string(fromMicroseconds:)` writes them) take a sign or more digits.
        let yearSign = expect([45]) ? -1 : (expect([43]) ? 1 : 1)
        var yearDigits = 0
        while i + yearDigits < s.count, (48...57).contains(s[i + yearDigits]) { yearDigits += 1 }
        guard (4...6).contains(yearDigits), let unsignedYear = number(yearDigits) else { return nil }
        let year = yearSign * unsignedYear
        guard expect([45]), let month = number(2), expect([45]),
            let day = number(2), expect([84, 116, 32]), let hour = number(2), expect([58]),
            let minute = number(2), expect([58]), let second = number(2)
        else { return nil }
        guard (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day),
            hour < 24, minute < 60, second < 60
        else { return nil }
        var micros = 0
        if i < s.count, s[i] == 46 {
            i += 1
            var digits = 0
            while i < s.count, (48...57).contains(s[i]) {
                let digit = Int(s[i] - 48)
                if digits < 6 {
                    micros = micros * 10 + digit
                } else if digit != 0 {
                    return nil
                }
                digits += 1
                i += 1
            }
            guard digits > 0 else { return nil }
            for _ in digits..<max(digits, 6) { micros *= 10 }
        }
        var offsetSeconds = 0
        if expect([90, 122]) {
            offsetSeconds = 0
        } else if i < s.count, s[i] == 43 || s[i] == 45 {
            let sign = s[i] == 45 ? -1 : 1
            i += 1
            guard let offsetHour = number(2), expect([58]), let offsetMinute = number(2),
                offsetHour < 24, offsetMinute < 60
            else { return nil }
            offsetSeconds = sign * (offsetHour * 3600 + offsetMinute * 60)
        } else {
            return nil
        }
        guard i == s.count else { return nil }
        let days = daysFromCivil(year: year, month: month, day: day)
        let seconds = Int64(days) * 86_400 + Int64(hour * 3600 + minute * 60 + second) - Int64(offsetSeconds)
        // Six-digit years reach past Int64 microseconds (about ±292 000 years): not a timestamp.
        let (scaled, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000)
        let (total, carry) = scaled.addingReportingOverflow(Int64(micros))
        return overflow || carry ? nil : total
    }

    /// Formats microseconds since the Unix epoch as `YYYY-MM-DDTHH:MM:SS.ffffffZ` in UTC,
    /// the fraction trimmed of trailing zeros and left out when zero. Years outside
    /// 0000–9999 are written with as many digits as they need and a sign when negative.
    public static func string(fromMicroseconds value: Int64) -> String {
        let (seconds, micros) = floorDivide(value, 1_000_000)
        let (days, secondOfDay) = floorDivide(seconds, 86_400)
        let (year, month, day) = civilFromDays(days)
        let hour = Int(secondOfDay / 3600)
        let minute = Int(secondOfDay % 3600 / 60)
        let second = Int(secondOfDay % 60)
        var text = year < 0 ? "-" + pad(-year, 4) : pad(year, 4)
        text += "-\(pad(month, 2))-\(pad(day, 2))T\(pad(hour, 2)):\(pad(minute, 2)):\(pad(second, 2))"
        if micros != 0 {
            var fraction = pad(Int(micros), 6)
            while fraction.hasSuffix("0") { fraction.removeLast() }
            text += "." + fraction
        }
        return text + "Z"
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    private static func floorDivide(_ a: Int64, _ b: Int64) -> (Int64, Int64) {
        let remainder = a % b
        return remainder < 0 ? (a / b - 1, remainder + b) : (a / b, remainder)
    }

    private static func isLeap(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm).
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The date of a day counted from 1970-01-01 (inverse of `daysFromCivil`).
    static func civilFromDays(_ days: Int64) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = Int(dayOfYear - (153 * mp + 2) / 5 + 1)
        let month = Int(mp < 10 ? mp + 3 : mp - 9)
        let year = Int(yearOfEra + era * 400) + (month <= 2 ? 1 : 0)
        return (year, month, day)
    }
}
