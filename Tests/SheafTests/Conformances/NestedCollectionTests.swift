import Foundation
import Sheaf
import SheafTestSupport
import Testing

/// Lists of lists and maps: every level is length-delimited.
@Suite("Nested lists and maps")
struct NestedCollectionTests {
    @Test("lists nest four deep")
    func fourDeep() throws {
        let value: [[[[Int8]]]] = [[[[1]]], [], [[], [[]]]]
        try expectCanonical(
            value,
            hex(
                """
                13                # outer list: 19 content bytes
                03                #   count 3
                07 01             #   [0]: 7 bytes, count 1
                05 01             #     [0][0]: 5 bytes, count 1
                03 01 01 01       #       [0][0][0]: [int8] of 3 bytes: count 1, width 1, value 1
                01 00             #   [1]: 1 byte, count 0
                07 02             #   [2]: 7 bytes, count 2
                01 00             #     [2][0]: empty
                03 01             #     [2][1]: 3 bytes, count 1
                01 00             #       [2][1][0]: empty [int8] (count 0, no width byte)
                """))
    }

    @Test("lists of strings and of structs")
    func nonPacked() throws {
        try expectCanonical(["a", "", "😀"], hex("09 | 03 | 01 61 | 00 | 04 F0 9F 98 80"))
        try expectCanonical([[String]](arrayLiteral: ["x"], []), hex("07 | 02 | 03 01 01 78 | 01 00"))
        expectSheafError(.invalidUTF8, at: 4, path: "$[1]") { _ = try decodeBare([String].self, hex("05 02 01 61 01 FF")) }
        expectSheafError(.invalidUTF8, at: 7, path: "$[1][0]") {
            _ = try decodeBare([[String]].self, hex("08 02 02 01 00 03 01 01 C0"))
        }
    }

    @Test("maps of lists")
    func mapsOfLists() throws {
        let value: [String: [Double]] = ["m": [0.5]]
        try expectCanonical(value, hex("0D | 01 | 01 6D | 09 01 00 00 00 00 00 00 E0 3F"))
    }
}
