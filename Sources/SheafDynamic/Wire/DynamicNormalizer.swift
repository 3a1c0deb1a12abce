import Sheaf
import SheafSchema

/// Brings a decoded value into the form the canonical encoder would give back, so that
/// decoding a non-canonical archive and decoding its canonical re-encoding give equal values.
///
/// It walks the value the way ``DynamicValueWriter`` writes it — fields in id order, map
/// entries sorted by key — leaving out fields that hold their default and sorting unknown
/// fields by id, in class instances too (which keep their ids).
struct DynamicNormalizer {
    let nodes: [WireNode]
    /// The instances as decoded.
    let decoded: [DynamicObjectID: DynamicObject]
    /// The instances, normalised.
    private(set) var objects: [DynamicObjectID: DynamicObject] = [:]
    /// The instances normalised so far.
    private var visited: Set<DynamicObjectID> = []

    init(plan: WirePlan, objects: [DynamicObjectID: DynamicObject]) {
        self.nodes = plan.nodes
        self.decoded = objects
    }

    /// The value of the node's type in normal form.
    mutating func normalize(_ value: DynamicValue, _ node: Int) -> DynamicValue {
        switch (nodes[node], value) {
        case (.optional(let wrapped), _):
            return value == .null ? .null : normalize(value, wrapped)
        case (.list(let element, _), .list(let items)):
            var normalized: [DynamicValue] = []
            normalized.reserveCapacity(items.count)
            for item in items {
                normalized.append(normalize(item, element))
            }
            return .list(normalized)
        case (.map(let keyNode, let valueNode), .map(let entries)):
            let sorted = entries.sorted { left, right in
                guard let leftKey = WireMapKey(left.key), let rightKey = WireMapKey(right.key) else { return false }
                return leftKey < rightKey
            }
            var normalized: [DynamicMapEntry] = []
            normalized.reserveCapacity(sorted.count)
            for entry in sorted {
                normalized.append(DynamicMapEntry(key: normalize(entry.key, keyNode), value: normalize(entry.value, valueNode)))
            }
            return .map(normalized)
        case (.structure(let layout), .record(let record)):
            return .record(normalize(record, layout))
        case (.classType(let layout), .object(let id)):
            // Marked before its fields, so a cycle back to it stops here. Instances keep their
            // ids (the archive's entry numbers).
            if visited.insert(id).inserted, let object = decoded[id] {
                objects[id] = DynamicObject(type: object.type, record: normalize(object.record, layout))
            }
            return value
        case (.payloadEnum(let layout), .payload(let caseID, let fields)):
            guard let payloadCase = layout.cases[caseID] else { return value }
            return .payload(caseID: caseID, fields: normalize(fields, payloadCase.record))
        case (.family(let layout), .member(let tag, let member)):
            return .member(tag: tag, value: normalize(member, layout.member(tagged: tag) ?? layout.opaqueNode))
        default:
            return value
        }
    }

    /// A record in normal form: fields holding their default left out, the rest normalised in
    /// id order, unknown fields sorted by id.
    private mutating func normalize(_ record: DynamicRecord, _ layout: RecordLayout) -> DynamicRecord {
        var fields = [Int: DynamicValue]()
        fields.reserveCapacity(record.fields.count)
        for field in layout.fields {
            guard let value = record.fields[field.id] else { continue }
            if field.isOptional && value == .null { continue }
            if let defaultValue = field.defaultValue, value == defaultValue { continue }
            fields[field.id] = normalize(value, field.node)
        }
        return DynamicRecord(fields: fields, unknownFields: record.unknownFields.sorted { $0.id < $1.id })
    }
}
