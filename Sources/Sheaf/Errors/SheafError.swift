/// The one error type the Sheaf runtime throws.
///
/// Every failure carries a stable ``Code``, the byte offset in the archive where it was
/// detected (when it concerns input bytes), the path of the value it concerns, and a message
/// for people. The description reads `truncated at byte 17 ($.name): string needs 5 bytes, 2 remain`.
///
/// Decoders build the path as the error propagates outwards: each struct field, list element
/// and map entry that the error passes through prepends itself with ``prepending(_:)``. Appending
/// to a reversed array keeps that O(1) per level, and nothing is allocated unless an error occurs.
public struct SheafError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, as a stable code.
    public var code: Code
    /// The byte offset in the archive where the problem was detected, or `nil` for errors that
    /// are not about input bytes (encoding limits, file-system failures).
    public var offset: Int?
    /// A human-readable explanation, without the code, offset or path.
    public var message: String
    /// The path components from the value the error concerns outwards to the root (reversed).
    @usableFromInline
    internal var reversedPath: [SheafPathComponent]

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - code: The stable code.
    ///   - offset: The byte offset where the problem was detected, if it concerns input bytes.
    ///   - message: A human-readable explanation.
    ///   - path: The path from the root to the value concerned, root first.
    public init(_ code: Code, offset: Int? = nil, message: String, path: [SheafPathComponent] = []) {
        self.code = code
        self.offset = offset
        self.message = message
        self.reversedPath = path.reversed()
    }

    /// The path from the archive's root value to the value concerned, root first.
    public var path: [SheafPathComponent] {
        reversedPath.reversed()
    }

    /// Whether the error has a path yet. Constant time, unlike `path.isEmpty` (which builds the
    /// path): decoders ask at every level an error passes out through.
    @inlinable
    public var hasPath: Bool {
        !reversedPath.isEmpty
    }

    /// The path in the printed notation, e.g. `$.vehicles[2].cylinders`; `$` for the root;
    /// `@3.#2` inside an instance-table entry that no reference reached.
    public var pathDescription: String {
        var text = "$"
        if case .entry = reversedPath.last {
            text = ""
        }
        for component in reversedPath.reversed() {
            text += component.description
        }
        return text
    }

    /// Returns this error with `component` added at the root end of its path.
    ///
    /// Decoders call this when an error passes out through a field, list element or map entry.
    ///
    /// - Parameter component: The field, index or key the error passed through.
    /// - Returns: The same error, its path one step longer.
    @inlinable
    public consuming func prepending(_ component: SheafPathComponent) -> SheafError {
        reversedPath.append(component)
        return self
    }

    /// `code at byte N (path): message`, leaving out the parts that do not apply.
    public var description: String {
        var text = code.rawValue
        if let offset {
            text += " at byte \(offset)"
        }
        if !reversedPath.isEmpty {
            text += " (" + pathDescription + ")"
        }
        return text + ": " + message
    }
}
