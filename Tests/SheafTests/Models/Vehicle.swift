import Sheaf

// schema: garage, version: 2
//   Vehicle: { kind: protocol, fields: { make: { id: 1, type: string }, model: { id: 2, type: string } } }
//   Car:     { kind: struct, conforms: [Vehicle], tag: car, fields: { cylinders: { id: 3, type: int32 } } }
//   Truck:   { kind: struct, conforms: [Vehicle], fields: { axles: { id: 3, type: uint8 } } }   # tag: Truck
//   Garage:  { kind: struct, fields: { vehicles: { id: 1, type: "[Vehicle]" }, favorite: { id: 2, type: Vehicle? } } }

/// A protocol family.
protocol Vehicle: SheafFamilyMember {
    var make: String { get }
    var model: String { get }
}

/// The family's decoding side: only `Car` and `Truck` can come out of an archive.
enum VehicleFamily: SheafFamily {
    static var sheafTypeName: String { "Vehicle" }

    static func encodeMember(_ value: any Vehicle, to writer: inout SheafWriter) throws(SheafError) {
        try writer.writeFamilyValue(value)
    }

    static func decodeMember(tag: String, from reader: inout SheafReader) throws(SheafError) -> (any Vehicle)? {
        switch tag {
        case "car": return try Car(from: &reader)
        case "Truck": return try Truck(from: &reader)
        default: return nil
        }
    }
}

/// A member with an explicit tag.
struct Car: Vehicle, Hashable {
    static var sheafTag: String { "car" }
    static var sheafTypeName: String { "Car" }

    var make: String
    var model: String
    var cylinders: Int32

    func encode(to writer: inout SheafWriter) throws(SheafError) {
        let mark = try writer.beginLengthDelimited()
        try writer.writeField(1, make)
        try writer.writeField(2, model)
        try writer.writeField(3, cylinders)
        writer.endLengthDelimited(mark)
    }

    init(make: String, model: String, cylinders: Int32) {
        self.make = make
        self.model = model
        self.cylinders = cylinders
    }

    init(from reader: inout SheafReader) throws(SheafError) {
        let frame = try reader.beginLengthDelimited()
        var seen = SheafFieldSet()
        var make: String?
        var model: String?
        var cylinders: Int32?
        while let key = try reader.nextKey() {
            switch key.id {
            case 1: make = try reader.readField(key, &seen, "make")
            case 2: model = try reader.readField(key, &seen, "model")
            case 3: cylinders = try reader.readField(key, &seen, "cylinders")
            default: try reader.skipField(key, &seen)
            }
        }
        guard let make else { throw reader.missingRequiredField("make", id: 1) }
        guard let model else { throw reader.missingRequiredField("model", id: 2) }
        guard let cylinders else { throw reader.missingRequiredField("cylinders", id: 3) }
        try reader.endLengthDelimited(frame)
        self.init(make: make, model: model, cylinders: cylinders)
    }
}

/// A member whose tag defaults to its type name.
struct Truck: Vehicle, Hashable {
    static var sheafTag: String { "Truck" }
    static var sheafTypeName: String { "Truck" }

    var make: String
    var model: String
    var axles: UInt8

    func encode(to writer: inout SheafWriter) throws(SheafError) {
        let mark = try writer.beginLengthDelimited()
        try writer.writeField(1, make)
        try writer.writeField(2, model)
        try writer.writeField(3, axles)
        writer.endLengthDelimited(mark)
    }

    init(make: String, model: String, axles: UInt8) {
        self.make = make
        self.model = model
        self.axles = axles
    }

    init(from reader: inout SheafReader) throws(SheafError) {
        let frame = try reader.beginLengthDelimited()
        var seen = SheafFieldSet()
        var make: String?
        var model: String?
        var axles: UInt8?
        while let key = try reader.nextKey() {
            switch key.id {
            case 1: make = try reader.readField(key, &seen, "make")
            case 2: model = try reader.readField(key, &seen, "model")
            case 3: axles = try reader.readField(key, &seen, "axles")
            default: try reader.skipField(key, &seen)
            }
        }
        guard let make else { throw reader.missingRequiredField("make", id: 1) }
        guard let model else { throw reader.missingRequiredField("model", id: 2) }
        guard let axles else { throw reader.missingRequiredField("axles", id: 3) }
        try reader.endLengthDelimited(frame)
        self.init(make: make, model: model, axles: axles)
    }
}

/// A struct holding protocol values: a heterogeneous list and an optional one.
struct Garage: SheafMessage {
    static var sheafSchemaName: String { "garage" }
    static var sheafSchemaVersion: Int { 2 }
    static var sheafFingerprint: SheafFingerprint { SheafFingerprint(0x1111_2222_3333_4444) }
    static var sheafTypeName: String { "Garage" }

    var vehicles: [any Vehicle]
    var favorite: (any Vehicle)?

    init(vehicles: [any Vehicle] = [], favorite: (any Vehicle)? = nil) {
        self.vehicles = vehicles
        self.favorite = favorite
    }

    func encode(to writer: inout SheafWriter) throws(SheafError) {
        let mark = try writer.beginLengthDelimited()
        if !vehicles.isEmpty {
            writer.writeKey(1, .len)
            try writer.writeFamilyList(vehicles, family: VehicleFamily.self)
        }
        try writer.writeFamilyField(2, favorite, family: VehicleFamily.self)
        writer.endLengthDelimited(mark)
    }

    init(from reader: inout SheafReader) throws(SheafError) {
        let frame = try reader.beginLengthDelimited()
        var seen = SheafFieldSet()
        var vehicles: [any Vehicle] = []
        var favorite: (any Vehicle)?
        while let key = try reader.nextKey() {
            switch key.id {
            case 1:
                // Same wire form as writeFamilyList: a list of protocol values.
                let wrapped: [SheafFamilyValue<VehicleFamily>] = try reader.readField(key, &seen, "vehicles")
                vehicles = wrapped.map(\.value)
            case 2: favorite = try reader.readFamilyField(key, &seen, "favorite", family: VehicleFamily.self)
            default: try reader.skipField(key, &seen)
            }
        }
        try reader.endLengthDelimited(frame)
        self.init(vehicles: vehicles, favorite: favorite)
    }
}
