/// Choices that change the generated code.
public struct GeneratorOptions: Hashable, Sendable {
    /// The access level of generated declarations.
    public enum Visibility: String, Hashable, Sendable, CaseIterable {
        /// `public`: the types are part of the module's API.
        case `public`
        /// `package`: the types are visible to the other modules of the same package (an
        /// app and its extensions and tests), but not to the package's clients.
        case package
        /// Swift's default: the types are visible inside their module only.
        case `internal`
    }

    /// What the generated coders are shaped for.
    public enum Optimize: String, Hashable, Sendable, CaseIterable {
        /// Straight-line coders generated per type: the fastest, and the larger code.
        case speed
        /// Types carry tables of their fields that one generic path in the runtime encodes,
        /// decodes, compares, hashes and implements `Codable` from: smaller code, slower coders.
        case size
    }

    /// The access level of generated declarations (default: `internal`).
    public var visibility: Visibility

    /// What the generated coders are shaped for (default: `speed`).
    public var optimize: Optimize

    /// Whether generated types conform to `Codable` (default: true). Without it they keep
    /// their binary coders and every other conformance, and carry no `Codable` code, which
    /// makes them smaller: for apps that only read and write archives.
    public var codable: Bool

    /// Creates options.
    ///
    /// - Parameters:
    ///   - visibility: The access level of generated declarations.
    ///   - optimize: What the generated coders are shaped for.
    ///   - codable: Whether generated types conform to `Codable`.
    public init(visibility: Visibility = .internal, optimize: Optimize = .speed, codable: Bool = true) {
        self.visibility = visibility
        self.optimize = optimize
        self.codable = codable
    }
}
