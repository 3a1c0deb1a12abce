import Foundation
import Sheaf

// Hand-written conformances shaped like generated code for the schema
//
//   schema: company, version: 3
//   Gender:   { kind: enum, raw: int32, cases: { female: 0, male: 1, other: 2 } }
//   Mood:     { kind: enum, raw: string, open: true, cases: { happy: h, sad: s } }
//   Duties:   { kind: options, raw: uint32, flags: { cleanWorkplace: 0, openWindow: 1, bringCoffee: 2 } }
//   Employee: { kind: struct, fields: {
//     name: { id: 1, type: string }, age: { id: 2, type: int32, default: 18 },
//     gender: { id: 3, type: Gender, default: female }, duties: { id: 4, type: Duties, default: [openWindow] },
//     email: { id: 5, type: string? }, scores: { id: 7, type: "[string: [float64]]" },
//     rating: { id: 8, type: float64, default: 0 } }, reserved: [6] }

/// The schema identity the company models write.
enum Company {
    static let fingerprint = SheafFingerprint(0x0123_4567_89AB_CDEF)
}

/// A closed raw enum.
enum Gender: Int32, SheafRawEnum, SheafMapKey, Hashable, Sendable {
    case female = 0
    case male = 1
    case other = 2

    static var sheafTypeName: String { "Gender" }
}

/// An open raw enum with string raw values: unknown values survive as `unrecognized`.
enum Mood: SheafRawEnum, SheafMapKey, Hashable, Sendable {
    case happy
    case sad
    case unrecognized(String)

    init(rawValue: String) {
        switch rawValue {
        case "h": self = .happy
        case "s": self = .sad
        default: self = .unrecognized(rawValue)
        }
    }

    var rawValue: String {
        switch self {
        case .happy: return "h"
        case .sad: return "s"
        case .unrecognized(let raw): return raw
        }
    }

    static var sheafTypeName: String { "Mood" }
}

/// An option set.
struct Duties: SheafOptionSet, Hashable, Sendable {
    let rawValue: UInt32
    static let cleanWorkplace = Duties(rawValue: 1 << 0)
    static let openWindow = Duties(rawValue: 1 << 1)
    static let bringCoffee = Duties(rawValue: 1 << 2)

    static var sheafTypeName: String { "Duties" }
}

/// A struct with a required field, declared defaults, natural defaults and unknown-field
/// preservation.
struct Employee: SheafMessage, Hashable {
    static var sheafSchemaName: String { "company" }
    static var sheafSchemaVersion: Int { 3 }
    static var sheafFingerprint: SheafFingerprint { Company.fingerprint }
    static var sheafTypeName: String { "Employee" }

    var name: String
    var age: Int32 = 18
    var gender: Gender = .female
    var duties: Duties = [.openWindow]
    var email: String? = nil
    var scores: [String: [Double]] = [:]
    var rating: Double = 0
    var sheafUnknownFields = SheafUnknownFields()

    init(
        name: String, age: Int32 = 18, gender: Gender = .female, duties: Duties = [.openWindow],
        email: String? = nil, scores: [String: [Double]] = [:], rating: Double = 0
    ) {
        self.name = name
        self.age = age
        self.gender = gender
        self.duties = duties
        self.email = email
        self.scores = scores
        self.rating = rating
    }

    func encode(to writer: inout SheafWriter) throws(SheafError) {
        let mark = try writer.beginLengthDelimited()
        var cursor = 0
        writer.writeUnknownFields(sheafUnknownFields, below: 1, cursor: &cursor)
        try writer.writeField(1, name)
        writer.writeUnknownFields(sheafUnknownFields, below: 2, cursor: &cursor)
        try writer.writeField(2, age, default: 18)
        writer.writeUnknownFields(sheafUnknownFields, below: 3, cursor: &cursor)
        try writer.writeField(3, gender, default: .female)
        writer.writeUnknownFields(sheafUnknownFields, below: 4, cursor: &cursor)
        try writer.writeField(4, duties, default: [.openWindow])
        writer.writeUnknownFields(sheafUnknownFields, below: 5, cursor: &cursor)
        try writer.writeField(5, email)
        writer.writeUnknownFields(sheafUnknownFields, below: 7, cursor: &cursor)
        try writer.writeField(7, scores)
        writer.writeUnknownFields(sheafUnknownFields, below: 8, cursor: &cursor)
        try writer.writeField(8, rating, default: 0)
        writer.writeUnknownFields(sheafUnknownFields, cursor: &cursor)
        writer.endLengthDelimited(mark)
    }

    init(from reader: inout SheafReader) throws(SheafError) {
        let frame = try reader.beginLengthDelimited()
        var seen = SheafFieldSet()
        var name: String?
        var age: Int32 = 18
        var gender: Gender = .female
        var duties: Duties = [.openWindow]
        var email: String?
        var scores: [String: [Double]] = [:]
        var rating: Double = 0
        var unknown = SheafUnknownFields()
        while let key = try reader.nextKey() {
            switch key.id {
            case 1: name = try reader.readField(key, &seen, "name")
            case 2: age = try reader.readField(key, &seen, "age")
            case 3: gender = try reader.readField(key, &seen, "gender")
            case 4: duties = try reader.readField(key, &seen, "duties")
            case 5: email = try reader.readField(key, &seen, "email")
            case 7: scores = try reader.readField(key, &seen, "scores")
            case 8: rating = try reader.readField(key, &seen, "rating")
            default: try reader.captureUnknownField(key, &seen, into: &unknown)
            }
        }
        guard let name else { throw reader.missingRequiredField("name", id: 1) }
        try reader.endLengthDelimited(frame)
        self.init(
            name: name, age: age, gender: gender, duties: duties, email: email, scores: scores, rating: rating)
        self.sheafUnknownFields = unknown
    }

    /// Field-wise equality that tells `-0.0` from `0.0` (the wire does).
    func isIdentical(to other: Employee) -> Bool {
        self == other && rating.bitPattern == other.rating.bitPattern
    }
}
