import Sheaf
import Testing

/// The reader's low-level API, as schema-driven tools (SheafDynamic) use it.
@Suite("SheafReader")
struct SheafReaderTests {
    /// Runs `body` with a reader over `bytes`.
    func read<R>(_ bytes: [UInt8], _ body: (inout SheafReader) throws(SheafError) -> R) throws(SheafError) -> R {
        let result = bytes.withUnsafeBytes { buffer in
            Result { () throws(SheafError) -> R in
                var reader = SheafReader(buffer: buffer)
                return try body(&reader)
            }
        }
        return try result.get()
    }

    @Test("keys and skipping every wire kind, without a schema")
    func skipping() throws {
        let bytes = hex("""
            08 96 01                     # 1 VARINT 150
            11 00 00 00 00 00 00 F0 3F   # 2 I64
            1A 03 61 62 63               # 3 LEN "abc"
            25 00 00 80 3F               # 4 I32
            """)
        let keys = try read(bytes) { (reader: inout SheafReader) throws(SheafError) -> [SheafFieldKey] in
            var keys: [SheafFieldKey] = []
            while let key = try reader.nextKey() {
                keys.append(key)
                try reader.skipValue(kind: key.kind)
            }
            #expect(reader.isAtEnd && reader.remaining == 0 && reader.offset == 22)
            return keys
        }
        #expect(keys.map(\.id) == [1, 2, 3, 4])
        #expect(keys.map(\.kind) == [.varint, .i64, .len, .i32])
        #expect(keys.map(\.offset) == [0, 3, 12, 17])
        #expect(keys.map(\.rawValue) == [0x08, 0x11, 0x1A, 0x25])
    }

    @Test("skipping is bounded by the enclosing value")
    func skippingBounds() {
        expectSheafError(.truncated, at: 1) {
            _ = try read(hex("09 00 00")) { (reader: inout SheafReader) throws(SheafError) in
                let key = try reader.nextKey()!
                try reader.skipValue(kind: key.kind)
            }
        }
        expectSheafError(.lengthOutOfBounds, at: 2) {
            _ = try read(hex("02 0A 05 00 00 00 00 00")) { (reader: inout SheafReader) throws(SheafError) in
                let frame = try reader.beginLengthDelimited()
                let key = try reader.nextKey()!
                try reader.skipValue(kind: key.kind)
                try reader.endLengthDelimited(frame)
            }
        }
    }

    @Test("raw bytes of a skipped value")
    func capture() throws {
        let captured = try read(hex("1A 03 61 62 63")) { (reader: inout SheafReader) throws(SheafError) -> [UInt8] in
            let key = try reader.nextKey()!
            try reader.skipValue(kind: key.kind)
            return reader.withBytes(from: key.offset) { Array($0) }
        }
        #expect(captured == hex("1A 03 61 62 63"))
        let raw = try read(hex("01 02 03")) { (reader: inout SheafReader) throws(SheafError) -> [UInt8] in
            try reader.readRawBytes(2)
        }
        #expect(raw == [1, 2])
        let inPlace = try read(hex("02 AA BB")) { (reader: inout SheafReader) throws(SheafError) -> Int in
            try reader.readBytes { $0.count }
        }
        #expect(inPlace == 2)
    }

    @Test("custom nesting counts against the depth limit")
    func customNesting() {
        expectSheafError(.depthLimitExceeded, at: 0) {
            let bytes: [UInt8] = [0]
            let result = bytes.withUnsafeBytes { buffer in
                Result { () throws(SheafError) in
                    var reader = SheafReader(buffer: buffer, options: SheafOptions(maxDepth: 2))
                    try reader.enterNested()
                    #expect(reader.currentDepth == 1)
                    try reader.enterNested()
                    try reader.enterNested()
                }
            }
            try result.get()
        }
    }

    @Test("instances registered by custom decoders take the next number")
    func registered() throws {
        let tag = Tag(name: "t")
        let found = try read(hex("01 01")) { (reader: inout SheafReader) throws(SheafError) -> Tag in
            reader.registerInstance(tag)
            #expect(reader.instanceCount == 1)
            return try Tag(from: &reader)
        }
        #expect(found === tag)
    }
}
