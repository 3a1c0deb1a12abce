import Foundation

extension SheafReader {
    /// Reads a bool's bare form.
    ///
    /// - Returns: The value.
    /// - Throws: As ``readVarint()``, or ``SheafError/Code/invalidBool`` for values other than 0, 1.
    @inlinable
    @inline(__always)
    public mutating func readBool() throws(SheafError) -> Bool {
        let start = position
        let value = try readVarint()
        guard value <= 1 else {
            throw SheafError(.invalidBool, offset: start, message: "bool must be 0 or 1, found \(value)")
        }
        return value == 1
    }

    /// Reads a float32's bare form (bit pattern preserved).
    ///
    /// - Returns: The value.
    /// - Throws: ``SheafError/Code/truncated``.
    @inlinable
    @inline(__always)
    public mutating func readFloat() throws(SheafError) -> Float {
        Float(bitPattern: try readFixed32())
    }

    /// Reads float32 data (wire kind I32) for a float64 field, widened as the format says:
    /// numbers exactly, and a NaN bit by bit — sign, quiet bit and payload kept, the 23-bit
    /// fraction moved up by 29 bits — rather than through the hardware conversion, which
    /// quiets signalling NaNs.
    ///
    /// - Returns: The value.
    /// - Throws: ``SheafError/Code/truncated``.
    @inlinable
    public mutating func readFloatWidened() throws(SheafError) -> Double {
        let bits = try readFixed32()
        let value = Float(bitPattern: bits)
        guard value.isNaN else { return Double(value) }
        return Double(bitPattern: UInt64(bits >> 31) << 63 | 0x7FF0_0000_0000_0000 | UInt64(bits & 0x7F_FFFF) << 29)
    }

    /// Reads a float64's bare form (bit pattern preserved).
    ///
    /// - Returns: The value.
    /// - Throws: ``SheafError/Code/truncated``.
    @inlinable
    @inline(__always)
    public mutating func readDouble() throws(SheafError) -> Double {
        Double(bitPattern: try readFixed64())
    }

    /// Reads a string's bare form, validating its UTF-8.
    ///
    /// - Returns: The string.
    /// - Throws: As ``readLength()``, or ``SheafError/Code/invalidUTF8``.
    @inlinable
    public mutating func readString() throws(SheafError) -> String {
        let start = position
        let length = try readLength()
        let bytes = UnsafeRawBufferPointer(start: base + position, count: length)
        guard let string = SheafReader.makeString(bytes) else {
            throw SheafError(.invalidUTF8, offset: start, message: "string of \(length) bytes is not valid UTF-8")
        }
        position &+= length
        return string
    }

    /// Skips a string's bare form after checking its UTF-8 in place, without building it.
    ///
    /// - Throws: As ``readString()``.
    @inlinable
    public mutating func skipString() throws(SheafError) {
        let start = position
        let length = try readLength()
        guard SheafUTF8.isValid(UnsafeRawBufferPointer(start: base + position, count: length)) else {
            throw SheafError(.invalidUTF8, offset: start, message: "string of \(length) bytes is not valid UTF-8")
        }
        position &+= length
    }

    /// Decodes UTF-8, or returns `nil` if it is not well-formed.
    ///
    /// ASCII, the common case for identifiers and names, is recognised eight bytes at a time and
    /// cannot be malformed; up to 15 bytes of it become a small string in place
    /// (``SheafSmallString``). Anything else goes through the standard library's strict
    /// validation.
    @usableFromInline
    static func makeString(_ bytes: UnsafeRawBufferPointer) -> String? {
        if let small = SheafSmallString.ascii(bytes) {
            return small
        }
        let count = bytes.count
        guard count > 0 else { return "" }
        let start = bytes.baseAddress!
        var index = 0
        var combined: UInt64 = 0
        while count - index >= 8 {
            combined |= start.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            index += 8
        }
        while index < count {
            combined |= UInt64(start.load(fromByteOffset: index, as: UInt8.self))
            index += 1
        }
        if combined & 0x8080_8080_8080_8080 == 0 {
            // ASCII is valid UTF-8. (Up to 15 bytes of it only where small strings are not
            // built in place.)
            if count <= 15 {
                return String(unsafeUninitializedCapacity: count) { target in
                    UnsafeMutableRawBufferPointer(target).copyMemory(from: bytes)
                    return count
                }
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    /// Reads a byte string's bare form.
    ///
    /// - Returns: The bytes.
    /// - Throws: As ``readLength()``.
    @inlinable
    public mutating func readBytes() throws(SheafError) -> Data {
        let length = try readLength()
        let data = Data(bytes: base + position, count: length)
        position &+= length
        return data
    }

    /// Reads a byte string's bare form and calls `body` with its bytes in place, without copying
    /// (valid only inside `body`).
    ///
    /// - Parameter body: Reads the bytes.
    /// - Returns: What `body` returns.
    /// - Throws: As ``readLength()``, or what `body` throws.
    @inlinable
    public mutating func readBytes<R>(_ body: (UnsafeRawBufferPointer) throws(SheafError) -> R) throws(SheafError) -> R {
        let length = try readLength()
        let result = try body(UnsafeRawBufferPointer(start: base + position, count: length))
        position &+= length
        return result
    }

    /// Reads a uuid's bare form: length 16, then 16 bytes.
    ///
    /// - Returns: The uuid.
    /// - Throws: As ``readLength()``, or ``SheafError/Code/invalidUUID`` when the length is not 16.
    @inlinable
    public mutating func readUUID() throws(SheafError) -> UUID {
        let start = position
        let length = try readLength()
        guard length == 16 else {
            throw SheafError(.invalidUUID, offset: start, message: "uuid must be 16 bytes, found \(length)")
        }
        var uuid: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &uuid) { $0.copyMemory(from: UnsafeRawBufferPointer(start: base + position, count: 16)) }
        position &+= 16
        return UUID(uuid: uuid)
    }

    /// Reads a url's bare form: a string that is a non-empty RFC 3986 URI reference
    /// (``SheafURLGrammar``), checked by the format's grammar rather than by Foundation.
    ///
    /// - Returns: The url.
    /// - Throws: As ``readString()``, or ``SheafError/Code/invalidURL``.
    @inlinable
    public mutating func readURL() throws(SheafError) -> URL {
        let start = position
        let text = try readString()
        guard SheafURLGrammar.isValid(text) else {
            throw SheafError(.invalidURL, offset: start, message: "\"\(text)\" is not a valid URL")
        }
        // Built without encoding anything, so `absoluteString` gives back these bytes. For a
        // text the grammar accepts Foundation should never refuse or change it; if it ever
        // did, failing is better than reading (and re-writing) something else.
        guard let url = URL(string: text, encodingInvalidCharacters: false), url.absoluteString == text else {
            throw SheafError(
                .invalidURL, offset: start,
                message: "\"\(text)\" is a valid URI reference, but Foundation's URL cannot hold it unchanged")
        }
        return url
    }

    /// Reads a timestamp's bare form: zig-zag varint microseconds since 1970-01-01T00:00:00Z.
    ///
    /// - Returns: The instant.
    /// - Throws: As ``readVarint()``.
    @inlinable
    public mutating func readTimestamp() throws(SheafError) -> Date {
        let micros = try readSignedVarint()
        // Whole seconds and the fraction separately, and the epoch shift in integers, so that
        // the one rounding to `Date`'s Double happens last (Date counts from 2001).
        let (seconds, fraction) = micros.quotientAndRemainder(dividingBy: 1_000_000)
        let sinceReference = seconds &- SheafWriter.referenceDateOffset
        return Date(timeIntervalSinceReferenceDate: Double(sinceReference) + Double(fraction) / 1_000_000)
    }
}
