internal import CZlib
import Sheaf

/// Raw deflate (RFC 1951, no zlib or gzip wrapper) through the system's zlib.
enum Deflate {
    /// The records of a block, compressed at zlib's default level.
    static func compress(_ input: UnsafeRawBufferPointer) -> [UInt8] {
        var stream = z_stream()
        let status = deflateInit2_(
            &stream, Z_DEFAULT_COMPRESSION, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION,
            Int32(MemoryLayout<z_stream>.size))
        precondition(status == Z_OK, "zlib's deflateInit2 failed (\(status))")
        defer { deflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(input.count))))
        let produced = output.withUnsafeMutableBytes { out -> Int in
            stream.next_in = UnsafeMutablePointer(mutating: input.bindMemory(to: Bytef.self).baseAddress)
            stream.avail_in = uInt(input.count)
            stream.next_out = out.bindMemory(to: Bytef.self).baseAddress
            stream.avail_out = uInt(out.count)
            let result = deflate(&stream, Z_FINISH)
            precondition(result == Z_STREAM_END, "zlib's deflate did not finish within its bound (\(result))")
            return out.count - Int(stream.avail_out)
        }
        output.removeLast(output.count - produced)
        return output
    }

    /// Inflates `bytes` into exactly `rawLength` bytes, never more: anything else — a malformed
    /// stream, more or less output, input left over — is `decompressionFailed` at `offset`.
    static func inflate(_ bytes: ArraySlice<UInt8>, rawLength: Int, offset: Int) throws(SheafError) -> [UInt8] {
        var stream = z_stream()
        let status = inflateInit2_(&stream, -15, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
        guard status == Z_OK else {
            throw SheafError(.decompressionFailed, offset: offset, message: "zlib could not start inflating (\(status))")
        }
        defer { inflateEnd(&stream) }
        // One byte more than declared, so that output beyond the declared length is seen
        // without producing more than that byte.
        var output = [UInt8](repeating: 0, count: rawLength + 1)
        let (result, produced, leftOver) = bytes.withUnsafeBytes { input in
            output.withUnsafeMutableBytes { out -> (Int32, Int, Int) in
                stream.next_in = UnsafeMutablePointer(mutating: input.bindMemory(to: Bytef.self).baseAddress)
                stream.avail_in = uInt(input.count)
                stream.next_out = out.bindMemory(to: Bytef.self).baseAddress
                stream.avail_out = uInt(out.count)
                let result = CZlib.inflate(&stream, Z_FINISH)
                return (result, out.count - Int(stream.avail_out), Int(stream.avail_in))
            }
        }
        guard result == Z_STREAM_END, produced == rawLength, leftOver == 0 else {
            let why: String
            if produced > rawLength {
                why = "it inflates to more than the declared \(rawLength) bytes"
            } else if result != Z_STREAM_END {
                why = "the deflate data is malformed or cut"
            } else if produced < rawLength {
                why = "it inflates to \(produced) bytes, not the declared \(rawLength)"
            } else {
                why = "\(leftOver) bytes follow the end of the deflate data"
            }
            throw SheafError(.decompressionFailed, offset: offset, message: "the block cannot be inflated: " + why)
        }
        output.removeLast()
        return output
    }
}
