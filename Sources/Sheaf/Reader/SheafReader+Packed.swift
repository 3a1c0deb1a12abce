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

    /// Reads a packed integer list: length, count, then (if the count is not 0) a layout byte
    /// `L` and the elements: for `L` ∈ {1, 2, 4, 8}, `count × L` bytes LE, sign-extended for
    /// signed `T` and zero-extended for unsigned `T`; for `L = 0`, `count` varints (zig-zag for
    /// signed `T`), each fitting `T`.
    ///
    /// - Parameter type: The element type.
    /// - Returns: The elements.
    /// - Throws: As ``readPackedIntegerRun(elementSize:signed:)``, or
    ///   ``SheafError/Code/lengthMismatch``.
    @inlinable
    public mutating func readPackedIntegers<T: FixedWidthInteger>(_ type: T.Type) throws(SheafError) -> [T] {
        let frame = try beginLengthDelimited()
        let run = try readPackedIntegerRun(elementSize: MemoryLayout<T>.size, signed: T.isSigned)
        let source = base + run.start
        let values = [T](unsafeUninitializedCapacity: run.count) { buffer, initialized in
            if run.count > 0 {
                if run.width == 0 {
                    SheafReader.decodeVarints(source, count: run.count, signed: T.isSigned, into: buffer.baseAddress!)
                } else {
                    SheafReader.widen(source, count: run.count, width: run.width, into: buffer.baseAddress!)
                }
            }
            initialized = run.count
        }
        try endLengthDelimited(frame)
        return values
    }

    /// Reads the content of a packed integer list (inside its length prefix) and checks every
    /// rule, in this order: the count fits (at least one byte each); the layout byte `L` is 0,
    /// 1, 2, 4 or 8 and no wider than the element type; for a fixed width, `count × L` bytes
    /// remain, for `L = 0` `count` bytes do; for `L = 0`, each varint is well formed and fits
    /// the element type. It moves past the elements; the caller decodes them from
    /// ``PackedIntegerRun/start`` (``packedIntegerBitPatterns(_:)`` does). Generated decoders
    /// and schema-driven readers share these rules.
    ///
    /// - Parameters:
    ///   - elementSize: The element type's size in bytes (1, 2, 4 or 8).
    ///   - signed: Whether the element type is signed (varints are then zig-zag).
    /// - Returns: Where the elements start, how many there are and their layout.
    /// - Throws: ``SheafError/Code/countOutOfBounds``, ``SheafError/Code/invalidPackedWidth``,
    ///   ``SheafError/Code/integerOverflow``, ``SheafError/Code/truncated``, or as
    ///   ``readVarint()``.
    @inlinable
    public mutating func readPackedIntegerRun(elementSize: Int, signed: Bool) throws(SheafError) -> PackedIntegerRun {
        let countOffset = position
        let count = try readCount(minimumElementSize: 1)
        if count == 0 {
            return PackedIntegerRun(start: position, count: 0, width: 0, isSigned: signed)
        }
        let widthOffset = position
        let width = Int(try readByte())
        guard width == 0 || width == 1 || width == 2 || width == 4 || width == 8, width <= elementSize else {
            throw packedWidthError(at: widthOffset, width: width, elementSize: elementSize)
        }
        guard count <= remaining / Swift.max(width, 1) else {
            throw countError(at: countOffset, UInt64(count), Swift.max(width, 1))
        }
        let start = position
        if width == 0 {
            try checkPackedVarints(count: count, elementSize: elementSize, signed: signed)
        } else {
            position &+= count &* width
        }
        return PackedIntegerRun(start: start, count: count, width: width, isSigned: signed)
    }

    /// Reads `count` varints, checking that each is well formed and fits the element type.
    @usableFromInline
    mutating func checkPackedVarints(count: Int, elementSize: Int, signed: Bool) throws(SheafError) {
        let bits = UInt64(elementSize &* 8)
        for _ in 0..<count {
            let offset = position
            let raw = try readVarint()
            // Zig-zag keeps the sign in bit 0, so a value fits n signed bits exactly when its
            // zig-zag form fits n unsigned bits.
            guard bits == 64 || raw >> bits == 0 else {
                let text = signed ? String(ZigZag.decode(raw)) : String(raw)
                throw SheafError(
                    .integerOverflow, offset: offset,
                    message: "\(text) does not fit a \(bits)-bit \(signed ? "signed" : "unsigned") integer")
            }
        }
    }

    /// The elements of a packed integer run read by ``readPackedIntegerRun(elementSize:signed:)``,
    /// as 64-bit patterns: sign-extended for signed elements (`Int64(bitPattern:)` gives the
    /// value), zero-extended for unsigned.
    ///
    /// - Parameter run: The run, read by this reader.
    /// - Returns: The elements.
    public func packedIntegerBitPatterns(_ run: PackedIntegerRun) -> [UInt64] {
        guard run.count > 0 else { return [] }
        return [UInt64](unsafeUninitializedCapacity: run.count) { buffer, initialized in
            let source = base + run.start
            if run.width == 0 {
                SheafReader.decodeVarints(source, count: run.count, signed: run.isSigned, into: buffer.baseAddress!)
            } else if run.isSigned {
                buffer.withMemoryRebound(to: Int64.self) { signed in
                    SheafReader.widen(source, count: run.count, width: run.width, into: signed.baseAddress!)
                }
            } else {
                SheafReader.widen(source, count: run.count, width: run.width, into: buffer.baseAddress!)
            }
            initialized = run.count
        }
    }

    /// Decodes `count` varints already checked by ``checkPackedVarints(count:elementSize:signed:)``
    /// into `T`s (zig-zag for signed elements).
    @inlinable
    static func decodeVarints<T: FixedWidthInteger>(
        _ source: UnsafeRawPointer, count: Int, signed: Bool, into destination: UnsafeMutablePointer<T>
    ) {
        var offset = 0
        for index in 0..<count {
            var value: UInt64 = 0
            var shift: UInt64 = 0
            while true {
                let byte = source.load(fromByteOffset: offset, as: UInt8.self)
                offset &+= 1
                value |= UInt64(byte & 0x7F) << shift
                if byte < 0x80 { break }
                shift &+= 7
            }
            destination[index] = signed ? T(truncatingIfNeeded: ZigZag.decode(value)) : T(truncatingIfNeeded: value)
        }
    }

    @usableFromInline
    @inline(never)
    func packedWidthError(at offset: Int, width: Int, elementSize: Int) -> SheafError {
        SheafError(
            .invalidPackedWidth, offset: offset,
            message: "packed layout \(width) is not 0 (varints) or a width of 1, 2, 4 or 8 bytes, or is wider than the \(elementSize)-byte element type"
        )
    }

    /// Converts `count` little-endian `width`-byte integers into `T`s: a copy when the widths
    /// match, otherwise one tight loop per width with sign- or zero-extension.
    @inlinable
    static func widen<T: FixedWidthInteger>(
        _ source: UnsafeRawPointer, count: Int, width: Int, into destination: UnsafeMutablePointer<T>
    ) {
        #if _endian(little)
        if width == MemoryLayout<T>.size {
            UnsafeMutableRawPointer(destination).copyMemory(from: source, byteCount: count &* width)
            return
        }
        #endif
        switch (width, T.isSigned) {
        case (1, true):
            for i in 0..<count { destination[i] = T(truncatingIfNeeded: source.load(fromByteOffset: i, as: Int8.self)) }
        case (1, false):
            for i in 0..<count { destination[i] = T(truncatingIfNeeded: source.load(fromByteOffset: i, as: UInt8.self)) }
        case (2, true):
            for i in 0..<count {
                destination[i] = T(truncatingIfNeeded: Int16(littleEndian: source.loadUnaligned(fromByteOffset: i &* 2, as: Int16.self)))
            }
        case (2, false):
            for i in 0..<count {
                destination[i] = T(truncatingIfNeeded: UInt16(littleEndian: source.loadUnaligned(fromByteOffset: i &* 2, as: UInt16.self)))
            }
        case (4, true):
            for i in 0..<count {
                destination[i] = T(truncatingIfNeeded: Int32(littleEndian: source.loadUnaligned(fromByteOffset: i &* 4, as: Int32.self)))
            }
        case (4, false):
            for i in 0..<count {
                destination[i] = T(truncatingIfNeeded: UInt32(littleEndian: source.loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self)))
            }
        default:
            for i in 0..<count {
                destination[i] = T(truncatingIfNeeded: UInt64(littleEndian: source.loadUnaligned(fromByteOffset: i &* 8, as: UInt64.self)))
            }
        }
    }
}

/// Where the elements of a packed integer list lie in the input (from
/// ``SheafReader/readPackedIntegerRun(elementSize:signed:)``).
public struct PackedIntegerRun: Sendable, Hashable {
    /// The offset of the first element.
    public var start: Int
    /// The number of elements.
    public var count: Int
    /// The width of each element in bytes (1, 2, 4 or 8), or 0 for varints (layout 0) and for
    /// an empty list.
    public var width: Int
    /// Whether the elements are signed (sign-extended; zig-zag varints).
    public var isSigned: Bool

    /// Creates a run.
    ///
    /// - Parameters:
    ///   - start: The offset of the first element.
    ///   - count: The number of elements.
    ///   - width: The width of each element, or 0 for varints.
    ///   - isSigned: Whether the elements are signed.
    @inlinable
    public init(start: Int, count: Int, width: Int, isSigned: Bool) {
        self.start = start
        self.count = count
        self.width = width
        self.isSigned = isSigned
    }
}
