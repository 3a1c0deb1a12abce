internal import Sheaf

/// A 64-bit fingerprint of a schema or type: the first 8 bytes of the SHA-256 digest
/// of its canonical form (see docs/Fingerprint.md).
public struct Fingerprint: Hashable, Sendable, CustomStringConvertible {
    /// The 8 bytes in digest order, as archives carry them.
    public let bytes: [UInt8]

    /// The fingerprint of a canonical form.
    public init(canonicalForm: String) {
        bytes = Array(SHA256.digest(Array(canonicalForm.utf8)).prefix(8))
    }

    /// A fingerprint from its 8 bytes; nil for any other count.
    public init?(bytes: [UInt8]) {
        guard bytes.count == 8 else { return nil }
        self.bytes = bytes
    }

    /// The bytes read as a big-endian integer, so `value` prints as `description` does.
    public var value: UInt64 { bytes.reduce(0) { $0 << 8 | UInt64($1) } }

    /// 16 lowercase hex digits: the first 16 of the digest's usual hex form.
    public var description: String {
        bytes.map { byte in
            let digits = Array("0123456789abcdef")
            return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
        }.joined()
    }
}
