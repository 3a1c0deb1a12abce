import Foundation
import Sheaf
import Testing

/// A reader that lacks some fields keeps them and writes them back where they belong.
@Suite("Unknown fields are kept")
struct UnknownFieldsTests {
    @Test func employeeKeepsFieldsOfANewerWriter() throws {
        // Written by a newer version: name (1), unknown 9 (string "x"), unknown 12 (varint 7),
        // fullName (8) is absent; unknown 4-byte field 20.
        var content: [UInt8] = [0x0A, 0x03, 0x41, 0x6E, 0x6E]  // name "Ann"
        content += ArchiveBytes.key(9, 2) + [0x01, 0x78]  // id 9, LEN "x"
        content += ArchiveBytes.key(12, 0) + [0x07]  // id 12, VARINT 7
        content += ArchiveBytes.key(20, 5) + [1, 2, 3, 4]  // id 20, I32
        let bytes = ArchiveBytes.archive(Employee.self, root: ArchiveBytes.len(content))
        var ann = try Employee(serializedBytes: bytes)
        #expect(ann.name == "Ann")
        #expect(ann.sheafUnknownFields.fields.map(\.id) == [9, 12, 20])
        #expect(try ann.serializedBytes() == bytes)

        // Known fields set since decoding are merged in id order between the kept ones.
        ann.fullName = "F"  // id 8, before 9
        ann.scores = ["s": []]  // id 7
        var merged: [UInt8] = [0x0A, 0x03, 0x41, 0x6E, 0x6E]
        merged += [0x3A] + ArchiveBytes.len([0x01, 0x01, 0x73, 0x01, 0x00])  // scores: "s": [] (LEN 1, count 0)
        merged += [0x42, 0x01, 0x46]  // fullName "F"
        merged += ArchiveBytes.key(9, 2) + [0x01, 0x78] + ArchiveBytes.key(12, 0) + [0x07]
        merged += ArchiveBytes.key(20, 5) + [1, 2, 3, 4]
        #expect(try ann.serializedBytes() == ArchiveBytes.archive(Employee.self, root: ArchiveBytes.len(merged)))
    }

    @Test func unknownFieldsBeforeKnownOnesAndOutOfOrder() throws {
        // Car inherits make (1) and model (2); an archive may hold fields in any order:
        // put unknown id 40 first, then cylinders (3), model (2), make (1).
        var content: [UInt8] = ArchiveBytes.key(40, 0) + [0x01]
        content += [0x18, 0x08, 0x12, 0x01, 0x39, 0x0A, 0x01, 0x53]
        let car = try Car(serializedBytes: ArchiveBytes.archive(Car.self, root: ArchiveBytes.len(content)))
        #expect(car.make == "S" && car.model == "9" && car.cylinders == 4)
        // Re-encoded canonically: known fields in id order, then the unknown one.
        let canonical: [UInt8] = [0x0A, 0x01, 0x53, 0x12, 0x01, 0x39, 0x18, 0x08] + ArchiveBytes.key(40, 0) + [0x01]
        #expect(try car.serializedBytes() == ArchiveBytes.archive(Car.self, root: ArchiveBytes.len(canonical)))
    }

    @Test func classesKeepUnknownFields() throws {
        // Node in entry 1: label "n", unknown id 7 LEN "zz"; the root is entry 1.
        let content: [UInt8] = [0x0A, 0x01, 0x6E] + ArchiveBytes.key(7, 2) + [0x02, 0x7A, 0x7A]
        let bytes = ArchiveBytes.archive(Node.self, entries: [content], root: [0x01])
        let node = try Node(serializedBytes: bytes)
        #expect(node.sheafUnknownFields.count == 1)
        #expect(try node.serializedBytes() == bytes)
    }

    @Test func aTypeLackingEveryFieldPassesThemThrough() throws {
        // Series (name, volume) written by generated code, read by Unit (no fields), written
        // again and read back as Series: nothing is lost.
        let series = Series(name: "Earthsea", volume: 3)
        let body = ArchiveBytes.root(of: try series.serializedBytes(), as: Series.self)
        let unit = try Unit(serializedBytes: ArchiveBytes.archive(Unit.self, root: body))
        #expect(unit.sheafUnknownFields.fields.map(\.id) == [1, 2])
        let passedThrough = ArchiveBytes.root(of: try unit.serializedBytes(), as: Unit.self)
        #expect(passedThrough == body)
        #expect(try Series(serializedBytes: ArchiveBytes.archive(Series.self, root: passedThrough)) == series)
    }

    @Test func aNestedStructKeepsANewerWritersField() throws {
        // Ping { count 1, pong: Pong { count 5, unknown field 9: "hi" } }: the unknown field
        // is kept by the nested Pong and written back in place.
        let inner = ArchiveBytes.len([0x08, 0x05] + ArchiveBytes.key(9, 2) + [0x02, 0x68, 0x69])
        let body = ArchiveBytes.len([0x08, 0x01, 0x12] + inner)
        let ping = try Ping(serializedBytes: ArchiveBytes.archive(Ping.self, root: body))
        #expect(ping.pong?.count == 5)
        #expect(ping.pong?.sheafUnknownFields.fields.first?.rawBytes == ArchiveBytes.key(9, 2) + [0x02, 0x68, 0x69])
        #expect(try ping.serializedBytes() == ArchiveBytes.archive(Ping.self, root: body))
    }

    @Test func unknownFieldsMakeValuesUnequal() throws {
        let bytes = ArchiveBytes.archive(Unit.self, root: ArchiveBytes.len(ArchiveBytes.key(3, 0) + [0x01]))
        let unit = try Unit(serializedBytes: bytes)
        #expect(unit != Unit())
        #expect(try unit.serializedBytes() == bytes)
    }
}
