import Foundation
import Sheaf
import SheafSchema

/// The part of a schema set that one archive's walk needs, compiled into an array of nodes:
/// one per distinct fully substituted type (`Stack<int64>` and `Stack<string>` are two
/// nodes), each pointing at its children by index. Recursive types point back at themselves.
///
/// Compiling up front keeps the walkers free of name lookups and generic substitution, which
/// is what makes schema-driven validation fast.
final class WirePlan {
    /// The most nodes one plan may have: a generic type that nests itself with ever larger
    /// arguments (`T<[A]>` inside `T<A>`) would otherwise expand forever.
    static let maxNodes = 20_000
    /// The deepest chain of types compiled inside one another (the compiler recurses).
    static let maxCompileDepth = 256

    let schemaSet: SchemaSet
    /// The compiled nodes.
    private(set) var nodes: [WireNode] = []
    /// The type each node stands for (messages, class instance types).
    private(set) var types: [TypeReference] = []
    /// Every record layout, by ``RecordLayout/index``.
    private(set) var records: [RecordLayout] = []
    private var indices: [TypeReference: Int] = [:]
    private var compileDepth = 0
    private let shape: WireShape

    init(schemaSet: SchemaSet) {
        self.schemaSet = schemaSet
        self.shape = WireShape(schemaSet: schemaSet)
    }

    /// The node of `type`, compiling it and everything it reaches on first use.
    ///
    /// - Throws: ``SheafError/Code/schemaMismatch`` when the type names something the schema
    ///   set does not declare or an unsubstituted generic parameter.
    func node(for type: TypeReference) throws(SheafError) -> Int {
        if let index = indices[type] {
            return index
        }
        guard nodes.count < Self.maxNodes, compileDepth < Self.maxCompileDepth else {
            throw SheafError(
                .schemaMismatch, message: "the schema expands to endlessly many generic instances at '\(type)'")
        }
        let index = nodes.count
        nodes.append(.placeholder)
        types.append(type)
        indices[type] = index
        compileDepth += 1
        defer { compileDepth -= 1 }
        nodes[index] = try compile(type)
        return index
    }

    /// The wire kind a value of the node's type has as a field, which is also how a lone value
    /// of a leaf type is skipped.
    func wireKind(of node: Int) -> SheafWireKind {
        shape.kind(of: types[node])
    }

    private func compile(_ type: TypeReference) throws(SheafError) -> WireNode {
        switch type {
        case .primitive(let primitive):
            return .primitive(primitive)
        case .optional(let wrapped):
            return .optional(wrapped: try node(for: wrapped))
        case .list(let element):
            return .list(element: try node(for: element), packing: packing(of: element))
        case .map(let key, let value):
            return .map(key: try node(for: key), value: try node(for: value))
        case .protocolValue(let name):
            return .family(try family(named: name))
        case .genericParameter(let name):
            throw SheafError(.schemaMismatch, message: "generic parameter '\(name)' has no argument")
        case .named(let name, _):
            guard let declaration = schemaSet[typeNamed: name] else {
                throw SheafError(.schemaMismatch, message: "the schema set has no type '\(name)'")
            }
            switch declaration.kind {
            case .structure(let fields):
                return .structure(try record(type, shape.substituted(fields, in: type)))
            case .classType(let fields):
                return .classType(try record(type, shape.substituted(fields, in: type)))
            case .rawEnum(let rawEnum):
                return .rawEnum(RawEnumLayout(name: name, rawEnum: rawEnum))
            case .options(let flags):
                return .options(OptionsLayout(name: name, rawType: flags.rawType))
            case .protocolFamily:
                return .family(try family(named: name))
            case .payloadEnum(let cases):
                var layouts: [Int: (name: String, record: RecordLayout)] = [:]
                for payloadCase in cases {
                    let fields = shape.substituted(payloadCase.fields, in: type)
                    layouts[payloadCase.id] = (payloadCase.name, try record(type, fields))
                }
                return .payloadEnum(PayloadEnumLayout(name: name, cases: layouts))
            }
        }
    }

    private func packing(of element: TypeReference) -> WirePacking {
        guard case .primitive(let primitive) = element else { return .none }
        switch primitive {
        case .float32: return .float32
        case .float64: return .float64
        case .bool: return .bool
        default:
            guard let bits = primitive.integerBitWidth else { return .none }
            return .integer(signed: primitive.isSignedInteger, size: bits / 8)
        }
    }

    private func family(named name: String) throws(SheafError) -> FamilyLayout {
        var members: [String: Int] = [:]
        for member in schemaSet.members(ofFamily: name) {
            members[member.tag ?? member.name] = try node(for: .named(member.name, arguments: []))
        }
        return FamilyLayout(name: name, members: members)
    }

    private func record(_ type: TypeReference, _ fields: [Field]) throws(SheafError) -> RecordLayout {
        var layouts: [FieldLayout] = []
        layouts.reserveCapacity(fields.count)
        for field in fields {
            var fieldType = field.type
            var isOptional = false
            // A present optional field holds the wrapped value's bare form (nested optionals
            // flatten in field position, as the runtime writes them).
            while case .optional(let wrapped) = fieldType {
                fieldType = wrapped
                isOptional = true
            }
            let declared = field.defaultValue.flatMap { dynamicValue(of: $0, as: fieldType) }
            layouts.append(
                FieldLayout(
                    name: field.name, id: field.id, node: try node(for: fieldType),
                    kind: shape.kind(of: fieldType), isOptional: isOptional,
                    isRequired: field.isRequired && !isOptional,
                    defaultValue: declared ?? (isOptional ? nil : naturalDefault(of: fieldType)),
                    widensFloat32: fieldType == .primitive(.float64)))
        }
        // A field's node may still be a placeholder (recursion), but then it is a record, not a leaf.
        let leaves = Set(layouts.filter { nodes[$0.node].isLeaf }.map(\.id))
        let layout = RecordLayout(index: records.count, type: type, fields: layouts, leaves: leaves)
        records.append(layout)
        return layout
    }

    /// The empty value of lists, maps and option sets; `nil` for types without one.
    private func naturalDefault(of type: TypeReference) -> DynamicValue? {
        switch type {
        case .list: return .list([])
        case .map: return .map([])
        case .named(let name, _):
            if case .options? = schemaSet[typeNamed: name]?.kind { return .options(0) }
            return nil
        default: return nil
        }
    }

    /// A declared default as the value the walkers compare and produce.
    func dynamicValue(of value: DefaultValue, as type: TypeReference) -> DynamicValue? {
        switch value {
        case .null: return nil
        case .emptyList: return .list([])
        case .emptyMap: return .map([])
        case .bool(let flag): return .bool(flag)
        case .int(let number):
            switch type {
            case .primitive(.float32): return .float32(Float(number))
            case .primitive(.float64): return .float64(Double(number))
            case .primitive(let primitive) where primitive.isUnsignedInteger: return .uint(UInt64(clamping: number))
            default: return .int(number)
            }
        case .uint(let number): return .uint(number)
        case .float(let number):
            return type == .primitive(.float32) ? .float32(Float(number)) : .float64(number)
        case .string(let text): return .string(text)
        case .bytes(let bytes): return .bytes(bytes)
        case .timestamp(let micros): return .timestamp(micros)
        case .url(let text): return .url(text)
        case .uuid(let text): return UUID(uuidString: text).map { .uuid($0) }
        case .enumCase(let name):
            guard case .named(let enumName, _) = type, case .rawEnum(let rawEnum)? = schemaSet[typeNamed: enumName]?.kind,
                let rawCase = rawEnum.cases.first(where: { $0.name == name })
            else { return nil }
            return .enumValue(rawCase.rawValue)
        case .options(let names):
            guard case .named(let setName, _) = type, case .options(let flags)? = schemaSet[typeNamed: setName]?.kind
            else { return nil }
            var bits: UInt64 = 0
            for flag in flags.flags where names.contains(flag.name) {
                bits |= 1 << UInt64(flag.bit)
            }
            return .options(bits)
        }
    }
}
