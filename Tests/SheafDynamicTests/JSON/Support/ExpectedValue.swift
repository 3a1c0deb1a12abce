import Foundation
import SheafDynamic
import SheafSchema
import SheafTestSupport

/// Builds expected dynamic values from a small tagged notation, read with Foundation's
/// JSONSerialization (independent of the parser under test). Integers, bits and ids are
/// strings so they stay exact:
///
/// `"null"` · `{"bool": true}` · `{"int": "-5"}` · `{"uint": "7"}` ·
/// `{"f32": "0x3fc00000"}` / `{"f64": "0x3ff8000000000000"}` (bit pattern) or a decimal
/// string · `{"string": "…"}` · `{"bytes": "DEADBEEF"}` (hex) · `{"timestamp": "-1"}`
/// (microseconds) · `{"url": "…"}` · `{"uuid": "…"}` · `{"enum": {"int"|"uint"|"string": …}}` ·
/// `{"options": "5"}` · `{"list": […]}` · `{"map": [[key, value], …]}` ·
/// `{"record": {"<id>": value}, "unknown": {"<id>": "hex"}}` ·
/// `{"payload": "<case id>", "fields": {…}, "unknown": {…}}` · `{"object": "<n>"}` ·
/// `{"member": "<tag>", "value": value}`.
///
/// An archive: `{"root": value, "objects": {"<n>": {"type": "Node", "record": {…}, "unknown": {…}}}}`.
enum ExpectedValue {
    struct NotationError: Error, CustomStringConvertible {
        var description: String
    }

    static func archive(_ text: String, rootType: TypeReference, schemaSet: SchemaSet) throws -> DynamicArchive {
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
        guard let top = object as? [String: Any], let root = top["root"] else { throw NotationError(description: "no root") }
        var objects: [DynamicObjectID: DynamicObject] = [:]
        for (key, entry) in top["objects"] as? [String: Any] ?? [:] {
            guard let number = Int(key), let entry = entry as? [String: Any], let typeText = entry["type"] as? String else {
                throw NotationError(description: "bad object \(key)")
            }
            let type = try schemaSet.resolve(typeExpression: typeText)
            objects[DynamicObjectID(number)] = DynamicObject(type: type, record: try record(entry["record"], unknown: entry["unknown"]))
        }
        return DynamicArchive(rootType: rootType, root: try value(root), objects: objects)
    }

    static func value(_ any: Any) throws -> DynamicValue {
        if let text = any as? String, text == "null" { return .null }
        guard let object = any as? [String: Any] else { throw NotationError(description: "not a tagged value: \(any)") }
        func string(_ key: String) throws -> String {
            guard let text = object[key] as? String else { throw NotationError(description: "\(key) needs a string in \(object)") }
            return text
        }
        if let flag = object["bool"] as? Bool { return .bool(flag) }
        if object["int"] != nil { return .int(try parse(Int64(try string("int")), "int")) }
        if object["uint"] != nil { return .uint(try parse(UInt64(try string("uint")), "uint")) }
        if object["f32"] != nil {
            let text = try string("f32")
            if text.hasPrefix("0x") { return .float32(bits: try parse(UInt32(text.dropFirst(2), radix: 16), text)) }
            return .float32(try parse(Float(text), text))
        }
        if object["f64"] != nil {
            let text = try string("f64")
            if text.hasPrefix("0x") { return .float64(bits: try parse(UInt64(text.dropFirst(2), radix: 16), text)) }
            return .float64(try parse(Double(text), text))
        }
        if object["string"] != nil { return .string(try string("string")) }
        if object["bytes"] != nil { return .bytes(try hex(try string("bytes"))) }
        if object["timestamp"] != nil { return .timestamp(try parse(Int64(try string("timestamp")), "timestamp")) }
        if object["url"] != nil { return .url(try string("url")) }
        if object["uuid"] != nil { return .uuid(try parse(UUID(uuidString: try string("uuid")), "uuid")) }
        if let raw = object["enum"] as? [String: Any] {
            if let text = raw["int"] as? String { return .enumValue(.int(try parse(Int64(text), text))) }
            if let text = raw["uint"] as? String { return .enumValue(.uint(try parse(UInt64(text), text))) }
            if let text = raw["string"] as? String { return .enumValue(.string(text)) }
            throw NotationError(description: "bad enum \(raw)")
        }
        if object["options"] != nil { return .options(try parse(UInt64(try string("options")), "options")) }
        if let elements = object["list"] as? [Any] { return .list(try elements.map(value)) }
        if let entries = object["map"] as? [[Any]] {
            return .map(
                try entries.map { pair in
                    guard pair.count == 2 else { throw NotationError(description: "map entry \(pair)") }
                    return DynamicMapEntry(key: try value(pair[0]), value: try value(pair[1]))
                })
        }
        if object["record"] != nil { return .record(try record(object["record"], unknown: object["unknown"])) }
        if object["payload"] != nil {
            let id = try parse(Int(try string("payload")), "payload")
            return .payload(caseID: id, fields: try record(object["fields"], unknown: object["unknown"]))
        }
        if object["object"] != nil { return .object(DynamicObjectID(try parse(Int(try string("object")), "object"))) }
        if object["member"] != nil, let inner = object["value"] {
            return .member(tag: try string("member"), value: try value(inner))
        }
        throw NotationError(description: "unknown tag in \(object)")
    }

    static func record(_ fields: Any?, unknown: Any?) throws -> DynamicRecord {
        var record = DynamicRecord()
        for (key, entry) in fields as? [String: Any] ?? [:] {
            record.fields[try parse(Int(key), key)] = try value(entry)
        }
        for (key, entry) in unknown as? [String: Any] ?? [:] {
            guard let bytes = entry as? String else { throw NotationError(description: "unknown \(key)") }
            record.unknownFields.append(DynamicUnknownField(id: try parse(Int(key), key), bytes: try hex(bytes)))
        }
        record.unknownFields.sort { $0.id < $1.id }
        return record
    }

    static func hex(_ text: String) throws -> [UInt8] {
        try AnnotatedHex.bytes(text)
    }

    private static func parse<T>(_ value: T?, _ text: String) throws -> T {
        guard let value else { throw NotationError(description: "cannot read '\(text)'") }
        return value
    }
}
