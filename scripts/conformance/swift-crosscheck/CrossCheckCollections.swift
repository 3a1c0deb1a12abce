// Cross-check of the conformance corpus against the Sheaf runtime, with hand-written
// stand-ins for generated types. Not part of the package: to run it, copy the files of this
// folder into Tests/SheafTests/ and run 'swift test --filter scratchConformance'.
// It was used to confirm the hand-written cases (codes, offsets, canonical re-encoding).
import Foundation
import Sheaf
import Testing

protocol CCScratchSchema { static var name: String { get }; static var fp: String { get }; static var typeName: String { get } }
enum CCScalarsS: CCScratchSchema { static let name = "scalars"; static let fp = "c06fc6fd41909519"; static let typeName = "Slot" }
enum CCCollectionsS: CCScratchSchema { static let name = "collections"; static let fp = "beab3ffb82b2f9cb"; static let typeName = "Box" }

struct CCBox<S: CCScratchSchema, T: SheafCodable>: SheafMessage {
    var value: T?
    static var sheafSchemaName: String { S.name }
    static var sheafSchemaVersion: Int { 1 }
    static var sheafFingerprint: SheafFingerprint { SheafFingerprint(hex: S.fp)! }
    static var sheafTypeName: String { S.typeName + "<" + T.sheafTypeName + ">" }
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

struct CCCase { var options = SheafOptions(); let id: String; let root: String; let bytes: [UInt8]; let expect: String; let error: String?; let offset: Int?; let canonical: Bool }

func ccLoadCases() -> [CCCase] {
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
        return CCCase(options: options, id: c["id"] as! String, root: c["root"] as! String, bytes: bytes, expect: c["expect"] as! String,
                    error: c["error"] as? String, offset: c["offset"] as? Int, canonical: (c["canonical"] as? Bool) ?? false)
    }
}

func ccRoundTrip<M: SheafMessage>(_ type: M.Type, _ c: CCCase) -> String? {
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

nonisolated(unsafe) let ccHandlers: [String: (CCCase) -> String?] = [
    "Slot<int8>": { ccRoundTrip(CCBox<CCScalarsS, Int8>.self, $0) },
    "Slot<uint8>": { ccRoundTrip(CCBox<CCScalarsS, UInt8>.self, $0) },
    "Slot<int32>": { ccRoundTrip(CCBox<CCScalarsS, Int32>.self, $0) },
    "Slot<uint32>": { ccRoundTrip(CCBox<CCScalarsS, UInt32>.self, $0) },
    "Slot<int64>": { ccRoundTrip(CCBox<CCScalarsS, Int64>.self, $0) },
    "Slot<uuid>": { ccRoundTrip(CCBox<CCScalarsS, UUID>.self, $0) },
    "Slot<url>": { ccRoundTrip(CCBox<CCScalarsS, URL>.self, $0) },
    "Slot<[timestamp]>": { ccRoundTrip(CCBox<CCScalarsS, [Date]>.self, $0) },
    "Box<[int8]>": { ccRoundTrip(CCBox<CCCollectionsS, [Int8]>.self, $0) },
    "Box<[int16]>": { ccRoundTrip(CCBox<CCCollectionsS, [Int16]>.self, $0) },
    "Box<[int32]>": { ccRoundTrip(CCBox<CCCollectionsS, [Int32]>.self, $0) },
    "Box<[int64]>": { ccRoundTrip(CCBox<CCCollectionsS, [Int64]>.self, $0) },
    "Box<[int]>": { ccRoundTrip(CCBox<CCCollectionsS, [Int]>.self, $0) },
    "Box<[uint8]>": { ccRoundTrip(CCBox<CCCollectionsS, [UInt8]>.self, $0) },
    "Box<[uint64]>": { ccRoundTrip(CCBox<CCCollectionsS, [UInt64]>.self, $0) },
    "Box<[float32]>": { ccRoundTrip(CCBox<CCCollectionsS, [Float]>.self, $0) },
    "Box<[float64]>": { ccRoundTrip(CCBox<CCCollectionsS, [Double]>.self, $0) },
    "Box<[bool]>": { ccRoundTrip(CCBox<CCCollectionsS, [Bool]>.self, $0) },
    "Box<[string]>": { ccRoundTrip(CCBox<CCCollectionsS, [String]>.self, $0) },
    "Box<[uuid]>": { ccRoundTrip(CCBox<CCCollectionsS, [UUID]>.self, $0) },
    "Box<[string?]>": { ccRoundTrip(CCBox<CCCollectionsS, [String?]>.self, $0) },
    "Box<[[[[int8]]]]>": { ccRoundTrip(CCBox<CCCollectionsS, [[[[Int8]]]]>.self, $0) },
    "Box<[bool: string]>": { ccRoundTrip(CCBox<CCCollectionsS, [Bool: String]>.self, $0) },
    "Box<[int8: string]>": { ccRoundTrip(CCBox<CCCollectionsS, [Int8: String]>.self, $0) },
    "Box<[int16: bool]>": { ccRoundTrip(CCBox<CCCollectionsS, [Int16: Bool]>.self, $0) },
    "Box<[int32: bool]>": { ccRoundTrip(CCBox<CCCollectionsS, [Int32: Bool]>.self, $0) },
    "Box<[int64: bool]>": { ccRoundTrip(CCBox<CCCollectionsS, [Int64: Bool]>.self, $0) },
    "Box<[int: bool]>": { ccRoundTrip(CCBox<CCCollectionsS, [Int: Bool]>.self, $0) },
    "Box<[uint8: bool]>": { ccRoundTrip(CCBox<CCCollectionsS, [UInt8: Bool]>.self, $0) },
    "Box<[uint16: bool]>": { ccRoundTrip(CCBox<CCCollectionsS, [UInt16: Bool]>.self, $0) },
    "Box<[uint32: bool]>": { ccRoundTrip(CCBox<CCCollectionsS, [UInt32: Bool]>.self, $0) },
    "Box<[uint64: bool]>": { ccRoundTrip(CCBox<CCCollectionsS, [UInt64: Bool]>.self, $0) },
    "Box<[uint: bool]>": { ccRoundTrip(CCBox<CCCollectionsS, [UInt: Bool]>.self, $0) },
    "Box<[string: int32]>": { ccRoundTrip(CCBox<CCCollectionsS, [String: Int32]>.self, $0) },
    "Box<[uuid: int8]>": { ccRoundTrip(CCBox<CCCollectionsS, [UUID: Int8]>.self, $0) },
    "Box<[string: [int16]]>": { ccRoundTrip(CCBox<CCCollectionsS, [String: [Int16]]>.self, $0) },
    "Box<[[string: int8]]>": { ccRoundTrip(CCBox<CCCollectionsS, [[String: Int8]]>.self, $0) },
    "Box<[string: int8?]>": { ccRoundTrip(CCBox<CCCollectionsS, [String: Int8?]>.self, $0) },
    "Box<[int: string]>": { ccRoundTrip(CCBox<CCCollectionsS, [Int: String]>.self, $0) },
]

@Test func scratchConformance() {
    var problems: [String] = []
    var ran = 0
    for c in ccLoadCases() {
        if let handler = ccHandlers[c.root] { ran += 1; if let p = handler(c) { problems.append(p) } }
        // Header-level checks for every case.
        do {
            let header = try SheafArchiveHeader(parsing: c.bytes)
            if c.expect == "value" && header.rootType != c.root { problems.append("\(c.id): header root \(header.rootType)") }
        } catch {
            if c.expect == "value" { problems.append("\(c.id): header \(error)") }
            else if ccHandlers[c.root] == nil && (error.code.rawValue != c.error! || (c.offset != nil && error.offset != c.offset!)) {
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

func ccRootRoundTrip<T: SheafCodable>(_ type: T.Type, schema: String, fp: String, _ c: CCCase, options: SheafOptions = SheafOptions()) -> String? {
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

struct CCFloats: SheafMessage {
    var f32: Float; var f64: Double
    static var sheafSchemaName: String { "scalars" }
    static var sheafSchemaVersion: Int { 1 }
    static var sheafFingerprint: SheafFingerprint { SheafFingerprint(hex: "c06fc6fd41909519")! }
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
    let sfp = "c06fc6fd41909519"
    for c in ccLoadCases() {
        var p: String?? = nil
        let opts = SheafOptions()
        switch c.root {
        case "int64": p = ccRootRoundTrip(Int64.self, schema: "scalars", fp: sfp, c, options: opts)
        case "uint64": p = ccRootRoundTrip(UInt64.self, schema: "scalars", fp: sfp, c, options: opts)
        case "string": p = ccRootRoundTrip(String.self, schema: "scalars", fp: sfp, c, options: opts)
        case "int32?": p = ccRootRoundTrip(Int32?.self, schema: "scalars", fp: sfp, c, options: opts)
        case "float64": p = ccRootRoundTrip(Double.self, schema: "scalars", fp: sfp, c, options: opts)
        case "Floats": p = ccRoundTrip(CCFloats.self, c)
        default: break
        }
        if let p { ran += 1; if let p { problems.append(p) } }
    }
    print("SCRATCH2 ran \(ran)")
    for p in problems { print("SCRATCH2 " + p) }
    #expect(problems.isEmpty)
}
