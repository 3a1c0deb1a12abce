/// Every change between two schema sets, sorted by file and position.
public struct CompatibilityReport: Hashable, Sendable {
    /// The changes, sorted by file, line, column, then rule id.
    public let changes: [CompatibilityChange]

    /// Creates a report; the changes are sorted and exact duplicates dropped.
    public init(changes: [CompatibilityChange]) {
        var seen = Set<CompatibilityChange>()
        self.changes = changes.sorted().filter { seen.insert($0).inserted }
    }

    /// The changes that break a mode.
    ///
    /// - Parameter mode: The compatibility asked for.
    /// - Returns: The breaking changes, in report order.
    public func breakingChanges(for mode: CompatibilityMode) -> [CompatibilityChange] {
        changes.filter(mode.isBroken(by:))
    }

    /// Whether no change breaks the mode.
    public func isCompatible(in mode: CompatibilityMode) -> Bool {
        breakingChanges(for: mode).isEmpty
    }

    /// One line per change, then the summary line; each line ends in `\n`.
    ///
    /// - Parameter mode: The mode the summary judges.
    /// - Returns: The text `sheaf compat` prints.
    public func rendered(for mode: CompatibilityMode) -> String {
        changes.flatMap(\.renderedLines).map { $0 + "\n" }.joined() + summary(for: mode) + "\n"
    }

    /// `3 changes (1 breaks backward, 1 breaks forward, 1 safe); compatible in backward mode`,
    /// or `no changes; compatible in backward mode`.
    ///
    /// - Parameter mode: The mode the summary judges.
    /// - Returns: The summary, without a line break.
    public func summary(for mode: CompatibilityMode) -> String {
        let verdict =
            isCompatible(in: mode)
            ? "compatible in \(mode.rawValue) mode"
            : "incompatible in \(mode.rawValue) mode"
        return Self.count(changes) + "; " + verdict
    }

    /// `3 changes (1 breaks backward, 1 breaks forward, 1 safe)`, or `no changes`.
    static func count(_ changes: [CompatibilityChange]) -> String {
        guard !changes.isEmpty else { return "no changes" }
        let groups: [(BrokenDirections, String)] = [
            (.backward, "breaks backward"), (.forward, "breaks forward"), (.both, "breaks both"), (.safe, "safe"),
        ]
        let counts = groups.compactMap { directions, label -> String? in
            let count = changes.count { $0.breaks == directions }
            return count == 0 ? nil : "\(count) \(label)"
        }
        let total = changes.count == 1 ? "1 change" : "\(changes.count) changes"
        return "\(total) (\(counts.joined(separator: ", ")))"
    }
}
