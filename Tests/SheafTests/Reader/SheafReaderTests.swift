import Sheaf
import SheafTestSupport
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

    @Test("strings skipped after an in-place UTF-8 check")
    func skippedStrings() throws {
        let offset = try read(hex("03 61 C3 A9 | 02 62 63")) { (reader: inout SheafReader) throws(SheafError) -> Int in
            try reader.skipString()
            return reader.offset
        }
        #expect(offset == 4)
        // An overlong form, a surrogate, a truncated sequence: the error is at the length prefix.
        for bad in ["02 C0 80", "04 61 ED A0 80", "02 61 E2"] {
            expectSheafError(.invalidUTF8, at: 0) {
                _ = try read(hex(bad)) { (reader: inout SheafReader) throws(SheafError) in try reader.skipString() }
            }
        }
        #expect(SheafUTF8.isValid(UnsafeRawBufferPointer(start: nil, count: 0)))
    }

    @Test("skipping bytes is bounded")
    func skippingBytes() throws {
        let offset = try read(hex("01 02 03")) { (reader: inout SheafReader) throws(SheafError) -> Int in
            try reader.skipBytes(2)
            return reader.offset
        }
        #expect(offset == 2)
        expectSheafError(.truncated, at: 0) {
            _ = try read(hex("01 02")) { (reader: inout SheafReader) throws(SheafError) in try reader.skipBytes(3) }
        }
    }

    @Test("a packed integer run: count, width, then the elements moved past")
    func packedIntegerRun() throws {
        let run = try read(hex("02 | 02 | 01 00 FF FF | 07")) { (reader: inout SheafReader) throws(SheafError) -> PackedIntegerRun in
            let run = try reader.readPackedIntegerRun(elementSize: 4)
            #expect(reader.offset == 6)
            return run
        }
        #expect(run == PackedIntegerRun(start: 2, count: 2, width: 2))
        let empty = try read(hex("00")) { (reader: inout SheafReader) throws(SheafError) -> PackedIntegerRun in
            try reader.readPackedIntegerRun(elementSize: 8)
        }
        #expect(empty == PackedIntegerRun(start: 1, count: 0, width: 0))
        expectSheafError(.invalidPackedWidth, at: 1) {
            _ = try read(hex("01 08 00 00 00 00 00 00 00 00")) { (reader: inout SheafReader) throws(SheafError) in
                _ = try reader.readPackedIntegerRun(elementSize: 4)
            }
        }
        expectSheafError(.countOutOfBounds, at: 0) {
            _ = try read(hex("03 02 00 00")) { (reader: inout SheafReader) throws(SheafError) in
                _ = try reader.readPackedIntegerRun(elementSize: 4)
            }
        }
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
