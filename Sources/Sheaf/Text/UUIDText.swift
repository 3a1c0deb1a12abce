import Foundation

/// UUIDs as text (the JSON form, map keys in paths, schema defaults): written in lowercase
/// 8-4-4-4-12 form, read in either case.
package enum UUIDText {

    /// The lowercase canonical text.
    package static func string(_ uuid: UUID) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(36)
        withUnsafeBytes(of: uuid.uuid) { bytes in
            for (position, byte) in bytes.enumerated() {
                if position == 4 || position == 6 || position == 8 || position == 10 { output.append(UInt8(ascii: "-")) }
                output.append(HexDigit.lowercase[Int(byte >> 4)])
                output.append(HexDigit.lowercase[Int(byte & 0x0F)])
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Parses `xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx` with hex digits of either case.
    package static func uuid(_ text: String) -> UUID? {
        let utf8 = Array(text.utf8)
        guard utf8.count == 36 else { return nil }
        var bytes = [UInt8](repeating: 0, count: 16)
        var byteIndex = 0
        var position = 0
        while position < 36 {
            if position == 8 || position == 13 || position == 18 || position == 23 {
                guard utf8[position] == UInt8(ascii: "-") else { return nil }
                position += 1
                continue
            }
            guard let high = HexDigit.value(utf8[position]), let low = HexDigit.value(utf8[position + 1]) else {
                return nil
            }
            bytes[byteIndex] = high << 4 | low
            byteIndex += 1
            position += 2
        }
        return UUID(
            uuid: (
                bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
            ))
    }
}
