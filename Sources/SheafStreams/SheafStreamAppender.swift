import Foundation
import Sheaf

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes records' bodies to a stream file, block by block: the layer every stream writer
/// shares (generated types, schema-driven values, the tools).
///
/// `flush()` returns only after the pending block is written and the file synced, so what it
/// acknowledged survives a crash; a block cut by a crash is a torn tail, which the next
/// appending writer truncates (after a sync) before it adds its own blocks.
public final class SheafStreamAppender {
    /// The stream's header (its codec and sync marker are the ones new blocks use).
    public let header: SheafStreamHeader
    /// The limits in force.
    public let options: SheafStreamOptions
    private let path: String
    // Exclusivity unchecked: an appender is used from one thread at a time and never re-entered
    // (a record's encoder cannot reach it), and the run-time checks of these two properties
    // cost more than copying a small record into the pending block.
    @exclusivity(unchecked) private var descriptor: Int32
    /// The records gathered for the next block.
    @exclusivity(unchecked) private var pending: PendingRecords

    private init(header: SheafStreamHeader, options: SheafStreamOptions, path: String, descriptor: Int32) {
        self.header = header
        self.options = options
        self.path = path
        self.descriptor = descriptor
        self.pending = PendingRecords(blockTarget: options.blockTarget, options: options.records)
    }

    deinit {
        if descriptor >= 0 {
            try? close()
        }
    }

    /// Creates (or replaces) a stream: its header is written to a temporary file, synced and
    /// renamed into place, so the file either does not exist or has a whole header.
    ///
    /// - Parameters:
    ///   - url: The file.
    ///   - header: The header (its marker is set here: canonical, or random when the options ask).
    ///   - options: Limits and the marker choice.
    /// - Throws: ``SheafStreamError`` (`SheafError.Code.embeddedSchemaInvalid`, `SheafError.Code.ioError`).
    public static func create(at url: URL, header: SheafStreamHeader, options: SheafStreamOptions = SheafStreamOptions())
        throws(SheafStreamError) -> SheafStreamAppender
    {
        do throws(SheafError) {
            let (bytes, complete) = try header.encoded(randomMarker: options.randomSyncMarker)
            try SheafFile.writeAtomically(bytes, to: url)
            return SheafStreamAppender(header: complete, options: options, path: url.path, descriptor: try openForAppend(url.path))
        } catch {
            throw SheafStreamError(error)
        }
    }

    /// Opens an existing stream to add blocks. Its header must be the writer's: the same
    /// schema name and fingerprint (a stream holds one version's records) and root type. The
    /// blocks' framing is walked (records are not read); a torn tail is cut off, after a sync,
    /// and the new blocks follow the last valid one.
    ///
    /// - Parameters:
    ///   - url: The file.
    ///   - schemaName: The writer's schema.
    ///   - fingerprint: The writer's fingerprint.
    ///   - rootType: The writer's root type.
    ///   - options: Limits.
    /// - Throws: ``SheafStreamError``: header errors, `SheafError.Code.schemaMismatch` (name
    ///   or fingerprint), `SheafError.Code.rootTypeMismatch`, corruption before the tail.
    public static func open(
        appendingTo url: URL, schemaName: String, fingerprint: SheafFingerprint, rootType: String,
        options: SheafStreamOptions = SheafStreamOptions()
    ) throws(SheafStreamError) -> SheafStreamAppender {
        let blocks = try SheafStreamBlocks(contentsOf: url, options: options)
        let header = blocks.header
        do throws(SheafError) {
            try header.check(schemaName: schemaName, rootType: rootType)
            guard header.fingerprint == fingerprint else {
                throw SheafError(
                    .schemaMismatch, offset: header.layout.fingerprint,
                    message:
                        "stream holds records of '\(header.schemaName)' with fingerprint \(header.fingerprint), the writer's is \(fingerprint): start a new stream for a new schema version"
                )
            }
        } catch {
            throw SheafStreamError(error)
        }
        let (end, torn) = try blocks.endOfValidBlocks()
        do throws(SheafError) {
            let descriptor = try openForAppend(url.path)
            if torn || end != blocks.fileSize {
                guard ftruncate(descriptor, off_t(end)) == 0, fsync(descriptor) == 0 else {
                    let error = StreamInput.ioError("cannot cut the torn tail of \(url.path)")
                    closeDescriptor(descriptor)
                    throw error
                }
            }
            return SheafStreamAppender(header: header, options: options, path: url.path, descriptor: descriptor)
        } catch {
            throw SheafStreamError(error)
        }
    }

    private static func openForAppend(_ path: String) throws(SheafError) -> Int32 {
        let descriptor = openFile(path, O_WRONLY | O_APPEND | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw StreamInput.ioError("cannot open \(path) for appending")
        }
        return descriptor
    }

    /// Adds one record, written by `encode` as the root value of a body (tables and root, as an
    /// archive's body), to the pending block; writes the block once it reaches the block target.
    /// The body is written in place in the pending block (no copy of it); the checks that
    /// ``append(body:)-(UnsafeRawBufferPointer)`` makes before copying a body are made once
    /// it is there, and a record they refuse is taken back.
    ///
    /// - Parameter encode: Writes the record's root value.
    /// - Throws: ``SheafStreamError``: what `encode` throws (with the record's path), as
    ///   ``append(body:)-(UnsafeRawBufferPointer)``.
    public func appendRecord(_ encode: (inout SheafWriter) throws(SheafError) -> Void) throws(SheafStreamError) {
        let record: (start: Int, bodyLength: Int)
        do {
            record = try pending.add(encode)
        } catch {
            throw SheafStreamError(error)
        }
        let size = pending.byteCount - record.start
        do throws(SheafStreamError) {
            try checkOpen()
            try checkFits(bodyLength: record.bodyLength, size: size)
            if record.start + size > options.maxBlockSize {
                // The records before this one make a block; this one begins the next.
                try writePending(of: pending.recordCount - 1, endingAt: record.start)
                pending.keepOnlyLast(from: record.start)
            }
        } catch {
            pending.removeLast(from: record.start)
            throw error
        }
        if pending.byteCount >= options.blockTarget {
            try writePending()
        }
    }

    /// Adds one record's body (tables and root, as an archive's body) to the pending block,
    /// and writes the block once it reaches the block target.
    ///
    /// - Parameter body: The record's body.
    /// - Throws: ``SheafStreamError``: `SheafError.Code.blockTooLarge` for a record that
    ///   cannot fit a block (nothing is written), `SheafError.Code.ioError`, or use after close.
    public func append(body: [UInt8]) throws(SheafStreamError) {
        // `withUnsafeBytes` rethrows untyped errors: the typed one travels in a `Result`.
        let outcome = body.withUnsafeBytes { buffer in
            Result { () throws(SheafStreamError) in try append(body: buffer) }
        }
        try outcome.get()
    }

    /// Adds one record's body, copied from memory that stays valid during the call (a
    /// finished writer's bytes: no array in between).
    ///
    /// - Parameter body: The record's body.
    /// - Throws: As ``append(body:)-([UInt8])``.
    public func append(body: UnsafeRawBufferPointer) throws(SheafStreamError) {
        try checkOpen()
        let size = PendingRecords.size(of: body)
        try checkFits(bodyLength: body.count, size: size)
        if pending.byteCount + size > options.maxBlockSize {
            try writePending()
        }
        if pending.add(body) >= options.blockTarget {
            try writePending()
        }
    }

    /// Writes the pending records as a block (if any), then syncs the file: when it returns,
    /// everything appended so far survives a crash.
    ///
    /// - Throws: ``SheafStreamError`` (`SheafError.Code.ioError`, or use after close).
    public func flush() throws(SheafStreamError) {
        try checkOpen()
        try writePending()
        guard fsync(descriptor) == 0 else {
            throw SheafStreamError(StreamInput.ioError("cannot sync \(path)"))
        }
    }

    /// Flushes and closes the file. Closing twice is harmless.
    ///
    /// - Throws: As ``flush()``.
    public func close() throws(SheafStreamError) {
        guard descriptor >= 0 else { return }
        defer {
            closeDescriptor(descriptor)
            descriptor = -1
        }
        try flush()
    }

    /// Checks that a record of `size` bytes (its body of `bodyLength` and the length prefix)
    /// can fit a block.
    private func checkFits(bodyLength: Int, size: Int) throws(SheafStreamError) {
        guard size <= options.maxBlockSize else {
            throw SheafStreamError(
                SheafError(
                    .blockTooLarge,
                    message: "a record of \(bodyLength) bytes cannot fit a block of at most \(options.maxBlockSize) bytes"))
        }
    }

    private func checkOpen() throws(SheafStreamError) {
        guard descriptor >= 0 else {
            throw SheafStreamError(SheafError(.ioError, message: "the stream writer of \(path) is closed"))
        }
    }

    /// The pending records as one block: count, lengths, data, CRC, marker.
    private func writePending() throws(SheafStreamError) {
        guard pending.recordCount > 0 else { return }
        try writePending(of: pending.recordCount, endingAt: pending.byteCount)
        pending.removeAll()
    }

    /// The first `count` pending records, which end at `end`, as one block.
    private func writePending(of count: Int, endingAt end: Int) throws(SheafStreamError) {
        let descriptor = descriptor
        let failure = pending.writeBlock(
            of: count, endingAt: end, codec: header.codec, syncMarker: header.syncMarker, { SheafFile.writeAll($0, to: descriptor) })
        if let failure {
            errno = failure
            throw SheafStreamError(StreamInput.ioError("cannot write a block to \(path)"))
        }
    }
}

/// `close(2)`, named so it does not collide with the methods called `close`.
private func closeDescriptor(_ descriptor: Int32) {
    _ = close(descriptor)
}

/// `open(2)`, named so it does not collide with the methods called `open`.
private func openFile(_ path: String, _ flags: Int32) -> Int32 {
    open(path, flags)
}
