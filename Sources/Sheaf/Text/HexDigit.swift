/// Hexadecimal digits, as the text forms read and write them.
package enum HexDigit {
    /// The lowercase digits, indexed by value.
    package static let lowercase: [UInt8] = Array("0123456789abcdef".utf8)

    /// The value of an ASCII hex digit of either case, or `nil`.
    package static func value(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
