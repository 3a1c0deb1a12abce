import Sheaf
import SheafTestSupport
import Testing

/// Protocol values: length, the member's tag number (an index into the body's tag table), then
/// the member's own bare form.
@Suite("Protocol families")
struct FamilyTests {
    static let saab = Car(make: "Saab", model: "900", cylinders: 4)
    static let man = Truck(make: "MAN", model: "TGX", axles: 3)

    static let garageBytes = hex(
        """
        02                                   # tag table: T = 2
        03 63 61 72                          #   tag 1 "car"
        05 54 72 75 63 6B                    #   tag 2 "Truck"
        00                                   # instance table: N = 0
        33                                   # garage: 51 content bytes
        0A 20                                # 1 vehicles: 32 bytes
        02                                   #   count 2
        0F                                   #   [0] protocol value: 15 bytes
        01                                   #     tag 1 ("car")
        0D                                   #     Car: 13 bytes
        0A 04 53 61 61 62                    #       1 make "Saab"
        12 03 39 30 30                       #       2 model "900"
        18 08                                #       3 cylinders 4
        0E                                   #   [1] protocol value: 14 bytes
        02                                   #     tag 2 ("Truck")
        0C                                   #     Truck: 12 bytes
        0A 03 4D 41 4E                       #       1 make "MAN"
        12 03 54 47 58                       #       2 model "TGX"
        18 03                                #       3 axles 3 (unsigned: no zig-zag)
        12 0F                                # 2 favorite: protocol value of 15 bytes
        01 0D 0A 04 53 61 61 62 12 03 39 30 30 18 08
        """)

    @Test("a heterogeneous list and an optional protocol value, written")
    func encodes() throws {
        let garage = Garage(vehicles: [Self.saab, Self.man], favorite: Self.saab)
        #expect(try encodeBody(garage) == Self.garageBytes)
    }

    @Test("read back as the same members")
    func decodes() throws {
        let garage = try decodeBody(Garage.self, Self.garageBytes)
        #expect(garage.vehicles.count == 2)
        #expect(garage.vehicles[0] as? Car == Self.saab)
        #expect(garage.vehicles[1] as? Truck == Self.man)
        #expect(garage.favorite as? Car == Self.saab)
    }

    @Test("an empty garage: empty tables")
    func empty() throws {
        #expect(try encodeBody(Garage()) == hex("00 00 00"))
        let garage = try decodeBody(Garage.self, hex("00 00 00"))
        #expect(garage.vehicles.isEmpty && garage.favorite == nil)
    }

    @Test("a tag number outside the table, or a tag outside the family, is unknownFamilyTag")
    func unknownTag() {
        expectSheafError(.unknownFamilyTag, at: 5, path: "$.favorite") {
            _ = try decodeBody(Garage.self, hex("00 00 | 04 12 02 01 00"))
        }
        expectSheafError(.unknownFamilyTag, at: 5, path: "$.favorite") {
            _ = try decodeBody(Garage.self, hex("00 00 | 04 12 02 00 00"))
        }
        // "bike" is in the table but names no member (this family keeps no opaque members).
        expectSheafError(.unknownFamilyTag, at: 10, path: "$.favorite") {
            _ = try decodeBody(Garage.self, hex("01 04 62 69 6B 65 | 00 | 04 12 02 01 00"))
        }
        // Tags are case-sensitive: "Car" is not "car".
        expectSheafError(.unknownFamilyTag, at: 11, path: "$.vehicles[0]") {
            _ = try decodeBody(Garage.self, hex("01 03 43 61 72 | 00 | 06 0A 04 01 02 01 00"))
        }
    }

    @Test("the tag table: well-formed tags, each once, within the input")
    func tagTable() {
        expectSheafError(.unknownFamilyTag, at: 1) { _ = try decodeBody(Garage.self, hex("01 03 43 20 72 00 00")) }
        expectSheafError(.unknownFamilyTag, at: 1) { _ = try decodeBody(Garage.self, hex("01 00 00 00")) }
        expectSheafError(.duplicateTag, at: 5) { _ = try decodeBody(Garage.self, hex("02 03 63 61 72 03 63 61 72 00 00")) }
        expectSheafError(.invalidUTF8, at: 1) { _ = try decodeBody(Garage.self, hex("01 02 C0 80 00 00")) }
        // Two tags need at least 4 bytes; 3 are left.
        expectSheafError(.countOutOfBounds, at: 0) { _ = try decodeBody(Garage.self, hex("02 01 61 00")) }
        expectSheafError(.lengthOutOfBounds, at: 1) { _ = try decodeBody(Garage.self, hex("01 05 61 00 00")) }
    }

    @Test("the instance table's framing")
    func instanceTable() {
        expectSheafError(.countOutOfBounds, at: 1) { _ = try decodeBody(Garage.self, hex("00 03 00 00")) }
        expectSheafError(.lengthOutOfBounds, at: 2) { _ = try decodeBody(Garage.self, hex("00 01 04 08 01 00")) }
    }

    @Test("errors inside a member carry the list index and the member's field")
    func memberPath() {
        expectSheafError(.integerOverflow, at: 26, path: "$.vehicles[0].axles") {
            _ = try decodeBody(
                Garage.self,
                hex(
                    """
                    01 05 54 72 75 63 6B | 00
                    13 0A 11 01 0F 01 0D
                    0A 03 4D 41 4E 12 03 54 47 58 18 AC 02
                    """))
        }
        expectSheafError(.missingRequiredField, at: 10, path: "$.favorite.cylinders") {
            _ = try decodeBody(Garage.self, hex("01 03 63 61 72 | 00 | 0A | 12 08 | 01 | 06 0A 01 41 12 01 42"))
        }
        expectSheafError(.wireKindMismatch, at: 3, path: "$.favorite") {
            _ = try decodeBody(Garage.self, hex("00 00 02 10 00"))
        }
    }
}
