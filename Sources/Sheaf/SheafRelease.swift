/// This release of Sheaf: the runtime, the `sheaf` command line (`sheaf --version`) and the
/// Python package beside it, which always carry the same version.
///
/// Versions follow semantic versioning: releases are tagged `MAJOR.MINOR.PATCH` (no `v`
/// prefix, so that SwiftPM's `from:` requirements find them). While the major version is 0,
/// a minor release may change the API; the archive format is versioned on its own, in each
/// archive's header, and every release reads every earlier format.
public enum SheafRelease {
    /// The release's version, such as `"0.2.0"`.
    public static let version = "0.2.0"
}
