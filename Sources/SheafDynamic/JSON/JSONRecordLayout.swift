import SheafSchema

/// The fields of one record type (a struct or class instance with its generic arguments
/// substituted, or one payload case), looked up by id and by JSON name (aliases included).
struct JSONRecordLayout {
    /// The fields, by id.
    let fields: [FieldInstance]
    let byID: [Int: FieldInstance]
    /// Names and aliases → field (a name wins over another field's alias).
    let byName: [String: FieldInstance]

    init(fields: [FieldInstance]) {
        self.fields = fields.sorted { $0.id < $1.id }
        var byID: [Int: FieldInstance] = [:]
        var byName: [String: FieldInstance] = [:]
        for field in fields {
            byID[field.id] = field
            byName[field.name] = field
        }
        for field in fields {
            for alias in field.aliases where byName[alias] == nil { byName[alias] = field }
        }
        self.byID = byID
        self.byName = byName
    }
}

/// Record layouts computed once per type (and payload case) for a whole read or write:
/// documents repeat the same types many times.
struct JSONRecordLayouts {
    let schemaSet: SchemaSet
    private var cache: [Key: JSONRecordLayout] = [:]

    private struct Key: Hashable {
        var type: TypeReference
        var caseID: Int?
    }

    init(schemaSet: SchemaSet) {
        self.schemaSet = schemaSet
    }

    /// The layout of a struct or class instance type.
    mutating func layout(of type: TypeReference) -> JSONRecordLayout {
        let key = Key(type: type, caseID: nil)
        if let layout = cache[key] { return layout }
        let layout = JSONRecordLayout(fields: schemaSet.instance(of: type)?.fields ?? [])
        cache[key] = layout
        return layout
    }

    /// The layout of a payload case of a (possibly generic) payload enum type.
    mutating func layout(of type: TypeReference, case payloadCase: PayloadCase) -> JSONRecordLayout {
        let key = Key(type: type, caseID: payloadCase.id)
        if let layout = cache[key] { return layout }
        let fields = schemaSet.instance(of: type)?.cases.first { $0.payloadCase.id == payloadCase.id }?.fields ?? []
        let layout = JSONRecordLayout(fields: fields)
        cache[key] = layout
        return layout
    }
}
