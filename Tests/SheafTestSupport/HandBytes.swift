/// Wire pieces written out by hand in the tests, independently of the runtime under test:
/// FORMAT.md §3.1 (varints) and §5.4 (strings). One file, linked into every test target that
/// builds archives byte by byte.
public enum HandBytes {
    /// LEB128: seven bits a byte, least significant first, the high bit set on all but the last.
    public static func varint(_ value: UInt64) -> [UInt8] {
        var value = value
        var bytes: [UInt8] = []
        while value >= 0x80 {
            bytes.append(UInt8(value & 0x7F) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
        return bytes
    }

    /// A string: its UTF-8 length as a varint, then the bytes.
    public static func string(_ text: String) -> [UInt8] {
        varint(UInt64(text.utf8.count)) + Array(text.utf8)
    }
}
