import Sheaf
import SheafSchema

/// `JSONNode` tree + the expected type → dynamic value, following docs/JSONForm.md.
///
/// Class instances get provisional ids in document order; `ObjectRenumbering` then
/// renumbers them in the wire's order. Nesting is counted as the wire format counts it
/// and checked before each recursion.
struct DynamicJSONReader {
    let bytes: [UInt8]
    let schemaSet: SchemaSet
    var layouts: JSONRecordLayouts
    let maxDepth: Int
    var path: [SheafPathComponent] = []
    var depth = 0
    /// Instances read so far, by provisional id.
    var objects: [DynamicObjectID: DynamicObject] = [:]
    /// Where each instance's object starts, for errors found after reading.
    var objectOffsets: [DynamicObjectID: Int] = [:]
    /// `$id` labels → provisional ids (a `$ref` before its `$id` reserves the id).
    var labels: [String: DynamicObjectID] = [:]
    /// Every `$ref`, checked once the whole document is read.
    var references: [Reference] = []
    var nextObjectNumber = 1
    /// The tables of `$archive`, which kept bytes in the document refer to.
    var origin: SheafOrigin?

    /// A `$ref` seen while reading.
    struct Reference {
        var label: String
        var id: DynamicObjectID
        var expectedType: TypeReference
        var offset: Int
        var path: [SheafPathComponent]
    }

    init(bytes: [UInt8], schemaSet: SchemaSet, options: JSONFormOptions) {
        self.bytes = bytes
        self.schemaSet = schemaSet
        self.layouts = JSONRecordLayouts(schemaSet: schemaSet)
        self.maxDepth = options.maxDepth
    }

    /// The value a node holds for a type.
    mutating func value(_ node: JSONNode, as type: TypeReference) throws(JSONFormError) -> DynamicValue {
        switch type {
        case .primitive(let primitive):
            return try value(node, as: primitive)
        case .optional(let wrapped):
            if case .null = node.value { return .null }
            return try value(node, as: wrapped)
        case .list(let elementType):
            guard case .array(let elements) = node.value else { throw wrongType(node, expected: "an array", type) }
            try enter(node)
            defer { depth -= 1 }
            var values: [DynamicValue] = []
            values.reserveCapacity(elements.count)
            for (index, element) in elements.enumerated() {
                path.append(.index(index))
                values.append(try value(element, as: elementType))
                path.removeLast()
            }
            return .list(values)
        case .map(let keyType, let valueType):
            guard case .object(let members) = node.value else { throw wrongType(node, expected: "an object", type) }
            try enter(node)
            defer { depth -= 1 }
            return try mapValue(members, keyType: keyType, valueType: valueType)
        case .named(let name, _):
            guard let declaration = schemaSet[typeNamed: name] else {
                throw failure(.wrongType, at: node.offset, "the schema set has no type named '\(name)'")
            }
            return try value(node, as: type, declaration: declaration)
        case .protocolValue(let family):
            return try memberValue(node, family: family)
        case .genericParameter(let name):
            throw failure(.wrongType, at: node.offset, "generic parameter '\(name)' has no argument")
        }
    }

    private mutating func value(
        _ node: JSONNode, as type: TypeReference, declaration: TypeDeclaration
    ) throws(JSONFormError) -> DynamicValue {
        switch declaration.kind {
        case .structure:
            guard case .object(let members) = node.value else { throw wrongType(node, expected: "an object", type) }
            try enter(node)
            defer { depth -= 1 }
            return .record(try record(members, at: node.offset, layout: layouts.layout(of: type), typeName: type.description))
        case .classType:
            return try objectValue(node, type: type, handledKeys: [])
        case .rawEnum(let rawEnum):
            return try enumValue(node, rawEnum: rawEnum, typeName: declaration.name)
        case .payloadEnum(let cases):
            return try payloadValue(node, cases: cases, type: type, typeName: declaration.name)
        case .options(let flags):
            return try optionsValue(node, flags: flags, typeName: declaration.name)
        case .protocolFamily:
            return try memberValue(node, family: declaration.name)
        }
    }

    /// `{"case": {fields}}`.
    private mutating func payloadValue(
        _ node: JSONNode, cases: [PayloadCase], type: TypeReference, typeName: String
    ) throws(JSONFormError) -> DynamicValue {
        guard case .object(let members) = node.value, members.count == 1 else {
            throw failure(
                .wrongType, at: node.offset,
                "expected an object with one key, the case name, for enum '\(typeName)', found \(node.kindDescription)")
        }
        let member = members[0]
        guard let payloadCase = cases.first(where: { $0.name == member.key }) else {
            throw failure(
                .unknownCase, at: member.keyOffset,
                Self.unknownNameMessage(
                    "enum '\(typeName)' has no case", member.key, candidates: cases.map(\.name), listName: "cases"))
        }
        try enter(node)
        defer { depth -= 1 }
        path.append(.field(payloadCase.name))
        defer { path.removeLast() }
        guard case .object(let fieldMembers) = member.value.value else {
            throw wrongType(member.value, expected: "an object (the case's fields; {} when it has none)", type)
        }
        let layout = layouts.layout(of: type, case: payloadCase)
        let content = try record(fieldMembers, at: member.value.offset, layout: layout, typeName: "\(typeName).\(payloadCase.name)")
        return .payload(caseID: payloadCase.id, fields: content)
    }

    /// The fields of a struct, class instance or payload case, from an object's members.
    ///
    /// The checks come in the order both implementations of the JSON form follow, so that a
    /// document with several mistakes gets the same error from each: first the object's own
    /// keys, in document order (unknown keys, a field given twice, `$unknown`); then the
    /// required fields it lacks, in id order; then the fields' values, in id order.
    ///
    /// - Parameter handledKeys: `$` keys the caller has read already (`$type`, `$id`).
    mutating func record(
        _ members: [JSONMember], at offset: Int, layout: JSONRecordLayout, typeName: String, handledKeys: Set<String> = []
    ) throws(JSONFormError) -> DynamicRecord {
        var record = DynamicRecord()
        var given: [Int: (key: String, value: JSONNode)] = [:]
        for member in members {
            if handledKeys.contains(member.key) { continue }
            if member.key == "$unknown" {
                path.append(.field("$unknown"))
                record.unknownFields = try unknownFields(member.value, layout: layout)
                path.removeLast()
                continue
            }
            guard let field = layout.byName[member.key] else {
                path.append(.field(member.key))
                throw failure(
                    .unknownField, at: member.keyOffset, unknownFieldMessage(member.key, typeName: typeName, fields: layout.fields))
            }
            if let earlier = given[field.id] {
                path.append(.field(field.name))
                throw failure(
                    .duplicateKey, at: member.keyOffset,
                    "field '\(field.name)' of '\(typeName)' is given twice, as '\(earlier.key)' and as '\(member.key)'")
            }
            given[field.id] = (member.key, member.value)
        }
        for field in layout.fields where field.isRequired && given[field.id] == nil {
            path.append(.field(field.name))
            defer { path.removeLast() }
            throw failure(.missingRequiredField, at: offset, "'\(typeName)' requires field '\(field.name)'")
        }
        for field in layout.fields {
            guard let node = given[field.id]?.value else { continue }
            if case .null = node.value, field.type.isOptional {
                continue  // An absent optional field is simply missing from its record.
            }
            path.append(.field(field.name))
            record.fields[field.id] = try value(node, as: field.type)
            path.removeLast()
        }
        return record
    }

    private func unknownFieldMessage(_ key: String, typeName: String, fields: [FieldInstance]) -> String {
        if key.hasPrefix("$") {
            return "'\(key)' does not apply to '\(typeName)' here"
        }
        return "'\(typeName)' has no field '\(key)'" + NameHint.hint(for: key, among: fields.map(\.name))
    }

    /// `<what> 'name'` with a "did you mean" hint, or else the first candidates listed.
    static func unknownNameMessage(_ what: String, _ name: String, candidates: [String], listName: String) -> String {
        let hint = NameHint.hint(for: name, among: candidates)
        if !hint.isEmpty { return "\(what) '\(name)'\(hint)" }
        let shown = candidates.prefix(20).joined(separator: ", ") + (candidates.count > 20 ? ", …" : "")
        return "\(what) '\(name)' (\(listName): \(shown))"
    }

    // MARK: Maps

    /// A map's entries, kept in document order. As with a record's fields, the keys are
    /// checked first, in document order, and then the values, in the order a writer writes
    /// them (the canonical key order), so that both implementations report the same mistake
    /// first.
    private mutating func mapValue(
        _ members: [JSONMember], keyType: TypeReference, valueType: TypeReference
    ) throws(JSONFormError) -> DynamicValue {
        var keys: [DynamicValue] = []
        keys.reserveCapacity(members.count)
        var seen: Set<DynamicValue> = []
        for member in members {
            let key = try mapKey(member, keyType: keyType)
            guard seen.insert(key).inserted else {
                path.append(.key(member.key))
                throw failure(
                    .duplicateMapKey, at: member.keyOffset,
                    "key \(JSONStringEscaping.quoted(member.key)) denotes a key given earlier in this map")
            }
            keys.append(key)
        }
        var values: [DynamicValue?] = Array(repeating: nil, count: members.count)
        for index in keys.indices.sorted(by: { MapKeyOrder.precedes(keys[$0], keys[$1]) }) {
            path.append(.key(members[index].key))
            values[index] = try value(members[index].value, as: valueType)
            path.removeLast()
        }
        return .map(zip(keys, values).map { DynamicMapEntry(key: $0, value: $1!) })
    }

    // MARK: Errors and depth

    /// Enters one structured level (as the wire format counts them), checking the limit first.
    mutating func enter(_ node: JSONNode) throws(JSONFormError) {
        if depth >= maxDepth {
            throw failure(.depthLimitExceeded, at: node.offset, "value nests deeper than \(maxDepth) levels")
        }
        depth += 1
    }

    func failure(_ code: JSONFormError.Code, at offset: Int, _ message: String) -> JSONFormError {
        JSONFormError(code, at: JSONTextLocation.of(offset: offset, in: bytes), path: path, message: message)
    }

    func wrongType(_ node: JSONNode, expected: String, _ type: TypeReference) -> JSONFormError {
        failure(.wrongType, at: node.offset, "expected \(expected) for '\(type)', found \(node.kindDescription)")
    }
}
