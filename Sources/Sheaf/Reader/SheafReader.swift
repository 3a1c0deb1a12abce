/// Reads Sheaf's wire format from contiguous memory, checking every read.
///
/// A reader borrows the bytes it reads: create it inside a `withUnsafeBytes` scope (or use
/// ``withArchive(_:options:_:)-(UnsafeRawBufferPointer,_,_)``) and do not let it outlive that scope. It is non-copyable, so
/// it is always passed `inout` and never duplicated by accident.
///
/// Every read checks against `limit`, the end of the innermost length-delimited value being
/// read (or of the input), so a value can never run into its neighbour. Lengths and counts are
/// checked against the bytes that remain before anything is allocated; varints must be minimal;
/// strings must be valid UTF-8; nesting is counted and checked before recursing.
///
/// ```swift
/// let value = try bytes.withUnsafeBytes { buffer in
///     var reader = SheafReader(buffer: buffer)
///     return try Point(from: &reader)
/// }
/// ```
public struct SheafReader: ~Copyable {
    /// The first byte of the input.
    @usableFromInline var base: UnsafeRawPointer
    /// The input's size in bytes.
    @usableFromInline var inputCount: Int
    /// The offset of the next byte to read.
    @usableFromInline var position: Int
    /// The end of the innermost value being read; reads never pass it.
    @usableFromInline var limit: Int
    /// The offset where the innermost length-delimited value started (for error offsets).
    @usableFromInline var frameStart: Int
    /// The current nesting depth of structured values.
    @usableFromInline var depth: Int
    /// The options in force.
    @usableFromInline let options: SheafOptions
    /// The archive's tag table (tag `t` at `t - 1`), read by ``readTables()``.
    @usableFromInline var tags: [String]
    /// Where each entry of the instance table lies (entry `k` at `k - 1`), read by ``readTables()``.
    @usableFromInline var entries: [EntrySpan]
    /// The instance bound to each entry so far (entry `k` at `k - 1`; `nil` until a reference reaches it).
    @usableFromInline var instances: [AnyObject?]
    /// The archive's tables as kept bytes refer to them, made the first time bytes are kept.
    @usableFromInline var origin: SheafOrigin?
    /// Unknown fields of the payload cases being read (key to end of value), innermost last.
    @usableFromInline var unknownCaseFields: [Range<Int>]
    /// Payload cases read with unknown fields, waiting for the struct or class that holds them
    /// (see ``takePayloadCases(since:into:)``).
    @usableFromInline var pendingPayloadCases: [SheafUnknownFields.PayloadCase]
    /// How many payload-enum values have been read (their place in reading order, for
    /// ``SheafUnknownFields/PayloadCase/position``).
    @usableFromInline var payloadCasesRead: Int

    /// Creates a reader over `buffer`, which must stay valid while the reader is used.
    ///
    /// - Parameters:
    ///   - buffer: The bytes to read.
    ///   - options: Limits (``SheafOptions/maxDepth`` applies to nesting).
    public init(buffer: UnsafeRawBufferPointer, options: SheafOptions = SheafOptions()) {
        // An empty buffer may have no base address; nothing is ever loaded from it then.
        self.base = buffer.baseAddress ?? UnsafeRawPointer(bitPattern: 0x10)!
        self.inputCount = buffer.count
        self.position = 0
        self.limit = buffer.count
        self.frameStart = 0
        self.depth = 0
        self.options = options
        self.tags = []
        self.entries = []
        self.instances = []
        self.origin = nil
        self.unknownCaseFields = []
        self.pendingPayloadCases = []
        self.payloadCasesRead = 0
    }

    /// The offset of the next byte to read, from the start of the input.
    @inlinable
    public var offset: Int {
        position
    }

    /// The number of bytes left before the end of the innermost value being read.
    @inlinable
    public var remaining: Int {
        limit &- position
    }

    /// Whether the innermost value being read has no bytes left.
    @inlinable
    public var isAtEnd: Bool {
        position >= limit
    }

    /// The current nesting depth (0 outside any structured value).
    @inlinable
    public var currentDepth: Int {
        depth
    }

    /// The options in force.
    @inlinable
    public var readerOptions: SheafOptions {
        options
    }

    // MARK: - Errors

    /// Makes an error at `offset`.
    ///
    /// - Parameters:
    ///   - code: The code.
    ///   - offset: The byte offset; defaults to the current position.
    ///   - message: The explanation.
    /// - Returns: The error, for `throw`.
    public func error(_ code: SheafError.Code, at offset: Int? = nil, _ message: String) -> SheafError {
        SheafError(code, offset: offset ?? position, message: message)
    }

    @usableFromInline
    @inline(never)
    func truncatedError(at offset: Int, needing needed: Int, what: StaticString) -> SheafError {
        let available = Swift.max(0, limit - offset)
        let end = limit == inputCount ? "the input" : "the enclosing value"
        return SheafError(
            .truncated, offset: offset,
            message: "\(what) needs \(needed) byte\(needed == 1 ? "" : "s"), \(end) has \(available) left"
        )
    }

    /// Requires `count` more bytes before the limit.
    @inlinable
    @inline(__always)
    func require(_ count: Int, what: StaticString) throws(SheafError) {
        if limit &- position < count {
            throw truncatedError(at: position, needing: count, what: what)
        }
    }

    // MARK: - Fixed-size items

    /// Reads one byte.
    ///
    /// - Returns: The byte.
    /// - Throws: ``SheafError/Code/truncated``.
    @inlinable
    @inline(__always)
    public mutating func readByte() throws(SheafError) -> UInt8 {
        try require(1, what: "byte")
        let byte = base.load(fromByteOffset: position, as: UInt8.self)
        position &+= 1
        return byte
    }

    /// Reads four bytes, little-endian.
    ///
    /// - Returns: The value.
    /// - Throws: ``SheafError/Code/truncated``.
    @inlinable
    @inline(__always)
    public mutating func readFixed32() throws(SheafError) -> UInt32 {
        try require(4, what: "fixed32")
        let value = base.loadUnaligned(fromByteOffset: position, as: UInt32.self)
        position &+= 4
        return UInt32(littleEndian: value)
    }

    /// Reads eight bytes, little-endian.
    ///
    /// - Returns: The value.
    /// - Throws: ``SheafError/Code/truncated``.
    @inlinable
    @inline(__always)
    public mutating func readFixed64() throws(SheafError) -> UInt64 {
        try require(8, what: "fixed64")
        let value = base.loadUnaligned(fromByteOffset: position, as: UInt64.self)
        position &+= 8
        return UInt64(littleEndian: value)
    }

    /// Reads `count` bytes verbatim.
    ///
    /// - Parameter count: The number of bytes.
    /// - Returns: The bytes.
    /// - Throws: ``SheafError/Code/truncated``.
    public mutating func readRawBytes(_ count: Int) throws(SheafError) -> [UInt8] {
        precondition(count >= 0, "count must not be negative")
        try require(count, what: "bytes")
        let bytes = [UInt8](UnsafeRawBufferPointer(start: base + position, count: count))
        position += count
        return bytes
    }

    /// Moves past `count` bytes without reading them (the elements of a packed list a
    /// validator only checks the bounds of, for instance).
    ///
    /// - Parameter count: The number of bytes.
    /// - Throws: ``SheafError/Code/truncated``.
    @inlinable
    public mutating func skipBytes(_ count: Int) throws(SheafError) {
        precondition(count >= 0, "count must not be negative")
        try require(count, what: "bytes")
        position &+= count
    }

    /// Calls `body` with the input bytes from `start` to the current position (valid only
    /// inside `body`). Tools use it to capture the raw bytes of a value they skipped.
    ///
    /// - Parameters:
    ///   - start: An offset at or before the current position.
    ///   - body: Reads the bytes.
    /// - Returns: What `body` returns.
    public func withBytes<R>(from start: Int, _ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        precondition(start >= 0 && start <= position, "start must not be after the current position")
        return try body(UnsafeRawBufferPointer(start: base + start, count: position - start))
    }
}
