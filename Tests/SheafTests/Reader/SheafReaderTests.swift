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
        let bytes = hex(
            """
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

    @Test("a packed integer run: count, layout, then the elements moved past")
    func packedIntegerRun() throws {
        let run = try read(hex("02 | 02 | 01 00 FF FF | 07")) { (reader: inout SheafReader) throws(SheafError) -> PackedIntegerRun in
            let run = try reader.readPackedIntegerRun(elementSize: 4, signed: true)
            #expect(reader.offset == 6)
            #expect(reader.packedIntegerBitPatterns(run) == [1, UInt64(bitPattern: -1)])
            return run
        }
        #expect(run == PackedIntegerRun(start: 2, count: 2, width: 2, isSigned: true))
        let varints = try read(hex("02 | 00 | 96 01 03")) { (reader: inout SheafReader) throws(SheafError) -> [UInt64] in
            let run = try reader.readPackedIntegerRun(elementSize: 2, signed: false)
            #expect(run == PackedIntegerRun(start: 2, count: 2, width: 0, isSigned: false))
            #expect(reader.offset == 5)
            return reader.packedIntegerBitPatterns(run)
        }
        #expect(varints == [150, 3])
        let empty = try read(hex("00")) { (reader: inout SheafReader) throws(SheafError) -> PackedIntegerRun in
            try reader.readPackedIntegerRun(elementSize: 8, signed: false)
        }
        #expect(empty == PackedIntegerRun(start: 1, count: 0, width: 0, isSigned: false))
        expectSheafError(.invalidPackedWidth, at: 1) {
            _ = try read(hex("01 08 00 00 00 00 00 00 00 00")) { (reader: inout SheafReader) throws(SheafError) in
                _ = try reader.readPackedIntegerRun(elementSize: 4, signed: true)
            }
        }
        expectSheafError(.countOutOfBounds, at: 0) {
            _ = try read(hex("03 02 00 00")) { (reader: inout SheafReader) throws(SheafError) in
                _ = try reader.readPackedIntegerRun(elementSize: 4, signed: true)
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

    @Test("the tables: entries read when a reference reaches them, bound before their fields")
    func tables() throws {
        // T = 1 ("t"), N = 2; entry 1 is a Tag named "a", entry 2 one named "b"; then 02 01 02.
        let bytes = hex("01 01 74 | 02 | 03 0A 01 61 | 03 0A 01 62 | 02 01 02")
        let tags = try read(bytes) { (reader: inout SheafReader) throws(SheafError) -> [Tag] in
            try reader.readTables()
            #expect(reader.tagCount == 1 && reader.entryCount == 2)
            #expect(reader.offset == 12)
            let count = try reader.readVarint()
            var tags: [Tag] = []
            for _ in 0..<count {
                tags.append(try Tag(from: &reader))
            }
            #expect(reader.boundInstance(1) === tags[0])
            try reader.checkAtEndOfArchive()
            return tags
        }
        #expect(tags.map(\.name) == ["a", "b"])
        #expect(tags[0] !== tags[1])
    }

    @Test("the origin keeps the tables and the bound instances, weakly")
    func origin() throws {
        let bytes = hex("01 01 74 | 02 | 03 0A 01 61 | 02 08 05 | 01")
        var kept: Tag?
        let origin = try read(bytes) { (reader: inout SheafReader) throws(SheafError) -> SheafOrigin? in
            try reader.readTables()
            let tag = try Tag(from: &reader)
            kept = tag
            let origin = reader.keptBytesOrigin()
            #expect(reader.keptBytesOrigin() === origin)
            return origin
        }
        let made = try #require(origin)
        #expect(made.tags == ["t"])
        #expect(made.entryCount == 2 && made.hasTables)
        #expect(Array(made.entryContent(1)) == hex("0A 01 61"))
        #expect(Array(made.entryContent(2)) == hex("08 05"))
        #expect(made.instance(at: 1) === kept)
        #expect(made.instance(at: 2) == nil)
        kept = nil
        #expect(made.instance(at: 1) == nil)
        // Empty tables: nothing for kept bytes to refer to.
        let none = try read(hex("00 00")) { (reader: inout SheafReader) throws(SheafError) -> SheafOrigin? in
            try reader.readTables()
            return reader.keptBytesOrigin()
        }
        #expect(none == nil)
    }
}
