/// Finds the name someone probably meant, for "did you mean" hints.
enum NameSuggester {
    /// Swift spellings of primitives and the schema names they mean.
    static let swiftSpellings: [String: String] = [
        "String": "string", "Int": "int", "UInt": "uint", "Bool": "bool", "Boolean": "bool",
        "Int8": "int8", "Int16": "int16", "Int32": "int32", "Int64": "int64",
        "UInt8": "uint8", "UInt16": "uint16", "UInt32": "uint32", "UInt64": "uint64",
        "Float": "float32", "Double": "float64", "Float32": "float32", "Float64": "float64",
        "float": "float32", "double": "float64", "Data": "bytes", "data": "bytes",
        "Date": "timestamp", "date": "timestamp", "URL": "url", "UUID": "uuid",
        "integer": "int", "boolean": "bool", "str": "string",
    ]

    /// The candidate closest to `name`, if it is close enough to be a likely typo.
    ///
    /// Case-only differences win; otherwise the smallest edit distance up to a third of
    /// the name's length (at least 1, at most 3), ties broken by candidate order.
    static func suggestion(for name: String, among candidates: some Sequence<String>) -> String? {
        if let spelled = swiftSpellings[name] {
            return spelled
        }
        let lowered = name.lowercased()
        var best: (name: String, distance: Int)?
        let limit = min(3, max(1, name.count / 3))
        for candidate in candidates where candidate != name {
            if candidate.lowercased() == lowered { return candidate }
            let distance = editDistance(lowered, candidate.lowercased())
            if distance <= limit, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// `; did you mean 'x'?` or the empty string.
    static func hint(for name: String, among candidates: some Sequence<String>) -> String {
        suggestion(for: name, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Levenshtein distance over Unicode scalars, with two rolling rows.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars)
        let b = Array(b.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
