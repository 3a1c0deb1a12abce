import SheafSchema

/// The wire format's canonical order of map keys, on ``DynamicValue``s and raw values: the
/// order ``WireMapKey`` defines (integers numerically, strings and uuids by their bytes,
/// `false` before `true`, raw enums by raw value). The JSON form writes map entries in this
/// order and numbers class instances along it, as the wire writer does.
enum MapKeyOrder {
    /// Whether key `a` sorts before key `b` (values that cannot be keys sort last).
    static func precedes(_ a: DynamicValue, _ b: DynamicValue) -> Bool {
        switch (WireMapKey(a), WireMapKey(b)) {
        case (let x?, let y?): x < y
        case (.some, nil): true
        default: false
        }
    }

    /// Whether raw value `a` sorts before raw value `b` (numbers numerically, strings by bytes).
    static func precedes(raw a: RawValue, raw b: RawValue) -> Bool {
        WireMapKey(a) < WireMapKey(b)
    }

    /// Whether two raw values denote the same number or string (`.int(5)` equals `.uint(5)`).
    static func rawEqual(_ a: RawValue, _ b: RawValue) -> Bool {
        !precedes(raw: a, raw: b) && !precedes(raw: b, raw: a)
    }

    /// A raw value in the schema's convention: `.int` when it fits `Int64`, else `.uint`.
    static func normalized(_ raw: RawValue) -> RawValue {
        if case .uint(let value) = raw, let signed = Int64(exactly: value) { return .int(signed) }
        return raw
    }
}
