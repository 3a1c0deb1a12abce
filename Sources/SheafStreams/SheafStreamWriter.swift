import Foundation
import Sheaf

/// Writes records of a generated type to a stream file.
///
/// ```swift
/// let writer = try SheafStreamWriter<Employee>(creatingAt: url, codec: .deflate)
/// try writer.append(ann)
/// try writer.flush()      // what is written so far survives a crash
/// try writer.close()      // flushes; closing twice is harmless
/// let more = try SheafStreamWriter<Employee>(appendingTo: url)
/// ```
///
/// Records gather into blocks of about ``SheafStreamOptions/blockTarget`` bytes; `flush()`
/// writes the pending block and syncs the file. A writer that is dropped without `close()`
/// flushes what is pending, ignoring errors: close it to learn of them.
public final class SheafStreamWriter<Record: SheafMessage> {
    @usableFromInline let output: SheafStreamAppender

    /// Creates (or replaces) a stream of `Record`s, embedding the schema files its generated
    /// code carries.
    ///
    /// - Parameters:
    ///   - url: The file.
    ///   - codec: How blocks store their records.
    ///   - options: Limits, block size and the sync-marker choice.
    /// - Throws: ``SheafStreamError``.
    public init(creatingAt url: URL, codec: SheafStreamCodec = .none, options: SheafStreamOptions = SheafStreamOptions())
        throws(SheafStreamError)
    {
        output = try SheafStreamAppender.create(at: url, header: SheafStreamHeader(of: Record.self, codec: codec), options: options)
    }

    /// Opens an existing stream of `Record`s to add records: its header must name this type's
    /// schema, fingerprint and root type. A torn tail left by a crash is cut off first.
    ///
    /// - Parameters:
    ///   - url: The file.
    ///   - options: Limits and block size.
    /// - Throws: ``SheafStreamError``.
    public init(appendingTo url: URL, options: SheafStreamOptions = SheafStreamOptions()) throws(SheafStreamError) {
        output = try SheafStreamAppender.open(
            appendingTo: url, schemaName: Record.sheafSchemaName, fingerprint: Record.sheafFingerprint,
            rootType: Record.sheafTypeName, options: options)
    }

    /// The stream's header.
    public var header: SheafStreamHeader { output.header }

    /// Adds a record.
    ///
    /// - Parameter record: The record.
    /// - Throws: ``SheafStreamError``: what encoding throws (with the record's path), a record
    ///   too large for a block, I/O failures.
    @inlinable
    public func append(_ record: Record) throws(SheafStreamError) {
        try output.appendRecord { (writer: inout SheafWriter) throws(SheafError) in try record.encode(to: &writer) }
    }

    /// Writes what is pending and syncs the file.
    ///
    /// - Throws: ``SheafStreamError``.
    public func flush() throws(SheafStreamError) {
        try output.flush()
    }

    /// Flushes and closes. Closing twice is harmless.
    ///
    /// - Throws: ``SheafStreamError``.
    public func close() throws(SheafStreamError) {
        try output.close()
    }
}
