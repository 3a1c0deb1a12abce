import Foundation
import Sheaf
import SheafSchema

/// The part of a schema set that the walks need, compiled into an array of nodes: one per
/// distinct fully substituted type (`Stack<int64>` and `Stack<string>` are two nodes), each
/// pointing at its children by index. Recursive types point back at themselves.
///
/// Compiling up front keeps the walkers free of name lookups and generic substitution, which
/// is what makes schema-driven validation fast. A plan is a snapshot of a ``WirePlanCache``:
/// every node reachable from the type it was taken for is compiled.
struct WirePlan {
    /// The compiled nodes.
    let nodes: [WireNode]
    /// The type each node stands for (messages, class instance types).
    let types: [TypeReference]
    /// Every record layout, by ``RecordLayout/index``.
    let records: [RecordLayout]
    /// The wire kind of each node's type as a field.
    let kinds: [SheafWireKind]

    /// The wire kind a value of the node's type has as a field, which is also how a lone value
    /// of a leaf type is skipped.
    func wireKind(of node: Int) -> SheafWireKind {
        kinds[node]
    }

    /// The layout of a class compiled into the plan, found by its type (for instances written
    /// apart from any reference; a linear search, as that is rare).
    func recordLayout(ofClass type: TypeReference) -> RecordLayout? {
        for (index, node) in nodes.enumerated() where types[index] == type {
            if case .classType(let layout) = node { return layout }
        }
        return nil
    }
}

/// The compiled plan of one schema set, shared by every archive a decoder, validator or
/// encoder handles: each type is compiled once, on first use, under a lock.
final class WirePlanCache: @unchecked Sendable {
    private let lock = NSLock()
    // Guarded by `lock`.
    private var compiler: WirePlanCompiler

    init(schemaSet: SchemaSet) {
        compiler = WirePlanCompiler(schemaSet: schemaSet)
    }

    /// The plan with `type` compiled, and its node.
    ///
    /// - Throws: ``SheafError/Code/schemaMismatch`` when the type names something the schema
    ///   set does not declare or an unsubstituted generic parameter.
    func plan(for type: TypeReference) throws(SheafError) -> (plan: WirePlan, node: Int) {
        lock.lock()
        defer { lock.unlock() }
        let node = try compiler.compiledNode(for: type)
        return (compiler.plan, node)
    }
}

/// Compiles types into a ``WirePlan`` from the model's answers (``SchemaSet/instance(of:)``:
/// substituted fields with their requiredness, wire kind and packing).
struct WirePlanCompiler {
    /// The most nodes one plan may have: a generic type that nests itself with ever larger
    /// arguments (`T<[A]>` inside `T<A>`) would otherwise expand forever.
    static let maxNodes = 20_000
    /// The deepest chain of types compiled inside one another (the compiler recurses).
    static let maxCompileDepth = 256

    let schemaSet: SchemaSet
    private var nodes: [WireNode] = []
    private var types: [TypeReference] = []
    private var records: [RecordLayout] = []
    private var kinds: [SheafWireKind] = []
    private var indices: [TypeReference: Int] = [:]
    private var compileDepth = 0

    init(schemaSet: SchemaSet) {
        self.schemaSet = schemaSet
    }

    /// The nodes compiled so far.
    var plan: WirePlan {
        WirePlan(nodes: nodes, types: types, records: records, kinds: kinds)
    }

    /// The node of `type`, compiling it and everything it reaches on first use. A type that
    /// fails to compile leaves nothing behind, so a later call fails the same way.
    mutating func compiledNode(for type: TypeReference) throws(SheafError) -> Int {
        let (nodeCount, recordCount) = (nodes.count, records.count)
        do {
            return try node(for: type)
        } catch {
            for index in nodeCount..<nodes.count where indices[types[index]] == index {
                indices[types[index]] = nil
            }
            nodes.removeSubrange(nodeCount...)
            types.removeSubrange(nodeCount...)
            kinds.removeSubrange(nodeCount...)
            records.removeSubrange(recordCount...)
            compileDepth = 0
            throw error
        }
    }

    private mutating func node(for type: TypeReference) throws(SheafError) -> Int {
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
        kinds.append(schemaSet.wireKind(of: type))
        indices[type] = index
        compileDepth += 1
        defer { compileDepth -= 1 }
        nodes[index] = try compile(type)
        return index
    }

    private mutating func compile(_ type: TypeReference) throws(SheafError) -> WireNode {
        switch type {
        case .primitive(let primitive):
            return .primitive(primitive)
        case .optional(let wrapped):
            return .optional(wrapped: try node(for: wrapped))
        case .list(let element):
            return .list(element: try node(for: element), packing: schemaSet.packing(ofElement: element))
        case .map(let key, let value):
            return .map(key: try node(for: key), value: try node(for: value))
        case .protocolValue(let name):
            return .family(try family(named: name))
        case .genericParameter(let name):
            throw SheafError(.schemaMismatch, message: "generic parameter '\(name)' has no argument")
        case .named(let name, _):
            guard let instance = schemaSet.instance(of: type) else {
                throw SheafError(.schemaMismatch, message: "the schema set has no type '\(name)'")
            }
            switch instance.declaration.kind {
            case .structure:
                return .structure(try record(type, instance.fields))
            case .classType:
                return .classType(try record(type, instance.fields))
            case .rawEnum(let rawEnum):
                return .rawEnum(RawEnumLayout(name: name, rawEnum: rawEnum))
            case .options(let flags):
                return .options(OptionsLayout(name: name, rawType: flags.rawType))
            case .protocolFamily:
                return .family(try family(named: name))
            case .payloadEnum:
                var layouts: [Int: (name: String, record: RecordLayout)] = [:]
                for payloadCase in instance.cases {
                    layouts[payloadCase.payloadCase.id] = (payloadCase.payloadCase.name, try record(type, payloadCase.fields))
                }
                return .payloadEnum(PayloadEnumLayout(name: name, cases: layouts))
            }
        }
    }

    private mutating func family(named name: String) throws(SheafError) -> FamilyLayout {
        var members: [String: Int] = [:]
        for member in schemaSet.members(ofFamily: name) {
            members[member.memberTag] = try node(for: .named(member.name, arguments: []))
        }
        return FamilyLayout(name: name, members: members, opaqueNode: try opaqueNode(ofFamily: name))
    }

    /// A struct node of the family's own fields, for members the schema does not list. It is
    /// not entered in `indices`: the protocol's own name stands for the family node.
    private mutating func opaqueNode(ofFamily name: String) throws(SheafError) -> Int {
        let type = TypeReference.named(name, arguments: [])
        let fields = schemaSet.instance(of: type)?.fields ?? []
        let index = nodes.count
        nodes.append(.placeholder)
        types.append(type)
        kinds.append(.len)
        nodes[index] = .structure(try record(type, fields))
        return index
    }

    private mutating func record(_ type: TypeReference, _ fields: [FieldInstance]) throws(SheafError) -> RecordLayout {
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
                    kind: field.wireKind, isOptional: isOptional,
                    isRequired: field.isRequired && !isOptional,
                    defaultValue: declared ?? (isOptional ? nil : field.naturalDefault.flatMap(Self.emptyValue)),
                    widensFloat32: fieldType == .primitive(.float64)))
        }
        // A field's node may still be a placeholder (recursion), but then it is a record, not a leaf.
        let leaves = Set(layouts.filter { nodes[$0.node].isLeaf }.map(\.id))
        let layout = RecordLayout(index: records.count, type: type, fields: layouts, leaves: leaves)
        records.append(layout)
        return layout
    }

    /// The value of an empty natural default; nil for an absent optional.
    private static func emptyValue(_ naturalDefault: NaturalDefault) -> DynamicValue? {
        switch naturalDefault {
        case .absent: nil
        case .emptyList: .list([])
        case .emptyMap: .map([])
        case .emptyOptions: .options(0)
        }
    }

    /// A declared default as the value the walkers compare and produce.
    private func dynamicValue(of value: DefaultValue, as type: TypeReference) -> DynamicValue? {
        switch value {
        case .null: return nil
        case .emptyList: return .list([])
        case .emptyMap: return .map([])
        case .bool(let flag): return .bool(flag)
        case .int(let number): return .int(number)
        case .uint(let number): return .uint(number)
        case .float(let number):
            return type == .primitive(.float32) ? .float32(Float(number)) : .float64(number)
        case .string(let text): return .string(text)
        case .bytes(let bytes): return .bytes(bytes)
        case .timestamp(let micros): return .timestamp(micros)
        case .url(let text): return .url(text)
        case .uuid(let uuid): return .uuid(uuid)
        case .enumCase(_, let rawValue): return .enumValue(rawValue)
        case .options(_, let bits): return .options(bits)
        }
    }
}
