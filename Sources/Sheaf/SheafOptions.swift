/// Limits and switches for reading and writing archives.
///
/// The defaults are safe for untrusted input: decoding never nests deeper than ``maxDepth``
/// and never accepts an archive larger than ``maxArchiveSize``. Writers enforce the same
/// limits, so an archive that one side writes with given options the other side reads.
public struct SheafOptions: Sendable, Hashable {
    /// The default nesting limit (100).
    public static let defaultMaxDepth = 100
    /// The default archive-size limit (1 GiB).
    public static let defaultMaxArchiveSize = 1 << 30

    /// The deepest nesting of length-delimited structured values (struct, class, payload enum,
    /// list, map, protocol value) allowed; the root value is at depth 1.
    public var maxDepth: Int
    /// The largest archive, in bytes, that is read or written.
    public var maxArchiveSize: Int
    /// Whether writers append a CRC-32C trailer (and set header flag bit 0).
    public var writeChecksum: Bool

    /// Creates options.
    ///
    /// - Parameters:
    ///   - maxDepth: The nesting limit; values below 1 are treated as 1.
    ///   - maxArchiveSize: The size limit in bytes.
    ///   - writeChecksum: Whether to append a CRC-32C trailer when writing.
    public init(
        maxDepth: Int = SheafOptions.defaultMaxDepth,
        maxArchiveSize: Int = SheafOptions.defaultMaxArchiveSize,
        writeChecksum: Bool = false
    ) {
        self.maxDepth = Swift.max(1, maxDepth)
        self.maxArchiveSize = Swift.max(0, maxArchiveSize)
        self.writeChecksum = writeChecksum
    }
}
