import Foundation
import Sheaf

/// The blocks of a stream file, read one at a time in constant memory: the layer every stream
/// reader shares (generated types, schema-driven values, the tools).
///
/// Each block is returned only after its framing, its inflating and the framing of its records
/// checked, so a reader never returns a record of a block that fails. A block whose framing
/// fails with no valid block after it is a torn tail (`SheafError.Code.tornTail`); with one
/// after it, corruption. After an error, no more blocks are returned.
public final class SheafStreamBlocks {
    /// The stream's header.
    public let header: SheafStreamHeader
    /// The limits in force.
    public let options: SheafStreamOptions
    /// The file's size when it was opened.
    public var fileSize: Int { input.size }

    let input: StreamInput
    let framing: StreamFraming
    private var nextOffset: Int?
    private let end: Int
    private var index = 0

    /// Opens a stream and reads its header; with a byte range, positions at the first block
    /// that begins in it (found by the sync marker), so adjacent ranges read every block once.
    ///
    /// - Parameters:
    ///   - url: The stream file.
    ///   - options: Limits.
    ///   - byteRange: The split to read: the blocks whose first byte lies in it.
    /// - Throws: ``SheafStreamError`` (header errors, input errors).
    public init(contentsOf url: URL, options: SheafStreamOptions = SheafStreamOptions(), byteRange: Range<Int>? = nil)
        throws(SheafStreamError)
    {
        do throws(SheafError) {
            input = try StreamInput(url)
            header = try SheafStreamHeader.read(from: input, options: options)
        } catch {
            throw SheafStreamError(error)
        }
        self.options = options
        framing = StreamFraming(input: input, header: header, options: options)
        end = byteRange?.upperBound ?? Int.max
        let start = byteRange?.lowerBound ?? 0
        if start <= header.layout.firstBlock {
            nextOffset = header.layout.firstBlock
        } else {
            do throws(SheafError) {
                nextOffset = try framing.firstBlock(from: start)
            } catch {
                throw SheafStreamError(error)
            }
        }
    }

    /// The next block, or `nil` at the end of the stream (or of the range).
    ///
    /// - Returns: The block, checked and inflated.
    /// - Throws: ``SheafStreamError`` with the block's index and offset.
    public func nextBlock() throws(SheafStreamError) -> SheafStreamBlock? {
        guard let offset = nextOffset, offset < end, offset < input.size else {
            nextOffset = nil
            return nil
        }
        nextOffset = nil
        let number = index
        index += 1
        do throws(SheafError) {
            let frame: StreamBlockFrame
            do throws(SheafError) {
                frame = try framing.frame(at: offset)
            } catch {
                throw try framing.judge(error, at: offset)
            }
            let block = try content(of: frame, index: number)
            nextOffset = frame.end
            return block
        } catch {
            throw SheafStreamError(error, block: number, blockOffset: offset)
        }
    }

    /// A framed block's data, inflated, split into its records.
    private func content(of frame: StreamBlockFrame, index: Int) throws(SheafError) -> SheafStreamBlock {
        let stored = frame.bytes[frame.dataStart..<frame.dataStart + frame.dataLength]
        let dataOffset = frame.offset + frame.dataStart
        let data: [UInt8]
        let base: Int
        switch header.codec {
        case .none:
            // One memory copy (an `Array` of the slice copies element by element).
            data = stored.withUnsafeBytes { source in
                [UInt8](unsafeUninitializedCapacity: source.count) { target, count in
                    if let from = source.baseAddress, source.count > 0 {
                        UnsafeMutableRawPointer(target.baseAddress!).copyMemory(from: from, byteCount: source.count)
                    }
                    count = source.count
                }
            }
            base = dataOffset
        case .deflate:
            data = try Deflate.inflate(stored, rawLength: frame.rawLength, offset: dataOffset)
            base = 0
        }
        var records: [Range<Int>] = []
        records.reserveCapacity(frame.recordCount)
        try withBytes(data) { buffer throws(SheafError) in
            var reader = SheafReader(buffer: buffer)
            do throws(SheafError) {
                for _ in 0..<frame.recordCount {
                    let lengthOffset = reader.offset
                    let length = try reader.readVarint()
                    guard length <= UInt64(reader.remaining) else {
                        throw SheafError(
                            .lengthOutOfBounds, offset: lengthOffset,
                            message: "a record of \(length) bytes, \(reader.remaining) remain in the block")
                    }
                    let start = reader.offset
                    try reader.skipBytes(Int(length))
                    records.append(start..<start + Int(length))
                }
                guard reader.isAtEnd else {
                    throw SheafError(
                        .trailingBytes, offset: reader.offset,
                        message: "\(reader.remaining) bytes follow the block's \(frame.recordCount) records")
                }
            } catch {
                throw error.shifted(by: base)
            }
        }
        return SheafStreamBlock(index: index, offset: frame.offset, data: data, dataBase: base, records: records)
    }

    /// Walks the rest of the stream checking only each block's framing (no inflating, no
    /// records), as an appending writer does, and returns where the valid blocks end: the end
    /// of the file, or the start of a torn tail.
    ///
    /// - Returns: The offset after the last valid block, and whether a torn tail follows it.
    /// - Throws: ``SheafStreamError`` for corruption before the last valid block.
    public func endOfValidBlocks() throws(SheafStreamError) -> (offset: Int, torn: Bool) {
        try walkFraming { _ in }
    }

    /// Walks the rest of the stream checking only each block's framing, as
    /// ``endOfValidBlocks()`` does, and shows each valid block's framing to `visit` on the way
    /// (what a tool that describes a stream prints), in constant memory.
    ///
    /// - Parameter visit: Called with each block whose framing checked, in file order.
    /// - Returns: The offset after the last valid block, and whether a torn tail follows it.
    /// - Throws: ``SheafStreamError`` for corruption before the last valid block.
    public func walkFraming(_ visit: (SheafStreamBlockFraming) -> Void) throws(SheafStreamError) -> (offset: Int, torn: Bool) {
        var offset = nextOffset ?? input.size
        var number = index
        while offset < input.size {
            do throws(SheafError) {
                let frame = try framing.frame(at: offset)
                visit(
                    SheafStreamBlockFraming(
                        index: number, offset: offset, recordCount: frame.recordCount, storedLength: frame.dataLength,
                        rawLength: frame.rawLength))
                offset = frame.end
            } catch {
                let judged: SheafError
                do throws(SheafError) {
                    judged = try framing.judge(error, at: offset)
                } catch {
                    throw SheafStreamError(error, block: number, blockOffset: offset)
                }
                if judged.code == .tornTail {
                    return (offset, true)
                }
                throw SheafStreamError(judged, block: number, blockOffset: offset)
            }
            number += 1
        }
        return (offset, false)
    }
}

/// What a framing walk (``SheafStreamBlocks/walkFraming(_:)``) knows of one block: where it
/// is and what its lengths declare, without its data.
public struct SheafStreamBlockFraming: Sendable, Hashable {
    /// The block's index, from 0.
    public let index: Int
    /// The block's file offset.
    public let offset: Int
    /// The number of records the block declares.
    public let recordCount: Int
    /// The stored data's length.
    public let storedLength: Int
    /// The data's length once inflated (the stored length for codec none).
    public let rawLength: Int
}
