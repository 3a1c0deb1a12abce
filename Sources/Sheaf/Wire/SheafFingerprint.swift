/// A schema's 8-byte fingerprint as the archive header carries it: the first eight bytes of
/// the SHA-256 digest of the schema's canonical form (docs/Fingerprint.md), in digest order.
///
/// ``rawValue`` reads those bytes big-endian, so the hexadecimal text of the integer and the
/// digest's hex prefix are the same string.
public struct SheafFingerprint: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    /// The eight digest bytes read as a big-endian integer.
    public var rawValue: UInt64

    /// Creates a fingerprint from its big-endian integer value.
    ///
    /// - Parameter rawValue: The first eight digest bytes read big-endian.
    @inlinable
    public init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// Creates a fingerprint from its big-endian integer value.
    ///
    /// - Parameter value: The first eight digest bytes read big-endian.
    @inlinable
    public init(_ value: UInt64) {
        self.rawValue = value
    }

    /// Creates a fingerprint from the first eight bytes of a digest.
    ///
    /// - Parameter bytes: At least eight bytes; only the first eight are used.
    /// - Returns: `nil` when fewer than eight bytes are given.
    public init?(bytes: some Sequence<UInt8>) {
        var value: UInt64 = 0
        var count = 0
        for byte in bytes.prefix(8) {
            value = value << 8 | UInt64(byte)
            count += 1
        }
        guard count == 8 else { return nil }
        self.rawValue = value
    }

    /// Parses 16 hexadecimal digits (either case), as `sheaf fingerprint` prints them.
    ///
    /// - Parameter hex: The text.
    /// - Returns: `nil` unless `hex` is exactly 16 hex digits.
    public init?(hex: String) {
        guard hex.utf8.count == 16, let value = UInt64(hex, radix: 16) else { return nil }
        self.rawValue = value
    }

    /// The eight bytes in digest order, as written in the header.
    public var bytes: [UInt8] {
        (0..<8).map { UInt8(truncatingIfNeeded: rawValue >> (56 - 8 * $0)) }
    }

    /// 16 lowercase hexadecimal digits in digest order.
    public var description: String {
        let hex = String(rawValue, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
