import Foundation
import Sheaf
import Testing

/// Lists of generated types: the types the schemas put in lists get list coders specialised
/// for them (`SheafListElement`); every other type's lists go through the runtime's one
/// generic list coder. Both write the same bytes and read them back.
@Suite("List coders of generated types")
struct ListCoderTests {
    /// Writes `list` in its bare form and reads it back.
    func roundTrip<T: SheafCodable>(_ list: [T]) throws -> (bytes: [UInt8], back: [T]) {
        var writer = SheafWriter()
        try list.encode(to: &writer)
        let bytes = writer.bytes()
        let back = try bytes.withUnsafeBytes { buffer throws(SheafError) in
            var reader = SheafReader(buffer: buffer)
            return try [T](from: &reader)
        }
        return (bytes, back)
    }

    /// Whether `type` conforms to `SheafListElement` (asked at run time).
    func isListElement(_ type: Any.Type) -> Bool {
        type is any SheafListElement.Type
    }

    @Test func listElementsOfTheSchemasAreMarked() {
        // `[Employee]` (Team.members) and `[Node]` (Node.children) are in the schemas.
        #expect(isListElement(Employee.self))
        #expect(isListElement(Node.self))
        // Car is only ever inside `[Vehicle]` (protocol values), Gender only a map key.
        #expect(!isListElement(Car.self))
        #expect(!isListElement(Gender.self))
    }

    @Test func runtimeTypesInListsAreMarked() {
        // `[String]` is the commonest list of all: without the conformance its decoder is
        // the generic loop (about 1,200 more instructions per employee of the benchmark).
        #expect(isListElement(String.self))
        #expect(isListElement([Int64].self))
        #expect(isListElement(Int64?.self))
        #expect(isListElement([String: Int32].self))
        #expect(isListElement(Data.self))
        #expect(isListElement(Date.self))
        #expect(isListElement(URL.self))
        #expect(isListElement(UUID.self))
    }

    @Test func stringListRoundTrips() throws {
        let tags = ["", "a", "Zoë", String(repeating: "x", count: 200)]
        let (bytes, back) = try roundTrip(tags)
        #expect(back == tags)
        // Length 211 in 2 bytes (count 1, then 1 + 2 + 5 + (2 + 200) for the strings), count 4,
        // then each string's length and UTF-8 bytes.
        #expect(Array(bytes.prefix(9)) == [0xD3, 0x01, 4, 0, 1, 0x61, 4, 0x5A, 0x6F])
    }

    @Test func genericListCoderRoundTrips() throws {
        let cars = [Car(make: "Saab", model: "900", cylinders: 4), Car(make: "Volvo", model: "240", cylinders: 4)]
        let (bytes, back) = try roundTrip(cars)
        #expect(back == cars)
        // Length, count, then each car's bare form (itself length-delimited).
        var expected = SheafWriter()
        let mark = try expected.beginLengthDelimited()
        expected.writeVarint(2)
        for car in cars {
            try car.encode(to: &expected)
        }
        expected.endLengthDelimited(mark)
        let expectedBytes = expected.bytes()
        #expect(bytes == expectedBytes)
    }

    @Test func specialisedListCoderRoundTrips() throws {
        let team = [Employee(name: "Ann", age: 34), Employee(name: "Bo", email: "bo@example.com", fullName: "Bo B")]
        let (_, back) = try roundTrip(team)
        #expect(back == team)
    }

    @Test func genericListCoderReportsTheElementIndex() throws {
        let cars = [Car(make: "Saab", model: "900", cylinders: 4), Car(make: "Volvo", model: "240", cylinders: 4)]
        var (bytes, _) = try roundTrip(cars)
        // Cut the last byte off the second car and shorten the list's length to match, so
        // that the list frame is consistent and the second element is the one that fails.
        bytes.removeLast()
        bytes[0] -= 1
        let error = bytes.withUnsafeBytes { buffer -> SheafError? in
            var reader = SheafReader(buffer: buffer)
            do throws(SheafError) {
                _ = try [Car](from: &reader)
                return nil
            } catch {
                return error
            }
        }
        #expect(error?.pathDescription.hasPrefix("$[1]") == true)
    }
}
