import Foundation
import Sheaf

/// libFuzzer's start-up hook: with `SHEAF_FUZZ_SEED_OUTPUT` set to a folder, writes archives
/// of the showcase schemas there first (the conformance corpus has few of them), so the
/// fuzzer starts from inputs every header check accepts.
@_cdecl("LLVMFuzzerInitialize")
public func initializeFuzzGenerated(
    _ argc: UnsafeMutablePointer<CInt>?, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?
) -> CInt {
    guard let folder = ProcessInfo.processInfo.environment["SHEAF_FUZZ_SEED_OUTPUT"] else { return 0 }
    let url = URL(fileURLWithPath: folder, isDirectory: true)
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    for (name, archive) in SeedArchives.all() {
        try? Data(archive).write(to: url.appendingPathComponent("showcase-\(name).bin"))
    }
    return 0
}

/// Values of the showcase types with every kind of field filled in.
enum SeedArchives {
    static func all() -> [(String, [UInt8])] {
        var seeds: [(String, [UInt8])] = []
        func add<T: SheafMessage>(_ name: String, _ value: T) {
            if let bytes = try? value.serializedBytes() { seeds.append((name, bytes)) }
        }
        let id = UUID(uuid: (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16))
        let boss = Employee(name: "Cleo", age: 61, gender: .other, duties: [.bringCoffee, .cleanWorkplace])
        add(
            "employee",
            Employee(
                name: "Ann", age: 34, gender: .unrecognized(7), email: "ann@example.com",
                manager: Employee(name: "Bo", manager: boss), scores: ["math": [1.5, -0.0, .infinity], "art": []],
                fullName: "Ann Example"))
        let root = Node(label: "root")
        root.children = [Node(label: "left", parent: root), Node(label: "right", parent: root)]
        add("node", root)
        let bus = Bus(make: "Volvo", model: "7900", seats: 40, routes: ["1", "2"], driver: Employee(name: "Dee"))
        add(
            "garage",
            Garage(
                vehicles: [
                    Car(make: "Saab", model: "900", cylinders: 4), bus,
                    Truck(make: "Scania", model: "R", payloadTons: 12.5, trailer: Truck(make: "T", model: "x", axles: 3, payloadTons: 1)),
                    ElectricCar(make: "Tesla", model: "3", batteryKWh: 75, rangeKm: 500), bus,
                    ElectricBike(make: "VanMoof", model: "S3", batteryKWh: 0.5, pedalAssistLevels: 4),
                ],
                stacks: [Stack(items: [1, 2, 3]), Stack(items: [])],
                shapes: ["c": .circle(radius: 1), "r": .rect(w: 2, h: 3), "e": .empty]))
        let shared = Bus(make: "MAN", model: "Lion", seats: 30)
        let north = Depot(city: "North", vehicles: [shared], queue: Stack(items: []))
        let south = Depot(city: "South", vehicles: [shared], byRoute: ["5": [shared]], queue: Stack(items: []), neighbours: [north])
        north.neighbours = [south]
        north.chargers = [PowerBank(model: "P", batteryKWh: 1, capacityMAh: 20_000)]
        north.queue = Stack(items: [Pair(first: 1, second: AnyVehicle(shared))])
        add("depot", north)
        let run = PayrollRun(period: "2024-05", ranAt: Date(timeIntervalSince1970: 1_700_000_000.25), amounts: [id: 500_000])
        add(
            "team",
            Team(
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
                remote: [true: ["x"], false: []], floorPlan: [.empty], orgChart: Node(label: "top")))
        add("outcome", Outcome<PayrollRun>.success(value: run))
        add(
            "primitives",
            Primitives(
                flag: true, i8: .min, i16: .max, i32: .min, i64: .min, u8: .max, u16: .max, u32: .max, u64: .max,
                word: .min, uword: .max, f32: .nan, f64: -.infinity, text: "héllo ✓", blob: Data([0, 1, 255]),
                instant: Date(timeIntervalSince1970: -1.5), link: URL(string: "https://example.com/a?b=c")!,
                ident: UUID(uuid: (0xFF, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x01))))
        add("optional-primitives", OptionalPrimitives(flag: false, i8: 0, text: "", blob: Data(), farAway: false))
        add("defaults", Defaults())
        add("directory", Directory(name: "/", files: ["f": Data([1])], subdirectories: ["d": Directory(name: "d")]))
        add("list-node", ListNode(value: 1, next: ListNode(value: 2, next: ListNode(value: 3))))
        add("ping", Ping(count: 1, pong: Pong(count: 2, ping: Ping(count: 3))))
        add("author", Author(name: "Other", pseudonymOf: Author(name: "Ursula", born: 1929)))
        add("stack", Stack<Int32>(items: [1, -2, 300]))
        // Payload cases with fields a newer writer added (kept by the struct or class holding
        // them): a circle with field 5 in a class's map, and a token inside a token, each with
        // an unknown field, in a struct.
        let circle: [UInt8] = [0x01, 0x09, 0, 0, 0, 0, 0, 0, 0xF8, 0x3F]
        let keptGarage = Garage(shapes: ["a": .circle(radius: 1.5), "b": .empty])
        keptGarage.sheafUnknownFields.append(
            SheafUnknownFields.PayloadCase(knownBytes: circle, rawBytes: circle + [0x28, 0x07], position: 1))
        add("garage-kept-case", keptGarage)
        let innerToken: [UInt8] = [0x04, 0x0A, 0x01, 0x70]
        let newerInner = innerToken + [0x48, 0x01]
        var keywords = Keywords(case: .return(value: .`init`(protocol: "p")))
        keywords.sheafUnknownFields.append(SheafUnknownFields.PayloadCase(knownBytes: innerToken, rawBytes: newerInner, position: 1))
        keywords.sheafUnknownFields.append(
            SheafUnknownFields.PayloadCase(
                knownBytes: [0x05, 0x0A, UInt8(newerInner.count)] + newerInner,
                rawBytes: [0x05, 0x0A, UInt8(newerInner.count)] + newerInner + [0x3A, 0x02, 0x7A, 0x7A], position: 2))
        add("keywords-kept-cases", keywords)
        // A case whose field refers to a class instance first met there (its entry is read from
        // inside the case), the case and the instance's map each with kept unknown fields.
        var pair = Pair<Int32, Outcome<Garage>>(first: 5, second: .success(value: keptGarage))
        pair.sheafUnknownFields.append(
            SheafUnknownFields.PayloadCase(
                knownBytes: [0x01, 0x08, 0x01], rawBytes: [0x01, 0x48, 0x02, 0x08, 0x01], position: 3))
        add("pair-outcome-garage", pair)
        return seeds
    }
}
