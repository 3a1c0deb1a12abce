import Sheaf

/// Bytes read as a message without a schema, as `protoc --decode_raw` reads them: each field's
/// id, wire kind and value, LEN values shown as nested messages when they parse as such, else
/// as a JSON string literal (valid UTF-8) or as hex in angle brackets. `sheaf inspect` shows an
/// archive's entries and root this way.
///
/// Bytes parse as a message when every key has a known wire kind and a field id in
/// 1 … 2^29 − 1 and every field's value fits: nothing here throws, and a nested message is
/// only tried down to ``maxDepth`` levels (deeper LEN values are shown as strings or hex), so
/// hostile bytes cost at most `maxDepth` passes over themselves.
public enum RawWireTree {
    /// Nested messages deeper than this are not parsed: their bytes are shown as they are.
    public static let maxDepth = 100

    /// One field of a message read without a schema.
    struct Field {
        let id: Int
        let kind: SheafWireKind
        /// The value of a VARINT, or the little-endian value of an I64 or I32.
        let number: UInt64
        /// A LEN value's content, as a range of the bytes read.
        let content: Range<Int>
    }

    /// The lines of `bytes[range]` read as a message — one per field (`ID KIND value`), nested
    /// messages between `{` and `}` indented two more — each starting with `indent`; `nil`
    /// when the bytes do not parse as a message (no lines for no bytes).
    ///
    /// - Parameters:
    ///   - bytes: The bytes that hold the message.
    ///   - range: The message's bytes within `bytes`.
    ///   - indent: What each top-level line starts with.
    /// - Returns: The lines, or `nil`.
    public static func messageLines(_ bytes: [UInt8], in range: Range<Int>, indent: String) -> [String]? {
        guard let fields = fields(of: bytes, in: range) else { return nil }
        var lines: [String] = []
        append(fields, of: bytes, indent: indent, depth: 1, to: &lines)
        return lines
    }

    /// The fields of `bytes[range]`, or `nil` when they do not parse as a message.
    static func fields(of bytes: [UInt8], in range: Range<Int>) -> [Field]? {
        bytes.withUnsafeBytes { buffer -> [Field]? in
            var reader = SheafReader(buffer: UnsafeRawBufferPointer(rebasing: buffer[range]))
            var fields: [Field] = []
            do throws(SheafError) {
                while !reader.isAtEnd {
                    let key = try reader.readVarint()
                    let id = key >> 3
                    guard let kind = SheafWireKind(bits: UInt8(key & 7)), id >= 1, id <= UInt64(SheafFieldKey.maxID) else {
                        return nil
                    }
                    var number: UInt64 = 0
                    var content = 0..<0
                    switch kind {
                    case .varint: number = try reader.readVarint()
                    case .i64: number = try reader.readFixed64()
                    case .i32: number = UInt64(try reader.readFixed32())
                    case .len:
                        let length = try reader.readLength()
                        let start = range.lowerBound + reader.offset
                        try reader.skipBytes(length)
                        content = start..<start + length
                    }
                    fields.append(Field(id: Int(id), kind: kind, number: number, content: content))
                }
            } catch {
                return nil
            }
            return fields
        }
    }

    /// Appends one line per field, nested messages expanded while `depth` allows.
    private static func append(_ fields: [Field], of bytes: [UInt8], indent: String, depth: Int, to lines: inout [String]) {
        for field in fields {
            let head = "\(indent)\(field.id) \(field.kind) "
            switch field.kind {
            case .varint: lines.append(head + String(field.number))
            case .i64: lines.append(head + "0x" + hex(field.number, digits: 16))
            case .i32: lines.append(head + "0x" + hex(field.number, digits: 8))
            case .len:
                if depth < maxDepth, let inner = Self.fields(of: bytes, in: field.content), !inner.isEmpty {
                    lines.append(head + "{")
                    append(inner, of: bytes, indent: indent + "  ", depth: depth + 1, to: &lines)
                    lines.append(indent + "}")
                } else {
                    lines.append(head + text(bytes[field.content]))
                }
            }
        }
    }

    /// A LEN value that is not a message: a JSON string literal when it is UTF-8, else
    /// `<hex>`.
    private static func text(_ content: ArraySlice<UInt8>) -> String {
        let valid = content.withUnsafeBytes { SheafUTF8.isValid($0) }
        guard valid else { return "<" + hexBytes(content) + ">" }
        return JSONStringEscaping.quoted(String(decoding: content, as: UTF8.self))
    }

    /// `value` in lowercase hex, zero-padded to `digits`.
    private static func hex(_ value: UInt64, digits: Int) -> String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    /// Bytes in lowercase hex, two digits each.
    public static func hexBytes(_ bytes: some Collection<UInt8>) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
