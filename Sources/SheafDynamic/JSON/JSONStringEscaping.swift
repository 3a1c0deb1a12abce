/// How the JSON form writes strings: `"` and `\` escaped, the usual short escapes for
/// backspace, form feed, newline, carriage return and tab, other control characters
/// (below U+0020, and U+007F) as `\u00XX` in lowercase hex; everything else, non-ASCII
/// included, as itself in UTF-8.
enum JSONStringEscaping {
    /// The string as a JSON string literal, quotes included.
    static func quoted(_ text: String) -> String {
        var result = "\""
        append(text, to: &result)
        result += "\""
        return result
    }

    /// Appends the escaped content of a string (without quotes).
    static func append(_ text: String, to result: inout String) {
        var needsEscaping = false
        for byte in text.utf8 where byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F {
            needsEscaping = true
            break
        }
        if !needsEscaping {
            result += text
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
    }
}
