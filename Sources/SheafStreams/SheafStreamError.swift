import Sheaf

/// A failure reading or writing a record stream: the underlying `SheafError` (its code,
/// byte offset and value path) and where in the stream it happened.
///
/// Offsets inside a record are file offsets for codec none and offsets in the block's inflated
/// data for deflate (stored deflate bytes have no per-record offsets). The description reads
/// `block 2 at byte 4120, record 7: invalidUTF8 at byte 4188 ($.text): …`.
public struct SheafStreamError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The failure: code, byte offset, path and message.
    public var error: SheafError
    /// The block's index (from 0), when the failure concerns a block.
    public var block: Int?
    /// The block's file offset, when the failure concerns a block.
    public var blockOffset: Int?
    /// The record's index within its block (from 0), when the failure is inside a record.
    public var record: Int?

    /// Creates a stream error.
    ///
    /// - Parameters:
    ///   - error: The failure.
    ///   - block: The block's index.
    ///   - blockOffset: The block's file offset.
    ///   - record: The record's index within the block.
    public init(_ error: SheafError, block: Int? = nil, blockOffset: Int? = nil, record: Int? = nil) {
        self.error = error
        self.block = block
        self.blockOffset = blockOffset
        self.record = record
    }

    /// The stable code.
    public var code: SheafError.Code { error.code }
    /// The byte offset (see the type's description), if the failure concerns input bytes.
    public var offset: Int? { error.offset }
    /// The path of the value inside the record, `$` for the record itself.
    public var path: String { error.pathDescription }

    /// Where and what.
    public var description: String {
        var location: [String] = []
        if let block {
            location.append("block \(block)" + (blockOffset.map { " at byte \($0)" } ?? ""))
        }
        if let record {
            location.append("record \(record)")
        }
        return location.isEmpty ? error.description : location.joined(separator: ", ") + ": " + error.description
    }
}
