/// How strings are quoted as JSON text, in the two spellings the toolkit writes.
///
/// The JSON form (and the paths in error messages, which quote map keys the same way)
/// escapes `"` and `\`, writes the usual short escapes for backspace, form feed, newline,
/// carriage return and tab, other control characters (below U+0020, and U+007F) as `\u00XX`
/// in lowercase hex, and everything else, non-ASCII included, as itself in UTF-8. Canonical
/// forms, which fingerprints hash, keep to the smallest rule: `"` and `\` escaped, every
/// character below U+0020 as `\u00XX`, nothing else changed.
package enum JSONStringEscaping {
    /// Which of the two spellings to write.
    package enum Style: Sendable {
        /// The JSON form's spelling, with short escapes.
        case jsonForm
        /// The canonical form's spelling: `\u00XX` for every control character below U+0020.
        case canonical
    }

    /// The string as a JSON string literal, quotes included.
    package static func quoted(_ text: String, style: Style = .jsonForm) -> String {
        var result = "\""
        append(text, style: style, to: &result)
        result += "\""
        return result
    }

    /// Appends the escaped content of a string (without quotes).
    package static func append(_ text: String, style: Style = .jsonForm, to result: inout String) {
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
            if scalar == "\"" {
                result += "\\\""
            } else if scalar == "\\" {
                result += "\\\\"
            } else if style == .jsonForm, let short = shortEscape(scalar) {
                result += short
            } else if scalar.value < 0x20 || (style == .jsonForm && scalar.value == 0x7F) {
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
    }

    private static func shortEscape(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "\u{08}": "\\b"
        case "\u{0C}": "\\f"
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        default: nil
        }
    }
}
