import Sheaf

/// One block of a stream, checked and inflated: its records' bodies, ready to decode.
public struct SheafStreamBlock: Sendable {
    /// The block's index: from 0 at the first block read (in a split, the split's first block).
    public let index: Int
    /// The block's file offset.
    public let offset: Int
    /// The records, in the block's data (inflated, for deflate).
    public let data: [UInt8]
    /// What an offset in ``data`` adds to become an error offset: the data's file offset for
    /// codec none, 0 for deflate (offsets in the inflated data).
    public let dataBase: Int
    /// Each record's body, as a range of ``data``.
    public let records: [Range<Int>]

    /// Decodes every record of the block with `decode`, which reads one body: its tables and
    /// root value (the reader spans exactly the body), and appends them to `decoded` (as
    /// optionals, so that a reader can move each out, never copy it). Errors carry the block,
    /// the record's index and the offset as stream errors locate them; on an error, `decoded`
    /// holds the records before the failing one.
    ///
    /// - Parameters:
    ///   - options: The records' limits.
    ///   - decoded: Where the records go.
    ///   - decode: Reads one record from a reader positioned at its body.
    /// - Throws: ``SheafStreamError``.
    @inlinable
    public func decodeRecords<Record>(
        options: SheafOptions, into decoded: inout [Record?], _ decode: (inout SheafReader) throws(SheafError) -> Record
    ) throws(SheafStreamError) {
        decoded.reserveCapacity(decoded.count + records.count)
        // One pass over the block's memory; the first failure stops it (`withUnsafeBytes`
        // rethrows untyped errors, so the typed one is kept aside).
        var failure: (error: SheafError, record: Int, start: Int)?
        data.withUnsafeBytes { buffer in
            // One reader for the block, restarted on each body: what it read of one record
            // (tables, bound instances) never reaches the next.
            var reader = SheafReader(buffer: UnsafeRawBufferPointer(start: nil, count: 0), options: options)
            for (number, range) in records.enumerated() {
                do throws(SheafError) {
                    reader.restart(on: UnsafeRawBufferPointer(rebasing: buffer[range]))
                    decoded.append(try decode(&reader))
                } catch {
                    failure = (error, number, range.lowerBound)
                    return
                }
            }
        }
        if let failure {
            throw SheafStreamError(
                failure.error.shifted(by: dataBase + failure.start), block: index, blockOffset: offset, record: failure.record)
        }
    }
}

extension SheafReader {
    /// Reads a record of a stream, or any archive body: the tag and instance tables, the root
    /// value by `root`, then the checks at the body's end (nothing follows the root; entries
    /// no reference reached are well formed).
    ///
    /// - Parameter root: Reads the root value.
    /// - Returns: The value.
    /// - Throws: What the tables, `root` or the end checks throw.
    public mutating func readBody<Value>(_ root: (inout SheafReader) throws(SheafError) -> Value) throws(SheafError) -> Value {
        try readTables()
        let value = try root(&self)
        try checkAtEndOfArchive()
        return value
    }
}
