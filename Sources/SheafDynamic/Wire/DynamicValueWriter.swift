import Foundation
import Sheaf
import SheafSchema

/// Writes ``DynamicValue``s in their canonical wire form, following a ``WirePlan``: fields in
/// id order merged with the kept unknown fields, values equal to their field's default left
/// out, map entries sorted by key, integer lists packed in the smaller layout, protocol values
/// by tag number, class values by entry number (an instance's entry written at its first
/// meeting, depth-first), both tables started from an origin's when one is preloaded.
struct DynamicValueWriter {
    let plan: WirePlan
    /// The plan's nodes, held as a constant (no exclusivity checks when reading them).
    let nodes: [WireNode]
    let objects: [DynamicObjectID: DynamicObject]
    /// Entry numbers given so far, by the archive value's object id.
    var numbers: [DynamicObjectID: Int] = [:]
    /// Entries numbered from a preloaded origin whose instance has not been written yet.
    var pending: Set<Int> = []
    /// The number of entries the preloaded origin has (0 without one).
    var preloadedEntries = 0
    /// The origin of the first kept bytes met: the tables the archive is written with.
    var origin: SheafOrigin?
    /// Whether this write has numbered a tag or an entry (an origin met later needs a restart).
    var hasNumbered = false
    /// The archive's own origin: the object ids 1 … N are bound to its entries.
    let archiveOrigin: SheafOrigin?
    /// The path to the value being written, for errors.
    var path: [SheafPathComponent] = []

    init(plan: WirePlan, objects: [DynamicObjectID: DynamicObject], origin: SheafOrigin?) {
        self.plan = plan
        self.nodes = plan.nodes
        self.objects = objects
        self.archiveOrigin = origin
    }

    /// An error about the value being written (no byte offset: it concerns the value).
    func failure(_ code: SheafError.Code, _ message: String) -> SheafError {
        SheafError(code, message: message, path: path)
    }

    /// The error for a value of the wrong kind for its schema type.
    func mismatch(_ value: DynamicValue, _ node: Int) -> SheafError {
        failure(.schemaMismatch, "\(DynamicValueWriter.kindName(of: value)) is not a value of type \(plan.types[node])")
    }

    /// Writes the bare form of `value` as the node's type.
    mutating func write(_ value: DynamicValue, _ node: Int, _ writer: inout SheafWriter) throws(SheafError) {
        switch nodes[node] {
        case .primitive(let primitive):
            try writePrimitive(value, primitive, node, &writer)
        case .optional(let wrapped):
            if value == .null {
                writer.writeByte(0)
            } else {
                writer.writeByte(1)
                try write(value, wrapped, &writer)
            }
        case .list(let element, let packing):
            guard case .list(let items) = value else { throw mismatch(value, node) }
            try writeList(items, element, packing, &writer)
        case .map(let key, let valueNode):
            guard case .map(let entries) = value else { throw mismatch(value, node) }
            try writeMap(entries, key: key, value: valueNode, &writer)
        case .structure(let layout):
            guard case .record(let record) = value else { throw mismatch(value, node) }
            let mark = try writer.beginLengthDelimited()
            try writeFields(record, layout, &writer)
            writer.endLengthDelimited(mark)
        case .classType(let layout):
            guard case .object(let id) = value else { throw mismatch(value, node) }
            try writeInstance(id, layout, &writer)
        case .rawEnum(let layout):
            guard case .enumValue(let raw) = value else { throw mismatch(value, node) }
            try writeRaw(raw, layout, &writer)
        case .payloadEnum(let layout):
            guard case .payload(let caseID, let fields) = value else { throw mismatch(value, node) }
            guard let payloadCase = layout.cases[caseID] else {
                throw failure(.unknownEnumCase, "\(caseID) is not a case id of \(layout.name)")
            }
            let mark = try writer.beginLengthDelimited()
            writer.writeVarint(UInt64(caseID))
            path.append(.field(payloadCase.name))
            try writeFields(fields, payloadCase.record, &writer)
            path.removeLast()
            writer.endLengthDelimited(mark)
        case .options(let layout):
            guard case .options(let bits) = value else { throw mismatch(value, node) }
            guard bits & ~layout.mask == 0 else {
                throw failure(.integerOverflow, "option bits \(bits) do not fit \(layout.rawType.rawValue) of \(layout.name)")
            }
            writer.writeVarint(bits)
        case .family(let layout):
            guard case .member(let tag, let member) = value else { throw mismatch(value, node) }
            // A tag the schema does not list is an opaque member: the family's own fields and
            // the kept unknown fields, written as a struct.
            let memberNode = layout.member(tagged: tag) ?? layout.opaqueNode
            guard memberNode != layout.opaqueNode || SheafFamilyTag.isWellFormed(tag) else {
                throw failure(.unknownFamilyTag, "\"\(tag)\" is not a well-formed member tag of \(layout.name)")
            }
            let mark = try writer.beginLengthDelimited()
            hasNumbered = true
            writer.writeVarint(UInt64(writer.tagNumber(tag)))
            try write(member, memberNode, &writer)
            writer.endLengthDelimited(mark)
        case .placeholder:
            throw failure(.schemaMismatch, "type '\(plan.types[node])' is not compiled")
        }
    }

    /// Writes the fields of a record in ascending id order, merged with its unknown fields.
    mutating func writeFields(_ record: DynamicRecord, _ layout: RecordLayout, _ writer: inout SheafWriter) throws(SheafError) {
        for id in record.fields.keys where layout.position(of: id) == nil {
            throw failure(.schemaMismatch, "\(layout.type) has no field with id \(id)")
        }
        let unknown = record.unknownFields.sorted { $0.id < $1.id }
        for (index, field) in unknown.enumerated() {
            if layout.position(of: field.id) != nil || (index > 0 && unknown[index - 1].id == field.id) {
                throw failure(.duplicateField, "unknown field \(field.id) repeats a field id of \(layout.type)")
            }
            use(field.origin, &writer)
        }
        var cursor = 0
        for field in layout.fields {
            while cursor < unknown.count, unknown[cursor].id < field.id {
                writer.writeRawBytes(unknown[cursor].bytes)
                cursor += 1
            }
            guard let value = record.fields[field.id], !(field.isOptional && value == .null) else {
                if field.isRequired {
                    path.append(.field(field.name))
                    defer { path.removeLast() }
                    throw failure(.missingRequiredField, "required field '\(field.name)' (id \(field.id)) has no value")
                }
                continue
            }
            if let defaultValue = field.defaultValue, value == defaultValue {
                continue
            }
            path.append(.field(field.name))
            writer.writeKey(field.id, field.kind)
            try write(value, field.node, &writer)
            path.removeLast()
        }
        while cursor < unknown.count {
            writer.writeRawBytes(unknown[cursor].bytes)
            cursor += 1
        }
    }

    /// Writes a raw enum's raw value as its raw type.
    private func writeRaw(_ raw: RawValue, _ layout: RawEnumLayout, _ writer: inout SheafWriter) throws(SheafError) {
        if !layout.isOpen, !layout.hasCase(raw) {
            throw failure(.unknownEnumValue, "\(raw) is not a raw value of the closed enum \(layout.name)")
        }
        switch (raw, layout.rawType) {
        case (.string(let text), .string):
            writer.writeString(text)
        case (.int(let number), let type) where type.isSignedInteger:
            try writeSigned(number, type, &writer)
        case (.int(let number), let type) where type.isUnsignedInteger && number >= 0:
            try writeUnsigned(UInt64(number), type, &writer)
        case (.uint(let number), let type) where type.isUnsignedInteger:
            try writeUnsigned(number, type, &writer)
        default:
            throw failure(.schemaMismatch, "\(raw) is not a \(layout.rawType.rawValue) raw value of \(layout.name)")
        }
    }

    /// Writes a signed integer after checking it fits the type.
    private func writeSigned(_ number: Int64, _ type: Primitive, _ writer: inout SheafWriter) throws(SheafError) {
        guard type.integerRange?.contains(number) ?? false else {
            throw failure(.integerOverflow, "\(number) does not fit \(type.rawValue)")
        }
        writer.writeSignedVarint(number)
    }

    /// Writes an unsigned integer after checking it fits the type.
    private func writeUnsigned(_ number: UInt64, _ type: Primitive, _ writer: inout SheafWriter) throws(SheafError) {
        let bits = type.integerBitWidth ?? 64
        guard bits >= 64 || number < (1 << UInt64(bits)) else {
            throw failure(.integerOverflow, "\(number) does not fit \(type.rawValue)")
        }
        writer.writeVarint(number)
    }

    /// Writes a primitive's bare form; integers of either signedness are accepted when they fit.
    private func writePrimitive(_ value: DynamicValue, _ primitive: Primitive, _ node: Int, _ writer: inout SheafWriter) throws(SheafError)
    {
        switch (primitive, value) {
        case (.bool, .bool(let flag)):
            writer.writeBool(flag)
        case (let type, .int(let number)) where type.isSignedInteger:
            try writeSigned(number, type, &writer)
        case (let type, .uint(let number)) where type.isSignedInteger:
            guard number <= UInt64(Int64.max) else { throw failure(.integerOverflow, "\(number) does not fit \(type.rawValue)") }
            try writeSigned(Int64(number), type, &writer)
        case (let type, .uint(let number)) where type.isUnsignedInteger:
            try writeUnsigned(number, type, &writer)
        case (let type, .int(let number)) where type.isUnsignedInteger:
            guard number >= 0 else { throw failure(.integerOverflow, "\(number) does not fit \(type.rawValue)") }
            try writeUnsigned(UInt64(number), type, &writer)
        case (.float32, .float32(let bits)):
            writer.writeFixed32(bits)
        case (.float64, .float64(let bits)):
            writer.writeFixed64(bits)
        case (.string, .string(let text)):
            writer.writeString(text)
        case (.bytes, .bytes(let bytes)):
            writer.writeVarint(UInt64(bytes.count))
            writer.writeRawBytes(bytes)
        case (.url, .url(let text)):
            guard SheafURLGrammar.isValid(text) else { throw failure(.invalidURL, "\"\(text)\" is not a valid URL") }
            writer.writeString(text)
        case (.uuid, .uuid(let uuid)):
            writer.writeUUID(uuid)
        case (.timestamp, .timestamp(let micros)):
            writer.writeSignedVarint(micros)
        default:
            throw mismatch(value, node)
        }
    }

    /// The name of a value's case, for messages.
    static func kindName(of value: DynamicValue) -> String {
        switch value {
        case .bool: return "a bool"
        case .int: return "a signed integer"
        case .uint: return "an unsigned integer"
        case .float32: return "a float32"
        case .float64: return "a float64"
        case .string: return "a string"
        case .bytes: return "bytes"
        case .timestamp: return "a timestamp"
        case .url: return "a url"
        case .uuid: return "a uuid"
        case .enumValue: return "an enum value"
        case .options: return "an option set"
        case .null: return "null"
        case .list: return "a list"
        case .map: return "a map"
        case .record: return "a record"
        case .payload: return "a payload-enum value"
        case .object: return "an object reference"
        case .member: return "a protocol value"
        }
    }
}
