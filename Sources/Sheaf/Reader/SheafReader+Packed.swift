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
        let values = [Double](sheafBulk: SheafBulkElements(littleEndian: base + position, count: count, width: 8))
        position &+= count &* 8
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
        let values = [Float](sheafBulk: SheafBulkElements(littleEndian: base + position, count: count, width: 4))
        position &+= count &* 4
        try endLengthDelimited(frame)
        return values
    }

    /// Copies `count` little-endian elements of `width` bytes from `source` into host order.
    @usableFromInline
    static func copyLittleEndian(_ source: UnsafeRawPointer, count: Int, width: Int, into destination: UnsafeMutableRawPointer) {
        #if _endian(little)
            destination.copyMemory(from: source, byteCount: count &* width)
        #else
            for index in 0..<count {
                for byte in 0..<width {
                    destination.storeBytes(
                        of: source.load(fromByteOffset: index * width + byte, as: UInt8.self),
                        toByteOffset: index * width + (width - 1 - byte), as: UInt8.self)
                }
            }
        #endif
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
        let values = [Bool](sheafBulk: SheafBulkElements(littleEndian: base + position, count: count, width: 1))
        position &+= count
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
