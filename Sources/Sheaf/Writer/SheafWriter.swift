import Foundation

/// Writes Sheaf's wire format into a growable contiguous buffer.
///
/// Generated code calls one method per wire item in straight-line order; nested
/// length-delimited values use ``beginLengthDelimited()`` / ``endLengthDelimited(_:)`` so no
/// size pre-pass or closure is needed. The writer is non-copyable: it owns raw memory, and
/// passing it `inout` is the only way to use it, which is also the cheapest.
///
/// ```swift
/// var writer = SheafWriter()
/// try value.encode(to: &writer)
/// let bytes = writer.bytes()
/// ```
///
/// The writer enforces ``SheafOptions/maxDepth`` like the reader does, so it never produces an
/// archive that a reader with the same options rejects for nesting.
public struct SheafWriter: ~Copyable {
    @usableFromInline var buffer: SheafByteBuffer
    /// The current nesting depth of structured values.
    @usableFromInline var depth: Int
    /// The options in force.
    @usableFromInline let options: SheafOptions
    /// Class instances numbered so far, by identity, mapped to their entry numbers.
    @usableFromInline var instanceNumbers: [ObjectIdentifier: Int]
    /// Keeps numbered instances alive so that no `ObjectIdentifier` is reused while writing.
    @usableFromInline var writtenInstances: [AnyObject]
    /// Whether ``finish()`` must append a CRC-32C trailer (set by ``writeHeader(_:)``).
    @usableFromInline var checksumPending: Bool
    /// The tag and instance tables being built, and the origin they started from.
    @usableFromInline var tables: SheafWriterTables
    /// The kept payload cases of the struct or class whose fields are being written, if it
    /// keeps any (see ``enterPayloadCaseScope(_:)``).
    @usableFromInline var payloadCaseScope: SheafPayloadCaseScope?
    /// How many payload-enum values have been written (their place in writing order).
    @usableFromInline var payloadCasesWritten: Int
    /// Where the archive or body being written starts in the buffer: 0, except for a stream's
    /// records, written one after another into one block (the size limit is the body's).
    @usableFromInline var archiveStart: Int

    /// Creates an empty writer.
    ///
    /// - Parameters:
    ///   - options: Limits (``SheafOptions/maxDepth``, ``SheafOptions/maxArchiveSize``).
    ///   - capacity: Bytes to allocate up front; the buffer doubles as needed.
    public init(options: SheafOptions = SheafOptions(), capacity: Int = 512) {
        self.buffer = SheafByteBuffer(capacity: capacity)
        self.depth = 0
        self.options = options
        self.instanceNumbers = [:]
        self.writtenInstances = []
        self.checksumPending = false
        self.tables = SheafWriterTables()
        self.payloadCaseScope = nil
        self.payloadCasesWritten = 0
        self.archiveStart = 0
    }

    /// The number of bytes written so far.
    @inlinable
    public var count: Int {
        buffer.count
    }

    /// Calls `body` with the bytes written so far (valid only inside `body`).
    ///
    /// - Parameter body: Reads the bytes.
    /// - Returns: What `body` returns.
    @inlinable
    public func withUnsafeBytes<R, E: Error>(_ body: (UnsafeRawBufferPointer) throws(E) -> R) throws(E) -> R {
        try body(UnsafeRawBufferPointer(start: buffer.base, count: buffer.count))
    }

    /// The bytes written, as an array (the writer is consumed).
    ///
    /// - Returns: A copy of the output.
    @inlinable
    public consuming func bytes() -> [UInt8] {
        buffer.makeArray()
    }

    /// The bytes written, as `Data` that takes over the writer's memory without copying.
    ///
    /// - Returns: The output.
    @inlinable
    public consuming func data() -> Data {
        let buffer = self.buffer
        return buffer.takeData()
    }

    // MARK: - Raw bytes

    /// Appends one byte.
    ///
    /// - Parameter byte: The byte.
    @inlinable
    @inline(__always)
    public mutating func writeByte(_ byte: UInt8) {
        buffer.reserve(1)
        buffer.base.storeBytes(of: byte, toByteOffset: buffer.count, as: UInt8.self)
        buffer.count &+= 1
    }

    /// Appends bytes verbatim.
    ///
    /// - Parameter bytes: The bytes.
    @inlinable
    public mutating func writeRawBytes(_ bytes: UnsafeRawBufferPointer) {
        let count = bytes.count
        guard count > 0 else { return }
        buffer.reserve(count)
        (buffer.base + buffer.count).copyMemory(from: bytes.baseAddress!, byteCount: count)
        buffer.count &+= count
    }

    /// Appends bytes verbatim.
    ///
    /// - Parameter bytes: The bytes.
    @inlinable
    public mutating func writeRawBytes(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { writeRawBytes($0) }
    }

    /// Appends a varint.
    ///
    /// - Parameter value: The value.
    @inlinable
    @inline(__always)
    public mutating func writeVarint(_ value: UInt64) {
        buffer.reserve(Varint.maxSize)
        if value < 0x80 {
            buffer.base.storeBytes(of: UInt8(truncatingIfNeeded: value), toByteOffset: buffer.count, as: UInt8.self)
            buffer.count &+= 1
        } else {
            buffer.count &+= Varint.store(value, at: buffer.base + buffer.count)
        }
    }

    /// Appends a zig-zag varint.
    ///
    /// - Parameter value: The signed value.
    @inlinable
    @inline(__always)
    public mutating func writeSignedVarint(_ value: Int64) {
        writeVarint(ZigZag.encode(value))
    }

    /// Appends four bytes, little-endian.
    ///
    /// - Parameter value: The value.
    @inlinable
    @inline(__always)
    public mutating func writeFixed32(_ value: UInt32) {
        buffer.reserve(4)
        buffer.base.storeBytes(of: value.littleEndian, toByteOffset: buffer.count, as: UInt32.self)
        buffer.count &+= 4
    }

    /// Appends eight bytes, little-endian.
    ///
    /// - Parameter value: The value.
    @inlinable
    @inline(__always)
    public mutating func writeFixed64(_ value: UInt64) {
        buffer.reserve(8)
        buffer.base.storeBytes(of: value.littleEndian, toByteOffset: buffer.count, as: UInt64.self)
        buffer.count &+= 8
    }

    /// Appends a field key, `varint(id << 3 | kind)`.
    ///
    /// - Parameters:
    ///   - id: The field id (1 … 2^29 − 1).
    ///   - kind: The wire kind of the value that follows.
    @inlinable
    @inline(__always)
    public mutating func writeKey(_ id: Int, _ kind: SheafWireKind) {
        writeVarint(UInt64(truncatingIfNeeded: id) << 3 | UInt64(kind.rawValue))
    }
}
