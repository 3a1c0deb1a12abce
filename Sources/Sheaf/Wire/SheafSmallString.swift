/// Builds short ASCII strings straight in the standard library's small-string form, the form
/// it gives every string of up to 15 UTF-8 bytes on 64-bit platforms: the bytes in the
/// `String`'s own 16 bytes, no allocation.
///
/// Decoding makes several such strings per record (names, tags, keys), and the standard
/// library's initialisers reach that form only after a closure call or a second scan of the
/// bytes for validity (about a hundred instructions a string against a dozen here). The
/// layout is the standard library's ABI on 64-bit little-endian platforms; ``isAvailable``
/// checks it against a string literal as compiled, which the optimiser folds to a constant,
/// so a toolchain with another layout would quietly take the general path.
enum SheafSmallString {
    /// The most UTF-8 bytes a small string holds.
    static var capacity: Int { 15 }

    /// Whether small strings are laid out as ``ascii(_:)`` builds them: the bytes in order from
    /// the first byte of the value, the count in the low four bits of the last byte and `0xE`
    /// (immortal, ASCII, small) in its high four bits.
    @inline(__always)
    static var isAvailable: Bool {
        #if _pointerBitWidth(_64) && _endian(little)
            let probe = unsafeBitCast("ab", to: (UInt64, UInt64).self)
            return probe.0 == 0x6261 && probe.1 == 0xE2 << 56
        #else
            return false
        #endif
    }

    /// The string of `bytes` if they are at most ``capacity`` bytes of ASCII (always valid
    /// UTF-8), or `nil` for anything else.
    ///
    /// - Parameter bytes: The string's bytes.
    /// - Returns: The string, or `nil` for longer or non-ASCII bytes.
    @inline(__always)
    static func ascii(_ bytes: UnsafeRawBufferPointer) -> String? {
        #if _pointerBitWidth(_64) && _endian(little)
            let count = bytes.count
            guard isAvailable, count <= capacity, let start = bytes.baseAddress else { return nil }
            let (low, high) = load(start, count)
            guard (low | high) & 0x8080_8080_8080_8080 == 0 else { return nil }
            var words = (low, high | (0xE0 | UInt64(truncatingIfNeeded: count)) << 56)
            // Moved out of the words rather than bit-cast: a cast copies the new string, and a
            // copy costs a call to retain it (a no-op for a small string, but a call).
            return withUnsafeMutablePointer(to: &words) { pointer in
                pointer.withMemoryRebound(to: String.self, capacity: 1) { $0.move() }
            }
        #else
            return nil
        #endif
    }

    /// The `count` (0…15) bytes at `start` as two little-endian words, zero after the last byte:
    /// overlapping loads that read only the bytes given, never a byte past them.
    @inline(__always)
    static func load(_ start: UnsafeRawPointer, _ count: Int) -> (UInt64, UInt64) {
        if count >= 8 {
            let low = start.loadUnaligned(as: UInt64.self)
            // The last eight bytes, moved down so that byte 8 comes first.
            let tail = start.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
            return (low, count == 8 ? 0 : tail &>> UInt64(truncatingIfNeeded: (16 &- count) &* 8))
        }
        if count >= 4 {
            let head = UInt64(start.loadUnaligned(as: UInt32.self))
            let tail = UInt64(start.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self))
            return (head | tail &<< UInt64(truncatingIfNeeded: (count &- 4) &* 8), 0)
        }
        if count > 0 {
            let middle = count &>> 1
            let first = UInt64(start.load(as: UInt8.self))
            let second = UInt64(start.load(fromByteOffset: middle, as: UInt8.self))
            let last = UInt64(start.load(fromByteOffset: count &- 1, as: UInt8.self))
            return (first | second &<< UInt64(truncatingIfNeeded: middle &* 8) | last &<< UInt64(truncatingIfNeeded: (count &- 1) &* 8), 0)
        }
        return (0, 0)
    }
}
