import Sheaf

// Pair: { kind: struct, generic: [A, B], fields: { first: { id: 1, type: A }, second: { id: 2, type: B } } }

/// A generic struct: the type arguments decide the fields' wire forms and natural defaults.
struct Pair<A: SheafCodable, B: SheafCodable>: SheafMessage {
    static var sheafSchemaName: String { "generics" }
    static var sheafSchemaVersion: Int { 1 }
    static var sheafFingerprint: SheafFingerprint { SheafFingerprint(0x0000_0000_0000_0001) }
    static var sheafTypeName: String { "Pair<" + A.sheafTypeName + ", " + B.sheafTypeName + ">" }

    var first: A
    var second: B

    init(_ first: A, _ second: B) {
        self.first = first
        self.second = second
    }

    func encode(to writer: inout SheafWriter) throws(SheafError) {
        let mark = try writer.beginLengthDelimited()
        try writer.writeField(1, first)
        try writer.writeField(2, second)
        writer.endLengthDelimited(mark)
    }

    init(from reader: inout SheafReader) throws(SheafError) {
        let frame = try reader.beginLengthDelimited()
        var seen = SheafFieldSet()
        var first: A?
        var second: B?
        while let key = try reader.nextKey() {
            switch key.id {
            case 1: first = try reader.readField(key, &seen, "first")
            case 2: second = try reader.readField(key, &seen, "second")
            default: try reader.skipField(key, &seen)
            }
        }
        // An absent field takes its type's natural default (nil, empty) or is missing.
        guard let first = first ?? A.sheafDefaultValue else { throw reader.missingRequiredField("first", id: 1) }
        guard let second = second ?? B.sheafDefaultValue else { throw reader.missingRequiredField("second", id: 2) }
        try reader.endLengthDelimited(frame)
        self.init(first, second)
    }
}

extension Pair: Equatable where A: Equatable, B: Equatable {}
