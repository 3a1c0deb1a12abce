import Foundation
import Sheaf
import SheafDynamic
import SheafSchema
import SheafTestSupport
import Testing

/// Bytes an older schema keeps — unknown fields, opaque members, entries no reference reaches
/// — carry the tables of the archive they came from, and the encoder writes them back with
/// those tables (docs/JSONForm.md, "Kept bytes and `$archive`"). The fixture pair
/// `evolution/fleet-v1.yaml` and `fleet-v3.yaml`: v3 adds a family member (Truck, with a
/// Person driver), a payload-case field, an open-enum value and `staff: [Person]`, which
/// shares Alice with `owner` and a truck's driver. `fleet-v3.hex` is the v3 archive, worked
/// out by hand.
@Suite("Kept bytes and their origin")
struct OriginTests {
    static let v1 = try! FormFixtures.schemaSet(FormFixtures.text("evolution", "fleet-v1.yaml"))
    static let v3 = try! FormFixtures.schemaSet(FormFixtures.text("evolution", "fleet-v3.yaml"))
    static let garage = TypeReference.named("Garage", arguments: [])
    static let person = TypeReference.named("Person", arguments: [])
    static let v3Bytes = hex(try! FormFixtures.text("evolution", "fleet-v3.hex"))

    static func body(_ archive: [UInt8]) throws -> ArraySlice<UInt8> {
        archive[try SheafArchiveHeader(parsing: archive).bodyOffset...]
    }

    static func record(_ value: DynamicValue) throws -> DynamicRecord {
        guard case .record(let record) = value else { throw SheafError(.schemaMismatch, message: "not a record: \(value)") }
        return record
    }

    /// The v3 archive as v1 reads it.
    static func readByV1() throws -> DynamicArchive {
        try DynamicWireDecoder(schemaSet: v1).decode(v3Bytes, as: garage)
    }

    @Test("the fixture is what the v3 schema writes for fleet-v3.json")
    func fixture() throws {
        let value = try DynamicJSON.read(FormFixtures.text("evolution", "fleet-v3.json"), rootType: Self.garage, schemaSet: Self.v3)
        #expect(try DynamicWireEncoder(schemaSet: Self.v3).encode(value) == Self.v3Bytes)
    }

    @Test("v1 keeps the tables: every kept field refers to the archive's origin; Alice is bound to entry 1")
    func keepsOrigin() throws {
        let archive = try Self.readByV1()
        let origin = try #require(archive.origin)
        #expect(origin.tags == ["car", "truck"])
        #expect(origin.entryCount == 3)
        // v1 meets only the owner (entry 1); Bob and Carol are reached only through kept bytes.
        #expect(archive.objects.keys.sorted() == [DynamicObjectID(1)])
        #expect(archive.isBound(1) && !archive.isBound(2) && !archive.isBound(3))
        #expect(Array(origin.entryContent(2)) == [0x0a, 0x03] + Array("Bob".utf8))
        let root = try Self.record(archive.root)
        #expect(root[5] == .object(DynamicObjectID(1)))
        #expect(root.unknownFields.map(\.id) == [6])
        #expect(root.unknownFields.allSatisfy { $0.origin === origin })
    }

    @Test("v1 writes the v3 body back unchanged")
    func resave() throws {
        let resaved = try DynamicWireEncoder(schemaSet: Self.v1).encode(Self.readByV1())
        #expect(try SheafArchiveHeader(parsing: resaved).schemaVersion == 1)
        #expect(try Self.body(resaved) == Self.body(Self.v3Bytes))
    }

    @Test("an edit through v1 shows at every reference v3 makes, and v3's identities hold")
    func edit() throws {
        var archive = try Self.readByV1()
        archive.objects[DynamicObjectID(1)]?.record[1] = .string("Alicia")
        let resaved = try DynamicWireEncoder(schemaSet: Self.v1).encode(archive)
        let back = try DynamicWireDecoder(schemaSet: Self.v3).decode(resaved)
        let root = try Self.record(back.root)
        guard case .list(let vehicles)? = root[1], case .member(_, let truck) = vehicles[1], case .list(let staff)? = root[6] else {
            Issue.record("unexpected \(back.root)")
            return
        }
        let driver = try Self.record(truck)[3]
        #expect(driver == .object(DynamicObjectID(1)))
        #expect(root[5] == driver)
        #expect(staff == [.object(DynamicObjectID(2)), .object(DynamicObjectID(1)), .object(DynamicObjectID(3))])
        #expect(back.objects[DynamicObjectID(1)]?.record[1] == .string("Alicia"))
        #expect(back.objects[DynamicObjectID(2)]?.record[1] == .string("Bob"))
    }

    @Test("an instance added through v1 comes after the origin's entries; a bound one the walk no longer meets is still written")
    func addedInstance() throws {
        var archive = try Self.readByV1()
        var root = try Self.record(archive.root)
        // Zoe replaces Alice as the owner: v1 no longer meets Alice, but v3's kept bytes
        // (the Actros's driver, the staff) still refer to her entry.
        archive.objects[DynamicObjectID(10)] = DynamicObject(type: Self.person, record: DynamicRecord(fields: [1: .string("Zoe")]))
        root[5] = .object(DynamicObjectID(10))
        archive.root = .record(root)
        let resaved = try DynamicWireEncoder(schemaSet: Self.v1).encode(archive)
        // v1 sees Zoe at entry 4, and Alice's entry kept as bytes.
        let again = try DynamicWireDecoder(schemaSet: Self.v1).decode(resaved)
        #expect(try Self.record(again.root)[5] == .object(DynamicObjectID(4)))
        #expect(again.origin?.entryCount == 4 && !again.isBound(1))
        #expect(again.origin.map { Array($0.entryContent(1)) } == [0x0a, 0x05] + Array("Alice".utf8))
        // v3 finds Zoe as the owner, and Alice still where its own fields put her.
        let back = try DynamicWireDecoder(schemaSet: Self.v3).decode(resaved)
        let backRoot = try Self.record(back.root)
        func name(_ value: DynamicValue?) -> DynamicValue? {
            guard case .object(let id)? = value else { return nil }
            return back.objects[id]?.record[1]
        }
        #expect(name(backRoot[5]) == .string("Zoe"))
        guard case .list(let staff)? = backRoot[6], case .list(let vehicles)? = backRoot[1], case .member(_, let truck) = vehicles[1] else {
            Issue.record("unexpected \(back.root)")
            return
        }
        #expect(staff.map { name($0) } == [.string("Bob"), .string("Alice"), .string("Carol")])
        #expect(try name(Self.record(truck)[3]) == .string("Alice"))
        #expect(try Self.record(truck)[3] == staff[1])
        // Written canonically for a value with these tables: re-encoding is a fixed point.
        #expect(try DynamicWireEncoder(schemaSet: Self.v1).encode(DynamicWireDecoder(schemaSet: Self.v1).decode(resaved)) == resaved)
    }

    @Test("kept bytes moved into a new value bring their tables: their numbers still name what they named")
    func movedIntoNewValue() throws {
        let archive = try Self.readByV1()
        let root = try Self.record(archive.root)
        guard case .list(let vehicles)? = root[1] else {
            Issue.record("no vehicles")
            return
        }
        // A v1 list holding only the opaque Actros: its kept driver field says "entry 1".
        let fresh = DynamicArchive(rootType: .list(.protocolValue("Transport")), root: .list([vehicles[1]]))
        let bytes = try DynamicWireEncoder(schemaSet: Self.v1).encode(fresh)
        let back = try DynamicWireDecoder(schemaSet: Self.v3).decode(bytes)
        guard case .list(let items) = back.root, case .member("truck", let truck) = items[0] else {
            Issue.record("unexpected \(back.root)")
            return
        }
        let driver = try Self.record(truck)[3]
        guard case .object(let id)? = driver else {
            Issue.record("no driver")
            return
        }
        #expect(back.objects[id]?.record[1] == .string("Alice"))
        // The dump wraps it with those tables, and pack gives the same bytes.
        let text = try DynamicJSON.write(fresh, schemaSet: Self.v1)
        #expect(text.hasPrefix("{\n  \"$archive\": {\n    \"tags\": [\n      \"car\",\n      \"truck\"\n    ],\n    \"instances\": 3,"))
        let packed = try DynamicJSON.read(text, rootType: fresh.rootType, schemaSet: Self.v1)
        #expect(try DynamicWireEncoder(schemaSet: Self.v1).encode(packed) == bytes)
    }

    @Test("kept bytes of two archives with tables in one value: originConflict, in the encoder and the JSON form")
    func originConflict() throws {
        var first = try Self.readByV1()
        let second = try Self.readByV1()
        var root = try Self.record(first.root)
        let other = try Self.record(second.root)
        guard case .list(var vehicles)? = root[1], case .list(let otherVehicles)? = other[1] else {
            Issue.record("no vehicles")
            return
        }
        vehicles.append(otherVehicles[1])
        root[1] = .list(vehicles)
        first.root = .record(root)
        let error = try #require(throws: SheafError.self) { try DynamicWireEncoder(schemaSet: Self.v1).encode(first) }
        #expect(error.code == .originConflict)
        #expect(error.offset == nil)
        let jsonError = try #require(throws: JSONFormError.self) { try DynamicJSON.write(first, schemaSet: Self.v1) }
        #expect(jsonError.code == .invalidValue)
        #expect(jsonError.message.contains("originConflict"))
        // Kept bytes from an archive without tables carry no origin and never conflict.
        let plain = DynamicUnknownField(id: 9, bytes: [0x48, 0x05], origin: SheafOrigin(tags: [], entries: []))
        #expect(plain.origin == nil)
    }

    @Test("a wrapped document: instances labelled with entry numbers keep them, other labels come after")
    func wrappedLabels() throws {
        let text = try DynamicJSON.write(Self.readByV1(), schemaSet: Self.v1)
        // Zoe, a new instance, becomes the owner under a text label.
        let edited = text.replacingOccurrences(
            of: "\"owner\": {\n      \"$id\": \"1\",\n      \"name\": \"Alice\"\n    }",
            with: "\"owner\": {\n      \"$id\": \"zoe\",\n      \"name\": \"Zoe\"\n    }")
        #expect(edited != text)
        // Entry 1 is now covered by nothing: the document must say what it holds.
        let error = try #require(throws: JSONFormError.self) {
            try DynamicJSON.read(edited, rootType: Self.garage, schemaSet: Self.v1)
        }
        #expect(error.code == .invalidReference)
        #expect(error.pathDescription == "$.$archive")
        // Giving entry 1's bytes under `entries` makes it whole: Zoe becomes entry 4.
        let whole = edited.replacingOccurrences(of: "\"entries\": {\n", with: "\"entries\": {\n      \"1\": \"CgVBbGljZQ==\",\n")
        let value = try DynamicJSON.read(whole, rootType: Self.garage, schemaSet: Self.v1)
        #expect(try Self.record(value.root)[5] == .object(DynamicObjectID(4)))
        let bytes = try DynamicWireEncoder(schemaSet: Self.v1).encode(value)
        let again = try DynamicWireDecoder(schemaSet: Self.v1).decode(bytes)
        #expect(try Self.record(again.root)[5] == .object(DynamicObjectID(4)))
        #expect(again.objects[DynamicObjectID(4)]?.record[1] == .string("Zoe"))
        #expect(again.origin.map { Array($0.entryContent(1)) } == [0x0a, 0x05] + Array("Alice".utf8))
    }
}
