import Foundation

extension SheafWriter {
    /// Appends a bool's bare form: varint `0` or `1`.
    ///
    /// - Parameter value: The value.
    @inlinable
    @inline(__always)
    public mutating func writeBool(_ value: Bool) {
        writeByte(value ? 1 : 0)
    }

    /// Appends a float32's bare form: its IEEE 754 bit pattern, 4 bytes little-endian
    /// (NaN payloads and the sign of zero are kept).
    ///
    /// - Parameter value: The value.
    @inlinable
    @inline(__always)
    public mutating func writeFloat(_ value: Float) {
        writeFixed32(value.bitPattern)
    }

    /// Appends a float64's bare form: its IEEE 754 bit pattern, 8 bytes little-endian.
    ///
    /// - Parameter value: The value.
    @inlinable
    @inline(__always)
    public mutating func writeDouble(_ value: Double) {
        writeFixed64(value.bitPattern)
    }

    /// Appends a string's bare form: varint byte length, then its UTF-8 bytes.
    ///
    /// Native Swift strings are stored as UTF-8, so this is a length and one copy. The bytes
    /// are borrowed through the UTF-8 view in place (no copy of the string, so no retain and
    /// release per string); only bridged strings without contiguous UTF-8 take the slow path.
    ///
    /// - Parameter value: The string.
    @inlinable
    public mutating func writeString(_ value: String) {
        writeStringInline(value)
    }

    /// ``writeString(_:)``'s body, inlined into list loops so that no element is retained
    /// around an opaque call.
    @inlinable
    @inline(__always)
    mutating func writeStringInline(_ value: String) {
        let written: Void? = value.utf8.withContiguousStorageIfAvailable { utf8 in
            writeUTF8(utf8)
        }
        if written == nil {
            writeNonContiguousString(value)
        }
    }

    /// Appends a varint length and the bytes, with one capacity check for both.
    @inlinable
    @inline(__always)
    mutating func writeUTF8(_ utf8: UnsafeBufferPointer<UInt8>) {
        let count = utf8.count
        buffer.reserve(count &+ Varint.maxSize)
        var end = buffer.count
        if count < 0x80 {
            buffer.base.storeBytes(of: UInt8(truncatingIfNeeded: count), toByteOffset: end, as: UInt8.self)
            end &+= 1
        } else {
            end &+= Varint.store(UInt64(truncatingIfNeeded: count), at: buffer.base + end)
        }
        if count > 0 {
            (buffer.base + end).copyMemory(from: utf8.baseAddress!, byteCount: count)
        }
        buffer.count = end &+ count
    }

    /// Writes a string whose UTF-8 is not stored contiguously (bridged from Objective-C).
    @usableFromInline
    @inline(never)
    mutating func writeNonContiguousString(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            writeVarint(UInt64(utf8.count))
            writeRawBytes(UnsafeRawBufferPointer(utf8))
        }
    }

    /// Appends a byte string's bare form: varint length, then the bytes.
    ///
    /// - Parameter value: The bytes.
    @inlinable
    public mutating func writeBytes(_ value: Data) {
        writeVarint(UInt64(value.count))
        value.withUnsafeBytes { writeRawBytes($0) }
    }

    /// Appends a byte string's bare form: varint length, then the bytes.
    ///
    /// - Parameter value: The bytes.
    @inlinable
    public mutating func writeBytes(_ value: UnsafeRawBufferPointer) {
        writeVarint(UInt64(value.count))
        writeRawBytes(value)
    }

    /// Appends a uuid's bare form: the length `16`, then the 16 bytes in RFC 4122 order.
    ///
    /// - Parameter value: The uuid.
    @inlinable
    public mutating func writeUUID(_ value: UUID) {
        writeByte(16)
        Swift.withUnsafeBytes(of: value.uuid) { writeRawBytes($0) }
    }

    /// Appends a url's bare form: its absolute string, as a string.
    ///
    /// - Parameter value: The url.
    /// - Throws: ``SheafError/Code/invalidURL`` when the text is not a non-empty RFC 3986 URI
    ///   reference (``SheafURLGrammar``): Foundation accepts some texts the format does not
    ///   (`:a`, `http://[1.2.3.4]/`), and writing one would make an archive no reader accepts.
    @inlinable
    public mutating func writeURL(_ value: URL) throws(SheafError) {
        let text = value.absoluteString
        guard SheafURLGrammar.isValid(text) else {
            throw SheafError(.invalidURL, message: "\"\(text)\" is not a valid URL")
        }
        writeString(text)
    }

    /// Appends a timestamp's bare form: zig-zag varint of microseconds since
    /// 1970-01-01T00:00:00Z, rounded to the nearest microsecond (halves away from zero).
    ///
    /// - Parameter value: The instant.
    /// - Throws: ``SheafError/Code/integerOverflow`` when the instant is not finite or is
    ///   more than about 292,000 years from 1970.
    @inlinable
    public mutating func writeTimestamp(_ value: Date) throws(SheafError) {
        writeSignedVarint(try SheafWriter.microseconds(of: value))
    }

    /// Seconds from 1970-01-01 to 2001-01-01, the reference date `Date` counts from.
    @usableFromInline
    static let referenceDateOffset: Int64 = 978_307_200

    /// Converts an instant to whole microseconds since 1970, rounded to nearest.
    @usableFromInline
    static func microseconds(of date: Date) throws(SheafError) -> Int64 {
        // Work from Date's own count (seconds since 2001) and shift the epoch in integers, so no
        // precision is lost to an extra floating-point addition; split whole seconds from the
        // fraction so that the rounding happens on a small number.
        let seconds = date.timeIntervalSinceReferenceDate
        guard seconds.isFinite else {
            throw SheafError(.integerOverflow, message: "timestamp \(seconds) is not finite")
        }
        let whole = seconds.rounded(.down)
        guard whole > -9.2e12, whole < 9.2e12 else {
            throw SheafError(.integerOverflow, message: "timestamp \(seconds) s is out of the 64-bit microsecond range")
        }
        let micros = ((seconds - whole) * 1_000_000).rounded(.toNearestOrAwayFromZero)
        return (Int64(whole) + referenceDateOffset) * 1_000_000 + Int64(micros)
    }
}
