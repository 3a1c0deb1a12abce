extension Dictionary: SheafCodable where Key: SheafMapKey, Value: SheafCodable {
    /// `[K: V]`.
    @inlinable
    public static var sheafTypeName: String {
        "[" + Key.sheafTypeName + ": " + Value.sheafTypeName + "]"
    }

    /// Length, count, then key and value bare forms in canonical key order.
    @inlinable
    public func encode(to writer: inout SheafWriter) throws(SheafError) {
        let mark = try writer.beginLengthDelimited()
        writer.writeVarint(UInt64(count))
        if count == 1 {
            let (key, value) = first!
            try key.encode(to: &writer)
            try value.encode(to: &writer)
        } else if count > 1 {
            // Swift dictionaries have no stable order; sorting makes equal maps equal bytes.
            let entries = sorted { Key.sheafKeyPrecedes($0.key, $1.key) }
            for (key, value) in entries {
                try key.encode(to: &writer)
                try value.encode(to: &writer)
            }
        }
        writer.endLengthDelimited(mark)
    }

    /// Length, count (each entry takes at least two bytes), then entries in any order; a
    /// repeated key is ``SheafError/Code/duplicateMapKey``.
    @inlinable
    public init(from reader: inout SheafReader) throws(SheafError) {
        let frame = try reader.beginLengthDelimited()
        let count = try reader.readCount(minimumElementSize: 2)
        var result: [Key: Value] = [:]
        result.reserveCapacity(
            reader.reservation(for: count, stride: MemoryLayout<Key>.stride + MemoryLayout<Value>.stride)
        )
        for _ in 0..<count {
            let keyOffset = reader.offset
            let key = try Key(from: &reader)
            let value: Value
            do {
                value = try Value(from: &reader)
            } catch {
                throw error.prepending(.key(key.sheafKeyText))
            }
            if result.updateValue(value, forKey: key) != nil {
                throw SheafError(
                    .duplicateMapKey, offset: keyOffset,
                    message: "key \(key.sheafKeyText) appears more than once",
                    path: [.key(key.sheafKeyText)]
                )
            }
        }
        try reader.endLengthDelimited(frame)
        self = result
    }

    /// Absent means empty.
    @inlinable
    public static var sheafDefaultValue: [Key: Value]? {
        [:]
    }

    /// An empty map field is omitted.
    @inlinable
    public var isSheafDefault: Bool {
        isEmpty
    }
}
