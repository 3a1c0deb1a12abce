import Sheaf

/// One block of a stream whose framing checked: its counts and lengths, its bytes, and where
/// it ends.
struct StreamBlockFrame {
    /// The block's first byte (its record count).
    let offset: Int
    /// The number of records.
    let recordCount: Int
    /// The stored data's length.
    let dataLength: Int
    /// The data's length once inflated (the stored length for codec none).
    let rawLength: Int
    /// Where the data starts, from the block's first byte.
    let dataStart: Int
    /// The block's bytes, record count through sync marker.
    let bytes: [UInt8]
    /// The offset just past the block's sync marker: where the next block begins.
    var end: Int { offset + bytes.count }
}

extension SheafError {
    /// The same error with its offset moved by `base` (an offset within a part of the file
    /// becomes a file offset).
    @usableFromInline
    func shifted(by base: Int) -> SheafError {
        var error = self
        if let offset = error.offset {
            error.offset = offset + base
        }
        return error
    }
}

/// The framing checks of a stream's blocks (record count, lengths and their limits, CRC,
/// marker) and the search for the next block that passes them: one implementation for the
/// readers, the appending writer and the tools.
struct StreamFraming {
    let input: StreamInput
    let header: SheafStreamHeader
    let options: SheafStreamOptions

    /// The block at `offset`, if its framing checks.
    ///
    /// - Throws: The first framing check that fails, at its file offset.
    func frame(at offset: Int) throws(SheafError) -> StreamBlockFrame {
        let prefix = try input.bytes(at: offset, count: 30)
        let deflate = header.codec == .deflate
        let counts = try withBytes(prefix) { buffer throws(SheafError) -> (Int, Int, Int, Int, Int) in
            var reader = SheafReader(buffer: buffer)
            do throws(SheafError) {
                let recordCount = try reader.readVarint()
                let dataLengthOffset = reader.offset
                let dataLength = try reader.readVarint()
                guard dataLength <= UInt64(options.maxBlockSize) else {
                    throw SheafError(
                        .blockTooLarge, offset: dataLengthOffset,
                        message: "a block of \(dataLength) bytes exceeds the limit of \(options.maxBlockSize)")
                }
                var rawLength = dataLength
                if deflate {
                    let rawOffset = reader.offset
                    rawLength = try reader.readVarint()
                    guard rawLength <= UInt64(options.maxBlockSize) else {
                        throw SheafError(
                            .blockTooLarge, offset: rawOffset,
                            message: "a block inflating to \(rawLength) bytes exceeds the limit of \(options.maxBlockSize)")
                    }
                }
                guard recordCount >= 1, recordCount <= rawLength else {
                    throw SheafError(
                        .countOutOfBounds, offset: 0,
                        message: recordCount == 0
                            ? "a block holds at least one record" : "\(recordCount) records cannot fit \(rawLength) bytes")
                }
                return (Int(recordCount), dataLengthOffset, Int(dataLength), Int(rawLength), reader.offset)
            } catch {
                throw error.shifted(by: offset)
            }
        }
        let (recordCount, dataLengthOffset, dataLength, rawLength, dataStart) = counts
        let available = input.size - offset - dataStart
        guard dataLength <= available else {
            throw SheafError(
                .lengthOutOfBounds, offset: offset + dataLengthOffset,
                message: "the block's data needs \(dataLength) bytes, \(available) remain")
        }
        let crcStart = dataStart + dataLength
        let total = crcStart + 4 + SheafStreamHeader.syncMarkerLength
        let bytes = try input.bytes(at: offset, count: total)
        guard bytes.count >= crcStart + 4 else {
            throw SheafError(
                .truncated, offset: offset + crcStart, message: "the block's CRC-32C needs 4 bytes, \(bytes.count - crcStart) remain")
        }
        guard bytes.count == total else {
            throw SheafError(
                .truncated, offset: offset + crcStart + 4,
                message: "the block's sync marker needs 16 bytes, \(bytes.count - crcStart - 4) remain")
        }
        let stored = bytes[crcStart..<crcStart + 4].reversed().reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        let computed = bytes.withUnsafeBytes { CRC32C.checksum(UnsafeRawBufferPointer(rebasing: $0[..<crcStart])) }
        guard stored == computed else {
            throw SheafError(
                .checksumMismatch, offset: offset + crcStart,
                message: "the block's CRC-32C is 0x\(String(computed, radix: 16)), it says 0x\(String(stored, radix: 16))")
        }
        guard bytes[(crcStart + 4)...].elementsEqual(header.syncMarker) else {
            throw SheafError(
                .syncMarkerMismatch, offset: offset + crcStart + 4, message: "the block does not end with the stream's sync marker")
        }
        return StreamBlockFrame(
            offset: offset, recordCount: recordCount, dataLength: dataLength, rawLength: rawLength, dataStart: dataStart,
            bytes: bytes)
    }

    /// The first position at or after `lowerBound` that the sync marker precedes and where a
    /// block's framing checks, or `nil`. Reads the file in bounded chunks.
    func firstBlock(from lowerBound: Int) throws(SheafError) -> Int? {
        let marker = header.syncMarker
        let length = marker.count
        let chunk = 64 << 10
        // A marker ending at p starts at p − 16: begin where a marker could end at lowerBound.
        var start = Swift.max(0, lowerBound - length)
        while start + length <= input.size {
            let bytes = try input.bytes(at: start, count: chunk + length - 1)
            if bytes.count < length { break }
            for index in 0...(bytes.count - length) where bytes[index] == marker[0] {
                let end = start + index + length
                guard end >= lowerBound, end < input.size else { continue }
                if bytes[index..<index + length].elementsEqual(marker), (try? frame(at: end)) != nil {
                    return end
                }
            }
            start += chunk
        }
        return nil
    }

    /// A framing failure at `offset`, judged: `SheafError.Code.tornTail` at the block when no
    /// valid block follows it, else the failure itself (corruption in the middle).
    func judge(_ failure: SheafError, at offset: Int) throws(SheafError) -> SheafError {
        if try firstBlock(from: offset + 1) != nil {
            return failure
        }
        return SheafError(
            .tornTail, offset: offset,
            message:
                "the last block is incomplete or damaged (\(failure.code) at byte \(failure.offset ?? offset))"
        )
    }
}
