import Foundation
import Sheaf

/// Reads records of a generated type from a stream file, block by block, in constant memory.
///
/// ```swift
/// let reader = try SheafStreamReader<Employee>(contentsOf: url)
/// while let employee = try reader.next() { … }
/// for try await employee in try SheafStreamReader<Employee>(contentsOf: url) { … }
/// ```
///
/// The header must name `Record`'s schema and root type; another version of the schema reads
/// the records as it reads archives (defaults, unknown fields kept). Every record of every good
/// block is returned before an error; no record of a failing block ever is.
public final class SheafStreamReader<Record: SheafMessage>: AsyncSequence {
    /// The records' type.
    public typealias Element = Record
    /// What reading throws.
    public typealias Failure = SheafStreamError

    // Exclusivity unchecked: a reader is used from one thread at a time and `next()` is never
    // re-entered; the run-time check would cost a tenth of decoding a small record.
    @exclusivity(unchecked) @usableFromInline var records: SheafStreamRecords<Record>

    /// Opens a stream and checks its header against `Record`.
    ///
    /// - Parameters:
    ///   - url: The file.
    ///   - options: Limits.
    ///   - byteRange: A split: the records of the blocks that begin in it.
    /// - Throws: ``SheafStreamError``.
    @inlinable
    public init(contentsOf url: URL, options: SheafStreamOptions = SheafStreamOptions(), byteRange: Range<Int>? = nil)
        throws(SheafStreamError)
    {
        let blocks = try SheafStreamBlocks(contentsOf: url, options: options, byteRange: byteRange)
        records = SheafStreamRecords(blocks: blocks) { (reader: inout SheafReader) throws(SheafError) in
            try reader.readBody { (body: inout SheafReader) throws(SheafError) in try Record(from: &body) }
        }
        do throws(SheafError) {
            try blocks.header.check(schemaName: Record.sheafSchemaName, rootType: Record.sheafTypeName)
        } catch {
            throw SheafStreamError(error)
        }
    }

    /// The stream's header.
    public var header: SheafStreamHeader { records.blocks.header }

    /// The next record, or `nil` at the end.
    ///
    /// - Throws: ``SheafStreamError``; after an error, `next()` returns `nil`.
    @inlinable
    public func next() throws(SheafStreamError) -> Record? {
        try records.next()
    }

    /// Iterates the records asynchronously (reading blocks on the caller's task).
    public struct AsyncIterator: AsyncIteratorProtocol {
        let reader: SheafStreamReader

        /// The next record, or `nil` at the end.
        public mutating func next() async throws(SheafStreamError) -> Record? {
            try reader.next()
        }
    }

    /// An iterator over the records.
    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(reader: self)
    }
}
