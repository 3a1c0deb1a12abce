import Sheaf

// Shape: { kind: enum, cases: {
//   circle: { id: 1, fields: { radius: { id: 1, type: float64 } } },
//   rect:   { id: 2, fields: { w: { id: 1, type: float64 }, h: { id: 2, type: float64, default: 1 } } },
//   empty:  { id: 3 } } }

/// A payload enum.
enum Shape: SheafCodable, Hashable {
    case circle(radius: Double)
    case rect(w: Double, h: Double)
    case empty

    static var sheafTypeName: String { "Shape" }

    func encode(to writer: inout SheafWriter) throws(SheafError) {
        let mark = try writer.beginLengthDelimited()
        switch self {
        case .circle(let radius):
            writer.writeCaseID(1)
            try writer.writeField(1, radius)
        case .rect(let w, let h):
            writer.writeCaseID(2)
            try writer.writeField(1, w)
            try writer.writeField(2, h, default: 1)
        case .empty:
            writer.writeCaseID(3)
        }
        writer.endLengthDelimited(mark)
    }

    init(from reader: inout SheafReader) throws(SheafError) {
        let frame = try reader.beginLengthDelimited()
        let caseOffset = reader.offset
        var seen = SheafFieldSet()
        switch try reader.readCaseID(in: "Shape") {
        case 1:
            var radius: Double?
            while let key = try reader.nextKey() {
                switch key.id {
                case 1: radius = try reader.readField(key, &seen, "radius")
                default: try reader.skipField(key, &seen)
                }
            }
            guard let radius else { throw reader.missingRequiredField("radius", id: 1) }
            self = .circle(radius: radius)
        case 2:
            var w: Double?
            var h: Double = 1
            while let key = try reader.nextKey() {
                switch key.id {
                case 1: w = try reader.readField(key, &seen, "w")
                case 2: h = try reader.readField(key, &seen, "h")
                default: try reader.skipField(key, &seen)
                }
            }
            guard let w else { throw reader.missingRequiredField("w", id: 1) }
            self = .rect(w: w, h: h)
        case 3:
            while let key = try reader.nextKey() {
                try reader.skipField(key, &seen)
            }
            self = .empty
        case let other:
            throw reader.unknownEnumCase(other, at: caseOffset, in: "Shape")
        }
        try reader.endLengthDelimited(frame)
    }
}
