import Sheaf

/// A strict RFC 8259 parser: UTF-8 bytes → `JSONNode` tree.
///
/// Strict means: no comments, no trailing commas, no single quotes, no leading zeros, no
/// `NaN` literals, no unescaped control characters, no lone surrogates, well-formed UTF-8,
/// nothing after the value but whitespace, and no key twice in one object. A UTF-8 byte
/// order mark at the very start is skipped. Time is linear in the input; bracket nesting
/// is checked before each recursion.
struct JSONParser {
    let bytes: [UInt8]
    let maxDepth: Int
    var index = 0
    var depth = 0
    /// Where the parser is in the document's structure, for messages (converted to path
    /// components only when an error is reported).
    var path: [Step] = []

    /// One step into the document: a member by key, or an element by index.
    enum Step {
        case member(String)
        case element(Int)
    }

    init(bytes: [UInt8], maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
    }

    /// Parses one complete JSON text.
    mutating func parseDocument() throws(JSONFormError) -> JSONNode {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        skipWhitespace()
        let node = try parseValue()
        skipWhitespace()
        if index < bytes.count {
            throw error("unexpected \(describeByte(at: index)) after the value", at: index)
        }
        return node
    }

    // MARK: Values

    private mutating func parseValue() throws(JSONFormError) -> JSONNode {
        guard index < bytes.count else { throw error("the text ends where a value was expected", at: index) }
        let start = index
        switch bytes[index] {
        case UInt8(ascii: "{"): return JSONNode(offset: start, value: .object(try parseObject()))
        case UInt8(ascii: "["): return JSONNode(offset: start, value: .array(try parseArray()))
        case UInt8(ascii: "\""): return JSONNode(offset: start, value: .string(try parseString()))
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return JSONNode(offset: start, value: .bool(true))
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return JSONNode(offset: start, value: .bool(false))
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            return JSONNode(offset: start, value: .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONNode(offset: start, value: .number(try parseNumber()))
        default:
            throw error("unexpected \(describeByte(at: index)) where a value was expected", at: index)
        }
    }

    private mutating func enter() throws(JSONFormError) {
        if depth >= maxDepth {
            throw error("brackets nest deeper than \(maxDepth) levels", at: index, code: .depthLimitExceeded)
        }
        depth += 1
    }

    private mutating func parseObject() throws(JSONFormError) -> [JSONMember] {
        try enter()
        index += 1
        var members: [JSONMember] = []
        var keys: Set<String> = []
        skipWhitespace()
        if peek(UInt8(ascii: "}")) {
            index += 1
            depth -= 1
            return members
        }
        while true {
            skipWhitespace()
            guard peek(UInt8(ascii: "\"")) else {
                throw error("expected a string key, found \(describeByte(at: index))", at: index)
            }
            let keyOffset = index
            let key = try parseString()
            path.append(.member(key))
            if !keys.insert(key).inserted {
                throw error("key \(JSONStringEscaping.quoted(key)) appears twice in this object", at: keyOffset, code: .duplicateKey)
            }
            skipWhitespace()
            guard peek(UInt8(ascii: ":")) else {
                throw error("expected ':' after the key, found \(describeByte(at: index))", at: index)
            }
            index += 1
            skipWhitespace()
            let value = try parseValue()
            path.removeLast()
            members.append(JSONMember(key: key, keyOffset: keyOffset, value: value))
            skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                index += 1
            } else if peek(UInt8(ascii: "}")) {
                index += 1
                depth -= 1
                return members
            } else {
                throw error("expected ',' or '}' in an object, found \(describeByte(at: index))", at: index)
            }
        }
    }

    private mutating func parseArray() throws(JSONFormError) -> [JSONNode] {
        try enter()
        index += 1
        var elements: [JSONNode] = []
        skipWhitespace()
        if peek(UInt8(ascii: "]")) {
            index += 1
            depth -= 1
            return elements
        }
        while true {
            skipWhitespace()
            path.append(.element(elements.count))
            elements.append(try parseValue())
            path.removeLast()
            skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                index += 1
            } else if peek(UInt8(ascii: "]")) {
                index += 1
                depth -= 1
                return elements
            } else {
                throw error("expected ',' or ']' in an array, found \(describeByte(at: index))", at: index)
            }
        }
    }

    private mutating func expectLiteral(_ literal: String) throws(JSONFormError) {
        let start = index
        let count = literal.utf8.count
        let matches = start + count <= bytes.count && bytes[start..<(start + count)].elementsEqual(literal.utf8)
        guard matches else { throw error("unexpected \(describeByte(at: start)) where a value was expected", at: start) }
        index += count
    }

    /// Scans `-? (0 | [1-9][0-9]*) (\.[0-9]+)? ([eE][+-]?[0-9]+)?` and returns its text.
    private mutating func parseNumber() throws(JSONFormError) -> String {
        let start = index
        if peek(UInt8(ascii: "-")) { index += 1 }
        if peek(UInt8(ascii: "0")) {
            index += 1
            if peekDigit() { throw error("a number must not have a leading zero", at: start) }
        } else {
            try digits(after: start)
        }
        if peek(UInt8(ascii: ".")) {
            index += 1
            try digits(after: start)
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            index += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
            try digits(after: start)
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func digits(after start: Int) throws(JSONFormError) {
        guard peekDigit() else {
            throw error("malformed number: expected a digit, found \(describeByte(at: index))", at: index)
        }
        while peekDigit() { index += 1 }
    }

    // MARK: Helpers

    func peek(_ byte: UInt8) -> Bool {
        index < bytes.count && bytes[index] == byte
    }

    private func peekDigit() -> Bool {
        index < bytes.count && bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9")
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    /// The byte at an offset, for messages: a quoted ASCII character, a hex byte, or the end.
    func describeByte(at offset: Int) -> String {
        guard offset < bytes.count else { return "end of text" }
        let byte = bytes[offset]
        if byte >= 0x21, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        if byte >= 0x80 { return "non-ASCII character" }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    func error(_ message: String, at offset: Int, code: JSONFormError.Code = .syntax) -> JSONFormError {
        let components = path.map { step -> SheafPathComponent in
            switch step {
            case .member(let key): Self.component(key)
            case .element(let index): .index(index)
            }
        }
        return JSONFormError(code, at: JSONTextLocation.of(offset: offset, in: bytes), path: components, message: message)
    }

    /// A member's path component: `.key` for identifier keys, `["key"]` for others.
    static func component(_ key: String) -> SheafPathComponent {
        var isIdentifier = !key.isEmpty
        for (position, byte) in key.utf8.enumerated() {
            let isLetter = (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte == 0x24
            let isDigit = byte >= 0x30 && byte <= 0x39
            if !(isLetter || (isDigit && position > 0)) {
                isIdentifier = false
                break
            }
        }
        return isIdentifier ? .field(key) : .key(key)
    }
}
