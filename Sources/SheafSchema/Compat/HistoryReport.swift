/// One change of a new schema set measured against one release of its history.
public struct HistoryChange: Hashable, Sendable, CustomStringConvertible {
    /// The release the change is measured against.
    public var release: SchemaRelease.Label
    /// The change, as `CompatibilityChecker` (or the history's retirement tracking) reports it.
    public var change: CompatibilityChange

    /// Creates a change measured against a release.
    public init(release: SchemaRelease.Label, change: CompatibilityChange) {
        self.release = release
        self.change = change
    }

    /// `PATH:LINE:COLUMN: RULE_ID: against RELEASE: message (breaks backward)`: the line of
    /// `sheaf compat --old`, with the release after the rule id.
    public var description: String {
        "\(change.location): \(change.rule.rawValue): against \(release): \(change.message) (\(change.breaks))"
    }

    /// The change's line, then the note lines `sheaf compat --old` prints after it (where the
    /// changed part is in the release's files).
    public var renderedLines: [String] {
        [description] + change.renderedLines.dropFirst()
    }
}

/// Every change of a new schema set against the releases of its history that a mode compares
/// (the latest, or all of them), and the verdict.
public struct HistoryReport: Hashable, Sendable {
    /// The mode the verdict is for.
    public let mode: HistoryMode
    /// Every release of the history, oldest first.
    public let releases: [SchemaRelease.Label]
    /// The changes, grouped by release (oldest first), each group sorted by file and position.
    public let changes: [HistoryChange]

    /// Creates a report.
    ///
    /// - Parameters:
    ///   - mode: The mode the verdict is for.
    ///   - releases: Every release, oldest first.
    ///   - changes: The changes, in the order to print them.
    public init(mode: HistoryMode, releases: [SchemaRelease.Label], changes: [HistoryChange]) {
        self.mode = mode
        self.releases = releases
        self.changes = changes
    }

    /// The changes that break the mode.
    public var breakingChanges: [HistoryChange] {
        changes.filter { mode.isBroken(by: $0.change) }
    }

    /// Whether no change breaks the mode.
    public var isCompatible: Bool { breakingChanges.isEmpty }

    /// The releases that some breaking change is measured against, oldest first.
    public var brokenReleases: [SchemaRelease.Label] {
        let broken = Set(breakingChanges.map(\.release))
        return releases.filter(broken.contains)
    }

    /// The lines of each change, then the summary line; each line ends in `\n`.
    public var rendered: String {
        changes.flatMap(\.renderedLines).map { $0 + "\n" }.joined() + summary + "\n"
    }

    /// What was compared, the changes counted by direction, and the verdict:
    /// `compared with all 4 releases: 12 changes (4 breaks forward, 8 safe); incompatible in
    /// forward-transitive mode, broken against …`.
    public var summary: String {
        let latest = releases.last.map(String.init(describing:)) ?? "none"
        let scope =
            switch (releases.count, mode.isTransitive) {
            case (1, _): "compared with the only release, \(latest)"
            case (let count, true): "compared with all \(count) releases"
            case (let count, false): "compared with the latest of \(count) releases, \(latest)"
            }
        let broken = brokenReleases.map(String.init(describing:)).joined(separator: ", ")
        let verdict =
            isCompatible
            ? "compatible in \(mode.rawValue) mode"
            : "incompatible in \(mode.rawValue) mode, broken against \(broken)"
        return "\(scope): \(CompatibilityReport.count(changes.map(\.change))); \(verdict)"
    }
}
