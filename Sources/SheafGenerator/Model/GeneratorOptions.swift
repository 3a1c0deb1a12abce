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

    /// The access level of generated declarations (default: `internal`).
    public var visibility: Visibility

    /// Creates options.
    ///
    /// - Parameter visibility: The access level of generated declarations.
    public init(visibility: Visibility = .internal) {
        self.visibility = visibility
    }
}
