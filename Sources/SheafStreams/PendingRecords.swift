import Sheaf

/// The records a stream writer has gathered for its next block: their length-prefixed bodies,
/// how many there are, and the writer the next record's body reuses.
struct PendingRecords: ~Copyable {
    /// The records, each as `varint length` then the body: a block's data before its codec.
    /// A writer, whose appends are a capacity check and a copy.
    private var bytes: SheafWriter
    /// How many records ``bytes`` holds.
    private(set) var recordCount = 0
    /// The last record's finished writer, whose memory the next record reuses.
    var scratch: SheafWriter?

    /// No records yet, for blocks of about `blockTarget` bytes.
    init(blockTarget: Int) {
        bytes = SheafWriter(capacity: Swift.min(blockTarget, 1 << 20) + 64)
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

    /// The gathered records as one block — record count, data length (and, for deflate, the
    /// inflated length), data, CRC-32C of all that, sync marker —, handed to `write` in pieces
    /// so that the records are never copied again.
    ///
    /// - Parameters:
    ///   - codec: How the block stores its records.
    ///   - syncMarker: The stream's sync marker.
    ///   - write: Writes one piece; returns `errno` on failure, `nil` on success.
    /// - Returns: The first failure's `errno`, or `nil`.
    func writeBlock(
        codec: SheafStreamCodec, syncMarker: [UInt8], _ write: (UnsafeRawBufferPointer) -> Int32?
    ) -> Int32? {
        bytes.withUnsafeBytes { (records: UnsafeRawBufferPointer) -> Int32? in
            let compressed = codec == .deflate ? Deflate.compress(records) : nil
            var head = SheafWriter(capacity: 32)
            head.writeVarint(UInt64(recordCount))
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
        let gathered = consume self
        self = PendingRecords(recycling: gathered)
    }

    /// No records, in `gathered`'s memory, keeping its scratch writer.
    private init(recycling gathered: consuming PendingRecords) {
        // The options only matter to writers of values; these bytes are written raw.
        bytes = gathered.bytes.emptied(options: SheafOptions())
        scratch = gathered.scratch
    }
}
