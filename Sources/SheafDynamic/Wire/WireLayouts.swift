import Sheaf
import SheafSchema

/// One (fully substituted) type compiled for walking the wire: children are node indices into
/// the ``WirePlan``, so the walkers never hash a `TypeReference` or look a name up.
enum WireNode {
    case primitive(Primitive)
    /// `T?` outside field position: presence byte, then `T`.
    case optional(wrapped: Int)
    case list(element: Int, packing: ListPacking)
    case map(key: Int, value: Int)
    case structure(RecordLayout)
    case classType(RecordLayout)
    case rawEnum(RawEnumLayout)
    case payloadEnum(PayloadEnumLayout)
    case options(OptionsLayout)
    case family(FamilyLayout)
    /// Reserved while the node's children are compiled (recursive types point back to it).
    case placeholder
}

extension WireNode {
    /// Whether values of this node are read without nesting (scalars, raw enums, option sets).
    var isLeaf: Bool {
        switch self {
        case .primitive, .rawEnum, .options: return true
        default: return false
        }
    }
}

/// A field compiled for the walkers.
struct FieldLayout {
    /// The field's name (path components, messages).
    let name: String
    /// The field id.
    let id: Int
    /// The node of the field's type with optionals removed: a present optional field holds the
    /// wrapped value's bare form.
    let node: Int
    /// The wire kind the field is written with.
    let kind: SheafWireKind
    /// Whether the field's type is optional (absent means nil).
    let isOptional: Bool
    /// Whether decoding fails when the field is absent.
    let isRequired: Bool
    /// The declared default as a value; `nil` when none is declared.
    let defaultValue: DynamicValue?
    /// Whether the field is a float64 that also accepts an I32 value (float32 widened).
    let widensFloat32: Bool
}

/// What the read loop needs of a field, in a plain value that copies without reference
/// counting.
struct FieldEssentials {
    let id: Int
    let node: Int
    let kind: SheafWireKind
    let isRequired: Bool
    let widensFloat32: Bool
    /// Whether the value is a scalar, raw enum or option set: nothing inside it can fail.
    let isLeaf: Bool
}

/// The fields of a struct, class instance or payload case.
final class RecordLayout {
    /// The layout's index in ``WirePlan/records`` (paths refer to fields by it).
    let index: Int
    /// The type, for messages and for class instance types.
    let type: TypeReference
    /// The fields, ascending by id.
    let fields: [FieldLayout]
    /// ``fields`` reduced to what reading needs, in the same order.
    let essentials: [FieldEssentials]
    /// Whether any field is required (most records are checked for none).
    let hasRequiredFields: Bool
    /// Field position by id for small ids (−1: unknown); larger ids go through `positions`.
    private let direct: [Int32]
    private let positions: [Int: Int]

    init(index: Int, type: TypeReference, fields: [FieldLayout], leaves: Set<Int>) {
        self.index = index
        self.type = type
        self.fields = fields.sorted { $0.id < $1.id }
        self.essentials = self.fields.map {
            FieldEssentials(
                id: $0.id, node: $0.node, kind: $0.kind, isRequired: $0.isRequired, widensFloat32: $0.widensFloat32,
                isLeaf: leaves.contains($0.id))
        }
        self.hasRequiredFields = self.fields.contains { $0.isRequired }
        let bound = min(256, (self.fields.last?.id ?? 0) + 1)
        var direct = [Int32](repeating: -1, count: bound)
        var positions: [Int: Int] = [:]
        for (position, field) in self.fields.enumerated() {
            if field.id < bound {
                direct[field.id] = Int32(position)
            } else {
                positions[field.id] = position
            }
        }
        self.direct = direct
        self.positions = positions
    }

    /// The position in ``fields`` of the field with `id`, if the schema knows it.
    @inline(__always)
    func position(of id: Int) -> Int? {
        if id < direct.count {
            let position = direct[id]
            return position < 0 ? nil : Int(position)
        }
        return positions[id]
    }
}

/// A raw-value enum.
final class RawEnumLayout {
    let name: String
    let rawType: Primitive
    let isOpen: Bool
    /// Case names by raw value (integers normalised as `SheafSchema.RawValue` does: `.int`
    /// when the value fits `Int64`).
    let caseNames: [RawValue: String]
    /// For enums whose raw values are all small non-negative integers (the usual case):
    /// whether each value names a case, so that checking one needs no hashing.
    private let smallValues: [Bool]?

    init(name: String, rawEnum: RawEnum) {
        self.name = name
        self.rawType = rawEnum.rawType
        self.isOpen = rawEnum.isOpen
        var names: [RawValue: String] = [:]
        var small: [Bool]? = rawEnum.rawType == .string ? nil : []
        for rawCase in rawEnum.cases {
            names[rawCase.rawValue] = rawCase.name
            if case .int(let value) = rawCase.rawValue, value >= 0, value < 1024, small != nil {
                if small!.count <= Int(value) {
                    small!.append(contentsOf: repeatElement(false, count: Int(value) + 1 - small!.count))
                }
                small![Int(value)] = true
            } else {
                small = nil
            }
        }
        self.caseNames = names
        self.smallValues = small
    }

    /// Whether `raw` is the raw value of a case.
    @inline(__always)
    func hasCase(_ raw: RawValue) -> Bool {
        if let smallValues {
            guard case .int(let value) = raw, value >= 0, value < smallValues.count else { return false }
            return smallValues[Int(value)]
        }
        // Dictionary lookup compares strings by canonical equivalence; raw values are bytes.
        guard let index = caseNames.index(forKey: raw) else { return false }
        if case .string(let text) = raw, case .string(let stored) = caseNames[index].key {
            return text.utf8.elementsEqual(stored.utf8)
        }
        return true
    }
}

/// An enum whose cases carry fields.
final class PayloadEnumLayout {
    let name: String
    /// Cases by id, each with the case's name and fields.
    let cases: [Int: (name: String, record: RecordLayout)]

    init(name: String, cases: [Int: (name: String, record: RecordLayout)]) {
        self.name = name
        self.cases = cases
    }
}

/// An option set.
final class OptionsLayout {
    let name: String
    let rawType: Primitive
    /// The bits the raw type can hold.
    let mask: UInt64

    init(name: String, rawType: Primitive) {
        self.name = name
        self.rawType = rawType
        let width = rawType.integerBitWidth ?? 64
        self.mask = width >= 64 ? .max : (1 << UInt64(width)) - 1
    }
}

/// A protocol family.
final class FamilyLayout {
    let name: String
    /// Member nodes by tag.
    let members: [String: Int]
    /// A struct node holding the family's own fields: how a member whose tag the schema does
    /// not list (an opaque member) is read and written, its other fields kept as unknown ones.
    let opaqueNode: Int

    init(name: String, members: [String: Int], opaqueNode: Int) {
        self.name = name
        self.members = members
        self.opaqueNode = opaqueNode
    }

    /// The member node whose tag has exactly these bytes (dictionary lookup alone would accept
    /// a canonically equivalent spelling).
    func member(tagged tag: String) -> Int? {
        guard let index = members.index(forKey: tag), members[index].key.utf8.elementsEqual(tag.utf8) else { return nil }
        return members[index].value
    }
}
