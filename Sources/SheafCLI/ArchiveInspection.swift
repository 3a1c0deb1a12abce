import Foundation
import Sheaf
import SheafDynamic

/// What `sheaf inspect` prints for an archive, read without a schema: the header, whether its
/// checksum holds, the tag table, each entry of the instance table and the root, the entries
/// and the root as raw wire trees (``RawWireTree``).
enum ArchiveInspection {
    /// The lines for the archive `bytes`, or the error that stops reading it (a bad header or
    /// bad tables: the archive rules, checked by the runtime's reader). A checksum that does
    /// not match is shown, not an error: the rest is read as if the archive had none.
    ///
    /// - Parameters:
    ///   - bytes: The archive.
    ///   - path: The file's name, as the first line shows it.
    /// - Returns: The lines, without newlines.
    /// - Throws: ``SheafError``.
    static func lines(of bytes: [UInt8], path: String) throws(SheafError) -> [String] {
        var bytes = bytes
        let checksum = checksumState(&bytes)
        let parts = try withBytes(bytes) { buffer throws(SheafError) -> (SheafArchiveHeader, Layout) in
            var reader = SheafReader(buffer: buffer)
            let header = try reader.readHeader()
            try reader.readTables()
            // A second reader walks the checked tables again for their positions.
            var walk = SheafReader(buffer: buffer)
            _ = try walk.readHeader()
            return try (header, tableLayout(&walk))
        }
        let (header, layout) = parts
        var lines = [
            "\(path): archive",
            "  format: \(header.formatVersion)",
            "  schema: \(header.schemaName)",
            "  version: \(header.schemaVersion)",
            "  fingerprint: \(header.fingerprint)",
            "  root type: \(header.rootType)",
            "  checksum: \(checksum)",
            "  tags: \(layout.tags.count)",
        ]
        for (number, tag) in layout.tags.enumerated() {
            lines.append("    \(number + 1): \"\(tag)\"")
        }
        lines.append("  instances: \(layout.entries.count)")
        for (number, entry) in layout.entries.enumerated() {
            lines.append("    @\(number + 1):")
            lines +=
                RawWireTree.messageLines(bytes, in: entry, indent: "        ")
                ?? ["        bytes: " + RawWireTree.hexBytes(bytes[entry])]
        }
        lines.append("  root:")
        lines += rootLines(bytes, root: layout.root)
        return lines
    }

    /// The tags, the entries' contents and the root's bytes of a body whose tables checked.
    private struct Layout {
        var tags: [String] = []
        var entries: [Range<Int>] = []
        var root = 0..<0
    }

    /// Reads the (already checked) tables again, keeping where each part lies.
    private static func tableLayout(_ reader: inout SheafReader) throws(SheafError) -> Layout {
        var layout = Layout()
        let tagCount = try reader.readCount(minimumElementSize: 2)
        for _ in 0..<tagCount {
            layout.tags.append(try reader.readString())
        }
        let entryCount = try reader.readCount(minimumElementSize: 1)
        for _ in 0..<entryCount {
            let length = try reader.readLength()
            layout.entries.append(reader.offset..<reader.offset + length)
            try reader.skipBytes(length)
        }
        layout.root = reader.offset..<reader.offset + reader.remaining
        return layout
    }

    /// `none`, `valid` or `mismatch`; a trailer that does not match (or is cut) is removed and
    /// the flag cleared, so the header and body still read.
    private static func checksumState(_ bytes: inout [UInt8]) -> String {
        let flags = SheafArchiveHeader.flagsOffset
        guard bytes.count > flags, bytes.starts(with: SheafArchiveHeader.magic),
            bytes[flags] & SheafArchiveHeader.checksumFlag != 0
        else { return "none" }
        if bytes.count >= flags + 1 + 4 {
            let trailer = bytes.count - 4
            let stored = bytes[trailer...].reversed().reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            let computed = bytes.withUnsafeBytes { CRC32C.checksum(UnsafeRawBufferPointer(rebasing: $0[..<trailer])) }
            if stored == computed { return "valid" }
        }
        bytes[flags] &= ~SheafArchiveHeader.checksumFlag
        bytes.removeSubrange(max(flags + 1, bytes.count - 4)...)
        return "mismatch"
    }

    /// The root as a message when its bytes are one length-prefixed message that uses them
    /// exactly, else its bytes in hex.
    private static func rootLines(_ bytes: [UInt8], root: Range<Int>) -> [String] {
        let content = bytes.withUnsafeBytes { buffer -> Range<Int>? in
            var reader = SheafReader(buffer: UnsafeRawBufferPointer(rebasing: buffer[root]))
            guard let length = try? reader.readVarint(), length == UInt64(reader.remaining) else { return nil }
            return root.lowerBound + reader.offset..<root.upperBound
        }
        if let content, let lines = RawWireTree.messageLines(bytes, in: content, indent: "    ") {
            return lines
        }
        return ["    bytes: " + RawWireTree.hexBytes(bytes[root])]
    }

    /// Runs `body` over the bytes, carrying its typed error out.
    private static func withBytes<R>(
        _ bytes: [UInt8], _ body: (UnsafeRawBufferPointer) throws(SheafError) -> R
    ) throws(SheafError) -> R {
        let result = bytes.withUnsafeBytes { buffer in
            Result { () throws(SheafError) -> R in try body(buffer) }
        }
        return try result.get()
    }
}
