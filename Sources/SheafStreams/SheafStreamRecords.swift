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
    /// The current block's records not returned yet, last first: each is moved out by
    /// `popLast()`, so none is copied and none is left to destroy.
    @usableFromInline var pending: [Record] = []
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
        while pending.isEmpty {
            guard !finished else { return nil }
            do throws(SheafStreamError) {
                guard let block = try blocks.nextBlock() else {
                    finished = true
                    return nil
                }
                blocksRead += 1
                try block.decodeRecords(options: blocks.options.records, appendingTo: &pending, decode)
                pending.reverse()
            } catch {
                // No record of a failing block is returned.
                pending.removeAll()
                finished = true
                throw error
            }
        }
        return pending.popLast()
    }
}
