import Sheaf
import SheafSchema

/// Dynamic value + its type → `JSONOutput`, following docs/JSONForm.md.
///
/// Walks the value in the wire writer's order (fields by id, list elements in order, map
/// entries in canonical key order), so class instances get their `$id` numbers as the wire
/// writer numbers their entries (starting after a preloaded origin's, whose bound instances
/// keep theirs).
struct DynamicJSONWriter {
    let archive: DynamicArchive
    let schemaSet: SchemaSet
    var layouts: JSONRecordLayouts
    let maxDepth: Int
    /// The JSON number given to each instance on its first appearance: its entry number.
    var numbers: [DynamicObjectID: Int] = [:]
    /// The number the next new instance gets.
    var nextNumber: Int
    /// The origin whose tables the numbering starts from (the wire writer's tables), if any.
    let preloaded: SheafOrigin?
    /// The origin of the kept bytes met so far.
    private(set) var metOrigin: SheafOrigin?
    var path: [SheafPathComponent] = []
    var depth = 0

    /// - Parameter preloaded: The origin the wire writer would start its tables from: its
    ///   entries keep their numbers (and the archive's objects 1 … N are bound to them when it
    ///   is the archive's own origin); new instances are numbered after them.
    /// - Parameter layouts: Layouts computed for earlier values of the same schema set, if any.
    init(
        archive: DynamicArchive, schemaSet: SchemaSet, options: JSONFormOptions, preloaded: SheafOrigin? = nil,
        layouts: JSONRecordLayouts? = nil
    ) {
        self.archive = archive
        self.schemaSet = schemaSet
        self.layouts = layouts ?? JSONRecordLayouts(schemaSet: schemaSet)
        self.maxDepth = options.maxDepth
        self.preloaded = preloaded
        self.nextNumber = (preloaded?.entryCount ?? 0) + 1
    }

    /// The label an instance met for the first time gets: with a preloaded origin, its entry
    /// number when it is bound to the origin, else the next new one after the origin's.
    private mutating func number(for id: DynamicObjectID) -> Int {
        guard let preloaded else {
            // No tables to keep: the object id is the label (a decoded archive's entry number);
            // reading renumbers in the writer's order anyway.
            return id.number
        }
        if preloaded === archive.origin, id.number >= 1, id.number <= preloaded.entryCount {
            return id.number
        }
        defer { nextNumber += 1 }
        return nextNumber
    }

    /// Notes the origin of kept bytes; two different ones cannot be written into one archive.
    private mutating func noteOrigin(of field: DynamicUnknownField) throws(JSONFormError) {
        guard let origin = field.origin else { return }
        if let other = metOrigin ?? preloaded, other !== origin {
            throw failure(
                "unknown field \(field.id) was read from another archive than other kept bytes of this value (originConflict): "
                    + "numbers inside kept bytes of two archives with tables cannot both be kept")
        }
        metOrigin = origin
    }

    /// The JSON form of a value of a type.
    mutating func output(_ value: DynamicValue, as type: TypeReference) throws(JSONFormError) -> JSONOutput {
        switch type {
        case .primitive(let primitive):
            return try output(value, as: primitive)
        case .optional(let wrapped):
            if value == .null { return .null }
            return try output(value, as: wrapped)
        case .list(let elementType):
            guard case .list(let elements) = value else { throw mismatch(value, type) }
            try enter()
            defer { depth -= 1 }
            var outputs: [JSONOutput] = []
            outputs.reserveCapacity(elements.count)
            for (index, element) in elements.enumerated() {
                path.append(.index(index))
                outputs.append(try output(element, as: elementType))
                path.removeLast()
            }
            return .array(outputs)
        case .map(let keyType, let valueType):
            guard case .map(let entries) = value else { throw mismatch(value, type) }
            try enter()
            defer { depth -= 1 }
            return try mapOutput(entries, keyType: keyType, valueType: valueType)
        case .named(let name, _):
            guard let declaration = schemaSet[typeNamed: name] else {
                throw failure("the schema set has no type named '\(name)'")
            }
            return try output(value, as: type, declaration: declaration)
        case .protocolValue(let family):
            return try memberOutput(value, family: family)
        case .genericParameter(let name):
            throw failure("generic parameter '\(name)' has no argument")
        }
    }

    private mutating func output(
        _ value: DynamicValue, as type: TypeReference, declaration: TypeDeclaration
    ) throws(JSONFormError) -> JSONOutput {
        switch declaration.kind {
        case .structure:
            guard case .record(let record) = value else { throw mismatch(value, type) }
            try enter()
            defer { depth -= 1 }
            return .object(try members(of: record, layout: layouts.layout(of: type), typeName: type.description))
        case .classType:
            guard case .object(let id) = value else { throw mismatch(value, type) }
            return try objectOutput(id, type: type, prefix: [])
        case .rawEnum(let rawEnum):
            guard case .enumValue(let raw) = value else { throw mismatch(value, type) }
            return try enumOutput(raw, rawEnum: rawEnum, typeName: declaration.name)
        case .payloadEnum(let cases):
            guard case .payload(let caseID, let record) = value else { throw mismatch(value, type) }
            guard let payloadCase = cases.first(where: { $0.id == caseID }) else {
                throw failure("enum '\(declaration.name)' has no case with id \(caseID)")
            }
            try enter()
            defer { depth -= 1 }
            path.append(.field(payloadCase.name))
            defer { path.removeLast() }
            let layout = layouts.layout(of: type, case: payloadCase)
            let content = try members(of: record, layout: layout, typeName: "\(declaration.name).\(payloadCase.name)")
            return .object([(payloadCase.name, .object(content))])
        case .options(let flags):
            guard case .options(let bits) = value else { throw mismatch(value, type) }
            return try optionsOutput(bits, flags: flags, typeName: declaration.name)
        case .protocolFamily:
            return try memberOutput(value, family: declaration.name)
        }
    }

    // MARK: Records and instances

    /// The members of a struct, class instance or payload case: present fields in id order,
    /// then `$unknown`.
    private mutating func members(
        of record: DynamicRecord, layout: JSONRecordLayout, typeName: String, alwaysUnknown: Bool = false
    ) throws(JSONFormError) -> [(key: String, value: JSONOutput)] {
        var result: [(key: String, value: JSONOutput)] = []
        result.reserveCapacity(record.fields.count + 1)
        for id in record.fields.keys.sorted() {
            guard let field = layout.byID[id], let value = record.fields[id] else {
                throw failure("'\(typeName)' has no field with id \(id)")
            }
            path.append(.field(field.name))
            result.append((field.name, try output(value, as: field.type)))
            path.removeLast()
        }
        if !record.unknownFields.isEmpty || alwaysUnknown {
            var unknown: [(key: String, value: JSONOutput)] = []
            var seen: Set<Int> = []
            for field in record.unknownFields.sorted(by: { $0.id < $1.id }) {
                guard seen.insert(field.id).inserted else {
                    throw failure("'\(typeName)' holds two unknown fields with id \(field.id)")
                }
                try noteOrigin(of: field)
                unknown.append((String(field.id), .string(Base64Text.encode(field.bytes))))
            }
            result.append(("$unknown", .object(unknown)))
        }
        return result
    }

    /// A class instance: `$id` and its fields on first appearance, `{"$ref": n}` after.
    private mutating func objectOutput(
        _ id: DynamicObjectID, type: TypeReference, prefix: [(key: String, value: JSONOutput)]
    ) throws(JSONFormError) -> JSONOutput {
        try enter()
        defer { depth -= 1 }
        guard let object = archive.objects[id] else {
            throw failure("instance \(id) is not in the archive's object table")
        }
        guard object.type == type else {
            throw failure("instance \(id) is a '\(object.type)', not a '\(type)'")
        }
        if let number = numbers[id] {
            return .object(prefix + [("$ref", .string(String(number)))])
        }
        let number = number(for: id)
        numbers[id] = number
        let content = try members(of: object.record, layout: layouts.layout(of: type), typeName: type.description)
        return .object(prefix + [("$id", .string(String(number)))] + content)
    }

    /// A protocol-typed value: the member's object with `$type` first.
    private mutating func memberOutput(_ value: DynamicValue, family: String) throws(JSONFormError) -> JSONOutput {
        guard case .member(let tag, let memberValue) = value else {
            throw failure("expected a member of family '\(family)', found \(value.kindDescription)")
        }
        guard let member = schemaSet.member(ofFamily: family, tag: tag) else {
            return try opaqueMemberOutput(memberValue, tag: tag, family: family)
        }
        try enter()
        defer { depth -= 1 }
        let memberType = TypeReference.named(member.name, arguments: [])
        let prefix: [(key: String, value: JSONOutput)] = [("$type", .string(tag))]
        if member.isClass {
            guard case .object(let id) = memberValue else { throw mismatch(memberValue, memberType) }
            return try objectOutput(id, type: memberType, prefix: prefix)
        }
        guard case .record(let record) = memberValue else { throw mismatch(memberValue, memberType) }
        try enter()
        defer { depth -= 1 }
        return .object(prefix + (try members(of: record, layout: layouts.layout(of: memberType), typeName: member.name)))
    }

    /// A member the schema does not list: `$type`, the family's own fields, then `$unknown`
    /// (always, even empty: it marks the member as opaque, so that reading the text back
    /// tells it from a misspelt tag).
    private mutating func opaqueMemberOutput(
        _ memberValue: DynamicValue, tag: String, family: String
    ) throws(JSONFormError) -> JSONOutput {
        guard SheafFamilyTag.isWellFormed(tag) else {
            throw failure("'\(tag)' is not a well-formed member tag of family '\(family)'")
        }
        let familyType = TypeReference.named(family, arguments: [])
        guard case .record(let record) = memberValue else { throw mismatch(memberValue, familyType) }
        try enter()
        defer { depth -= 1 }
        let content = try members(of: record, layout: layouts.layout(of: familyType), typeName: family, alwaysUnknown: true)
        return .object([("$type", .string(tag))] + content)
    }

    // MARK: Errors and depth

    mutating func enter() throws(JSONFormError) {
        if depth >= maxDepth {
            throw JSONFormError(.depthLimitExceeded, path: path, message: "value nests deeper than \(maxDepth) levels")
        }
        depth += 1
    }

    func failure(_ message: String) -> JSONFormError {
        JSONFormError(.invalidValue, path: path, message: message)
    }

    func mismatch(_ value: DynamicValue, _ type: TypeReference) -> JSONFormError {
        failure("expected a value of type '\(type)', found \(value.kindDescription)")
    }
}

extension DynamicValue {
    /// The case's name for messages.
    var kindDescription: String {
        switch self {
        case .bool: "a bool"
        case .int: "a signed integer"
        case .uint: "an unsigned integer"
        case .float32: "a float32"
        case .float64: "a float64"
        case .string: "a string"
        case .bytes: "bytes"
        case .timestamp: "a timestamp"
        case .url: "a url"
        case .uuid: "a uuid"
        case .enumValue: "a raw enum value"
        case .options: "options"
        case .null: "null"
        case .list: "a list"
        case .map: "a map"
        case .record: "a record"
        case .payload: "a payload enum value"
        case .object: "a class instance"
        case .member: "a protocol member"
        }
    }
}
