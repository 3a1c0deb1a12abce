// Cross-check of the conformance corpus against the Sheaf runtime, with hand-written
// stand-ins for generated types. Not part of the package: to run it, copy the files of this
// folder into Tests/SheafTests/ and run 'swift test --filter scratchConformance'.
// It was used to confirm the hand-written cases (codes, offsets, canonical re-encoding).
import Foundation
import Sheaf
import Testing

protocol ScratchSchema { static var name: String { get }; static var fp: String { get } }
enum ScalarsS: ScratchSchema { static let name = "scalars"; static let fp = "4c4f2fdc8cfbd5f8" }
enum CollectionsS: ScratchSchema { static let name = "collections"; static let fp = "986e52058c90c117" }

struct Box<S: ScratchSchema, T: SheafCodable>: SheafMessage {
    var value: T?
    static var sheafSchemaName: String { S.name }
    static var sheafSchemaVersion: Int { 1 }
    static var sheafFingerprint: SheafFingerprint { SheafFingerprint(hex: S.fp)! }
    static var sheafTypeName: String { "Box<" + T.sheafTypeName + ">" }
    func encode(to writer: inout SheafWriter) throws(SheafError) {
        let mark = try writer.beginLengthDelimited()
        if let value { try writer.writeField(1, value) }
        writer.endLengthDelimited(mark)
    }
    init(value: T?) { self.value = value }
    init(from reader: inout SheafReader) throws(SheafError) {
        let frame = try reader.beginLengthDelimited()
        var seen = SheafFieldSet()
        var value: T? = nil
        while let key = try reader.nextKey() {
            if key.id == 1 { value = try reader.readField(key, &seen, "value") as T }
            else { try reader.skipField(key, &seen) }
        }
        if value == nil, T.sheafDefaultValue == nil { throw reader.missingRequiredField("value", id: 1) }
        try reader.endLengthDelimited(frame)
        self.value = value ?? T.sheafDefaultValue
    }
}

struct Case { var options = SheafOptions(); let id: String; let root: String; let bytes: [UInt8]; let expect: String; let error: String?; let offset: Int?; let canonical: Bool }

func loadCases() -> [Case] {
    // The nearest enclosing folder that has Conformance/manifest.json.
    var base = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: base.appendingPathComponent("Conformance/manifest.json").path) {
        base = base.deletingLastPathComponent()
    }
    base = base.appendingPathComponent("Conformance")
    let manifest = try! JSONSerialization.jsonObject(with: Data(contentsOf: base.appendingPathComponent("manifest.json"))) as! [String: Any]
    return (manifest["cases"] as! [[String: Any]]).map { c in
        let text = try! String(contentsOf: base.appendingPathComponent(c["archive"] as! String), encoding: .utf8)
        var hex = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            hex += line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init)!.filter { !$0.isWhitespace }
        }
        var bytes: [UInt8] = []
        var i = hex.startIndex
        while i < hex.endIndex { let j = hex.index(i, offsetBy: 2); bytes.append(UInt8(hex[i..<j], radix: 16)!); i = j }
        var options = SheafOptions()
        if let o = c["options"] as? [String: Int] { options = SheafOptions(maxDepth: o["maxDepth"] ?? 100, maxArchiveSize: o["maxArchiveSize"] ?? (1 << 30)) }
        return Case(options: options, id: c["id"] as! String, root: c["root"] as! String, bytes: bytes, expect: c["expect"] as! String,
                    error: c["error"] as? String, offset: c["offset"] as? Int, canonical: (c["canonical"] as? Bool) ?? false)
    }
}

func roundTrip<M: SheafMessage>(_ type: M.Type, _ c: Case) -> String? {
    do {
        let value = try M(serializedBytes: c.bytes, options: c.options)
        if c.expect == "error" { return "\(c.id): decoded but expected \(c.error!)" }
        let checksum = c.bytes[5] == 1
        let again = try value.serializedBytes(options: SheafOptions(writeChecksum: checksum))
        if c.canonical && again != c.bytes { return "\(c.id): re-encoded differs" }
        return nil
    } catch {
        if c.expect == "value" { return "\(c.id): failed \(error)" }
        if error.code.rawValue != c.error! || (c.offset != nil && error.offset != c.offset!) {
            return "\(c.id): got \(error.code) at \(String(describing: error.offset)), expected \(c.error!) at \(String(describing: c.offset))"
        }
        return nil
    }
}

nonisolated(unsafe) let handlers: [String: (Case) -> String?] = [
    "Box<int8>": { roundTrip(Box<ScalarsS, Int8>.self, $0) },
    "Box<uint8>": { roundTrip(Box<ScalarsS, UInt8>.self, $0) },
    "Box<int32>": { roundTrip(Box<ScalarsS, Int32>.self, $0) },
    "Box<uint32>": { roundTrip(Box<ScalarsS, UInt32>.self, $0) },
    "Box<int64>": { roundTrip(Box<ScalarsS, Int64>.self, $0) },
    "Box<uuid>": { roundTrip(Box<ScalarsS, UUID>.self, $0) },
    "Box<url>": { roundTrip(Box<ScalarsS, URL>.self, $0) },
    "Box<[timestamp]>": { roundTrip(Box<ScalarsS, [Date]>.self, $0) },
    "Box<[int8]>": { roundTrip(Box<CollectionsS, [Int8]>.self, $0) },
    "Box<[int16]>": { roundTrip(Box<CollectionsS, [Int16]>.self, $0) },
    "Box<[int32]>": { roundTrip(Box<CollectionsS, [Int32]>.self, $0) },
    "Box<[int64]>": { roundTrip(Box<CollectionsS, [Int64]>.self, $0) },
    "Box<[int]>": { roundTrip(Box<CollectionsS, [Int]>.self, $0) },
    "Box<[uint8]>": { roundTrip(Box<CollectionsS, [UInt8]>.self, $0) },
    "Box<[uint64]>": { roundTrip(Box<CollectionsS, [UInt64]>.self, $0) },
    "Box<[float32]>": { roundTrip(Box<CollectionsS, [Float]>.self, $0) },
    "Box<[float64]>": { roundTrip(Box<CollectionsS, [Double]>.self, $0) },
    "Box<[bool]>": { roundTrip(Box<CollectionsS, [Bool]>.self, $0) },
    "Box<[string]>": { roundTrip(Box<CollectionsS, [String]>.self, $0) },
    "Box<[uuid]>": { roundTrip(Box<CollectionsS, [UUID]>.self, $0) },
    "Box<[string?]>": { roundTrip(Box<CollectionsS, [String?]>.self, $0) },
    "Box<[[[[int8]]]]>": { roundTrip(Box<CollectionsS, [[[[Int8]]]]>.self, $0) },
    "Box<[bool: string]>": { roundTrip(Box<CollectionsS, [Bool: String]>.self, $0) },
    "Box<[int8: string]>": { roundTrip(Box<CollectionsS, [Int8: String]>.self, $0) },
    "Box<[int16: bool]>": { roundTrip(Box<CollectionsS, [Int16: Bool]>.self, $0) },
    "Box<[int32: bool]>": { roundTrip(Box<CollectionsS, [Int32: Bool]>.self, $0) },
    "Box<[int64: bool]>": { roundTrip(Box<CollectionsS, [Int64: Bool]>.self, $0) },
    "Box<[int: bool]>": { roundTrip(Box<CollectionsS, [Int: Bool]>.self, $0) },
    "Box<[uint8: bool]>": { roundTrip(Box<CollectionsS, [UInt8: Bool]>.self, $0) },
    "Box<[uint16: bool]>": { roundTrip(Box<CollectionsS, [UInt16: Bool]>.self, $0) },
    "Box<[uint32: bool]>": { roundTrip(Box<CollectionsS, [UInt32: Bool]>.self, $0) },
    "Box<[uint64: bool]>": { roundTrip(Box<CollectionsS, [UInt64: Bool]>.self, $0) },
    "Box<[uint: bool]>": { roundTrip(Box<CollectionsS, [UInt: Bool]>.self, $0) },
    "Box<[string: int32]>": { roundTrip(Box<CollectionsS, [String: Int32]>.self, $0) },
    "Box<[uuid: int8]>": { roundTrip(Box<CollectionsS, [UUID: Int8]>.self, $0) },
    "Box<[string: [int16]]>": { roundTrip(Box<CollectionsS, [String: [Int16]]>.self, $0) },
    "Box<[[string: int8]]>": { roundTrip(Box<CollectionsS, [[String: Int8]]>.self, $0) },
    "Box<[string: int8?]>": { roundTrip(Box<CollectionsS, [String: Int8?]>.self, $0) },
    "Box<[int: string]>": { roundTrip(Box<CollectionsS, [Int: String]>.self, $0) },
]

@Test func scratchConformance() {
    var problems: [String] = []
    var ran = 0
    for c in loadCases() {
        if let handler = handlers[c.root] { ran += 1; if let p = handler(c) { problems.append(p) } }
        // Header-level checks for every case.
        do {
            let header = try SheafArchiveHeader(parsing: c.bytes)
            if c.expect == "value" && header.rootType != c.root { problems.append("\(c.id): header root \(header.rootType)") }
        } catch {
            if c.expect == "value" { problems.append("\(c.id): header \(error)") }
            else if handlers[c.root] == nil && (error.code.rawValue != c.error! || (c.offset != nil && error.offset != c.offset!)) {
                if !["schemaMismatch", "rootTypeMismatch", "archiveTooLarge"].contains(c.error!) {
                    problems.append("\(c.id): header got \(error.code) at \(String(describing: error.offset)), expected \(c.error!) at \(String(describing: c.offset))")
                }
            }
        }
    }
    print("SCRATCH ran \(ran) typed cases")
    for p in problems { print("SCRATCH " + p) }
    #expect(problems.isEmpty)
}

func rootRoundTrip<T: SheafCodable>(_ type: T.Type, schema: String, fp: String, _ c: Case, options: SheafOptions = SheafOptions()) -> String? {
    do {
        let value = try SheafReader.withArchive(c.bytes, options: options) { (header, reader) throws(SheafError) -> T in
            guard header.schemaName == schema else { throw SheafError(.schemaMismatch, offset: 6, message: "") }
            guard header.rootType == T.sheafTypeName else { throw SheafError(.rootTypeMismatch, offset: 0, message: "") }
            return try T(from: &reader)
        }
        if c.expect == "error" { return "\(c.id): decoded but expected \(c.error!)" }
        let header = SheafArchiveHeader(schemaName: schema, schemaVersion: 1, fingerprint: SheafFingerprint(hex: fp)!, rootType: T.sheafTypeName)
        let again = try SheafWriter.archive(header: header, options: SheafOptions(writeChecksum: c.bytes[5] == 1)) { (w: inout SheafWriter) throws(SheafError) in try value.encode(to: &w) }
        if c.canonical && again != c.bytes { return "\(c.id): re-encoded differs" }
        return nil
    } catch {
        if c.expect == "value" { return "\(c.id): failed \(error)" }
        if error.code.rawValue != c.error! || (c.offset != nil && error.offset != c.offset!) {
            return "\(c.id): got \(error.code) at \(String(describing: error.offset)), expected \(c.error!) at \(String(describing: c.offset))"
        }
        return nil
    }
}

struct Floats: SheafMessage {
    var f32: Float; var f64: Double
    static var sheafSchemaName: String { "scalars" }
    static var sheafSchemaVersion: Int { 1 }
    static var sheafFingerprint: SheafFingerprint { SheafFingerprint(hex: "4c4f2fdc8cfbd5f8")! }
    static var sheafTypeName: String { "Floats" }
    func encode(to writer: inout SheafWriter) throws(SheafError) {
        let mark = try writer.beginLengthDelimited()
        try f32.encodeSheafFieldValue(1, to: &writer)
        try f64.encodeSheafFieldValue(2, to: &writer)
        writer.endLengthDelimited(mark)
    }
    init(from reader: inout SheafReader) throws(SheafError) {
        let frame = try reader.beginLengthDelimited()
        var seen = SheafFieldSet()
        var a: Float? = nil, b: Double? = nil
        while let key = try reader.nextKey() {
            switch key.id {
            case 1: a = try reader.readField(key, &seen, "f32") as Float
            case 2: b = try reader.readField(key, &seen, "f64") as Double
            default: try reader.skipField(key, &seen)
            }
        }
        guard let a else { throw reader.missingRequiredField("f32", id: 1) }
        guard let b else { throw reader.missingRequiredField("f64", id: 2) }
        try reader.endLengthDelimited(frame)
        f32 = a; f64 = b
    }
}

@Test func scratchConformancePrimitives() {
    var problems: [String] = []
    var ran = 0
    let sfp = "4c4f2fdc8cfbd5f8"
    for c in loadCases() {
        var p: String?? = nil
        let opts = SheafOptions()
        switch c.root {
        case "int64": p = rootRoundTrip(Int64.self, schema: "scalars", fp: sfp, c, options: opts)
        case "uint64": p = rootRoundTrip(UInt64.self, schema: "scalars", fp: sfp, c, options: opts)
        case "string": p = rootRoundTrip(String.self, schema: "scalars", fp: sfp, c, options: opts)
        case "int32?": p = rootRoundTrip(Int32?.self, schema: "scalars", fp: sfp, c, options: opts)
        case "float64": p = rootRoundTrip(Double.self, schema: "scalars", fp: sfp, c, options: opts)
        case "Floats": p = roundTrip(Floats.self, c)
        default: break
        }
        if let p { ran += 1; if let p { problems.append(p) } }
    }
    print("SCRATCH2 ran \(ran)")
    for p in problems { print("SCRATCH2 " + p) }
    #expect(problems.isEmpty)
}
