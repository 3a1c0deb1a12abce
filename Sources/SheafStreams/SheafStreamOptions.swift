import Sheaf

/// Limits and choices for reading and writing record streams.
///
/// The defaults are safe for untrusted input: every size is checked before anything is
/// allocated or inflated, so a hostile file costs at most the limits below.
public struct SheafStreamOptions: Sendable, Hashable {
    /// The default limit of a header's length: 16 MiB.
    public static let defaultMaxHeaderSize = 16 << 20
    /// The default limit of a block's data, stored or inflated: 64 MiB.
    public static let defaultMaxBlockSize = 64 << 20
    /// The size of its records (length prefixes included) at which a writer writes a block: 1 MiB.
    public static let defaultBlockTarget = 1 << 20

    /// Depth limit (and the archive-size limit's role for each record) of the records' bodies.
    public var records: SheafOptions
    /// The largest header length accepted.
    public var maxHeaderSize: Int
    /// The largest block data length accepted, stored and inflated.
    public var maxBlockSize: Int
    /// Writing: a block is written once its pending records reach this many bytes.
    public var blockTarget: Int
    /// Writing a new stream: a sync marker from the system's random source instead of the
    /// canonical one (the header's digest). Choose it when records hold text from untrusted
    /// parties, who could otherwise forge a marker and a block that a split reader would take
    /// for a real one.
    public var randomSyncMarker: Bool

    /// Creates options.
    ///
    /// - Parameters:
    ///   - records: Limits of the records' bodies (depth).
    ///   - maxHeaderSize: The largest header length accepted.
    ///   - maxBlockSize: The largest block data length accepted, stored and inflated.
    ///   - blockTarget: The pending size at which a writer writes a block.
    ///   - randomSyncMarker: Whether a new stream gets a random sync marker.
    public init(
        records: SheafOptions = SheafOptions(),
        maxHeaderSize: Int = SheafStreamOptions.defaultMaxHeaderSize,
        maxBlockSize: Int = SheafStreamOptions.defaultMaxBlockSize,
        blockTarget: Int = SheafStreamOptions.defaultBlockTarget,
        randomSyncMarker: Bool = false
    ) {
        self.records = records
        self.maxHeaderSize = maxHeaderSize
        self.maxBlockSize = maxBlockSize
        self.blockTarget = Swift.max(1, blockTarget)
        self.randomSyncMarker = randomSyncMarker
    }
}
