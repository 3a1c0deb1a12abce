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
    /// the layout byte and the elements. The layout is the smaller of two: fixed width `w` —
    /// the smallest of 1, 2, 4, 8 bytes that holds every element as two's complement (signed)
    /// or unsigned binary — with `count × w` bytes LE; or varints (layout 0, zig-zag for signed
    /// types), chosen only when strictly smaller, so uniform lists keep their bulk-copy decoding.
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
            let bits = SheafWriter.packedBits(elements)
            let width = SheafWriter.packedWidth(bits: bits)
            let longest = Swift.max(1, (bits &+ 6) / 7)  // the longest element's varint
            if longest < width {
                // Every element's varint is shorter than the fixed width, so varints win
                // without counting their total first.
                writeVarintLayout(elements, longest: longest)
                return
            }
            let fixed = count &* width
            let varints = width == 1 ? fixed : SheafWriter.packedVarintSize(elements, below: fixed)
            let body = Swift.min(fixed, varints)
            writeVarint(UInt64(Varint.encodedSize(of: UInt64(count)) + 1 + body))
            writeVarint(UInt64(count))
            if varints < fixed {
                writeByte(0)
                // storeVarints writes 8 bytes at a time: room for the last element's spill.
                buffer.reserve(body &+ 8)
                SheafWriter.storeVarints(elements, at: buffer.base + buffer.count)
            } else {
                writeByte(UInt8(width))
                buffer.reserve(body)
                SheafWriter.storePacked(elements, width: width, at: buffer.base + buffer.count)
            }
            buffer.count += body
        }
    }

    /// Writes a non-empty integer list in the varint layout in one pass over the elements:
    /// the body goes where the longest possible length prefix would end it, and moves back
    /// once the real length is known and its prefix turns out shorter.
    ///
    /// - Parameters:
    ///   - elements: The elements.
    ///   - longest: The longest element's varint size.
    @inlinable
    mutating func writeVarintLayout<T: FixedWidthInteger>(_ elements: UnsafeBufferPointer<T>, longest: Int) {
        let count = elements.count
        let head = Varint.encodedSize(of: UInt64(count)) &+ 1  // count and layout byte
        let widestPrefix = Varint.encodedSize(of: UInt64(head &+ count &* longest))
        // storeVarints writes 8 bytes at a time: room for the last element's spill.
        buffer.reserve(widestPrefix &+ head &+ count &* longest &+ 8)
        let start = buffer.base + buffer.count
        let bodyStart = start + widestPrefix + head
        let body = SheafWriter.storeVarints(elements, at: bodyStart)
        var cursor = start + Varint.store(UInt64(head &+ body), at: start)
        cursor += Varint.store(UInt64(count), at: cursor)
        cursor.storeBytes(of: 0, as: UInt8.self)
        cursor += 1
        if cursor != bodyStart {
            cursor.copyMemory(from: bodyStart, byteCount: body)
        }
        buffer.count &+= (cursor - start) &+ body
    }

    /// The total size of the elements as varints (zig-zag for signed types), or any value of at
    /// least `limit` once it is clear the total reaches `limit`. (A list of 1-byte elements
    /// never needs this: a varint takes at least a byte.)
    @inlinable
    static func packedVarintSize<T: FixedWidthInteger>(_ elements: UnsafeBufferPointer<T>, below limit: Int) -> Int {
        var total = 0
        for element in elements {
            total &+= Varint.encodedSize(of: SheafWriter.varintBits(element))
            if total >= limit {
                return total
            }
        }
        return total
    }

    /// An element's varint value: zig-zag for signed types, the value itself for unsigned.
    @inlinable
    @inline(__always)
    static func varintBits<T: FixedWidthInteger>(_ element: T) -> UInt64 {
        T.isSigned ? ZigZag.encode(Int64(truncatingIfNeeded: element)) : UInt64(truncatingIfNeeded: element)
    }

    /// Stores each element as a varint (see ``varintBits(_:)``). A value below 2^56 (at most 8
    /// bytes as a varint) is stored with one 8-byte write, without a loop per byte: its 7-bit
    /// groups spread one per byte, the continuation bit set on every byte but its last; the
    /// bytes after its end are overwritten by the next element, so `destination` needs 8 bytes
    /// of room past the last varint.
    @inlinable
    @discardableResult
    static func storeVarints<T: FixedWidthInteger>(_ elements: UnsafeBufferPointer<T>, at destination: UnsafeMutableRawPointer) -> Int {
        var offset = 0
        for element in elements {
            let value = SheafWriter.varintBits(element)
            guard value < 1 << 56 else {
                offset &+= Varint.store(value, at: destination + offset)
                continue
            }
            let size = Varint.encodedSize(of: value)
            // Spread the 56 bits in three halvings: 28-bit halves to bits 0 and 32, 14-bit
            // quarters to 0, 16, 32, 48, 7-bit groups to a byte each (12 operations, against
            // 21 for moving the eight groups one by one).
            var spread = (value & 0x0FFF_FFFF) | ((value & 0xFF_FFFF_F000_0000) << 4)
            spread = (spread & 0x0000_3FFF_0000_3FFF) | ((spread & 0x0FFF_C000_0FFF_C000) << 2)
            spread = (spread & 0x007F_007F_007F_007F) | ((spread & 0x3F80_3F80_3F80_3F80) << 1)
            let continuation: UInt64 = 0x8080_8080_8080_8080 & ((1 &<< UInt64(8 &* (size &- 1))) &- 1)
            (destination + offset).storeBytes(of: (spread | continuation).littleEndian, as: UInt64.self)
            offset &+= size
        }
        return offset
    }

    /// The bits every element needs as two's complement (signed, sign bit included) or
    /// unsigned binary; also the bits of the largest zig-zag (signed) or plain varint value.
    @inlinable
    static func packedBits<T: FixedWidthInteger>(_ elements: UnsafeBufferPointer<T>) -> Int {
        if T.isSigned {
            // x ^ (x >> (n-1)) turns negatives into their one's complement, so the OR of all
            // of them has its highest bit where the widest magnitude does; one more bit for sign.
            var combined: T = 0
            for element in elements {
                combined |= element ^ (element >> (T.bitWidth - 1))
            }
            return T.bitWidth - combined.leadingZeroBitCount + 1
        }
        var combined: T = 0
        for element in elements {
            combined |= element
        }
        return T.bitWidth - combined.leadingZeroBitCount
    }

    /// The canonical (smallest) width in bytes that holds `bits` bits.
    @inlinable
    static func packedWidth(bits: Int) -> Int {
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
