/// Checks that the bytes of an unknown field are exactly one wire field: a canonical varint
/// key with the given id and a known wire kind, then a value of that kind that ends exactly
/// at the end of the bytes. So `$unknown` cannot smuggle malformed bytes into an archive.
enum UnknownFieldBytes {
    /// The largest field id (2^29 − 1).
    static let maxFieldID = (1 << 29) - 1

    /// Why the bytes are not one field with this id, or nil when they are.
    static func problem(_ bytes: [UInt8], id: Int) -> String? {
        var index = 0
        guard let key = varint(bytes, &index) else { return "the bytes do not start with a valid field key" }
        guard key >> 3 == UInt64(id) else { return "the field key's id is \(key >> 3), not \(id)" }
        switch key & 7 {
        case 0:
            guard varint(bytes, &index) != nil else { return "the varint value is malformed or truncated" }
        case 1:
            index += 8
        case 5:
            index += 4
        case 2:
            guard let length = varint(bytes, &index), length <= UInt64(bytes.count - index) else {
                return "the length-delimited value is malformed or truncated"
            }
            index += Int(length)
        default:
            return "wire kind \(key & 7) is not a kind of the format"
        }
        if index > bytes.count { return "the value is truncated" }
        if index < bytes.count { return "\(bytes.count - index) bytes follow the field" }
        return nil
    }

    /// A canonical LEB128 varint (at most 10 bytes, no overlong form), or nil.
    private static func varint(_ bytes: [UInt8], _ index: inout Int) -> UInt64? {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            let count = index - start
            if count == 10, byte > 1 { return nil }
            value |= UInt64(byte & 0x7F) << shift
            if byte & 0x80 == 0 {
                if count > 1, byte == 0 { return nil }
                return value
            }
            if count == 10 { return nil }
            shift += 7
        }
        return nil
    }
}
