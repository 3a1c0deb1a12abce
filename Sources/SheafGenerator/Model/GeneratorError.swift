import SheafSchema

/// A schema that checks but cannot become Swift, with where it goes wrong.
public struct GeneratorError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, as a stable identifier.
    public enum Code: String, Hashable, Sendable {
        /// A type or generic parameter is named like a Swift keyword or a type generated
        /// code depends on (`Type`, `Self`, `String`, `Data`, …).
        case reservedTypeName
        /// A name the generator derives (`VehicleFamily`, `AnyVehicle`) is already a type.
        case derivedNameClash
        /// An open enum declares a case named `unrecognized`, which the generator adds.
        case unrecognizedCaseClash
        /// Two schema files would produce output files of the same name.
        case outputFileClash
    }

    /// The error's code.
    public var code: Code
    /// Where in the schema the problem is.
    public var location: SourceLocation
    /// The explanation.
    public var message: String

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - code: The code.
    ///   - location: Where the problem is.
    ///   - message: The explanation.
    public init(_ code: Code, at location: SourceLocation, _ message: String) {
        self.code = code
        self.location = location
        self.message = message
    }

    /// `path:line:column: error: message [code]`, as the checker prints diagnostics.
    public var description: String {
        "\(location): error: \(message) [\(code.rawValue)]"
    }
}
