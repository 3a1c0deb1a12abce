/// The released versions of a schema set, in version order, and the check of a new set
/// against them (`sheaf compat --history`).
///
/// Releases are ordered by the `version:` of their schemas, never by folder name: release A
/// comes before B when every schema the new set also has is at a version in A no higher than
/// in B, and at least one is lower. For the common one-schema set that is simply its version.
///
/// The check reuses `CompatibilityChecker` for each release it compares (the latest one, or
/// every one in the `-transitive` modes) and adds what only the whole history shows: a field
/// id or name that some release retired, given to a new field (`FieldRetirements`).
///
/// ```swift
/// let history = try CompatibilityHistory(releases: releases, new: new.schemaSet)
/// let report = history.compare(new: new, mode: .fullTransitive)
/// if !report.isCompatible { … }
/// ```
public struct CompatibilityHistory: Sendable {
    /// The releases, oldest first.
    public let releases: [SchemaRelease]

    /// Orders releases by version.
    ///
    /// - Parameters:
    ///   - releases: The releases, in any order, each loaded without errors; at least one.
    ///   - new: The set the history will be compared with: its schema names pick the versions
    ///     that order the releases.
    /// - Throws: `sameVersion` for two releases of one version, `unorderedReleases` for two
    ///   that cannot be ordered, `unrelatedRelease` for a release that holds none of the new
    ///   set's schemas, `noReleases` (with an empty path) for no release at all.
    public init(releases: [SchemaRelease], new: SchemaSet) throws(SchemaHistoryError) {
        guard !releases.isEmpty else { throw .noReleases(path: "", holdsSchemaFiles: false) }
        let names = Set(new.schemas.map(\.name))
        let keys = releases.map { release in
            let shared = release.schemas.schemaSet.schemas.filter { names.contains($0.name) }
            return Dictionary(shared.map { ($0.name, $0.version) }, uniquingKeysWith: { first, _ in first })
        }
        for (release, key) in zip(releases, keys) where key.isEmpty {
            throw .unrelatedRelease(
                release: release.label, schemas: release.schemas.schemaSet.schemas.map(\.name),
                newSchemas: new.schemas.map(\.name).sorted(), at: Self.location(of: release, names: names, \.location))
        }
        // Every pair must be ordered one way; then each release's rank is how many come before it.
        var ranks = Array(repeating: 0, count: releases.count)
        for first in releases.indices {
            for second in releases.indices where first < second {
                let location = Self.location(of: releases[second], names: names, \.versionLocation)
                switch Self.order(keys[first], keys[second]) {
                case .before: ranks[second] += 1
                case .after: ranks[first] += 1
                case .same:
                    throw .sameVersion(first: releases[first].label, second: releases[second].label, at: location)
                case .none:
                    throw .unorderedReleases(first: releases[first].label, second: releases[second].label, at: location)
                }
            }
        }
        // With three or more schemas, pairwise orders can form a cycle: then two ranks tie.
        var byRank: [Int: Int] = [:]
        for (index, rank) in ranks.enumerated() {
            if let other = byRank[rank] {
                throw .unorderedReleases(
                    first: releases[other].label, second: releases[index].label,
                    at: Self.location(of: releases[index], names: names, \.versionLocation))
            }
            byRank[rank] = index
        }
        self.releases = ranks.indices.map { releases[byRank[$0]!] }
    }

    /// The newest release.
    public var latest: SchemaRelease { releases[releases.count - 1] }

    /// Compares a new set with the history.
    ///
    /// - Parameters:
    ///   - new: The changed schemas, loaded without errors.
    ///   - mode: The directions required, and whether against every release or the latest.
    /// - Returns: Every change, each with the release it is measured against, oldest release first.
    public func compare(new: SchemaLoadResult, mode: HistoryMode) -> HistoryReport {
        let compared = mode.isTransitive ? Array(releases.indices) : [releases.count - 1]
        var changes: [[CompatibilityChange]] = Array(repeating: [], count: releases.count)
        for index in compared {
            let report = CompatibilityChecker.compare(old: releases[index].schemas, new: new)
            // The version is judged against the latest release only: older ones have lower
            // versions by construction, and one report of a version problem is enough.
            changes[index] = report.changes.filter { index == releases.count - 1 || $0.rule != .versionNotIncreased }
        }
        let retirements = FieldRetirements(releases: releases.map(\.schemas.schemaSet))
        for reuse in retirements.reuses(in: new.schemaSet) {
            let alreadyReported = changes[reuse.release].contains {
                $0.rule == reuse.change.rule && $0.location == reuse.change.location
            }
            if !alreadyReported { changes[reuse.release].append(reuse.change) }
        }
        let labels = releases.map(\.label)
        return HistoryReport(
            mode: mode, releases: labels,
            changes: changes.indices.flatMap { index in
                CompatibilityReport(changes: changes[index]).changes.map { HistoryChange(release: labels[index], change: $0) }
            })
    }

    // MARK: Order

    private enum Order { case before, after, same }

    /// How two releases' versions compare over the schemas both hold; nil when they share
    /// none or disagree.
    private static func order(_ first: [String: Int], _ second: [String: Int]) -> Order? {
        let shared = first.keys.filter { second[$0] != nil }
        guard !shared.isEmpty else { return nil }
        let lower = shared.contains { first[$0]! < second[$0]! }
        let higher = shared.contains { first[$0]! > second[$0]! }
        switch (lower, higher) {
        case (true, false): return .before
        case (false, true): return .after
        case (false, false): return .same
        case (true, true): return nil
        }
    }

    /// Where a release's errors point: into its first schema the new set also has, else its
    /// first (at `version:` for errors about versions, at `schema:` for errors about names).
    private static func location(
        of release: SchemaRelease, names: Set<String>, _ part: KeyPath<Schema, SourceLocation>
    ) -> SourceLocation {
        let schemas = release.schemas.schemaSet.schemas
        let schema = schemas.first { names.contains($0.name) } ?? schemas.first
        return schema?[keyPath: part] ?? SourceLocation(file: release.folder, line: 1, column: 1)
    }
}
