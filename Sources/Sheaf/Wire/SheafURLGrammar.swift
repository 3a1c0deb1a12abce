/// The format's rule for `url` values: a non-empty RFC 3986 URI reference, matched on its
/// bytes (so only printable ASCII passes). Every reader and writer of the format applies this
/// grammar itself instead of asking a host URL library, whose notion of a valid URL differs
/// from one language (and one Foundation release) to the next.
///
/// A text is valid when it is a `URI` (`scheme ":" hier-part`) or a `relative-ref`, each with
/// an optional `?query` and `#fragment`; the empty text is not (Foundation's `URL` cannot
/// hold it).
public enum SheafURLGrammar {
    /// Whether `text` is a url the format accepts.
    public static func isValid(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { isValid(bytes: $0) }
    }

    /// Whether the UTF-8 `bytes` are a url the format accepts.
    public static func isValid(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !bytes.isEmpty else { return false }
        return isReference(bytes[...], withScheme: true) || isReference(bytes[...], withScheme: false)
    }

    private typealias Bytes = Slice<UnsafeBufferPointer<UInt8>>

    /// `URI` (with a scheme) or `relative-ref` (without).
    private static func isReference(_ text: Bytes, withScheme: Bool) -> Bool {
        var rest = text
        if withScheme {
            guard let colon = rest.firstIndex(of: UInt8(ascii: ":")) else { return false }
            let scheme = rest[..<colon]
            guard let first = scheme.first, isAlpha(first),
                scheme.allSatisfy({
                    isAlpha($0) || isDigit($0) || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".")
                })
            else { return false }
            rest = rest[(colon + 1)...]
        }
        // The fragment follows the first '#'; the query the first '?' before it.
        var fragment: Bytes?
        if let hash = rest.firstIndex(of: UInt8(ascii: "#")) {
            fragment = rest[(hash + 1)...]
            rest = rest[..<hash]
        }
        var query: Bytes?
        if let mark = rest.firstIndex(of: UInt8(ascii: "?")) {
            query = rest[(mark + 1)...]
            rest = rest[..<mark]
        }
        if let query, !isQueryOrFragment(query) { return false }
        if let fragment, !isQueryOrFragment(fragment) { return false }
        return isHierarchicalPart(rest, withScheme: withScheme)
    }

    /// `hier-part` / `relative-part`: `//authority path-abempty`, or a path.
    private static func isHierarchicalPart(_ part: Bytes, withScheme: Bool) -> Bool {
        if part.starts(with: [UInt8(ascii: "/"), UInt8(ascii: "/")]) {
            let afterSlashes = part.dropFirst(2)
            let end = afterSlashes.firstIndex(of: UInt8(ascii: "/")) ?? afterSlashes.endIndex
            return isAuthority(afterSlashes[..<end]) && isPath(afterSlashes[end...])
        }
        guard isPath(part) else { return false }
        // path-noscheme: without a scheme, a first segment with ':' would read as one.
        if !withScheme, part.first != UInt8(ascii: "/") {
            let firstSegment = part.prefix { $0 != UInt8(ascii: "/") }
            return !firstSegment.contains(UInt8(ascii: ":"))
        }
        return true
    }

    /// Segments of `pchar` separated by '/'. (`path-absolute` forbids a leading "//", which
    /// the caller has already taken as an authority.)
    private static func isPath(_ path: Bytes) -> Bool {
        allValid(path) { $0 == UInt8(ascii: "/") || isPathCharacter($0) }
    }

    /// `*( pchar / "/" / "?" )`.
    private static func isQueryOrFragment(_ part: Bytes) -> Bool {
        allValid(part) { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || isPathCharacter($0) }
    }

    /// `[ userinfo "@" ] host [ ":" port ]`.
    private static func isAuthority(_ authority: Bytes) -> Bool {
        var rest = authority
        if let at = rest.firstIndex(of: UInt8(ascii: "@")) {
            let userinfo = rest[..<at]
            guard allValid(userinfo, { isUnreserved($0) || isSubDelimiter($0) || $0 == UInt8(ascii: ":") }) else { return false }
            rest = rest[(at + 1)...]
        }
        var host = rest
        var port: Bytes?
        if rest.first == UInt8(ascii: "[") {
            guard let close = rest.firstIndex(of: UInt8(ascii: "]")) else { return false }
            guard isIPLiteral(rest[(rest.startIndex + 1)..<close]) else { return false }
            host = rest[..<close]
            let after = rest[(close + 1)...]
            if let first = after.first {
                guard first == UInt8(ascii: ":") else { return false }
                port = after.dropFirst()
            }
        } else {
            if let colon = rest.firstIndex(of: UInt8(ascii: ":")) {
                host = rest[..<colon]
                port = rest[(colon + 1)...]
            }
            // reg-name (which includes every IPv4address).
            guard allValid(host, { isUnreserved($0) || isSubDelimiter($0) }) else { return false }
        }
        if let port, !port.allSatisfy(isDigit) { return false }
        return true
    }

    /// The inside of `[ … ]`: `IPv6address` or `IPvFuture`.
    private static func isIPLiteral(_ literal: Bytes) -> Bool {
        if let first = literal.first, first == UInt8(ascii: "v") || first == UInt8(ascii: "V") {
            let body = literal.dropFirst()
            guard let dot = body.firstIndex(of: UInt8(ascii: ".")) else { return false }
            let version = body[..<dot]
            let rest = body[(dot + 1)...]
            return !version.isEmpty && version.allSatisfy(isHexDigit) && !rest.isEmpty
                && rest.allSatisfy { isUnreserved($0) || isSubDelimiter($0) || $0 == UInt8(ascii: ":") }
        }
        return isIPv6(literal)
    }

    /// RFC 3986's nine `IPv6address` forms: eight 16-bit groups, "::" at most once for one or
    /// more zero groups, the last 32 bits possibly as an IPv4 address.
    private static func isIPv6(_ text: Bytes) -> Bool {
        let colon = UInt8(ascii: ":")
        var groups = 0
        var sawElision = false
        var index = text.startIndex
        if text.starts(with: [colon, colon]) {
            sawElision = true
            index += 2
            if index == text.endIndex { return true }
        } else if text.first == colon {
            return false
        }
        while index < text.endIndex {
            let groupEnd = text[index...].firstIndex(of: colon) ?? text.endIndex
            let group = text[index..<groupEnd]
            if groupEnd == text.endIndex, group.contains(UInt8(ascii: ".")) {
                // ls32 as an IPv4 address: two groups' worth, and it must come last.
                guard isIPv4(group) else { return false }
                groups += 2
                break
            }
            guard (1...4).contains(group.count), group.allSatisfy(isHexDigit) else { return false }
            groups += 1
            index = groupEnd
            if index == text.endIndex { break }
            index += 1  // the ':'
            if index < text.endIndex, text[index] == colon {
                guard !sawElision else { return false }
                sawElision = true
                index += 1
                if index == text.endIndex { break }
            } else if index == text.endIndex {
                return false  // a single trailing ':'
            }
        }
        return sawElision ? groups <= 7 : groups == 8
    }

    /// `dec-octet "." dec-octet "." dec-octet "." dec-octet`, no leading zeros.
    private static func isIPv4(_ text: Bytes) -> Bool {
        let parts = text.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard parts.count == 4 else { return false }
        return parts.allSatisfy { part in
            guard (1...3).contains(part.count), part.allSatisfy(isDigit) else { return false }
            if part.count > 1, part.first == UInt8(ascii: "0") { return false }
            return part.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) } <= 255
        }
    }

    /// Every byte satisfies `allowed`, except well-formed `%XX` escapes.
    private static func allValid(_ bytes: Bytes, _ allowed: (UInt8) -> Bool) -> Bool {
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < bytes.endIndex, isHexDigit(bytes[index + 1]), isHexDigit(bytes[index + 2]) else {
                    return false
                }
                index += 3
                continue
            }
            guard allowed(byte) else { return false }
            index += 1
        }
        return true
    }

    /// `pchar` without `pct-encoded` (handled by `allValid`).
    private static func isPathCharacter(_ byte: UInt8) -> Bool {
        isUnreserved(byte) || isSubDelimiter(byte) || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "@")
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        isAlpha(byte) || isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~")
    }

    private static func isSubDelimiter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("),
            UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ";"),
            UInt8(ascii: "="):
            return true
        default:
            return false
        }
    }

    private static func isAlpha(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
            || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
    }
}
