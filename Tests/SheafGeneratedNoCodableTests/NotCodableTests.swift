import Foundation
import Sheaf
import Testing

/// The showcase schemas generated with `codable: false`: no type of any shape is `Codable`,
/// and values still round-trip through archives (the other suites of this target run the
/// speed mode's binary tests over the same types).
@Suite("Generated types without Codable")
struct NotCodableTests {
    /// Whether the type is `Encodable` or `Decodable`, asked at run time (a test the compiler
    /// could answer statically would be a warning, and this target treats warnings as errors).
    func isCodable(_ type: Any.Type) -> Bool {
        type is any Encodable.Type || type is any Decodable.Type
    }

    @Test(
        "no generated type is Codable",
        arguments: [
            ("struct", Employee.self as Any.Type), ("recursive struct", ListNode.self), ("recursive list struct", Tree.self),
            ("class", Node.self), ("class holding a family", Garage.self), ("generic struct", Stack<Int64>.self),
            ("generic struct of a family", Stack<AnyVehicle>.self), ("generic class", Cell<Int8>.self),
            ("generic payload enum", Either<Int8, String>.self), ("closed raw enum", Tiny.self), ("open raw enum", Gender.self),
            ("string raw enum", Keyword.self), ("payload enum", Shape.self), ("recursive payload enum", JsonValue.self),
            ("option set", Duties.self), ("family member struct", Car.self), ("family member class", Bus.self),
            ("family value", AnyVehicle.self), ("opaque family member", VehicleFamily.Opaque.self),
            ("struct with a renamed field", Evolving.self), ("empty struct", Unit.self),
        ])
    func notCodable(shape: String, type: Any.Type) {
        #expect(!isCodable(type), "\(shape) \(type) is Codable")
    }

    @Test("a family's protocol does not refine Codable")
    func familyProtocol() {
        let vehicle: any Vehicle = Car(make: "Saab", model: "900", cylinders: 4)
        #expect(!((vehicle as Any) is any Encodable))
        #expect(!isCodable(VehicleFamily.self as Any.Type))
        #expect(!((VehicleFamily.self as Any) is any SheafCodableFamily.Type))
    }

    @Test("values of every shape still round-trip through an archive")
    func binaryRoundTrip() throws {
        let bus = Bus(make: "Volvo", model: "7900", seats: 40, routes: ["1"], driver: Employee(name: "Dee"))
        let garage = Garage(
            vehicles: [Car(make: "Saab", model: "900", cylinders: 4), bus, bus],
            stacks: [Stack(items: [1, 2])], shapes: ["c": .circle(radius: 1.5), "e": .empty])
        let back = try Garage(serializedBytes: try garage.serializedBytes())
        #expect(try back.serializedBytes() == garage.serializedBytes())
        #expect(back.vehicles[1] as AnyObject === back.vehicles[2] as AnyObject)
        #expect(back.shapes == garage.shapes)
        #expect(back.stacks == garage.stacks)

        let ann = Employee(name: "Ann", age: 34, gender: .unrecognized(9), duties: [.bringCoffee], manager: Employee(name: "Bo"))
        #expect(try Employee(serializedBytes: try ann.serializedBytes()) == ann)

        let list = ListNode(value: 1, next: ListNode(value: 2))
        #expect(try ListNode(serializedBytes: try list.serializedBytes()) == list)
    }
}
