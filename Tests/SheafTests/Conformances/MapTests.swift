import Foundation
import Sheaf
import SheafTestSupport
import Testing

/// Maps: length, count, then key and value bare forms in canonical key order.
@Suite("Maps")
struct MapTests {
    @Test("string keys sort by their UTF-8 bytes")
    func stringKeys() throws {
        let value: [String: Int32] = ["b": 2, "a": 1, "B": 3, "😀": 0, "\u{E9}": 4]
        try expectCanonical(
            value,
            hex(
                """
                14                # 20 content bytes
                05                # 5 entries
                01 42 | 06        # "B" (0x42) -> 3
                01 61 | 02        # "a" (0x61) -> 1
                01 62 | 04        # "b" (0x62) -> 2
                02 C3 A9 | 08     # "é" (0xC3 0xA9) -> 4
                04 F0 9F 98 80 | 00  # "😀" (0xF0 …) -> 0
                """))
    }

    @Test("integer keys sort numerically, not by their encoding")
    func integerKeys() throws {
        // Zig-zag would put 1 (02) after -1 (01); canonical order is numeric: -1, 0, 1.
        try expectCanonical([Int32(1): true, -1: true, 0: false], hex("07 | 03 | 01 01 | 00 00 | 02 01"))
        try expectCanonical([UInt64(300): "x", 2: "y"], hex("08 | 02 | 02 01 79 | AC 02 01 78"))
    }

    @Test("bool keys: false before true")
    func boolKeys() throws {
        try expectCanonical([true: "t", false: "f"], hex("07 | 02 | 00 01 66 | 01 01 74"))
    }

    @Test("uuid keys sort by their 16 bytes")
    func uuidKeys() throws {
        let low = UUID(uuidString: "00000000-0000-0000-0000-0000000000FF")!
        let high = UUID(uuidString: "01000000-0000-0000-0000-000000000000")!
        try expectCanonical(
            [high: Int8(1), low: Int8(2)],
            hex(
                """
                25 02
                10 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 FF | 04
                10 01 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 | 02
                """))
    }

    @Test("raw enum keys sort by raw value")
    func enumKeys() throws {
        try expectCanonical(
            [Gender.other: 1.5, .female: 0.5],
            hex(
                """
                13 02
                00 | 00 00 00 00 00 00 E0 3F      # female (0) -> 0.5
                04 | 00 00 00 00 00 00 F8 3F      # other (2, zig-zag 4) -> 1.5
                """))
        try expectCanonical(
            [Mood.sad: true, .happy: false, .unrecognized("a"): true],
            hex(
                """
                0A 03
                01 61 | 01        # "a"
                01 68 | 00        # "h"
                01 73 | 01        # "s"
                """))
    }

    @Test("any key order is accepted on reading")
    func nonCanonicalOrder() throws {
        #expect(try decodeBare([String: Int32].self, hex("07 02 01 62 04 01 61 02")) == ["a": 1, "b": 2])
    }

    @Test("an empty map is a count of 0")
    func empty() throws {
        try expectCanonical([String: Int32](), hex("01 00"))
    }

    @Test("a repeated key is duplicateMapKey at the second key")
    func duplicates() {
        expectSheafError(.duplicateMapKey, at: 5, path: "$[\"a\"]") {
            _ = try decodeBare([String: Int32].self, hex("07 02 01 61 02 01 61 04"))
        }
        // Canonically equivalent strings are distinct on the wire but one key in Swift.
        expectSheafError(.duplicateMapKey, at: 6, path: "$[\"e\u{301}\"]") {
            _ = try decodeBare([String: Int32].self, hex("0A 02 02 C3 A9 02 03 65 CC 81 04"))
        }
    }

    @Test("errors in values carry the key in the path")
    func valuePath() {
        expectSheafError(.integerOverflow, at: 4, path: "$[\"k\"]") {
            _ = try decodeBare([String: Int8].self, hex("05 01 01 6B 80 02"))
        }
        expectSheafError(.invalidBool, at: 3, path: "$[\"7\"]") {
            _ = try decodeBare([Int32: Bool].self, hex("03 01 0E 05"))
        }
    }

    @Test("each entry needs two bytes at least")
    func counts() {
        expectSheafError(.countOutOfBounds, at: 1) { _ = try decodeBare([Int8: Int8].self, hex("04 03 00 00 02")) }
    }
}
