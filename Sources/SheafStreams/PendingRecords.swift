import Sheaf

/// The records a stream writer has gathered for its next block: their length-prefixed bodies
/// and how many there are.
struct PendingRecords: ~Copyable {
    /// The records, each as `varint length` then the body: a block's data before its codec.
    /// Records are encoded here in place; ready bodies (of schema-driven values) are copied in.
    private var bytes: SheafWriter
    /// How many records ``bytes`` holds.
    private(set) var recordCount = 0
    /// The bytes the last record's length took: the next record's guess, so its body seldom
    /// moves once its length is known.
    private var prefixGuess = 1

    /// No records yet, for blocks of about `blockTarget` bytes of records read with `options`.
    init(blockTarget: Int, options: SheafOptions) {
        bytes = SheafWriter(options: options, capacity: Swift.min(blockTarget, 1 << 20) + 64)
    }

    /// The bytes gathered so far.
    var byteCount: Int { bytes.count }

    /// What a body takes in a block: its length prefix and itself.
    static func size(of body: UnsafeRawBufferPointer) -> Int {
        Varint.encodedSize(of: UInt64(body.count)) + body.count
    }

    /// Adds a record's body.
    ///
    /// - Parameter body: The body.
    /// - Returns: The bytes gathered now.
    mutating func add(_ body: UnsafeRawBufferPointer) -> Int {
        bytes.writeVarint(UInt64(body.count))
        bytes.writeRawBytes(body)
        recordCount += 1
        return bytes.count
    }

    /// Adds a record whose body `encode` writes (its root value) in place after the others.
    /// On an error nothing is added.
    ///
    /// - Parameter encode: Writes the record's root value.
    /// - Returns: Where the record starts and its body's length.
    /// - Throws: What `encode` throws, or the body's limits.
    mutating func add(_ encode: (inout SheafWriter) throws(SheafError) -> Void) throws(SheafError) -> (
        start: Int, bodyLength: Int
    ) {
        let start = bytes.count
        let length = try bytes.appendLengthPrefixedBody(prefixGuess: prefixGuess, encode)
        prefixGuess = bytes.count - start - length
        recordCount += 1
        return (start, length)
    }

    /// Takes back the last record, which starts at `start`.
    mutating func removeLast(from start: Int) {
        bytes.removeBytes(from: start)
        recordCount -= 1
    }

    /// Forgets the records before the last one, which starts at `start` (they went out as a
    /// block): the last one begins the next block.
    mutating func keepOnlyLast(from start: Int) {
        bytes.removeBytes(before: start)
        recordCount = 1
    }

    /// The first `count` gathered records, which end at `end`, as one block — record count,
    /// data length (and, for deflate, the inflated length), data, CRC-32C of all that, sync
    /// marker —, handed to `write` in pieces so that the records are never copied again.
    ///
    /// - Parameters:
    ///   - count: How many records the block holds (from the first).
    ///   - end: Where they end.
    ///   - codec: How the block stores its records.
    ///   - syncMarker: The stream's sync marker.
    ///   - write: Writes one piece; returns `errno` on failure, `nil` on success.
    /// - Returns: The first failure's `errno`, or `nil`.
    func writeBlock(
        of count: Int, endingAt end: Int, codec: SheafStreamCodec, syncMarker: [UInt8],
        _ write: (UnsafeRawBufferPointer) -> Int32?
    ) -> Int32? {
        bytes.withUnsafeBytes { (all: UnsafeRawBufferPointer) -> Int32? in
            let records = UnsafeRawBufferPointer(rebasing: all[..<end])
            let compressed = codec == .deflate ? Deflate.compress(records) : nil
            var head = SheafWriter(capacity: 32)
            head.writeVarint(UInt64(count))
            head.writeVarint(UInt64(compressed?.count ?? records.count))
            if codec == .deflate {
                head.writeVarint(UInt64(records.count))
            }
            return head.withUnsafeBytes { (head: UnsafeRawBufferPointer) -> Int32? in
                func writePieces(data: UnsafeRawBufferPointer) -> Int32? {
                    var crc = CRC32C.update(0xFFFF_FFFF, with: head)
                    crc = ~CRC32C.update(crc, with: data)
                    var tail = withUnsafeBytes(of: crc.littleEndian) { [UInt8]($0) }
                    tail += syncMarker
                    return tail.withUnsafeBytes { tail in write(head) ?? write(data) ?? write(tail) }
                }
                if let compressed {
                    return compressed.withUnsafeBytes { writePieces(data: $0) }
                }
                return writePieces(data: records)
            }
        }
    }

    /// Forgets the gathered records, keeping the memory for the next block.
    mutating func removeAll() {
        bytes.removeBytes(from: 0)
        recordCount = 0
    }
}
