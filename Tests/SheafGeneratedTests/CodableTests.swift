import Foundation
import Sheaf
import Testing

/// Generated types are `Codable` keyed by field names, with the schema's defaults for absent
/// keys and `"$type"` tags for protocol values.
@Suite("Codable conformances of generated types")
struct CodableTests {
    func json<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test func employeeIsKeyedByFieldNames() throws {
        let ann = Employee(name: "Ann", age: 34, duties: [.bringCoffee], scores: ["m": [1.5]])
        let text = try json(ann)
        #expect(text == #"{"age":34,"duties":4,"fullName":"","gender":0,"name":"Ann","scores":{"m":[1.5]}}"#)
        #expect(try JSONDecoder().decode(Employee.self, from: Data(text.utf8)) == ann)
    }

    @Test func absentKeysTakeSchemaDefaults() throws {
        let ann = try JSONDecoder().decode(Employee.self, from: Data(#"{"name":"Ann"}"#.utf8))
        #expect(ann == Employee(name: "Ann"))
        #expect(ann.age == 18 && ann.duties == [.openWindow])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Employee.self, from: Data("{}".utf8)) }
    }

    @Test func formerNamesStillDecode() throws {
        let old = try JSONDecoder().decode(Employee.self, from: Data(#"{"name":"Ann","displayName":"Ann E."}"#.utf8))
        #expect(old.fullName == "Ann E.")
        let both = try JSONDecoder().decode(Employee.self, from: Data(#"{"name":"A","displayName":"old","fullName":"new"}"#.utf8))
        #expect(both.fullName == "new")
        let evolving = try JSONDecoder().decode(Evolving.self, from: Data(#"{"label":"L","tint":"red"}"#.utf8))
        #expect(evolving.name == "L" && evolving.colour == "red")
    }

    @Test func protocolValuesCarryTheirTag() throws {
        let garage = Garage(vehicles: [Car(make: "Saab", model: "900", cylinders: 4), Truck(make: "T", model: "R", payloadTons: 2)])
        let text = try json(garage)
        #expect(text.contains(#"{"$type":"car","cylinders":4,"make":"Saab","model":"900"}"#))
        let back = try JSONDecoder().decode(Garage.self, from: Data(text.utf8))
        #expect(back.vehicles.map { type(of: $0).sheafTag } == ["car", "Truck"])
        let unknown = #"{"vehicles":[{"$type":"plane","make":"a","model":"b"}]}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Garage.self, from: Data(unknown.utf8)) }
    }

    @Test func payloadEnumsAreOneKeyObjects() throws {
        #expect(try json(Shape.circle(radius: 1.5)) == #"{"circle":{"radius":1.5}}"#)
        #expect(try json(Shape.empty) == #"{"empty":{}}"#)
        let failure = try JSONDecoder().decode(Outcome<Int8>.self, from: Data(#"{"failure":{"code":3}}"#.utf8))
        #expect(failure == .failure(code: 3, reason: "", retryable: false, retryAt: nil))
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Shape.self, from: Data(#"{"oval":{}}"#.utf8)) }
    }

    @Test func keywordsAreKeysToo() throws {
        let keywords = Keywords(Type: "t", Self: "s")
        let text = try json(keywords)
        #expect(text.contains(#""Type":"t""#) && text.contains(#""Self":"s""#) && text.contains(#""self":false"#))
        let back = try JSONDecoder().decode(Keywords.self, from: Data(text.utf8))
        #expect(back.Type == "t" && back.`Self` == "s")
    }

    @Test func classCyclesAreAnErrorNotACrash() throws {
        let root = Node(label: "r")
        root.children = [Node(label: "c")]
        #expect(try json(root) == #"{"children":[{"children":[],"label":"c"}],"label":"r"}"#)
        root.children[0].parent = root
        #expect(throws: EncodingError.self) { try JSONEncoder().encode(root) }
    }

    @Test func propertyListsWork() throws {
        let team = Pair<String, [Float]>(first: "cal", second: [0.5])
        let data = try PropertyListEncoder().encode(team)
        #expect(try PropertyListDecoder().decode(Pair<String, [Float]>.self, from: data) == team)
    }
}
