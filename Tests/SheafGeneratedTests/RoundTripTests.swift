import Foundation
import Sheaf
import Testing

/// Values of generated types survive encoding and decoding: equal values for value types,
/// equal re-encoded bytes (the encoding is canonical) and kept identity for classes.
@Suite("Round trips of generated types")
struct RoundTripTests {
    /// Encodes, decodes, and checks that encoding the result gives the same bytes.
    @discardableResult
    func roundTrip<T: SheafMessage>(_ value: T, sourceLocation: SourceLocation = #_sourceLocation) throws -> T {
        let bytes = try value.serializedBytes()
        let back = try T(serializedBytes: bytes)
        #expect(try back.serializedBytes() == bytes, sourceLocation: sourceLocation)
        let data = try value.serializedData()
        #expect(Array(data) == bytes, sourceLocation: sourceLocation)
        #expect(try T(serializedBytes: data).serializedBytes() == bytes, sourceLocation: sourceLocation)
        return back
    }

    @Test func employeeWithManagerChain() throws {
        let boss = Employee(name: "Cleo", age: 61, gender: .other, duties: [.bringCoffee, .cleanWorkplace])
        let ann = Employee(
            name: "Ann", age: 34, gender: .unrecognized(7), email: "ann@example.com",
            manager: Employee(name: "Bo", manager: boss), scores: ["math": [1.5, -0.0, .infinity], "art": []],
            fullName: "Ann Example")
        let back = try roundTrip(ann)
        #expect(back == ann)
        #expect(back.manager?.manager?.name == "Cleo")
        #expect(back.gender == .unrecognized(7))
    }

    @Test func boxedFieldsHaveValueSemantics() {
        var first = Employee(name: "A", manager: Employee(name: "M"))
        let second = first
        first.manager?.name = "changed"
        #expect(second.manager?.name == "M")
        #expect(first.manager?.name == "changed")
    }

    @Test func classesKeepSharingAndCycles() throws {
        let root = Node(label: "root")
        let left = Node(label: "left", parent: root)
        let right = Node(label: "right", parent: root)
        root.children = [left, right, left]
        let back = try roundTrip(root)
        #expect(back.children.count == 3)
        #expect(back.children[0] === back.children[2])
        #expect(back.children[0] !== back.children[1])
        #expect(back.children[1].parent === back)
        #expect(back.children.map(\.label) == ["left", "right", "left"])
    }

    @Test func heterogeneousFamiliesAndSharedMembers() throws {
        let bus = Bus(make: "Volvo", model: "7900", seats: 40, routes: ["1", "2"], driver: Employee(name: "Dee"))
        let garage = Garage(
            vehicles: [
                Car(make: "Saab", model: "900", cylinders: 4), bus,
                Truck(make: "Scania", model: "R", payloadTons: 12.5, trailer: Truck(make: "T", model: "x", axles: 3, payloadTons: 1)),
                ElectricCar(make: "Tesla", model: "3", batteryKWh: 75, rangeKm: 500), bus,
                ElectricBike(make: "VanMoof", model: "S3", batteryKWh: 0.5, pedalAssistLevels: 4),
            ],
            stacks: [Stack(items: [1, 2, 3]), Stack(items: [])],
            shapes: ["c": .circle(radius: 1), "r": .rect(w: 2, h: 3), "e": .empty])
        let back = try roundTrip(garage)
        #expect(back.vehicles.map { type(of: $0).sheafTag } == ["car", "bus.v2", "Truck", "ev", "bus.v2", "e-bike"])
        #expect(back.vehicles[1] as? Bus === back.vehicles[4] as? Bus)
        #expect((back.vehicles[1] as? Bus)?.driver?.name == "Dee")
        #expect((back.vehicles[2] as? Truck)?.trailer?.axles == 3)
        #expect(back.stacks == garage.stacks)
        #expect(back.shapes == garage.shapes)
    }

    @Test func depotsFormACycle() throws {
        let shared = Bus(make: "MAN", model: "Lion", seats: 30)
        let north = Depot(city: "North", vehicles: [shared], queue: Stack(items: []))
        let south = Depot(city: "South", vehicles: [shared], byRoute: ["5": [shared]], queue: Stack(items: []), neighbours: [north])
        north.neighbours = [south]
        north.chargers = [PowerBank(model: "P", batteryKWh: 1, capacityMAh: 20_000)]
        north.queue = Stack(items: [Pair(first: 1, second: AnyVehicle(shared))])
        let back = try roundTrip(north)
        let backSouth = try #require(back.neighbours.first)
        #expect(backSouth.neighbours.first === back)
        #expect(backSouth.vehicles.first as? Bus === back.vehicles.first as? Bus)
        #expect(backSouth.byRoute["5"]?.first as? Bus === back.vehicles.first as? Bus)
        #expect(back.queue.items.first?.second.value as? Bus === back.vehicles.first as? Bus)
        #expect((back.chargers.first as? PowerBank)?.ports == 2)
    }

    @Test func teamWithGenericsOfEveryKind() throws {
        let id = UUID(uuid: (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16))
        let run = PayrollRun(period: "2024-05", ranAt: Date(timeIntervalSince1970: 1_700_000_000.25), amounts: [id: 500_000])
        let team = Team(
            name: "Ops", lead: Employee(name: "L"), members: [Employee(name: "M")],
            byGender: [.female: [Employee(name: "F")], .unrecognized(-3): []],
            fleetByCity: ["Oslo": [Car(make: "a", model: "b", cylinders: 6)], "Rome": []],
            parking: Stack(items: [Pair(first: -1, second: AnyVehicle(Truck(make: "t", model: "m", payloadTons: 2)))]),
            calibration: Pair(first: "cal", second: [0.5, -1]),
            dutyRoster: Stack(items: [[id: [.openWindow]]]),
            deputies: Stack(items: [Employee(name: "D")]),
            gadgets: [PowerBank(model: "pb", batteryKWh: 0.1, capacityMAh: 10)],
            lastPayroll: .success(value: run),
            payrollHistory: [.failure(code: 3, reason: "late", retryAt: Date(timeIntervalSince1970: 0)), .cancelled],
            remote: [true: ["x"], false: []], floorPlan: [.empty], orgChart: Node(label: "top"))
        let back = try roundTrip(team)
        #expect(back.lastPayroll == .success(value: run))
        #expect(back.payrollHistory == team.payrollHistory)
        #expect(back.byGender == team.byGender)
        #expect(back.fleetByCity["Oslo"]?.first is Car)
        #expect(back.parking.items.first?.second.value is Truck)
        #expect(back.calibration == team.calibration)
        #expect(back.dutyRoster == team.dutyRoster)
        #expect(back.orgChart?.label == "top")
    }

    @Test func primitivesAtTheirLimits() throws {
        let value = Primitives(
            flag: true, i8: .min, i16: .max, i32: .min, i64: .min, u8: .max, u16: .max, u32: .max, u64: .max,
            word: .min, uword: .max, f32: .nan, f64: -.infinity, text: "héllo ✓", blob: Data([0, 1, 255]),
            instant: Date(timeIntervalSince1970: -1.5), link: URL(string: "https://example.com/a?b=c")!,
            ident: UUID(uuid: (0xFF, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x01)))
        let back = try roundTrip(value)
        #expect(back.i8 == .min && back.u64 == .max && back.word == .min && back.uword == .max)
        #expect(back.f32.isNaN && back.f64 == -.infinity)
        #expect(back.text == value.text && back.blob == value.blob && back.link == value.link && back.ident == value.ident)
        #expect(back.instant == value.instant)
        #expect(try roundTrip(OptionalPrimitives()) == OptionalPrimitives())
        let some = OptionalPrimitives(flag: false, i8: 0, text: "", blob: Data(), farAway: false)
        #expect(try roundTrip(some) == some)
    }

    @Test func defaultsAndKeywords() throws {
        let defaults = Defaults()
        #expect(defaults.i64Min == .min && defaults.u64Max == .max && defaults.f32 == 0.1 && defaults.nan.isNaN)
        #expect(defaults.negZero.sign == .minus && defaults.blob == Data([0xDE, 0xAD, 0xBE, 0xEF]))
        #expect(defaults.precise.timeIntervalSince1970 == 1_709_206_245.123456)
        #expect(defaults.flags == [.default, .in, .var] && defaults.highFlags == [.first, .last])
        #expect(defaults.keyword == .default && defaults.huge == .top)
        let back = try roundTrip(defaults)
        #expect(back.precise == defaults.precise && back.beforeEpoch == defaults.beforeEpoch)
        var keywords = Keywords(in: [1, 2], Type: "T", switch: [.self, .static], case: .default(in: 1, class: "c"), Self: "S")
        keywords.`self` = true
        keywords.super = Keywords(init: 5, case: .return(value: .return(value: .self)))
        keywords.`return` = ["k": .class, "e": .empty, "u": .unicode]
        let backKeywords = try roundTrip(keywords)
        #expect(backKeywords.`self` && backKeywords.Type == "T" && backKeywords.`Self` == "S" && backKeywords.`in` == [1, 2])
        #expect(backKeywords.super?.`init` == 5 && backKeywords.`return` == keywords.`return`)
        #expect(backKeywords.switch == [.self, .static] && backKeywords.case == .default(in: 1, class: "c"))
    }

    @Test func deepNestingAndMapKeys() throws {
        let id = UUID(uuid: (9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9))
        let nesting = Nesting(
            grid4: [[[[1, -2]], []], [[[], [127]]]], cube5: [[[[[0.5]]]]],
            mixed6: ["a": [[id: [true: [["x", nil]]]]]],
            mapOfMaps: [-5: [7: ["s": [id: Data([1])]]]],
            deepFamily: [[[[Photo(pixels: Data([1, 2]), width: 1, height: 2), Sticker()]]]],
            deepGeneric: [[.left(value: [[1]]), .right(value: ["t": [Tree(value: "v", children: [Tree(value: "w")])]])]],
            optionals: [[1, nil], nil, []], maybeFamily: ["m": [nil, VoiceMemo(samples: [1, -1])]],
            spaced: ["k": Triple(a: 1, b: 2, c: [id])])
        let back = try roundTrip(nesting)
        #expect(back.grid4 == nesting.grid4 && back.mixed6 == nesting.mixed6 && back.optionals == nesting.optionals)
        #expect(back.maybeFamily["m"]?[1] is VoiceMemo)
        let keys = MapKeys(
            byBool: [true: "t", false: "f"], byInt8: [-1: "a", 1: "b"], byUInt64: [.max: "m", 0: "z"],
            byString: ["b": "2", "a": "1", "é": "3"], byUUID: [id: "u"],
            byTiny: [.min: "min", .max: "max"], byHuge: [.top: "t", .unrecognized(5): "five"],
            byKeyword: [.default: "d", .numeric: "n"])
        let backKeys = try roundTrip(keys)
        #expect(backKeys.byUInt64 == keys.byUInt64 && backKeys.byHuge == keys.byHuge && backKeys.byKeyword == keys.byKeyword)
    }

    @Test func recursiveValuesAndGenericClasses() throws {
        let json = JsonValue.object(members: [
            "a": .array(items: [.number(value: 1), .nothing, .text(value: "t")]), "b": .boolean(value: true),
        ])
        #expect(try roundTrip(json) == json)
        let directory = Directory(name: "/", files: ["f": Data([1])], subdirectories: ["d": Directory(name: "d")])
        #expect(try roundTrip(directory) == directory)
        let list = ListNode(value: 1, next: ListNode(value: 2, next: ListNode(value: 3)))
        #expect(try roundTrip(list) == list)
        let ping = Ping(count: 1, pong: Pong(count: 2, ping: Ping(count: 3)))
        #expect(try roundTrip(ping) == ping)

        let first = Cell<Int8>(value: 1)
        let second = Cell<Int8>(value: 2, previous: first)
        first.next = second
        second.next = first
        let back = try roundTrip(first)
        #expect(back.next?.next === back)
        #expect(back.next?.previous === back)
        #expect(back.next?.value == 2)
    }

    @Test func classRootWithGenerics() throws {
        let generics = Generics(
            ofPrimitive: Registry(entries: ["a": 1]), ofOptional: Registry(pinned: [nil, "x"]),
            ofList: Registry(), ofMap: Registry(), ofStruct: Registry(), ofClass: Registry(),
            ofFamily: Registry(entries: ["s": AnyAttachment(Sticker())]), ofEnum: Registry(pinned: [.grumpy, .unrecognized(9)]),
            ofOptions: Registry(pinned: [[.let, .var]]), ofGeneric: Registry(entries: ["e": .right(value: .nothing)]),
            three: Triple(a: Tree(value: "t"), b: [], c: .left(value: -1)),
            nestedSame: Triple(a: Triple(a: true, b: false, c: true), b: 0, c: Triple(a: "", b: "b", c: "c")),
            eitherList: [.left(value: .zero), .right(value: [.beef: true])],
            deep: Registry(entries: ["r": Registry(pinned: [Registry(pinned: [Registry(pinned: [UUID()])])])]))
        generics.ofClass = Registry(entries: ["self": generics])
        generics.cellOfCells = Cell(value: [Cell(value: 1)])
        let back = try roundTrip(generics)
        #expect(back.ofClass.entries["self"] === back)
        #expect(back.ofOptional.pinned == [nil, "x"])
        #expect(back.ofFamily.entries["s"]?.value is Sticker)
        #expect(back.cellOfCells?.value.first?.value == 1)
    }

    @Test func libraryWithSharedMembers() throws {
        let author = Author(name: "Ursula", born: 1929)
        let pseudonym = Author(name: "Other", pseudonymOf: author)
        let book = Book(
            itemId: UUID(), title: "Earthsea", acquiredAt: Date(timeIntervalSince1970: 100), tags: ["fantasy"],
            isbn13: "978", authors: [author, pseudonym, author], format: .paperback(pages: 200),
            genres: [.fiction, .unrecognized("solarpunk")], series: Series(name: "Earthsea"))
        let member = Member(memberId: UUID(), displayName: "Mo", joinedAt: Date(timeIntervalSince1970: 5))
        member.household = [member]
        let game = BoardGame(itemId: UUID(), title: "Go", acquiredAt: Date(timeIntervalSince1970: 0), maxPlayers: 2)
        let branch = Branch(
            name: "Main", address: Address(street: "s", city: "c", postalCode: "p"),
            catalogue: [book.itemId: book, game.itemId: game], members: [member],
            holds: [book.itemId: [member, member]],
            loans: [Loan(item: book, member: member, borrowedAt: Date(timeIntervalSince1970: 1), dueAt: Date(timeIntervalSince1970: 2))])
        let library = Library(
            name: "City", branches: [branch], lastSearch: Page(items: [book]), browse: Page(items: [AnyLibraryItem(game)]))
        let back = try roundTrip(library)
        let backBranch = try #require(back.branches.first)
        #expect(backBranch.members.first?.household.first === backBranch.members.first)
        #expect(backBranch.loans.first?.member === backBranch.members.first)
        let backBook = try #require(backBranch.catalogue[book.itemId] as? Book)
        #expect(backBook.authors[0] === backBook.authors[2])
        #expect(backBook.authors[1].pseudonymOf === backBook.authors[0])
        #expect(backBook.genres == [.fiction, .unrecognized("solarpunk")])
        #expect(back.browse?.items.first?.value as? BoardGame === backBranch.catalogue[game.itemId] as? BoardGame)
        #expect(back.founded == Date(timeIntervalSince1970: -2_156_425_200))
    }
}

@Suite("Boxed fields")
struct BoxedFieldTests {
    @Test func printingShowsTheBoxedValue() {
        let text = String(describing: Employee(name: "A", manager: Employee(name: "Boss")))
        #expect(text.contains("\"Boss\""))
        #expect(!text.contains("SheafIndirect"))
    }

    @Test func hashingFollowsEquality() {
        let first = Employee(name: "A", manager: Employee(name: "M"))
        var second = Employee(name: "A")
        second.manager = Employee(name: "M")
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        second.manager?.age = 40
        #expect(first != second)
    }
}
