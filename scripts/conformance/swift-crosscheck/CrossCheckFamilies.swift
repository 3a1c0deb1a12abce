// Cross-check of the conformance corpus against the Sheaf runtime, with hand-written
// stand-ins for generated types. Not part of the package: to run it, copy the files of this
// folder into Tests/SheafTests/ and run 'swift test --filter scratchConformance'.
// It was used to confirm the hand-written cases (codes, offsets, canonical re-encoding).
import Foundation
import Sheaf
import Testing

protocol CCFamMsg: SheafMessage {}
extension CCFamMsg {
    static var sheafSchemaName: String { "families" }
    static var sheafSchemaVersion: Int { 1 }
    static var sheafFingerprint: SheafFingerprint { SheafFingerprint(hex: "e2234e77a225a52f")! }
}
protocol CCVehicle: Sendable { var make: String { get }; var model: String { get } }

struct CCCar: CCVehicle, SheafFamilyMember {
    var make = "", model = ""; var cylinders: Int32 = 0
    static var sheafTag: String { "car" }
    static var sheafTypeName: String { "Auto" }
    init() {}
    func encode(to writer: inout SheafWriter) throws(SheafError) {
        let mark = try writer.beginLengthDelimited()
        try make.encodeSheafFieldValue(1, to: &writer); try model.encodeSheafFieldValue(2, to: &writer); try cylinders.encodeSheafFieldValue(3, to: &writer)
        writer.endLengthDelimited(mark)
    }
    init(from reader: inout SheafReader) throws(SheafError) {
        let frame = try reader.beginLengthDelimited()
        var seen = SheafFieldSet(); var a: String?, b: String?, c: Int32?
        while let key = try reader.nextKey() {
            switch key.id {
            case 1: a = try reader.readField(key, &seen, "make") as String
            case 2: b = try reader.readField(key, &seen, "model") as String
            case 3: c = try reader.readField(key, &seen, "cylinders") as Int32
            default: try reader.skipField(key, &seen)
            }
        }
        guard let a else { throw reader.missingRequiredField("make", id: 1) }
        guard let b else { throw reader.missingRequiredField("model", id: 2) }
        guard let c else { throw reader.missingRequiredField("cylinders", id: 3) }
        try reader.endLengthDelimited(frame)
        make = a; model = b; cylinders = c
    }
}
struct CCTruck: CCVehicle, SheafFamilyMember {
    var make = "", model = ""; var axles: UInt8 = 2
    static var sheafTag: String { "Lorry" }
    static var sheafTypeName: String { "Lorry" }
    func encode(to writer: inout SheafWriter) throws(SheafError) {
        let mark = try writer.beginLengthDelimited()
        try make.encodeSheafFieldValue(1, to: &writer); try model.encodeSheafFieldValue(2, to: &writer); try writer.writeField(3, axles, default: 2)
        writer.endLengthDelimited(mark)
    }
    init(from reader: inout SheafReader) throws(SheafError) {
        let frame = try reader.beginLengthDelimited()
        var seen = SheafFieldSet(); var a: String?, b: String?
        while let key = try reader.nextKey() {
            switch key.id {
            case 1: a = try reader.readField(key, &seen, "make") as String
            case 2: b = try reader.readField(key, &seen, "model") as String
            case 3: axles = try reader.readField(key, &seen, "axles") as UInt8
            default: try reader.skipField(key, &seen)
            }
        }
        guard let a else { throw reader.missingRequiredField("make", id: 1) }
        guard let b else { throw reader.missingRequiredField("model", id: 2) }
        try reader.endLengthDelimited(frame)
        make = a; model = b
    }
}
final class CCBus: CCVehicle, SheafClass, SheafFamilyMember, @unchecked Sendable {
    var make = "", model = ""; var seats: UInt16 = 0
    static var sheafTag: String { "bus.v2" }
    static var sheafTypeName: String { "Coach" }
    init(sheafPlaceholder: Void) {}
    func encodeSheafFields(to writer: inout SheafWriter) throws(SheafError) {
        try make.encodeSheafFieldValue(1, to: &writer); try model.encodeSheafFieldValue(2, to: &writer); try seats.encodeSheafFieldValue(3, to: &writer)
    }
    func decodeSheafFields(from reader: inout SheafReader) throws(SheafError) {
        var seen = SheafFieldSet()
        while let key = try reader.nextKey() {
            switch key.id {
            case 1: make = try reader.readField(key, &seen, "make") as String
            case 2: model = try reader.readField(key, &seen, "model") as String
            case 3: seats = try reader.readField(key, &seen, "seats") as UInt16
            default: try reader.skipField(key, &seen)
            }
        }
    }
}
enum CCVehicleFamily: SheafFamily {
    typealias Value = any CCVehicle
    static var sheafTypeName: String { "Transport" }
    static func encodeMember(_ value: any CCVehicle, to writer: inout SheafWriter) throws(SheafError) {
        if let v = value as? CCCar { try writer.writeFamilyValue(v) }
        else if let v = value as? CCTruck { try writer.writeFamilyValue(v) }
        else if let v = value as? CCBus { try writer.writeFamilyValue(v) }
    }
    static func decodeMember(tag: String, from reader: inout SheafReader) throws(SheafError) -> (any CCVehicle)? {
        switch tag {
        case "car": return try CCCar(from: &reader)
        case "Lorry": return try CCTruck(from: &reader)
        case "bus.v2": return try CCBus(from: &reader)
        default: return nil
        }
    }
}
struct CCVehicleRoot: CCFamMsg {
    var value: SheafFamilyValue<CCVehicleFamily>
    static var sheafTypeName: String { "Transport" }
    func encode(to writer: inout SheafWriter) throws(SheafError) { try value.encode(to: &writer) }
    init(from reader: inout SheafReader) throws(SheafError) { value = try SheafFamilyValue(from: &reader) }
}
struct CCGarage: CCFamMsg {
    var vehicles: [SheafFamilyValue<CCVehicleFamily>] = []
    var byOwner: [String: [SheafFamilyValue<CCVehicleFamily>]] = [:]
    var favourite: SheafFamilyValue<CCVehicleFamily>?
    static var sheafTypeName: String { "Depot" }
    func encode(to writer: inout SheafWriter) throws(SheafError) {
        let mark = try writer.beginLengthDelimited()
        try writer.writeField(1, vehicles); try writer.writeField(2, byOwner); try writer.writeField(3, favourite)
        writer.endLengthDelimited(mark)
    }
    init(from reader: inout SheafReader) throws(SheafError) {
        let frame = try reader.beginLengthDelimited()
        var seen = SheafFieldSet()
        while let key = try reader.nextKey() {
            switch key.id {
            case 1: vehicles = try reader.readField(key, &seen, "vehicles")
            case 2: byOwner = try reader.readField(key, &seen, "byOwner")
            case 3: favourite = try reader.readField(key, &seen, "favourite")
            default: try reader.skipField(key, &seen)
            }
        }
        try reader.endLengthDelimited(frame)
    }
}

@Test func scratchConformanceFamilies() {
    var problems: [String] = []
    var ran = 0
    for c in ccLoadCases() where c.id.hasPrefix("famil") || c.id.hasPrefix("utf8/in-tag") || c.id.hasPrefix("struct/missing-required-bare") {
        var p: String?? = nil
        switch c.root {
        case "Transport": p = ccRoundTrip(CCVehicleRoot.self, c)
        case "Depot": p = ccRoundTrip(CCGarage.self, c)
        default: break
        }
        if let p { ran += 1; if let p { problems.append(p) } }
    }
    print("SCRATCH4 ran \(ran)")
    for p in problems { print("SCRATCH4 " + p) }
    #expect(problems.isEmpty)
}
