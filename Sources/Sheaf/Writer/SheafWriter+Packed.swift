extension SheafWriter {
    /// Appends a list of float64 in packed form: length, count, then `count × 8` bytes LE.
    ///
    /// On little-endian machines the elements are copied in one `memcpy`.
    ///
    /// - Parameter values: The elements.
    /// - Throws: ``SheafError/Code/depthLimitExceeded``.
    @inlinable
    public mutating func writePackedDoubles(_ values: [Double]) throws(SheafError) {
        try checkNestedLeaf()
        values.withUnsafeBufferPointer { writePackedFixed(UnsafeRawBufferPointer($0), count: $0.count, width: 8) }
    }

    /// Appends a list of float32 in packed form: length, count, then `count × 4` bytes LE.
    ///
    /// - Parameter values: The elements.
    /// - Throws: ``SheafError/Code/depthLimitExceeded``.
    @inlinable
    public mutating func writePackedFloats(_ values: [Float]) throws(SheafError) {
        try checkNestedLeaf()
        values.withUnsafeBufferPointer { writePackedFixed(UnsafeRawBufferPointer($0), count: $0.count, width: 4) }
    }

    /// Appends a list of bools in packed form: length, count, then one `00`/`01` byte each.
    ///
    /// - Parameter values: The elements.
    /// - Throws: ``SheafError/Code/depthLimitExceeded``.
    @inlinable
    public mutating func writePackedBools(_ values: [Bool]) throws(SheafError) {
        try checkNestedLeaf()
        // Swift stores Bool as exactly one byte holding 0 or 1: the wire form itself.
        values.withUnsafeBufferPointer { writePackedFixed(UnsafeRawBufferPointer($0), count: $0.count, width: 1) }
    }

    /// Writes length, count and the raw little-endian element bytes of a fixed-width list.
    @usableFromInline
    mutating func writePackedFixed(_ elements: UnsafeRawBufferPointer, count: Int, width: Int) {
        let body = count * width
        writeVarint(UInt64(Varint.encodedSize(of: UInt64(count)) + body))
        writeVarint(UInt64(count))
        guard body > 0 else { return }
        buffer.reserve(body)
        let destination = buffer.base + buffer.count
        #if _endian(little)
        destination.copyMemory(from: elements.baseAddress!, byteCount: body)
        #else
        // Big-endian hosts swap each element into little-endian order.
        for index in 0..<count {
            for byte in 0..<width {
                destination.storeBytes(
                    of: elements[index * width + byte],
                    toByteOffset: index * width + (width - 1 - byte),
                    as: UInt8.self
                )
            }
        }
        #endif
        buffer.count += body
    }

    /// Appends a list of integers in packed form: length, count, then (for a non-empty list)
    /// the width byte `w` and `count × w` bytes LE, `w` the smallest of 1, 2, 4, 8 bytes that
    /// holds every element as two's complement (signed) or unsigned binary.
    ///
    /// - Parameter values: The elements.
    /// - Throws: ``SheafError/Code/depthLimitExceeded``.
    @inlinable
    public mutating func writePackedIntegers<T: FixedWidthInteger>(_ values: [T]) throws(SheafError) {
        try checkNestedLeaf()
        let count = values.count
        if count == 0 {
            writeByte(1)  // content length
            writeByte(0)  // count
            return
        }
        values.withUnsafeBufferPointer { elements in
            let width = SheafWriter.packedWidth(elements)
            let body = count * width
            writeVarint(UInt64(Varint.encodedSize(of: UInt64(count)) + 1 + body))
            writeVarint(UInt64(count))
            writeByte(UInt8(width))
            buffer.reserve(body)
            SheafWriter.storePacked(elements, width: width, at: buffer.base + buffer.count)
            buffer.count += body
        }
    }

    /// The canonical (smallest) width in bytes that holds every element.
    @inlinable
    static func packedWidth<T: FixedWidthInteger>(_ elements: UnsafeBufferPointer<T>) -> Int {
        var bits: Int
        if T.isSigned {
            // x ^ (x >> (n-1)) turns negatives into their one's complement, so the OR of all
            // of them has its highest bit where the widest magnitude does; one more bit for sign.
            var combined: T = 0
            for element in elements {
                combined |= element ^ (element >> (T.bitWidth - 1))
            }
            bits = T.bitWidth - combined.leadingZeroBitCount + 1
        } else {
            var combined: T = 0
            for element in elements {
                combined |= element
            }
            bits = T.bitWidth - combined.leadingZeroBitCount
        }
        if bits <= 8 { return 1 }
        if bits <= 16 { return 2 }
        if bits <= 32 { return 4 }
        return 8
    }

    /// Stores each element truncated to `width` bytes, little-endian.
    @inlinable
    static func storePacked<T: FixedWidthInteger>(
        _ elements: UnsafeBufferPointer<T>, width: Int, at destination: UnsafeMutableRawPointer
    ) {
        #if _endian(little)
        if width == MemoryLayout<T>.size {
            destination.copyMemory(from: elements.baseAddress!, byteCount: elements.count * width)
            return
        }
        #endif
        switch width {
        case 1:
            for (index, element) in elements.enumerated() {
                destination.storeBytes(of: UInt8(truncatingIfNeeded: element), toByteOffset: index, as: UInt8.self)
            }
        case 2:
            for (index, element) in elements.enumerated() {
                destination.storeBytes(
                    of: UInt16(truncatingIfNeeded: element).littleEndian, toByteOffset: index &* 2, as: UInt16.self)
            }
        case 4:
            for (index, element) in elements.enumerated() {
                destination.storeBytes(
                    of: UInt32(truncatingIfNeeded: element).littleEndian, toByteOffset: index &* 4, as: UInt32.self)
            }
        default:
            for (index, element) in elements.enumerated() {
                destination.storeBytes(
                    of: UInt64(truncatingIfNeeded: element).littleEndian, toByteOffset: index &* 8, as: UInt64.self)
            }
        }
    }
}
