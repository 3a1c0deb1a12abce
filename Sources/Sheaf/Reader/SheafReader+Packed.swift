extension SheafReader {
    /// Reads a packed float64 list: length, count, then `count × 8` bytes LE.
    ///
    /// On little-endian machines the elements are copied straight into the new array.
    ///
    /// - Returns: The elements.
    /// - Throws: As ``beginLengthDelimited()`` / ``readCount(minimumElementSize:)``, or
    ///   ``SheafError/Code/lengthMismatch``.
    @inlinable
    public mutating func readPackedDoubles() throws(SheafError) -> [Double] {
        let frame = try beginLengthDelimited()
        let count = try readCount(minimumElementSize: 8)
        let values = [Double](unsafeUninitializedCapacity: count) { buffer, initialized in
            copyPacked(into: UnsafeMutableRawPointer(buffer.baseAddress), count: count, width: 8)
            initialized = count
        }
        try endLengthDelimited(frame)
        return values
    }

    /// Reads a packed float32 list: length, count, then `count × 4` bytes LE.
    ///
    /// - Returns: The elements.
    /// - Throws: As ``readPackedDoubles()``.
    @inlinable
    public mutating func readPackedFloats() throws(SheafError) -> [Float] {
        let frame = try beginLengthDelimited()
        let count = try readCount(minimumElementSize: 4)
        let values = [Float](unsafeUninitializedCapacity: count) { buffer, initialized in
            copyPacked(into: UnsafeMutableRawPointer(buffer.baseAddress), count: count, width: 4)
            initialized = count
        }
        try endLengthDelimited(frame)
        return values
    }

    /// Copies `count` little-endian elements of `width` bytes into host order and advances.
    @usableFromInline
    mutating func copyPacked(into destination: UnsafeMutableRawPointer?, count: Int, width: Int) {
        let bytes = count * width
        guard bytes > 0, let destination else { return }
        #if _endian(little)
        destination.copyMemory(from: base + position, byteCount: bytes)
        #else
        for index in 0..<count {
            for byte in 0..<width {
                destination.storeBytes(
                    of: base.load(fromByteOffset: position + index * width + byte, as: UInt8.self),
                    toByteOffset: index * width + (width - 1 - byte), as: UInt8.self)
            }
        }
        #endif
        position += bytes
    }

    /// Reads a packed bool list: length, count, then one `00`/`01` byte each.
    ///
    /// - Returns: The elements.
    /// - Throws: As ``readPackedDoubles()``, or ``SheafError/Code/invalidBool`` (with the
    ///   element's index in the path).
    @inlinable
    public mutating func readPackedBools() throws(SheafError) -> [Bool] {
        let frame = try beginLengthDelimited()
        let count = try readCount(minimumElementSize: 1)
        if let bad = SheafReader.firstNonBool(UnsafeRawBufferPointer(start: base + position, count: count)) {
            throw SheafError(
                .invalidBool, offset: position + bad,
                message: "bool must be 0 or 1, found \(base.load(fromByteOffset: position + bad, as: UInt8.self))",
                path: [.index(bad)]
            )
        }
        // Every byte is 0 or 1, which is exactly Swift's in-memory Bool.
        let values = [Bool](unsafeUninitializedCapacity: count) { buffer, initialized in
            if count > 0 {
                UnsafeMutableRawPointer(buffer.baseAddress!).copyMemory(from: base + position, byteCount: count)
            }
            initialized = count
        }
        position += count
        try endLengthDelimited(frame)
        return values
    }

    /// The index of the first byte that is neither 0 nor 1, checking eight bytes at a time.
    @usableFromInline
    static func firstNonBool(_ bytes: UnsafeRawBufferPointer) -> Int? {
        let count = bytes.count
        guard count > 0 else { return nil }
        let start = bytes.baseAddress!
        var index = 0
        while count - index >= 8 {
            if start.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0xFEFE_FEFE_FEFE_FEFE != 0 {
                break
            }
            index += 8
        }
        while index < count {
            if start.load(fromByteOffset: index, as: UInt8.self) > 1 {
                return index
            }
            index += 1
        }
        return nil
    }
}
