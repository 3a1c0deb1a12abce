import Sheaf

/// The records of a stream, decoded a block at a time: the loop every stream reader shares
/// (generated types, schema-driven values). A block's records are all decoded before the
/// first is returned, so no record of a failing block is ever returned.
public struct SheafStreamRecords<Record> {
    /// The stream's blocks.
    public let blocks: SheafStreamBlocks
    /// The blocks read so far.
    public var blockCount: Int { blocksRead }
    @usableFromInline var blocksRead = 0
    @usableFromInline let decode: (inout SheafReader) throws(SheafError) -> Record
    /// The current block's records; those before ``nextIndex`` were returned (moved out).
    @usableFromInline var pending: [Record?] = []
    /// The next record of ``pending`` to return.
    @usableFromInline var nextIndex = 0
    @usableFromInline var finished = false

    /// Records of `blocks`, each read from its body by `decode`.
    ///
    /// - Parameters:
    ///   - blocks: The stream's blocks.
    ///   - decode: Reads one record from a reader over its body.
    public init(blocks: SheafStreamBlocks, decode: @escaping (inout SheafReader) throws(SheafError) -> Record) {
        self.blocks = blocks
        self.decode = decode
    }

    /// The next record, or `nil` at the end.
    ///
    /// - Throws: ``SheafStreamError``; after an error, `next()` returns `nil`.
    @inlinable
    public mutating func next() throws(SheafStreamError) -> Record? {
        while nextIndex == pending.count {
            guard !finished else { return nil }
            do throws(SheafStreamError) {
                guard let block = try blocks.nextBlock() else {
                    finished = true
                    return nil
                }
                blocksRead += 1
                pending.removeAll(keepingCapacity: true)
                nextIndex = 0
                try block.decodeRecords(options: blocks.options.records, into: &pending, decode)
            } catch {
                // No record of a failing block is returned.
                pending.removeAll()
                nextIndex = 0
                finished = true
                throw error
            }
        }
        defer { nextIndex += 1 }
        return pending[nextIndex].take()
    }
}
