/// LEB128 varint arithmetic shared by the writer, the reader and tools.
///
/// A varint stores an unsigned 64-bit integer in 1…10 bytes, 7 bits per byte, least
/// significant group first; the high bit of each byte says whether another byte follows.
/// Sheaf accepts only the minimal encoding (see ``SheafError/Code/overlongVarint``).
public enum Varint {
    /// The most bytes a varint may take.
    public static let maxSize = 10

    /// The number of bytes the minimal encoding of `value` takes (1…10).
    ///
    /// - Parameter value: The value to measure.
    /// - Returns: The encoded size in bytes.
    @inlinable
    @inline(__always)
    public static func encodedSize(of value: UInt64) -> Int {
        // Bits needed, rounded up to whole 7-bit groups; `| 1` makes zero take one byte.
        let bits = 64 - (value | 1).leadingZeroBitCount
        return (bits + 6) / 7
    }

    /// Encodes `value` into a fresh array; meant for tests and tools, not hot paths.
    ///
    /// - Parameter value: The value to encode.
    /// - Returns: The minimal varint bytes.
    public static func encode(_ value: UInt64) -> [UInt8] {
        var bytes: [UInt8] = []
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
        return bytes
    }

    /// Stores the minimal encoding of `value` at `pointer`, which must have room for
    /// ``encodedSize(of:)`` bytes.
    ///
    /// - Parameters:
    ///   - value: The value to encode.
    ///   - pointer: Where to write.
    /// - Returns: The number of bytes written.
    @inlinable
    @inline(__always)
    public static func store(_ value: UInt64, at pointer: UnsafeMutableRawPointer) -> Int {
        if value < 0x80 {
            pointer.storeBytes(of: UInt8(truncatingIfNeeded: value), as: UInt8.self)
            return 1
        }
        var rest = value
        var index = 0
        while rest >= 0x80 {
            pointer.storeBytes(of: UInt8(truncatingIfNeeded: rest) | 0x80, toByteOffset: index, as: UInt8.self)
            rest >>= 7
            index += 1
        }
        pointer.storeBytes(of: UInt8(truncatingIfNeeded: rest), toByteOffset: index, as: UInt8.self)
        return index + 1
    }
}

/// Zig-zag mapping between signed and unsigned integers, so that small magnitudes of either
/// sign become small varints: 0 → 0, −1 → 1, 1 → 2, −2 → 3, …
public enum ZigZag {
    /// Maps a signed value to its zig-zag unsigned form.
    ///
    /// - Parameter value: The signed value.
    /// - Returns: `(value << 1) ^ (value >> 63)` as an unsigned bit pattern.
    @inlinable
    @inline(__always)
    public static func encode(_ value: Int64) -> UInt64 {
        UInt64(bitPattern: (value &<< 1) ^ (value >> 63))
    }

    /// Maps a zig-zag unsigned value back to the signed value.
    ///
    /// - Parameter value: The zig-zag form.
    /// - Returns: The signed value.
    @inlinable
    @inline(__always)
    public static func decode(_ value: UInt64) -> Int64 {
        Int64(bitPattern: (value >> 1) ^ (0 &- (value & 1)))
    }
}
