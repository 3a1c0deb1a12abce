/// What `sheaf compat --history --mode` asks for: the directions that must hold, and whether
/// against the latest release only or against every release of the history.
///
/// Each step of a history can be compatible while the ends are not (a closed enum opened in
/// one release and extended in the next is safe at each step, but the first release's code
/// rejects the new case), which is what the `-transitive` modes catch.
public enum HistoryMode: String, Hashable, Sendable, CaseIterable {
    /// New code reads the latest release's archives (the default).
    case backward
    /// The latest release's code reads new archives.
    case forward
    /// Both, with the latest release.
    case full
    /// New code reads the archives of every release.
    case backwardTransitive = "backward-transitive"
    /// The code of every release reads new archives.
    case forwardTransitive = "forward-transitive"
    /// Both, with every release.
    case fullTransitive = "full-transitive"

    /// The directions each compared release must keep.
    public var directions: CompatibilityMode {
        switch self {
        case .backward, .backwardTransitive: .backward
        case .forward, .forwardTransitive: .forward
        case .full, .fullTransitive: .full
        }
    }

    /// Whether every release is compared, not only the latest.
    public var isTransitive: Bool {
        switch self {
        case .backward, .forward, .full: false
        case .backwardTransitive, .forwardTransitive, .fullTransitive: true
        }
    }

    /// Whether a change breaks this mode (the directions it asks for, whichever release the
    /// change is measured against).
    ///
    /// - Parameter change: A reported change.
    /// - Returns: True when the change breaks a direction the mode requires.
    public func isBroken(by change: CompatibilityChange) -> Bool {
        directions.isBroken(by: change)
    }
}
