import Sheaf
import SheafSchema

/// Renumbers the class instances of a value read from JSON in the order the wire writer
/// meets them (depth-first, fields by id, map entries in canonical key order), from 1 — or,
/// in a document with `$archive`, after its N entries, the instances that stand for entries
/// keeping their numbers.
///
/// The reader numbers instances in document order, which differs when hand-written JSON
/// puts members out of id order or refers forward; after this pass the archive equals the
/// one the wire decoder would produce. Nesting is checked again along the wire's order,
/// since forward references can make that order deeper than the document.
struct ObjectRenumbering {
    let schemaSet: SchemaSet
    let objects: [DynamicObjectID: DynamicObject]
    let objectOffsets: [DynamicObjectID: Int]
    let bytes: [UInt8]
    let maxDepth: Int
    var mapping: [DynamicObjectID: DynamicObjectID] = [:]
    var renumbered: [DynamicObjectID: DynamicObject] = [:]
    var path: [SheafPathComponent] = []
    var depth = 0
    /// The offset of the instance being expanded, for depth errors.
    var offset = 0
    /// Instances that stand for entries of a document's `$archive`, with their entry numbers.
    var entries: [DynamicObjectID: Int] = [:]
    /// The number the next instance without an entry gets.
    var nextNumber = 1

    /// The value with every instance id replaced by its wire number.
    mutating func rewrite(_ value: DynamicValue, as type: TypeReference) throws(JSONFormError) -> DynamicValue {
        switch (type, value) {
        case (.optional(let wrapped), _):
            return value == .null ? .null : try rewrite(value, as: wrapped)
        case (.list(let elementType), .list(let elements)):
            try enter()
            defer { depth -= 1 }
            var result = elements
            for index in elements.indices {
                path.append(.index(index))
                result[index] = try rewrite(elements[index], as: elementType)
                path.removeLast()
            }
            return .list(result)
        case (.map(_, let valueType), .map(let entries)):
            try enter()
            defer { depth -= 1 }
            var result = entries
            let order = entries.indices.sorted { MapKeyOrder.precedes(entries[$0].key, entries[$1].key) }
            for index in order {
                path.append(.key(Self.keyText(entries[index].key)))
                result[index].value = try rewrite(entries[index].value, as: valueType)
                path.removeLast()
            }
            return .map(result)
        case (.named, .record(let record)):
            try enter()
            defer { depth -= 1 }
            return .record(try rewrite(record, fields: schemaSet.instance(of: type)?.fields ?? []))
        case (.named, .object(let id)):
            return .object(try rewrite(object: id))
        case (.named, .payload(let caseID, let record)):
            guard let payloadCase = schemaSet.instance(of: type)?.cases.first(where: { $0.payloadCase.id == caseID })
            else { return value }
            try enter()
            defer { depth -= 1 }
            path.append(.field(payloadCase.payloadCase.name))
            defer { path.removeLast() }
            return .payload(caseID: caseID, fields: try rewrite(record, fields: payloadCase.fields))
        case (.protocolValue(let family), .member(let tag, let memberValue)),
            (.named(let family, _), .member(let tag, let memberValue)):
            guard let member = schemaSet.member(ofFamily: family, tag: tag) else {
                // An opaque member: only the family's own fields can hold instances it knows.
                guard case .record(let record) = memberValue else { return value }
                try enter()
                defer { depth -= 1 }
                let fields = schemaSet.instance(of: .named(family, arguments: []))?.fields ?? []
                return .member(tag: tag, value: .record(try rewrite(record, fields: fields)))
            }
            try enter()
            defer { depth -= 1 }
            let memberType = TypeReference.named(member.name, arguments: [])
            return .member(tag: tag, value: try rewrite(memberValue, as: memberType))
        default:
            return value
        }
    }

    private mutating func rewrite(object id: DynamicObjectID) throws(JSONFormError) -> DynamicObjectID {
        try enter()
        defer { depth -= 1 }
        if let number = mapping[id] { return number }
        let number: DynamicObjectID
        if let entry = entries[id] {
            number = DynamicObjectID(entry)
        } else {
            number = DynamicObjectID(nextNumber)
            nextNumber += 1
        }
        mapping[id] = number
        guard var object = objects[id] else { return number }
        let savedOffset = offset
        offset = objectOffsets[id] ?? offset
        object.record = try rewrite(object.record, fields: schemaSet.instance(of: object.type)?.fields ?? [])
        offset = savedOffset
        renumbered[number] = object
        return number
    }

    private mutating func rewrite(_ record: DynamicRecord, fields: [FieldInstance]) throws(JSONFormError) -> DynamicRecord {
        var result = record
        for field in fields {
            guard let value = record.fields[field.id] else { continue }
            path.append(.field(field.name))
            result.fields[field.id] = try rewrite(value, as: field.type)
            path.removeLast()
        }
        return result
    }

    /// A key's text for paths (raw enums by raw value: the case names are not at hand here).
    private static func keyText(_ key: DynamicValue) -> String {
        switch key {
        case .bool(let flag): flag ? "true" : "false"
        case .int(let number): String(number)
        case .uint(let number): String(number)
        case .string(let text): text
        case .uuid(let uuid): UUIDText.string(uuid)
        case .enumValue(let raw): raw.description
        default: "?"
        }
    }

    private mutating func enter() throws(JSONFormError) {
        if depth >= maxDepth {
            throw JSONFormError(
                .depthLimitExceeded, at: JSONTextLocation.of(offset: offset, in: bytes), path: path,
                message:
                    "value nests deeper than \(maxDepth) levels in the archive's order (references to instances defined later count where they are made)"
            )
        }
        depth += 1
    }
}
