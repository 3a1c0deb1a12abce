import Foundation
import Sheaf
import SheafDynamic
import SheafSchema
import Testing

/// Two independent implementations agree: archives written by generated code decode with
/// the schema-driven (dynamic) codec, and its canonical encoder writes the very same bytes.
@Suite("Generated and dynamic codecs agree")
struct DynamicCrossCheckTests {
    static let schemaSet: SchemaSet = {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Schemas")
        return SchemaLoader.load(paths: [folder.path]).schemaSet
    }()

    func agree<T: SheafMessage>(_ value: T, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let bytes: [UInt8] = try value.serializedBytes()
        let archive = try DynamicWireDecoder(schemaSet: Self.schemaSet).decode(bytes)
        let again = try DynamicWireEncoder(schemaSet: Self.schemaSet).encode(archive)
        #expect(again == bytes, "\(T.sheafTypeName)", sourceLocation: sourceLocation)
    }

    @Test func company() throws {
        let id = UUID(uuid: (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16))
        try agree(
            Employee(
                name: "Ann", age: 34, gender: .unrecognized(9), duties: [], email: "a@b", manager: Employee(name: "B"),
                scores: ["x": [1, -0.0]]))
        let bus = Bus(make: "V", model: "7", seats: 40, routes: ["1"], driver: Employee(name: "D"))
        try agree(
            Garage(
                vehicles: [
                    Car(make: "S", model: "9", cylinders: 4), bus, Truck(make: "T", model: "R", payloadTons: 1.5), bus,
                    ElectricBike(make: "E", model: "B", batteryKWh: 0.5, chargedAt: Date(timeIntervalSince1970: 12.000001)),
                ],
                stacks: [Stack(items: [1, 300, -70_000])], shapes: ["c": .circle(radius: 2), "e": .empty]))
        let north = Depot(city: "N", vehicles: [bus], queue: Stack(items: [Pair(first: 5, second: AnyVehicle(bus))]))
        north.neighbours = [Depot(city: "S", byRoute: ["r": [bus]], queue: Stack(items: []), neighbours: [north])]
        try agree(north)
        try agree(
            Team(
                name: "T", byGender: [.male: [Employee(name: "M")]],
                fleetByCity: ["O": [ElectricCar(make: "a", model: "b", batteryKWh: 1, rangeKm: 2, fastCharge: false)]],
                parking: Stack(items: []), calibration: Pair(first: "c", second: [0.25]), dutyRoster: Stack(items: [[id: [.bringCoffee]]]),
                deputies: Stack(items: []), gadgets: [PowerBank(model: "p", batteryKWh: 2, capacityMAh: 3, ports: 4)],
                lastPayroll: .failure(code: -1, reason: "r", retryable: true),
                payrollHistory: [.cancelled, .success(value: PayrollRun(period: "p", ranAt: Date(timeIntervalSince1970: 0)))],
                remote: [false: ["a"]], floorPlan: [.rect(w: 1, h: 2)], orgChart: Node(label: "n")))
    }

    @Test func kitchenSink() throws {
        try agree(Defaults())
        var defaults = Defaults()
        defaults.negZero = 0
        defaults.nan = 1
        defaults.flags = []
        defaults.huge = .unrecognized(3)
        try agree(defaults)
        try agree(
            Primitives(
                flag: true, i8: -1, i16: 300, i32: .min, i64: .max, u8: 200, u16: 1, u32: 2, u64: .max, word: -5, uword: 5,
                f32: 1.5, f64: -2.25, text: "ü", blob: Data([1]), instant: Date(timeIntervalSince1970: -3.5),
                link: URL(string: "https://x.y/z")!, ident: UUID(uuid: (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15))))
        try agree(OptionalPrimitives(i8: 0, text: "", farAway: true))
        try agree(Keywords(in: [1], Type: "t", switch: [.class], case: .return(value: .self), Self: "s", struct: Unit()))
        try agree(
            Nesting(
                grid4: [[[[1]]]], mixed6: ["a": [[UUID(): [true: [[nil, "x"]]]]]], deepFamily: [[[[Sticker()]]]],
                optionals: [[1, nil], nil], maybeFamily: ["m": [nil, Photo(pixels: Data(), width: 1, height: 2)]]))
        try agree(JsonValue.object(members: ["a": .array(items: [.number(value: 1), .nothing])]))
        let cell = Cell<Int8>(value: 1)
        cell.next = cell
        try agree(cell)
        let generics = Generics(
            ofPrimitive: Registry(entries: ["a": 1]), ofOptional: Registry(pinned: [nil]), ofList: Registry(), ofMap: Registry(),
            ofStruct: Registry(), ofClass: Registry(), ofFamily: Registry(pinned: [AnyAttachment(VoiceMemo(samples: [1, 2]))]),
            ofEnum: Registry(), ofOptions: Registry(), ofGeneric: Registry(),
            three: Triple(a: Tree(value: "t"), b: [], c: .right(value: 9)),
            nestedSame: Triple(a: Triple(a: true, b: true, c: false), b: 1, c: Triple(a: "", b: "", c: "")), eitherList: [],
            deep: Registry())
        generics.ofClass = Registry(entries: ["me": generics])
        try agree(generics)
    }

    @Test func library() throws {
        let author = Author(name: "A")
        let member = Member(memberId: UUID(), displayName: "M", joinedAt: Date(timeIntervalSince1970: 9))
        member.household = [member]
        let book = Book(
            itemId: UUID(), title: "B", acquiredAt: Date(timeIntervalSince1970: 1), isbn13: "9", authors: [author, author],
            format: .ebook(fileBytes: 10, drm: false, formats: ["epub"]), genres: [.unrecognized("x"), .children])
        let branch = Branch(
            name: "Br", address: Address(street: "s", city: "c", postalCode: "p", country: "DE"),
            catalogue: [book.itemId: book], hours: [.monday: OpeningHours(opens: 1, closes: 2)], members: [member],
            loans: [
                Loan(
                    item: book, member: member, borrowedAt: Date(timeIntervalSince1970: 1), dueAt: Date(timeIntervalSince1970: 2),
                    status: .overdue)
            ])
        try agree(Library(name: "L", branches: [branch, branch], lastSearch: Page(items: [book], total: 1), tierFees: [.suspended: -5]))
    }
}
