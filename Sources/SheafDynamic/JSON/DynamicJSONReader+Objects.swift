import Sheaf
import SheafSchema

extension DynamicJSONReader {
    /// A class instance: `{"$id": "n", fields…}` (the `$id` may be left out when nothing
    /// refers to the instance) or `{"$ref": "n"}`.
    ///
    /// - Parameter handledKeys: keys the caller read already (`$type` of a protocol value).
    mutating func objectValue(_ node: JSONNode, type: TypeReference, handledKeys: Set<String>) throws(JSONFormError) -> DynamicValue {
        guard case .object(let members) = node.value else { throw wrongType(node, expected: "an object", type) }
        try enter(node)
        defer { depth -= 1 }
        if let reference = members.first(where: { $0.key == "$ref" }) {
            if let extra = members.first(where: { $0.key != "$ref" && !handledKeys.contains($0.key) }) {
                throw failure(.invalidReference, at: extra.keyOffset, "an object with $ref holds nothing else, found '\(extra.key)'")
            }
            let label = try self.label(reference.value, key: "$ref")
            let id = labels[label] ?? newObjectID(label: label)
            references.append(Reference(label: label, id: id, expectedType: type, offset: reference.value.offset, path: path))
            return .object(id)
        }
        let id: DynamicObjectID
        if let definition = members.first(where: { $0.key == "$id" }) {
            let label = try self.label(definition.value, key: "$id")
            if let existing = labels[label] {
                guard objects[existing] == nil, objectOffsets[existing] == nil else {
                    throw failure(
                        .duplicateInstanceID, at: definition.value.offset,
                        "$id \(JSONStringEscaping.quoted(label)) is already taken by another instance")
                }
                id = existing
            } else {
                id = newObjectID(label: label)
            }
        } else {
            id = newObjectID(label: nil)
        }
        objectOffsets[id] = node.offset
        let content = try record(
            members, at: node.offset, layout: layouts.layout(of: type), typeName: type.description,
            handledKeys: handledKeys.union(["$id"]))
        objects[id] = DynamicObject(type: type, record: content)
        return .object(id)
    }

    private mutating func newObjectID(label: String?) -> DynamicObjectID {
        let id = DynamicObjectID(nextObjectNumber)
        nextObjectNumber += 1
        if let label { labels[label] = id }
        return id
    }

    /// The text of an `$id` or `$ref`: a non-empty string (the writer uses decimal numbers;
    /// hand-written JSON may use any label).
    private func label(_ node: JSONNode, key: String) throws(JSONFormError) -> String {
        guard case .string(let text) = node.value, !text.isEmpty else {
            throw failure(.invalidReference, at: node.offset, "\(key) must be a non-empty string, found \(node.kindDescription)")
        }
        return text
    }

    /// Checks every `$ref` once all instances are known: it names one, of the expected type.
    mutating func resolveReferences() throws(JSONFormError) {
        for reference in references {
            guard let object = objects[reference.id] else {
                throw JSONFormError(
                    .invalidReference, at: JSONTextLocation.of(offset: reference.offset, in: bytes), path: reference.path,
                    message: "no instance has $id \(JSONStringEscaping.quoted(reference.label))")
            }
            guard object.type == reference.expectedType else {
                throw JSONFormError(
                    .invalidReference, at: JSONTextLocation.of(offset: reference.offset, in: bytes), path: reference.path,
                    message:
                        "instance \(JSONStringEscaping.quoted(reference.label)) is a '\(object.type)', not a '\(reference.expectedType)'")
            }
        }
    }

    /// A protocol-typed value: the member's object with `$type`.
    mutating func memberValue(_ node: JSONNode, family: String) throws(JSONFormError) -> DynamicValue {
        let familyType = TypeReference.protocolValue(family)
        guard case .object(let members) = node.value else { throw wrongType(node, expected: "an object with $type", familyType) }
        guard let tagMember = members.first(where: { $0.key == "$type" }) else {
            path.append(.field("$type"))
            defer { path.removeLast() }
            throw failure(.missingRequiredField, at: node.offset, "a value of protocol '\(family)' needs \"$type\", its member's tag")
        }
        guard case .string(let tag) = tagMember.value.value else {
            throw wrongType(tagMember.value, expected: "a string tag", familyType)
        }
        guard let member = schemaSet.member(ofFamily: family, tag: tag) else {
            // An opaque member (one a newer schema added) carries `$unknown`, even empty; without
            // it the tag is taken as a mistake.
            if members.contains(where: { $0.key == "$unknown" }), SheafFamilyTag.isWellFormed(tag) {
                try enter(node)
                defer { depth -= 1 }
                let content = try record(
                    members, at: node.offset, layout: layouts.layout(of: .named(family, arguments: [])), typeName: family,
                    handledKeys: ["$type"])
                return .member(tag: tag, value: .record(content))
            }
            let tags = schemaSet.members(ofFamily: family).compactMap(\.tag)
            throw failure(
                .unknownTag, at: tagMember.value.offset,
                Self.unknownNameMessage("protocol '\(family)' has no member with tag", tag, candidates: tags, listName: "tags"))
        }
        try enter(node)
        defer { depth -= 1 }
        let memberType = TypeReference.named(member.name, arguments: [])
        if member.isClass {
            return .member(tag: tag, value: try objectValue(node, type: memberType, handledKeys: ["$type"]))
        }
        try enter(node)
        defer { depth -= 1 }
        let content = try record(
            members, at: node.offset, layout: layouts.layout(of: memberType), typeName: member.name, handledKeys: ["$type"])
        return .member(tag: tag, value: .record(content))
    }

    /// `"$unknown": {"<id>": "<base64 of the field's key and value bytes>"}`.
    mutating func unknownFields(_ node: JSONNode, layout: JSONRecordLayout) throws(JSONFormError) -> [DynamicUnknownField] {
        guard case .object(let members) = node.value else {
            throw failure(
                .invalidUnknownField, at: node.offset, "$unknown must be an object of field ids to base64, found \(node.kindDescription)")
        }
        var fields: [DynamicUnknownField] = []
        for member in members {
            path.append(.key(member.key))
            defer { path.removeLast() }
            guard case .value(.uint(let number)) = IntegerText.parse(member.key, as: .uint32, strict: true),
                number >= 1, number <= UInt64(SheafFieldKey.maxID)
            else {
                throw failure(
                    .invalidUnknownField, at: member.keyOffset,
                    "\(JSONStringEscaping.quoted(member.key)) is not a field id (1…\(SheafFieldKey.maxID))")
            }
            let id = Int(number)
            guard layout.byID[id] == nil else {
                throw failure(.invalidUnknownField, at: member.keyOffset, "field id \(id) is known to the schema; give it by name")
            }
            guard case .string(let text) = member.value.value else {
                throw failure(.invalidUnknownField, at: member.value.offset, "expected base64 text, found \(member.value.kindDescription)")
            }
            let bytes: [UInt8]
            switch Base64Text.decode(text) {
            case .success(let decoded): bytes = decoded
            case .failure(let failure): throw self.failure(.invalidBase64, at: member.value.offset, failure.message)
            }
            if let problem = UnknownFieldBytes.problem(bytes, id: id) {
                throw failure(.invalidUnknownField, at: member.value.offset, problem)
            }
            fields.append(DynamicUnknownField(id: id, bytes: bytes, origin: origin))
        }
        return fields.sorted { $0.id < $1.id }
    }
}

extension DynamicJSONReader {
    /// In a document with `$archive`: the instances whose `$id` is an entry number (decimal,
    /// 1 … N), with that number, after checking that every entry is covered exactly once — by
    /// such an `$id` or by a raw entry. Other labels are new instances.
    ///
    /// - Throws: `invalidReference` at the `$id` that names a raw entry, or at `$archive` for an
    ///   entry nothing covers.
    func entryNumbers(covering tables: ArchiveWrapper.Tables) throws(JSONFormError) -> [DynamicObjectID: Int] {
        let count = tables.origin.entryCount
        var entries: [DynamicObjectID: Int] = [:]
        for (label, id) in labels.sorted(by: { $0.value < $1.value }) {
            guard case .value(.uint(let number)) = IntegerText.parse(label, as: .uint32, strict: true),
                number >= 1, number <= UInt64(count)
            else { continue }
            if tables.rawEntries.contains(Int(number)) {
                throw JSONFormError(
                    .invalidReference, at: JSONTextLocation.of(offset: objectOffsets[id] ?? 0, in: bytes), path: [],
                    message: "$id \(label) names entry \(number), which $archive's entries already give as bytes")
            }
            entries[id] = Int(number)
        }
        let covered = Set(entries.values).union(tables.rawEntries)
        if let missing = (1...max(count, 1)).first(where: { $0 <= count && !covered.contains($0) }) {
            throw JSONFormError(
                .invalidReference, at: JSONTextLocation.of(offset: tables.offset, in: bytes), path: [.field("$archive")],
                message: "entry \(missing) of $archive (instances: \(count)) is neither an instance's $id nor one of its entries")
        }
        return entries
    }
}
