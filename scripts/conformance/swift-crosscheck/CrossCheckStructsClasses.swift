// Cross-check of the conformance corpus against the Sheaf runtime, with hand-written
// stand-ins for generated types. Not part of the package: to run it, copy the files of this
// folder into Tests/SheafTests/ and run 'swift test --filter scratchConformance'.
// It was used to confirm the hand-written cases (codes, offsets, canonical re-encoding).
import Foundation
import Sheaf
import Testing

protocol CCStructsMsg: SheafMessage {}
extension CCStructsMsg {
    static var sheafSchemaName: String { "structs" }
    static var sheafSchemaVersion: Int { 1 }
    static var sheafFingerprint: SheafFingerprint { SheafFingerprint(hex: "bb2767e8a05fb010")! }
}
protocol CCClassesMsg: SheafMessage {}
extension CCClassesMsg {
    static var sheafSchemaName: String { "classes" }
    static var sheafSchemaVersion: Int { 1 }
    static var sheafFingerprint: SheafFingerprint { SheafFingerprint(hex: "1d9b74688b9bab5d")! }
}

struct CCPoint: CCStructsMsg {
    var x: Int32 = 0, y: Int32 = 0
    var unknown = SheafUnknownFields()
    static var sheafTypeName: String { "Point" }
    init() {}
    func encode(to writer: inout SheafWriter) throws(SheafError) {
        let mark = try writer.beginLengthDelimited()
        var cursor = 0
        writer.writeUnknownFields(unknown, below: 1, cursor: &cursor)
        try x.encodeSheafFieldValue(1, to: &writer)
        writer.writeUnknownFields(unknown, below: 2, cursor: &cursor)
        try y.encodeSheafFieldValue(2, to: &writer)
        writer.writeUnknownFields(unknown, cursor: &cursor)
        writer.endLengthDelimited(mark)
    }
    init(from reader: inout SheafReader) throws(SheafError) {
        let frame = try reader.beginLengthDelimited()
        var seen = SheafFieldSet()
        var a: Int32?, b: Int32?
        while let key = try reader.nextKey() {
            switch key.id {
            case 1: a = try reader.readField(key, &seen, "x") as Int32
            case 2: b = try reader.readField(key, &seen, "y") as Int32
            default: try reader.captureUnknownField(key, &seen, into: &unknown)
            }
        }
        guard let a else { throw reader.missingRequiredField("x", id: 1) }
        guard let b else { throw reader.missingRequiredField("y", id: 2) }
        try reader.endLengthDelimited(frame)
        x = a; y = b
    }
}

struct CCLine: CCStructsMsg {
    var from = CCPoint(), to = CCPoint(), label: String? = nil
    static var sheafTypeName: String { "Line" }
    func encode(to writer: inout SheafWriter) throws(SheafError) {
        let mark = try writer.beginLengthDelimited()
        try writer.writeField(1, from); try writer.writeField(2, to); try writer.writeField(300, label)
        writer.endLengthDelimited(mark)
    }
    init(from reader: inout SheafReader) throws(SheafError) {
        let frame = try reader.beginLengthDelimited()
        var seen = SheafFieldSet()
        var a: CCPoint?, b: CCPoint?
        while let key = try reader.nextKey() {
            switch key.id {
            case 1: a = try reader.readField(key, &seen, "from") as CCPoint
            case 2: b = try reader.readField(key, &seen, "to") as CCPoint
            case 300: label = try reader.readField(key, &seen, "label") as String?
            default: try reader.skipField(key, &seen)
            }
        }
        guard let a else { throw reader.missingRequiredField("from", id: 1) }
        guard let b else { throw reader.missingRequiredField("to", id: 2) }
        try reader.endLengthDelimited(frame)
        from = a; to = b
    }
}

final class CCNode: SheafClass, CCClassesMsg {
    var label = ""; var children: [CCNode] = []; var parent: CCNode?
    var unknown = SheafUnknownFields()
    static var sheafTypeName: String { "Knot" }
    init(sheafPlaceholder: Void) {}
    func encodeSheafFields(to writer: inout SheafWriter) throws(SheafError) {
        var cursor = 0
        try label.encodeSheafFieldValue(1, to: &writer)
        writer.writeUnknownFields(unknown, below: 2, cursor: &cursor)
        try writer.writeField(2, children)
        writer.writeUnknownFields(unknown, below: 3, cursor: &cursor)
        try writer.writeField(3, parent)
        writer.writeUnknownFields(unknown, cursor: &cursor)
    }
    func decodeSheafFields(from reader: inout SheafReader) throws(SheafError) {
        var seen = SheafFieldSet(); var hasLabel = false
        while let key = try reader.nextKey() {
            switch key.id {
            case 1: label = try reader.readField(key, &seen, "label") as String; hasLabel = true
            case 2: children = try reader.readField(key, &seen, "children") as [CCNode]
            case 3: parent = try reader.readField(key, &seen, "parent") as CCNode?
            default: try reader.captureUnknownField(key, &seen, into: &unknown)
            }
        }
        if !hasLabel { throw reader.missingRequiredField("label", id: 1) }
    }
}
final class CCLabel: SheafClass, CCClassesMsg {
    var text = ""
    static var sheafTypeName: String { "Badge" }
    init(sheafPlaceholder: Void) {}
    func encodeSheafFields(to writer: inout SheafWriter) throws(SheafError) { try text.encodeSheafFieldValue(1, to: &writer) }
    func decodeSheafFields(from reader: inout SheafReader) throws(SheafError) {
        var seen = SheafFieldSet(); var has = false
        while let key = try reader.nextKey() {
            if key.id == 1 { text = try reader.readField(key, &seen, "text") as String; has = true } else { try reader.skipField(key, &seen) }
        }
        if !has { throw reader.missingRequiredField("text", id: 1) }
    }
}
struct CCHolder: CCClassesMsg {
    var first: CCNode?, second: CCNode?, label: CCLabel?, nodes: [CCNode] = []
    static var sheafTypeName: String { "Holder" }
    func encode(to writer: inout SheafWriter) throws(SheafError) {
        let mark = try writer.beginLengthDelimited()
        try writer.writeField(1, first); try writer.writeField(2, second); try writer.writeField(3, label); try writer.writeField(4, nodes)
        writer.endLengthDelimited(mark)
    }
    init(from reader: inout SheafReader) throws(SheafError) {
        let frame = try reader.beginLengthDelimited()
        var seen = SheafFieldSet()
        while let key = try reader.nextKey() {
            switch key.id {
            case 1: first = try reader.readField(key, &seen, "first") as CCNode?
            case 2: second = try reader.readField(key, &seen, "second") as CCNode?
            case 3: label = try reader.readField(key, &seen, "label") as CCLabel?
            case 4: nodes = try reader.readField(key, &seen, "nodes") as [CCNode]
            default: try reader.skipField(key, &seen)
            }
        }
        try reader.endLengthDelimited(frame)
    }
}

@Test func scratchConformanceStructsClasses() {
    var problems: [String] = []
    var ran = 0
    for c in ccLoadCases() {
        let schema = c.id.split(separator: "/").first.map(String.init) ?? ""
        var p: String?? = nil
        switch c.root {
        case "Point": p = ccRoundTrip(CCPoint.self, c)
        case "Line": p = ccRoundTrip(CCLine.self, c)
        case "Knot": p = ccRoundTrip(CCNode.self, c)
        case "Holder": p = ccRoundTrip(CCHolder.self, c)
        default: break
        }
        _ = schema
        if let p { ran += 1; if let p { problems.append(p) } }
    }
    print("SCRATCH3 ran \(ran)")
    for p in problems { print("SCRATCH3 " + p) }
    #expect(problems.isEmpty)
}
