import Sheaf
import SheafTestSupport
import Testing

/// Protocol values: length, the member's tag, then the member's own bare form.
@Suite("Protocol families")
struct FamilyTests {
    static let saab = Car(make: "Saab", model: "900", cylinders: 4)
    static let man = Truck(make: "MAN", model: "TGX", axles: 3)

    static let garageBytes = hex("""
        3E                                   # garage: 62 content bytes
        0A 28                                # 1 vehicles: 40 bytes
        02                                   #   count 2
        12                                   #   [0] protocol value: 18 bytes
        03 63 61 72                          #     tag "car"
        0D                                   #     Car: 13 bytes
        0A 04 53 61 61 62                    #       1 make "Saab"
        12 03 39 30 30                       #       2 model "900"
        18 08                                #       3 cylinders 4
        13                                   #   [1] protocol value: 19 bytes
        05 54 72 75 63 6B                    #     tag "Truck"
        0C                                   #     Truck: 12 bytes
        0A 03 4D 41 4E                       #       1 make "MAN"
        12 03 54 47 58                       #       2 model "TGX"
        18 03                                #       3 axles 3 (unsigned: no zig-zag)
        12 12                                # 2 favorite: protocol value of 18 bytes
        03 63 61 72 0D 0A 04 53 61 61 62 12 03 39 30 30 18 08
        """)

    @Test("a heterogeneous list and an optional protocol value, written")
    func encodes() throws {
        let garage = Garage(vehicles: [Self.saab, Self.man], favorite: Self.saab)
        #expect(try encodeBare(garage) == Self.garageBytes)
    }

    @Test("read back as the same members")
    func decodes() throws {
        let garage = try decodeBare(Garage.self, Self.garageBytes)
        #expect(garage.vehicles.count == 2)
        #expect(garage.vehicles[0] as? Car == Self.saab)
        #expect(garage.vehicles[1] as? Truck == Self.man)
        #expect(garage.favorite as? Car == Self.saab)
    }

    @Test("an empty garage")
    func empty() throws {
        #expect(try encodeBare(Garage()) == hex("00"))
        let garage = try decodeBare(Garage.self, hex("00"))
        #expect(garage.vehicles.isEmpty && garage.favorite == nil)
    }

    @Test("a tag outside the family is unknownFamilyTag")
    func unknownTag() {
        expectSheafError(.unknownFamilyTag, at: 3, path: "$.favorite") {
            _ = try decodeBare(Garage.self, hex("08 | 12 06 | 04 62 69 6B 65 | 00"))
        }
        // Tags are case-sensitive: "Car" is not "car".
        expectSheafError(.unknownFamilyTag, at: 5, path: "$.vehicles[0]") {
            _ = try decodeBare(Garage.self, hex("08 | 0A 06 01 04 03 43 61 72"))
        }
    }

    @Test("errors inside a member carry the list index and the member's field")
    func memberPath() {
        expectSheafError(.integerOverflow, at: 23, path: "$.vehicles[0].axles") {
            _ = try decodeBare(Garage.self, hex("""
                18 0A 16 01 14 05 54 72 75 63 6B 0D
                0A 03 4D 41 4E 12 03 54 47 58 18 AC 02
                """))
        }
        expectSheafError(.missingRequiredField, at: 7, path: "$.favorite.cylinders") {
            _ = try decodeBare(Garage.self, hex("0D | 12 0B | 03 63 61 72 | 06 0A 01 41 12 01 42"))
        }
        expectSheafError(.wireKindMismatch, at: 1, path: "$.favorite") {
            _ = try decodeBare(Garage.self, hex("02 10 00"))
        }
    }
}
