import Sheaf
import SheafTestSupport
import Testing

/// A writer that writes kept bytes back starts its tables from their origin's: the origin's
/// tags keep their numbers, its entries keep theirs (written from the bound instance when it is
/// alive, else from the raw bytes), and new tags and instances are numbered after them.
@Suite("Writing with an origin")
struct OriginWriterTests {
    /// Writes a body with `origin` preloaded before anything is numbered.
    func body<T: SheafCodable>(_ value: T, origin: SheafOrigin) throws(SheafError) -> [UInt8] {
        var writer = SheafWriter()
        writer.beginBody()
        writer.useOrigin(origin)
        try value.encode(to: &writer)
        try writer.finish()
        return writer.bytes()
    }

    @Test("the origin's tags keep their numbers; an entry no instance is bound to is written verbatim after the root")
    func rawEntry() throws {
        let origin = SheafOrigin(tags: ["car"], entries: [hex("08 05")])
        let garage = Garage(vehicles: [FamilyTests.man])
        #expect(
            try body(garage, origin: origin)
                == hex(
                    """
                    02 03 63 61 72 05 54 72 75 63 6B     # tags: 1 "car" (the origin's), 2 "Truck" (new)
                    01 02 08 05                          # entry 1: the origin's bytes
                    12 0A 10 01 0E 02                    # garage, vehicles, count 1, tag 2
                    0C 0A 03 4D 41 4E 12 03 54 47 58 18 03
                    """))
    }

    @Test("a bound instance keeps its entry number and is written with its current fields")
    func boundInstance() throws {
        let node = Node(label: "a")
        let origin = SheafOrigin(tags: [], entries: [hex("0A 01 61")])
        origin.bind(node, to: 1)
        node.label = "b"
        // Met by the write: written at its first meeting.
        #expect(try body(node, origin: origin) == hex("00 01 03 0A 01 62 01"))
        // Not met: a new instance takes number 2; entry 1 is written from the instance after the root.
        #expect(try body(Node(label: "z"), origin: origin) == hex("00 02 | 03 0A 01 62 | 03 0A 01 7A | 02"))
    }

    @Test("an instance that is gone leaves its entry's raw bytes")
    func deadInstance() throws {
        let origin = SheafOrigin(tags: [], entries: [hex("0A 01 61")])
        do {
            let node = Node(label: "a")
            origin.bind(node, to: 1)
        }
        #expect(origin.instance(at: 1) == nil)
        #expect(try body(Node(label: "z"), origin: origin) == hex("00 02 | 03 0A 01 61 | 03 0A 01 7A | 02"))
    }

    @Test("an origin met after something was numbered restarts the write with its tables")
    func restart() throws {
        let origin = SheafOrigin(tags: ["car"], entries: [])
        var passes = 0
        let header = SheafArchiveHeader(schemaName: "s", schemaVersion: 1, fingerprint: SheafFingerprint(0), rootType: "int")
        let bytes = try SheafWriter.archive(header: header) { (writer: inout SheafWriter) throws(SheafError) in
            passes += 1
            let number = writer.tagNumber("zzz")
            writer.useOrigin(origin)
            writer.writeVarint(UInt64(number))
        }
        #expect(passes == 2)
        #expect(Array(bytes.suffix(11)) == hex("02 03 63 61 72 03 7A 7A 7A 00 | 02"))
    }

    @Test("an origin without tables changes nothing")
    func emptyOrigin() throws {
        #expect(try body(Node(label: "a"), origin: SheafOrigin(tags: [], entries: [])) == hex("00 01 03 0A 01 61 01"))
    }

    @Test("kept bytes of two origins with tables are originConflict")
    func conflict() {
        let first = SheafOrigin(tags: ["car"], entries: [])
        let second = SheafOrigin(tags: ["car"], entries: [])
        let header = SheafArchiveHeader(schemaName: "s", schemaVersion: 1, fingerprint: SheafFingerprint(0), rootType: "int")
        expectSheafError(.originConflict, at: nil) {
            _ = try SheafWriter.archive(header: header) { (writer: inout SheafWriter) throws(SheafError) in
                writer.useOrigin(first)
                writer.useOrigin(first)
                writer.useOrigin(second)
            }
        }
        // Also when the second is met while a restart from the first is pending.
        expectSheafError(.originConflict, at: nil) {
            _ = try SheafWriter.archive(header: header) { (writer: inout SheafWriter) throws(SheafError) in
                _ = writer.tagNumber("zzz")
                writer.useOrigin(first)
                writer.useOrigin(second)
            }
        }
    }
}
