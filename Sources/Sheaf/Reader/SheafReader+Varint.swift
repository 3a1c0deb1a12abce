extension SheafReader {
    /// Reads a varint, accepting only its minimal encoding.
    ///
    /// - Returns: The value.
    /// - Throws: ``SheafError/Code/truncated``, ``SheafError/Code/overlongVarint`` (a multi-byte
    ///   varint ending in `0x00`), ``SheafError/Code/oversizedVarint`` (more than 10 bytes, or a
    ///   10th byte above `0x01`).
    @inlinable
    @inline(__always)
    public mutating func readVarint() throws(SheafError) -> UInt64 {
        if position < limit {
            let byte = base.load(fromByteOffset: position, as: UInt8.self)
            if byte < 0x80 {
                position &+= 1
                return UInt64(byte)
            }
        }
        return try readMultiByteVarint()
    }

    /// The general varint path: two or more bytes, or too few bytes left.
    @usableFromInline
    mutating func readMultiByteVarint() throws(SheafError) -> UInt64 {
        let start = position
        let available = limit - start
        if available >= Varint.maxSize {
            // Enough bytes for any varint: no per-byte bounds checks.
            var result: UInt64 = 0
            var index = 0
            while index < 9 {
                let byte = base.load(fromByteOffset: start + index, as: UInt8.self)
                result |= UInt64(byte & 0x7F) << UInt64(7 * index)
                index += 1
                if byte < 0x80 {
                    if byte == 0 && index > 1 {
                        throw overlongVarintError(at: start)
                    }
                    position = start + index
                    return result
                }
            }
            return try finishTenthByte(result, start: start)
        }
        var result: UInt64 = 0
        var index = 0
        while index < 9 {
            guard index < available else {
                throw truncatedError(at: start, needing: index + 1, what: "varint")
            }
            let byte = base.load(fromByteOffset: start + index, as: UInt8.self)
            result |= UInt64(byte & 0x7F) << UInt64(7 * index)
            index += 1
            if byte < 0x80 {
                if byte == 0 && index > 1 {
                    throw overlongVarintError(at: start)
                }
                position = start + index
                return result
            }
        }
        guard available >= Varint.maxSize else {
            throw truncatedError(at: start, needing: Varint.maxSize, what: "varint")
        }
        return try finishTenthByte(result, start: start)
    }

    /// The 10th byte may only contribute bit 63: it must be exactly `0x01`.
    @inline(__always)
    @usableFromInline
    mutating func finishTenthByte(_ partial: UInt64, start: Int) throws(SheafError) -> UInt64 {
        let byte = base.load(fromByteOffset: start + 9, as: UInt8.self)
        if byte > 1 {
            throw SheafError(
                .oversizedVarint, offset: start,
                message: "varint is longer than 10 bytes or exceeds 64 bits (10th byte 0x\(hex(byte)))"
            )
        }
        if byte == 0 {
            throw overlongVarintError(at: start)
        }
        position = start + Varint.maxSize
        return partial | (1 << 63)
    }

    @usableFromInline
    @inline(never)
    func overlongVarintError(at offset: Int) -> SheafError {
        SheafError(.overlongVarint, offset: offset, message: "varint is not minimally encoded (ends with 0x00)")
    }

    /// Reads a zig-zag varint.
    ///
    /// - Returns: The signed value.
    /// - Throws: As ``readVarint()``.
    @inlinable
    @inline(__always)
    public mutating func readSignedVarint() throws(SheafError) -> Int64 {
        ZigZag.decode(try readVarint())
    }

    /// Reads a signed integer's bare form (zig-zag varint), checking it fits `T`.
    ///
    /// - Parameter type: The integer type.
    /// - Returns: The value.
    /// - Throws: As ``readVarint()``, or ``SheafError/Code/integerOverflow``.
    @inlinable
    @inline(__always)
    public mutating func readSignedInteger<T: FixedWidthInteger & SignedInteger>(_ type: T.Type) throws(SheafError) -> T {
        let start = position
        let wide = try readSignedVarint()
        guard let value = T(exactly: wide) else {
            try failIntegerOverflow(at: start, String(wide), T.self)
        }
        return value
    }

    /// Reads an unsigned integer's bare form (varint), checking it fits `T`.
    ///
    /// - Parameter type: The integer type.
    /// - Returns: The value.
    /// - Throws: As ``readVarint()``, or ``SheafError/Code/integerOverflow``.
    @inlinable
    @inline(__always)
    public mutating func readUnsignedInteger<T: FixedWidthInteger & UnsignedInteger>(_ type: T.Type) throws(SheafError) -> T {
        let start = position
        let wide = try readVarint()
        guard let value = T(exactly: wide) else {
            try failIntegerOverflow(at: start, String(wide), T.self)
        }
        return value
    }

    /// Throws `integerOverflowError(at:_:_:)`'s error (a call, not a `throw`, in the inlined
    /// readers; see `failKey(_:at:)`).
    @usableFromInline
    @inline(never)
    func failIntegerOverflow(at offset: Int, _ value: String, _ type: Any.Type) throws(SheafError) -> Never {
        throw integerOverflowError(at: offset, value, type)
    }

    @usableFromInline
    @inline(never)
    func integerOverflowError(at offset: Int, _ value: String, _ type: Any.Type) -> SheafError {
        SheafError(.integerOverflow, offset: offset, message: "\(value) does not fit \(type)")
    }

    /// Reads a length and checks it against the bytes that remain.
    ///
    /// - Returns: The length.
    /// - Throws: As ``readVarint()``, or ``SheafError/Code/lengthOutOfBounds``.
    @inlinable
    @inline(__always)
    public mutating func readLength() throws(SheafError) -> Int {
        let start = position
        let length = try readVarint()
        guard length <= UInt64(limit &- position) else {
            try failLength(at: start, length)
        }
        return Int(truncatingIfNeeded: length)
    }

    /// Throws `lengthError(at:_:)`'s error.
    @usableFromInline
    @inline(never)
    func failLength(at offset: Int, _ length: UInt64) throws(SheafError) -> Never {
        throw lengthError(at: offset, length)
    }

    /// The error for a length past the end of the innermost value. Past the end of the whole
    /// input, the usual cause is an archive cut off (a partial download, a write that did not
    /// finish), so the message says so; the code stays `lengthOutOfBounds`.
    @usableFromInline
    @inline(never)
    func lengthError(at offset: Int, _ length: UInt64) -> SheafError {
        let left = "length \(length) exceeds the \(limit - position) byte\(limit - position == 1 ? "" : "s") left in "
        return SheafError(
            .lengthOutOfBounds, offset: offset,
            message: limit == inputCount
                ? left + "the input: the archive is truncated (or this length is damaged)"
                : left + "the enclosing value"
        )
    }

    /// Reads an element count and checks that `count × minimumElementSize` bytes remain.
    ///
    /// - Parameter minimumElementSize: The fewest bytes one element can take (≥ 1).
    /// - Returns: The count.
    /// - Throws: As ``readVarint()``, or ``SheafError/Code/countOutOfBounds``.
    @inlinable
    @inline(__always)
    public mutating func readCount(minimumElementSize: Int) throws(SheafError) -> Int {
        let start = position
        let count = try readVarint()
        guard count <= UInt64((limit &- position) / minimumElementSize) else {
            throw countError(at: start, count, minimumElementSize)
        }
        return Int(truncatingIfNeeded: count)
    }

    @usableFromInline
    @inline(never)
    func countError(at offset: Int, _ count: UInt64, _ size: Int) -> SheafError {
        SheafError(
            .countOutOfBounds, offset: offset,
            message:
                "\(count) elements of at least \(size) byte\(size == 1 ? "" : "s") cannot fit in the \(limit - position) byte\(limit - position == 1 ? "" : "s") left"
        )
    }
}

/// Two lowercase hex digits.
@usableFromInline
func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789abcdef")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
}
