/// "Did you mean" hints for unknown field, case, flag and tag names in JSON.
enum NameHint {
    /// `; did you mean 'x'?` for the closest candidate within a small edit distance (a
    /// difference in case alone always qualifies), or the empty string. Names longer than
    /// 64 characters get no hint, which keeps the cost of an error bounded on hostile input.
    static func hint(for name: String, among candidates: [String]) -> String {
        let scalars = Array(name.lowercased().unicodeScalars)
        guard !scalars.isEmpty, scalars.count <= 64 else { return "" }
        let limit = min(3, max(1, scalars.count / 3))
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != name {
            let other = Array(candidate.lowercased().unicodeScalars)
            if other == scalars { return "; did you mean '\(candidate)'?" }
            guard abs(other.count - scalars.count) <= limit, other.count <= 64 else { continue }
            let distance = editDistance(scalars, other)
            if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best.map { "; did you mean '\($0.name)'?" } ?? ""
    }

    /// Edit distance counting insertions, deletions, substitutions and swaps of adjacent
    /// characters (optimal string alignment), so `nmae` is one edit from `name`.
    private static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = min(best, table[i - 2][j - 2] + 1)
                }
                table[i][j] = best
            }
        }
        return table[a.count][b.count]
    }
}
