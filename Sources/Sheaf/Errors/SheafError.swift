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
    /// The error's contents, behind one reference: a thrown error is then one machine word,
    /// which every throw site and every decoder's error path moves and releases, instead of
    /// six words of fields (the difference is about a tenth of the generated decoders' code).
    /// Copy-on-write keeps the value semantics: a mutation copies a shared storage first.
    final class Storage: @unchecked Sendable {
        var code: Code
        var offset: Int?
        var message: String
        var reversedPath: [SheafPathComponent]

        init(code: Code, offset: Int?, message: String, reversedPath: [SheafPathComponent]) {
            self.code = code
            self.offset = offset
            self.message = message
            self.reversedPath = reversedPath
        }

        func copy() -> Storage {
            Storage(code: code, offset: offset, message: message, reversedPath: reversedPath)
        }
    }

    var storage: Storage

    /// What went wrong, as a stable code.
    public var code: Code {
        get { storage.code }
        set { uniqueStorage().code = newValue }
    }

    /// The byte offset in the archive where the problem was detected, or `nil` for errors that
    /// are not about input bytes (encoding limits, file-system failures).
    public var offset: Int? {
        get { storage.offset }
        set { uniqueStorage().offset = newValue }
    }

    /// A human-readable explanation, without the code, offset or path.
    public var message: String {
        get { storage.message }
        set { uniqueStorage().message = newValue }
    }

    /// The path components from the value the error concerns outwards to the root (reversed).
    var reversedPath: [SheafPathComponent] {
        storage.reversedPath
    }

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - code: The stable code.
    ///   - offset: The byte offset where the problem was detected, if it concerns input bytes.
    ///   - message: A human-readable explanation.
    ///   - path: The path from the root to the value concerned, root first.
    public init(_ code: Code, offset: Int? = nil, message: String, path: [SheafPathComponent] = []) {
        storage = Storage(code: code, offset: offset, message: message, reversedPath: path.reversed())
    }

    /// The storage, copied first if another value shares it.
    mutating func uniqueStorage() -> Storage {
        if !isKnownUniquelyReferenced(&storage) {
            storage = storage.copy()
        }
        return storage
    }

    /// Equal when code, offset, message and path are.
    public static func == (lhs: SheafError, rhs: SheafError) -> Bool {
        lhs.storage === rhs.storage
            || (lhs.code == rhs.code && lhs.offset == rhs.offset && lhs.message == rhs.message
                && lhs.reversedPath == rhs.reversedPath)
    }

    /// Hashes code, offset, message and path.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(code)
        hasher.combine(offset)
        hasher.combine(message)
        hasher.combine(reversedPath)
    }

    /// The path from the archive's root value to the value concerned, root first.
    public var path: [SheafPathComponent] {
        reversedPath.reversed()
    }

    /// Whether the error has a path yet. Constant time, unlike `path.isEmpty` (which builds the
    /// path): decoders ask at every level an error passes out through.
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
    public consuming func prepending(_ component: SheafPathComponent) -> SheafError {
        uniqueStorage().reversedPath.append(component)
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
