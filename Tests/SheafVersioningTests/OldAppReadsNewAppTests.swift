import Foundation
import Sheaf
import Testing
import WorkshopV1
import WorkshopV3

/// An app whose model module is generated from version 1 of the workshop schema reads, edits
/// and re-saves an archive written by the app of version 3, which then reads back everything it
/// wrote — every value, every shared instance — plus the old app's edits. Version 3 adds what an
/// old reader must keep: members of a protocol family (in a list and in a map), a field of a
/// payload case, a field holding shared class instances that known fields refer to after it, and
/// a value of an open enum.
@Suite("An old app re-saves a new app's archive")
struct OldAppReadsNewAppTests {
    /// The new app's shop: `mentors` (new in version 2) meets Bo and Ann first, so they are
    /// entries 1 and 2, and `lead` and `staff` (known to version 1) refer to them after it.
    static func newShop(jobs: [WorkshopV3.Job] = [.repair(hours: 2, parts: ["filter"]), .inspect(passed: true)]) -> WorkshopV3.Shop {
        let ann = WorkshopV3.Mechanic(name: "Ann")
        let bo = WorkshopV3.Mechanic(name: "Bo", apprentice: ann)
        return WorkshopV3.Shop(
            name: "North",
            vehicles: [
                WorkshopV3.Car(make: "Saab", doors: 2), WorkshopV3.Truck(make: "MAN", axles: 3),
                WorkshopV3.Bike(make: "Brompton", gears: 6),
            ],
            byBay: ["1": WorkshopV3.Truck(make: "Volvo", axles: 2), "2": WorkshopV3.Car(make: "Fiat")],
            jobs: jobs,
            status: .sold,
            mentors: [bo, ann],
            lead: ann,
            staff: [bo, ann, WorkshopV3.Mechanic(name: "Cy")])
    }

    /// The bytes after the header.
    static func body(_ archive: [UInt8]) throws -> ArraySlice<UInt8> {
        archive[try SheafArchiveHeader(parsing: archive).bodyOffset...]
    }

    @Test("the old app reads what it knows and keeps the rest")
    func oldAppReads() throws {
        let old = try WorkshopV1.Shop(serializedBytes: try Self.newShop().serializedBytes())
        #expect(old.name == "North")
        #expect(old.vehicles.map(\.make) == ["Saab", "MAN", "Brompton"])
        #expect(old.vehicles[0] is WorkshopV1.Car)
        #expect((old.vehicles[1] as? WorkshopV1.VehicleFamily.Opaque)?.tag == "truck")
        #expect((old.vehicles[2] as? WorkshopV1.VehicleFamily.Opaque)?.tag == "bike")
        #expect((old.byBay["1"] as? WorkshopV1.VehicleFamily.Opaque)?.tag == "truck")
        #expect(old.byBay["2"] is WorkshopV1.Car)
        #expect(old.status == .unrecognized("sold"))
        // The known references resolve to the instances the new app meant, although the field
        // that met them first (mentors) is unknown here.
        let lead = try #require(old.lead)
        #expect(lead.name == "Ann")
        #expect(old.staff.map(\.name) == ["Bo", "Ann", "Cy"])
        #expect(old.staff[1] === lead)
        #expect(old.sheafUnknownFields.fields.map(\.id) == [6])
        #expect(old.sheafUnknownFields.origin?.tags == ["car", "truck", "bike"])
        #expect(old.sheafUnknownFields.origin?.entryCount == 3)
    }

    @Test("re-saved without edits: the new app's body, byte for byte, under the old header")
    func unchangedResave() throws {
        let newBytes = try Self.newShop().serializedBytes()
        let resaved = try WorkshopV1.Shop(serializedBytes: newBytes).serializedBytes()
        #expect(try Self.body(resaved) == Self.body(newBytes))
        let header = try SheafArchiveHeader(parsing: resaved)
        #expect(header.schemaVersion == 1 && header.rootType == "Shop")
    }

    @Test("edited and re-saved by the old app, read by the new one: every value, every identity, and the edits")
    func editedResave() throws {
        var old = try WorkshopV1.Shop(serializedBytes: try Self.newShop().serializedBytes())
        old.name = "North 2"
        old.lead?.name = "Ann B."
        old.vehicles[1].make = "MAN 2"
        old.byBay["3"] = WorkshopV1.Car(make: "Kia")
        old.staff.append(WorkshopV1.Mechanic(name: "Dee"))
        let resaved = try old.serializedBytes()

        let back = try WorkshopV3.Shop(serializedBytes: resaved)
        #expect(back.name == "North 2")
        // Family members the old app kept opaque, one of them edited; one it added.
        #expect(back.vehicles.count == 3)
        #expect((back.vehicles[0] as? WorkshopV3.Car)?.doors == 2)
        let truck = try #require(back.vehicles[1] as? WorkshopV3.Truck)
        #expect(truck.make == "MAN 2" && truck.axles == 3)
        let bike = try #require(back.vehicles[2] as? WorkshopV3.Bike)
        #expect(bike.make == "Brompton" && bike.gears == 6)
        #expect((back.byBay["1"] as? WorkshopV3.Truck)?.axles == 2)
        #expect((back.byBay["2"] as? WorkshopV3.Car)?.make == "Fiat")
        #expect((back.byBay["3"] as? WorkshopV3.Car)?.make == "Kia")
        #expect(back.status == .sold)
        // The shared instances: mentors (unknown to the old app) and the known references.
        #expect(back.mentors.map(\.name) == ["Bo", "Ann B."])
        let (bo, ann) = (back.mentors[0], back.mentors[1])
        #expect(back.lead === ann)
        #expect(bo.apprentice === ann)
        #expect(back.staff.count == 4)
        #expect(back.staff[0] === bo && back.staff[1] === ann)
        #expect(back.staff.map(\.name) == ["Bo", "Ann B.", "Cy", "Dee"])
        // Fields a newer version added to payload cases, kept by the struct holding the jobs.
        #expect(back.jobs == [.repair(hours: 2, parts: ["filter"]), .inspect(passed: true)])
    }

    @Test("payload cases pushed along by an insertion keep their newer fields; one moved before its place does not")
    func movedPayloadCases() throws {
        var old = try WorkshopV1.Shop(serializedBytes: try Self.newShop().serializedBytes())
        #expect(old.jobs == [.repair(hours: 2), .inspect])
        #expect(old.sheafUnknownFields.payloadCases.map(\.position) == [1, 2])
        old.jobs.insert(.repair(hours: 7), at: 0)
        var back = try WorkshopV3.Shop(serializedBytes: try old.serializedBytes())
        #expect(back.jobs == [.repair(hours: 7, parts: []), .repair(hours: 2, parts: ["filter"]), .inspect(passed: true)])
        // Moved before its own place, a job cannot be told from an equal-looking one that had no
        // newer fields there, so it is written as the old app knows it.
        old.jobs = [.inspect, .repair(hours: 2)]
        back = try WorkshopV3.Shop(serializedBytes: try old.serializedBytes())
        #expect(back.jobs == [.inspect(passed: false), .repair(hours: 2, parts: ["filter"])])
    }

    @Test("a payload case the old app changed is written as the old app knows it")
    func changedPayloadCase() throws {
        var old = try WorkshopV1.Shop(serializedBytes: try Self.newShop().serializedBytes())
        old.jobs[0] = .repair(hours: 3)
        let back = try WorkshopV3.Shop(serializedBytes: try old.serializedBytes())
        #expect(back.jobs == [.repair(hours: 3, parts: []), .inspect(passed: true)])
    }

    @Test("a payload case copied by the old app: the copy is written as the old app knows it")
    func copiedPayloadCase() throws {
        var old = try WorkshopV1.Shop(serializedBytes: try Self.newShop().serializedBytes())
        old.jobs.append(old.jobs[1])
        let back = try WorkshopV3.Shop(serializedBytes: try old.serializedBytes())
        #expect(back.jobs == [.repair(hours: 2, parts: ["filter"]), .inspect(passed: true), .inspect(passed: false)])
    }

    @Test("equal-looking jobs, one with a newer field: re-saved unchanged, each is what it was")
    func equalLookingPayloadCases() throws {
        let jobs: [WorkshopV3.Job] = [.inspect(passed: false), .inspect(passed: true), .inspect(passed: false)]
        let newBytes = try Self.newShop(jobs: jobs).serializedBytes()
        let old = try WorkshopV1.Shop(serializedBytes: newBytes)
        #expect(old.jobs == [.inspect, .inspect, .inspect])
        #expect(try Self.body(old.serializedBytes()) == Self.body(newBytes))
        #expect(try WorkshopV3.Shop(serializedBytes: old.serializedBytes()).jobs == jobs)
    }

    @Test("the new app's own round trip keeps the payload-case fields")
    func newAppRoundTrip() throws {
        let back = try WorkshopV3.Shop(serializedBytes: try Self.newShop().serializedBytes())
        #expect(back.jobs == [.repair(hours: 2, parts: ["filter"]), .inspect(passed: true)])
        #expect(back.mentors[1] === back.lead && back.mentors[0].apprentice === back.lead)
    }
}
