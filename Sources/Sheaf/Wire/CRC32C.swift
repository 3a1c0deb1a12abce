internal import CSheafCRC32C

/// CRC-32C (Castagnoli), the checksum of the optional archive trailer.
///
/// Parameters (the "CRC-32/ISCSI" catalogue entry): polynomial 0x1EDC6F41, reflected
/// (0x82F63B78), initial value 0xFFFFFFFF, input and output reflected, final XOR 0xFFFFFFFF;
/// the check value of the ASCII bytes "123456789" is 0xE3069283. It was chosen over CRC-32
/// (zlib) for its better error detection at archive sizes and its hardware support elsewhere.
///
/// Computed with the processor's CRC-32C instructions where it has them (SSE 4.2, the Arm CRC
/// extension): a stream checks every block it reads and writes, and the instructions cost a
/// fraction of an instruction per byte. Elsewhere, slicing-by-8 tables: eight bytes per step.
public enum CRC32C {
    /// The reflected polynomial.
    public static let polynomial: UInt32 = 0x82F6_3B78

    /// Eight 256-entry tables, table `k` advancing the CRC over a byte followed by `k` zero bytes.
    static let tables: [UInt32] = {
        var tables = [UInt32](repeating: 0, count: 8 * 256)
        for byte in 0..<256 {
            var crc = UInt32(byte)
            for _ in 0..<8 {
                crc = (crc & 1) != 0 ? (crc >> 1) ^ polynomial : crc >> 1
            }
            tables[byte] = crc
        }
        for byte in 0..<256 {
            var crc = tables[byte]
            for slice in 1..<8 {
                crc = (crc >> 8) ^ tables[Int(crc & 0xFF)]
                tables[slice * 256 + byte] = crc
            }
        }
        return tables
    }()

    /// The CRC-32C of `bytes`.
    ///
    /// - Parameter bytes: The bytes to check.
    /// - Returns: The checksum.
    public static func checksum(_ bytes: UnsafeRawBufferPointer) -> UInt32 {
        ~update(0xFFFF_FFFF, with: bytes)
    }

    /// The CRC-32C of `bytes`.
    ///
    /// - Parameter bytes: The bytes to check.
    /// - Returns: The checksum.
    public static func checksum(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBytes { checksum($0) }
    }

    /// Whether ``update(_:with:)`` uses the processor's instructions (decided once).
    package static let usesHardware = sheaf_crc32c_hardware_available() != 0

    /// Advances a running (pre-inverted) CRC state over `bytes`.
    package static func update(_ state: UInt32, with bytes: UnsafeRawBufferPointer) -> UInt32 {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return state }
        if usesHardware {
            return sheaf_crc32c_hardware_update(state, base, bytes.count)
        }
        return tableUpdate(state, with: bytes)
    }

    /// ``update(_:with:)`` with the tables, whatever the processor has (the tests compare both).
    package static func tableUpdate(_ state: UInt32, with bytes: UnsafeRawBufferPointer) -> UInt32 {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return state }
        return tables.withUnsafeBufferPointer { table -> UInt32 in
            let t = table.baseAddress!
            var crc = state
            var index = 0
            let count = bytes.count
            while count - index >= 8 {
                let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                let low = UInt32(truncatingIfNeeded: word) ^ crc
                let high = UInt32(truncatingIfNeeded: word >> 32)
                crc =
                    t[7 * 256 + Int(low & 0xFF)]
                    ^ t[6 * 256 + Int((low >> 8) & 0xFF)]
                    ^ t[5 * 256 + Int((low >> 16) & 0xFF)]
                    ^ t[4 * 256 + Int(low >> 24)]
                    ^ t[3 * 256 + Int(high & 0xFF)]
                    ^ t[2 * 256 + Int((high >> 8) & 0xFF)]
                    ^ t[1 * 256 + Int((high >> 16) & 0xFF)]
                    ^ t[Int(high >> 24)]
                index += 8
            }
            while index < count {
                let byte = base.load(fromByteOffset: index, as: UInt8.self)
                crc = (crc >> 8) ^ t[Int((crc ^ UInt32(byte)) & 0xFF)]
                index += 1
            }
            return crc
        }
    }
}
