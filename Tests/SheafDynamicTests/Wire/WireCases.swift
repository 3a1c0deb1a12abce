import Foundation
import SheafDynamic
import SheafSchema
import Testing

/// One golden case: an archive body worked out by hand from the wire decisions, and the value
/// it holds. Every case is canonical, so it checks decoding and encoding both ways.
struct WireCase: CustomTestStringConvertible, Sendable {
    var name: String
    var root: String
    var rootType: TypeReference
    /// The tag and instance tables (both empty unless the case has protocol values or classes).
    var tables = "00 00"
    var body: String
    var value: DynamicValue
    var objects: [DynamicObjectID: DynamicObject] = [:]

    var testDescription: String { name }

    var bytes: [UInt8] { WireFixtures.archive(root: root, tables: tables, body) }
    var archive: DynamicArchive { DynamicArchive(rootType: rootType, root: value, objects: objects) }
}

/// Shorthands for expected values.
private func record(_ fields: [Int: DynamicValue], unknown: [DynamicUnknownField] = []) -> DynamicValue {
    .record(DynamicRecord(fields: fields, unknownFields: unknown))
}

private func object(_ type: String, _ fields: [Int: DynamicValue]) -> DynamicObject {
    DynamicObject(type: .named(type, arguments: []), record: DynamicRecord(fields: fields))
}

enum WireCases {
    static let all: [WireCase] = [
        WireCase(
            name: "struct with defaults omitted, an optional and an unknown field",
            root: "Person", rootType: WireFixtures.named("Person"),
            body: """
                0e              # struct length 14
                0a 03 41 6e 6e  # 1 name LEN "Ann"
                10 44           # 2 age VARINT zig-zag 34
                2a 03 61 40 62  # 5 email LEN "a@b" (optional, present)
                48 05           # 9 unknown VARINT 5, kept
                """,
            value: record(
                [1: .string("Ann"), 2: .int(34), 5: .string("a@b")],
                unknown: [DynamicUnknownField(id: 9, bytes: [0x48, 0x05])])),
        WireCase(
            name: "every primitive",
            root: "Scalars", rootType: WireFixtures.named("Scalars"),
            body: """
                42                          # struct length 66
                08 01                       # 1 b true
                10 03                       # 2 i8 -2 (zig-zag 3)
                18 ac 02                    # 3 u16 300
                20 01                       # 4 i64 -1 (zig-zag 1)
                2d 00 00 c0 3f              # 5 f32 I32 1.5
                31 00 00 00 00 00 00 00 c0  # 6 f64 I64 -2.0
                3a 02 01 02                 # 7 by LEN [1, 2]
                40 c0 8d b7 01              # 8 ts 1.5 s = 1500000 µs, zig-zag 3000000
                4a 03 61 3a 62              # 9 link LEN "a:b"
                52 10 00 01 02 03 04 05 06 07 08 09 0a 0b 0c 0d 0e 0f  # 10 key uuid
                58 ff ff ff ff ff ff ff ff ff 01                        # 11 u64 max
                """,
            value: record([
                1: .bool(true), 2: .int(-2), 3: .uint(300), 4: .int(-1), 5: .float32(1.5), 6: .float64(-2.0),
                7: .bytes([1, 2]), 8: .timestamp(1_500_000), 9: .url("a:b"),
                10: .uuid(UUID(uuid: (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15))), 11: .uint(.max),
            ])),
        WireCase(
            name: "lists: packed integers, floats and bools, strings, optionals",
            root: "Lists", rootType: WireFixtures.named("Lists"),
            body: """
                29                                   # struct length 41
                0a 06 03 00 02 01 d8 04              # 1 ints: count 3, varints (4 bytes < 3 × 2): 1, -1, 300 zig-zag
                12 09 01 00 00 00 00 00 00 e0 3f     # 2 doubles: count 1: 0.5
                1a 03 02 01 00                       # 3 flags: count 2: true, false
                22 04 02 01 78 00                    # 4 names: count 2: "x", ""
                2a 04 02 00 01 0a                    # 5 maybe: count 2: nil, present 5
                32 03 01 01 c8                       # 6 small: count 1, width 1: 200
                """,
            value: record([
                1: .list([.int(1), .int(-1), .int(300)]),
                2: .list([.float64(0.5)]),
                3: .list([.bool(true), .bool(false)]),
                4: .list([.string("x"), .string("")]),
                5: .list([.null, .int(5)]),
                6: .list([.uint(200)]),
            ])),
        WireCase(
            name: "maps sorted by key: strings by bytes, enums by raw value",
            root: "Maps", rootType: WireFixtures.named("Maps"),
            body: """
                1a                                         # struct length 26
                0a 11 02                                   # 1 scores: length 17, count 2
                01 61  09 01 00 00 00 00 00 00 f0 3f       #   "a": [1.0]
                01 62  01 00                               #   "b": []
                12 05 02                                   # 2 byGender: length 5, count 2
                00 06                                      #   female (0): 3
                02 0e                                      #   male (1): 7
                """,
            value: record([
                1: .map([
                    DynamicMapEntry(key: .string("a"), value: .list([.float64(1.0)])),
                    DynamicMapEntry(key: .string("b"), value: .list([])),
                ]),
                2: .map([
                    DynamicMapEntry(key: .enumValue(.int(0)), value: .int(3)),
                    DynamicMapEntry(key: .enumValue(.int(1)), value: .int(7)),
                ]),
            ])),
        WireCase(
            name: "open and closed raw enums, options with unknown bits, payload enums",
            root: "Choices", rootType: WireFixtures.named("Choices"),
            body: """
                18                                   # struct length 24
                08 12                                # 1 gender: 9 (zig-zag 18), unknown to the open enum
                12 01 67                             # 2 color: "g" (green)
                18 05                                # 3 duties: bits 0 and 2 (bit 2 unknown, kept)
                22 0a 01 09 00 00 00 00 00 00 00 40  # 4 shape: length 10, case 1 circle, radius 2.0
                2a 03 01 01 02                       # 5 shapes: count 1: length 1, case 2 empty
                """,
            value: record([
                1: .enumValue(.int(9)), 2: .enumValue(.string("g")), 3: .options(5),
                4: .payload(caseID: 1, fields: DynamicRecord(fields: [1: .float64(2.0)])),
                5: .list([.payload(caseID: 2, fields: DynamicRecord())]),
            ])),
        WireCase(
            name: "generic struct instance, packed by its argument",
            root: "Stack<int64>", rootType: WireFixtures.named("Stack", [.primitive(.int64)]),
            body: """
                06              # struct length 6
                0a 04 02 01     # 1 items: length 4, count 2, width 1
                01 02           #   1, 2
                """,
            value: record([1: .list([.int(1), .int(2)])])),
        WireCase(
            name: "generic parameter bound to an optional: absent field",
            root: "Pair<string?, int32>",
            rootType: WireFixtures.named("Pair", [.optional(.primitive(.string)), .primitive(.int32)]),
            body: """
                02 10 0a        # struct length 2; 2 second: 5 (first is nil, omitted)
                """,
            value: record([2: .int(5)])),
        WireCase(
            name: "class instances with a cycle",
            root: "Node", rootType: WireFixtures.named("Node"),
            tables: """
                00              # no tags
                02              # 2 entries
                07              # entry 1 (written first, at the root's first meeting), length 7
                0a 01 72        #   1 label "r"
                12 02 01 02     #   2 children: length 2, count 1: entry 2
                05              # entry 2, length 5
                0a 01 63        #   1 label "c"
                18 01           #   3 parent VARINT: entry 1 (back to the root)
                """,
            body: "01              # the root: entry 1",
            value: .object(DynamicObjectID(1)),
            objects: [
                DynamicObjectID(1): object("Node", [1: .string("r"), 2: .list([.object(DynamicObjectID(2))])]),
                DynamicObjectID(2): object("Node", [1: .string("c"), 3: .object(DynamicObjectID(1))]),
            ]),
        WireCase(
            name: "a shared instance",
            root: "[Node]", rootType: .list(WireFixtures.named("Node")),
            tables: "00 01 03 0a 01 61   # no tags; 1 entry, length 3: label \"a\"",
            body: """
                03 02           # list length 3, count 2
                01 01           # entry 1, entry 1 again
                """,
            value: .list([.object(DynamicObjectID(1)), .object(DynamicObjectID(1))]),
            objects: [DynamicObjectID(1): object("Node", [1: .string("a")])]),
        WireCase(
            name: "protocol values: a struct member and a class member",
            root: "[Vehicle]", rootType: .list(.protocolValue("Vehicle")),
            tables: """
                02 03 63 61 72 06 62 75 73 2e 76 32  # 2 tags: "car", "bus.v2" (order of first use)
                01 08                                # 1 entry, length 8
                0a 01 42 12 01 58 18 14              #   make "B", model "X", seats 20
                """,
            body: """
                0f 02                      # list length 15, count 2
                0a 01                      # protocol value length 10, tag 1 ("car")
                08 0a 01 53 12 01 39       #   struct length 8: make "S", model "9"
                18 08                      #   cylinders 4 (zig-zag 8)
                02 02 01                   # protocol value length 2, tag 2 ("bus.v2"): entry 1
                """,
            value: .list([
                .member(tag: "car", value: record([1: .string("S"), 2: .string("9"), 3: .int(4)])),
                .member(tag: "bus.v2", value: .object(DynamicObjectID(1))),
            ]),
            objects: [DynamicObjectID(1): object("Bus", [1: .string("B"), 2: .string("X"), 3: .uint(20)])]),
        WireCase(
            name: "a tag used twice is listed once; tags numbered by first use",
            root: "[Vehicle]", rootType: .list(.protocolValue("Vehicle")),
            tables: "01 03 63 61 72 00   # 1 tag: \"car\"; no entries",
            body: """
                17 02                            # list length 23, count 2
                0a 01 08 0a 01 61 12 01 62 18 02 # tag 1, struct length 8: make "a", model "b", cylinders 1
                0a 01 08 0a 01 63 12 01 64 18 04 # tag 1, struct length 8: make "c", model "d", cylinders 2
                """,
            value: .list([
                .member(tag: "car", value: record([1: .string("a"), 2: .string("b"), 3: .int(1)])),
                .member(tag: "car", value: record([1: .string("c"), 2: .string("d"), 3: .int(2)])),
            ])),
        WireCase(
            name: "packed integers as varints when smaller, fixed width on a tie",
            root: "Lists", rootType: WireFixtures.named("Lists"),
            body: """
                0e                                   # struct length 14
                0a 07 04 00 00 7f 80 02 02           # 1 ints: count 4, varints: 0, -64, 128, 1 (zig-zag 0, 127, 256, 2)
                32 03 01 01 ff                       # 6 small: count 1, width 1: 255 (a varint would take 2)
                """,
            value: record([1: .list([.int(0), .int(-64), .int(128), .int(1)]), 6: .list([.uint(255)])])),
        WireCase(
            name: "a closed enum with unsigned raw values",
            root: "[Level]", rootType: .list(WireFixtures.named("Level")),
            body: "03 02 05 01   # list length 3, count 2: high (5), low (1)",
            value: .list([.enumValue(.int(5)), .enumValue(.int(1))])),
        WireCase(
            name: "an optional root",
            root: "string?", rootType: .optional(.primitive(.string)),
            body: "01 02 68 69   # present, \"hi\"",
            value: .string("hi")),
        WireCase(
            name: "an absent optional root",
            root: "int32?", rootType: .optional(.primitive(.int32)),
            body: "00            # absent",
            value: .null),
    ]
}
