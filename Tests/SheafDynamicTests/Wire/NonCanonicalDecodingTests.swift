import Foundation
import Sheaf
import SheafDynamic
import SheafSchema
import Testing

/// A legal but non-canonical body and the canonical body the encoder writes for its value.
struct NonCanonicalCase: CustomTestStringConvertible, Sendable {
    var name: String
    var root: String
    var legalTables = "00 00"
    var legal: String
    var canonicalTables = "00 00"
    var canonical: String

    var legalBytes: [UInt8] { WireFixtures.archive(root: root, tables: legalTables, legal) }
    var canonicalBytes: [UInt8] { WireFixtures.archive(root: root, tables: canonicalTables, canonical) }

    var testDescription: String { name }
}

@Suite("Non-canonical archives")
struct NonCanonicalDecodingTests {
    static let cases: [NonCanonicalCase] = [
        NonCanonicalCase(
            name: "fields out of id order", root: "Person",
            legal: "07 10 44 0a 03 41 6e 6e       # age 34, then name \"Ann\"",
            canonical: "07 0a 03 41 6e 6e 10 44   # name, then age"),
        NonCanonicalCase(
            name: "a field holding its default", root: "Person",
            legal: "07 0a 03 41 6e 6e 10 24       # name, age 18 (the default)",
            canonical: "05 0a 03 41 6e 6e         # name only"),
        NonCanonicalCase(
            name: "an unknown field before the known ones", root: "Person",
            legal: "07 48 05 0a 03 41 6e 6e       # unknown 9, then name",
            canonical: "07 0a 03 41 6e 6e 48 05   # merged in id order"),
        NonCanonicalCase(
            name: "a packed list wider than needed", root: "[int32]",
            legal: "0a 02 04 01 00 00 00 02 00 00 00   # count 2, width 4: 1, 2",
            canonical: "04 02 01 01 02                 # width 1"),
        NonCanonicalCase(
            name: "map keys out of order", root: "[string: int32]",
            legal: "07 02 01 62 02 01 61 04       # \"b\": 1, \"a\": 2",
            canonical: "07 02 01 61 04 01 62 02   # \"a\" first"),
        NonCanonicalCase(
            name: "class instances met in another order than their entry numbers", root: "Holder",
            legalTables: "00 02 03 0a 01 6c 03 0a 01 6e   # entry 1: a Label \"l\", entry 2: a Node \"n\"",
            legal: "04 08 02 10 01                        # 1 node: entry 2, 2 label: entry 1",
            canonicalTables: "00 02 03 0a 01 6e 03 0a 01 6c   # the Node first",
            canonical: "04 08 01 10 02"),
        NonCanonicalCase(
            name: "a tag the archive does not use", root: "[Vehicle]",
            legalTables: "02 04 62 69 6b 65 03 63 61 72 00   # tags \"bike\", \"car\"",
            legal: "0c 01 0a 02 08 0a 01 61 12 01 62 18 02   # a car (tag 2): make \"a\", model \"b\", cylinders 1",
            canonicalTables: "01 03 63 61 72 00",
            canonical: "0c 01 0a 01 08 0a 01 61 12 01 62 18 02   # tag 1"),
        NonCanonicalCase(
            name: "packed integers as varints where fixed width is no bigger", root: "[int32]",
            legal: "04 02 00 02 04                 # count 2, varints: 1, 2 (zig-zag)",
            canonical: "04 02 01 01 02                 # width 1"),
        NonCanonicalCase(
            name: "an empty list written out", root: "Person",
            legal: "06 0a 01 41 32 01 00          # name \"A\", tags []",
            canonical: "03 0a 01 41               # tags omitted"),
    ]

    @Test("legal non-canonical bytes decode, and encode canonically", arguments: cases)
    func canonicalises(_ testCase: NonCanonicalCase) throws {
        let set = WireFixtures.schemaSet
        let archive = try DynamicWireDecoder(schemaSet: set).decode(testCase.legalBytes)
        let canonical = testCase.canonicalBytes
        #expect(try DynamicWireEncoder(schemaSet: set).encode(archive) == canonical)
        // Decoding normalises: the legal bytes and the canonical ones give the same value.
        #expect(try DynamicWireDecoder(schemaSet: set).decode(canonical) == archive)
        #expect(ArchiveValidator(schemaSet: set).validate(testCase.legalBytes).isValid)
    }

    @Test("a float32 field widened to float64 still reads the old I32 value")
    func widenedFloat() throws {
        // Scalars.f64 (id 6) written as I32 1.5 by an older writer; the other fields as usual.
        let body = """
            3e                          # struct length 62
            08 01 10 03 18 ac 02 20 01  # b, i8, u16, i64
            2d 00 00 c0 3f              # 5 f32 1.5
            35 00 00 c0 3f              # 6 f64 as I32 1.5
            3a 02 01 02 40 c0 8d b7 01 4a 03 61 3a 62
            52 10 00 01 02 03 04 05 06 07 08 09 0a 0b 0c 0d 0e 0f
            58 ff ff ff ff ff ff ff ff ff 01
            """
        let archive = try DynamicWireDecoder(schemaSet: WireFixtures.schemaSet).decode(WireFixtures.archive(root: "Scalars", body))
        guard case .record(let record) = archive.root else {
            Issue.record("not a record")
            return
        }
        #expect(record[6] == .float64(1.5))
    }
}
