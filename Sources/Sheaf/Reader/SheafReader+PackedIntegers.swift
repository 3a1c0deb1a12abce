extension SheafReader {
    /// Reads a packed integer list: length, count, then (if the count is not 0) a layout byte
    /// `L` and the elements: for `L` ∈ {1, 2, 4, 8}, `count × L` bytes LE, sign-extended for
    /// signed `T` and zero-extended for unsigned `T`; for `L = 0`, `count` varints (zig-zag for
    /// signed `T`), each fitting `T`. The checks are ``readPackedIntegerRun(elementSize:signed:)``'s;
    /// varints are checked and decoded in one pass.
    ///
    /// - Parameter type: The element type.
    /// - Returns: The elements.
    /// - Throws: As ``readPackedIntegerRun(elementSize:signed:)``, or
    ///   ``SheafError/Code/lengthMismatch``.
    @inlinable
    public mutating func readPackedIntegers<T: FixedWidthInteger>(_ type: T.Type) throws(SheafError) -> [T] {
        let frame = try beginLengthDelimited()
        let countOffset = position
        let count = try readCount(minimumElementSize: 1)
        var values: [T] = []
        if count > 0 {
            let width = try readPackedLayout(count: count, countOffset: countOffset, elementSize: MemoryLayout<T>.size)
            if width == 0 {
                values = try readVarintElements(count: count)
            } else {
                values = [T](
                    sheafBulk: SheafBulkElements(start: base + position, count: count, width: width) {
                        SheafReader.widen($0, count: $1, width: $2, into: $3)
                    })
                position &+= count &* width
            }
        }
        try endLengthDelimited(frame)
        return values
    }

    /// Reads the content of a packed integer list (inside its length prefix) and checks every
    /// rule, in this order: the count fits (at least one byte each); the layout byte `L` is 0,
    /// 1, 2, 4 or 8 and no wider than the element type; for a fixed width, `count × L` bytes
    /// remain, for `L = 0` `count` bytes do; for `L = 0`, each varint is well formed and fits
    /// the element type. It moves past the elements; ``packedIntegerBitPatterns(_:)`` decodes
    /// them. Generated decoders and schema-driven readers share these rules.
    ///
    /// - Parameters:
    ///   - elementSize: The element type's size in bytes (1, 2, 4 or 8).
    ///   - signed: Whether the element type is signed (varints are then zig-zag).
    /// - Returns: Where the elements start, how many there are and their layout.
    /// - Throws: ``SheafError/Code/countOutOfBounds``, ``SheafError/Code/invalidPackedWidth``,
    ///   ``SheafError/Code/integerOverflow``, ``SheafError/Code/truncated``, or as
    ///   ``readVarint()``.
    public mutating func readPackedIntegerRun(elementSize: Int, signed: Bool) throws(SheafError) -> PackedIntegerRun {
        let countOffset = position
        let count = try readCount(minimumElementSize: 1)
        if count == 0 {
            return PackedIntegerRun(start: position, count: 0, width: 0, isSigned: signed)
        }
        let width = try readPackedLayout(count: count, countOffset: countOffset, elementSize: elementSize)
        let start = position
        if width == 0 {
            var checked = 0
            while checked < count {
                let scan = SheafReader.scanVarints(
                    base, from: position, limit: limit, count: count - checked, bits: elementSize * 8,
                    into: UnsafeMutablePointer<UInt64>?.none)
                position = scan.end
                checked += scan.scanned
                if checked < count {
                    _ = try readPackedVarint(bits: elementSize * 8, signed: signed)
                    checked += 1
                }
            }
        } else {
            position &+= count &* width
        }
        return PackedIntegerRun(start: start, count: count, width: width, isSigned: signed)
    }

    /// Reads a non-empty packed list's layout byte and checks it and the count against it.
    ///
    /// - Returns: The width in bytes, or 0 for varints.
    @inlinable
    mutating func readPackedLayout(count: Int, countOffset: Int, elementSize: Int) throws(SheafError) -> Int {
        let widthOffset = position
        let width = Int(try readByte())
        guard width == 0 || width == 1 || width == 2 || width == 4 || width == 8, width <= elementSize else {
            throw packedWidthError(at: widthOffset, width: width, elementSize: elementSize)
        }
        guard count <= remaining / Swift.max(width, 1) else {
            throw countError(at: countOffset, UInt64(count), Swift.max(width, 1))
        }
        return width
    }

    /// Reads `count` varint elements: the fast loop (``scanVarints(_:from:limit:count:bits:into:)``)
    /// straight into the new array, and the exact checks of ``readPackedVarint(bits:signed:)``
    /// for a varint it stops at, which is always an error.
    @inlinable
    mutating func readVarintElements<T: FixedWidthInteger>(count: Int) throws(SheafError) -> [T] {
        let base = self.base
        let limit = self.limit
        var end = position
        var values = [T](unsafeUninitializedCapacity: count) { buffer, initialized in
            let scan = SheafReader.scanVarints(base, from: end, limit: limit, count: count, bits: T.bitWidth, into: buffer.baseAddress)
            end = scan.end
            initialized = scan.scanned
        }
        position = end
        while values.count < count {
            let raw = try readPackedVarint(bits: T.bitWidth, signed: T.isSigned)
            values.append(T.isSigned ? T(truncatingIfNeeded: ZigZag.decode(raw)) : T(truncatingIfNeeded: raw))
        }
        return values
    }

    /// Reads one element of a varint run with every check: a well-formed varint (``readVarint()``)
    /// whose value fits `bits` bits (zig-zag keeps the sign in bit 0, so a signed value fits
    /// exactly when its zig-zag form does).
    ///
    /// - Returns: The varint's value (zig-zag form for signed elements).
    @usableFromInline
    mutating func readPackedVarint(bits: Int, signed: Bool) throws(SheafError) -> UInt64 {
        let offset = position
        let raw = try readVarint()
        guard bits >= 64 || raw >> UInt64(bits) == 0 else {
            let text = signed ? String(ZigZag.decode(raw)) : String(raw)
            throw SheafError(
                .integerOverflow, offset: offset,
                message: "\(text) does not fit a \(bits)-bit \(signed ? "signed" : "unsigned") integer")
        }
        return raw
    }

    /// Decodes up to `count` varints from `start`, storing each into `destination` (zig-zag
    /// decoded when `T` is signed; nothing is stored when it is `nil`), and stops early at the
    /// first varint that runs past `limit`, is not minimal, has a 10th byte other than `01`, or
    /// does not fit `bits` bits — every one an error, which the caller reports exactly.
    ///
    /// - Returns: Where it stopped and how many varints it took.
    @inlinable
    static func scanVarints<T: FixedWidthInteger>(
        _ base: UnsafeRawPointer, from start: Int, limit: Int, count: Int, bits: Int, into destination: UnsafeMutablePointer<T>?
    ) -> (end: Int, scanned: Int) {
        var position = start
        var index = 0
        while index < count, position < limit {
            var byte = base.load(fromByteOffset: position, as: UInt8.self)
            var value = UInt64(byte)
            var next = position &+ 1
            if byte >= 0x80 {
                value &= 0x7F
                var shift: UInt64 = 7
                while true {
                    guard next < limit else { return (position, index) }
                    byte = base.load(fromByteOffset: next, as: UInt8.self)
                    next &+= 1
                    if shift == 63 {
                        // The 10th byte may only hold bit 63.
                        guard byte == 1 else { return (position, index) }
                        value |= 1 << 63
                        break
                    }
                    value |= UInt64(byte & 0x7F) &<< shift
                    if byte < 0x80 {
                        guard byte != 0 else { return (position, index) }
                        break
                    }
                    shift &+= 7
                }
            }
            guard bits >= 64 || value >> UInt64(bits) == 0 else { return (position, index) }
            if let destination {
                destination[index] = T.isSigned ? T(truncatingIfNeeded: ZigZag.decode(value)) : T(truncatingIfNeeded: value)
            }
            index &+= 1
            position = next
        }
        return (position, index)
    }

    /// The elements of a packed integer run read by ``readPackedIntegerRun(elementSize:signed:)``,
    /// as 64-bit patterns: sign-extended for signed elements (`Int64(bitPattern:)` gives the
    /// value), zero-extended for unsigned.
    ///
    /// - Parameter run: The run, read (and so checked) by this reader.
    /// - Returns: The elements.
    public func packedIntegerBitPatterns(_ run: PackedIntegerRun) -> [UInt64] {
        guard run.count > 0 else { return [] }
        return [UInt64](unsafeUninitializedCapacity: run.count) { buffer, initialized in
            let source = base + run.start
            if run.isSigned {
                buffer.withMemoryRebound(to: Int64.self) { signed in
                    if run.width == 0 {
                        // Checked already, so the scan takes every element.
                        _ = SheafReader.scanVarints(
                            base, from: run.start, limit: limit, count: run.count, bits: 64, into: signed.baseAddress)
                    } else {
                        SheafReader.widen(source, count: run.count, width: run.width, into: signed.baseAddress!)
                    }
                }
            } else if run.width == 0 {
                _ = SheafReader.scanVarints(base, from: run.start, limit: limit, count: run.count, bits: 64, into: buffer.baseAddress)
            } else {
                SheafReader.widen(source, count: run.count, width: run.width, into: buffer.baseAddress!)
            }
            initialized = run.count
        }
    }

    @usableFromInline
    @inline(never)
    func packedWidthError(at offset: Int, width: Int, elementSize: Int) -> SheafError {
        SheafError(
            .invalidPackedWidth, offset: offset,
            message:
                "packed layout \(width) is not 0 (varints) or a width of 1, 2, 4 or 8 bytes, or is wider than the \(elementSize)-byte element type"
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
