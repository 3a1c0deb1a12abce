/// Reads a YAML mapping whose keys are known in advance, reporting unknown and
/// missing keys with suggestions.
struct MappingReader {
    let node: YAMLNode
    private var values: [String: YAMLNode] = [:]

    /// Reads `node` as a mapping with the allowed keys; nil (after a diagnostic) when it
    /// is not a mapping. `context` names the thing for messages ("field 'age'").
    init?(
        _ node: YAMLNode, allowed: [String], context: String,
        diagnostics: inout DiagnosticCollector
    ) {
        self.node = node
        guard let pairs = node.pairs else {
            diagnostics.error(
                .wrongNodeKind, at: node.location,
                "\(context) must be a mapping, not \(node.kindDescription)")
            return nil
        }
        for pair in pairs {
            guard let key = pair.key.scalar else { continue }  // the YAML reader reported it
            guard allowed.contains(key) else {
                diagnostics.error(
                    .unknownKey, at: pair.key.location,
                    "unknown key '\(key)' in \(context)"
                        + NameSuggester.hint(for: key, among: allowed))
                continue
            }
            values[key] = pair.value
        }
    }

    /// The value of a key, if present.
    subscript(key: String) -> YAMLNode? { values[key] }

    /// The value of a key that must be present, or nil after a `missingKey` error.
    func required(
        _ key: String, context: String, diagnostics: inout DiagnosticCollector
    ) -> YAMLNode? {
        if let value = values[key] { return value }
        diagnostics.error(.missingKey, at: node.location, "\(context) is missing '\(key)'")
        return nil
    }
}

/// Scalar conversions shared by the syntax decoder, each reporting its own failure.
enum ScalarReader {
    /// The text of a scalar node, or nil after a diagnostic.
    static func string(
        _ node: YAMLNode, what: String, diagnostics: inout DiagnosticCollector
    ) -> Located<String>? {
        guard let text = node.scalar, !node.isNull else {
            diagnostics.error(
                .wrongNodeKind, at: node.location,
                "\(what) must be a string, not \(node.isNull ? "null" : node.kindDescription)")
            return nil
        }
        return Located(value: text, location: node.location)
    }

    /// An identifier, or nil after an `invalidName` diagnostic.
    static func identifier(
        _ node: YAMLNode, what: String, diagnostics: inout DiagnosticCollector
    ) -> Located<String>? {
        guard let text = string(node, what: what, diagnostics: &diagnostics) else { return nil }
        guard TypeExpressionParser.isIdentifier(text.value) else {
            diagnostics.error(
                .invalidName, at: node.location,
                "\(what) '\(text.value)' is not an identifier (letters, digits and '_', not starting with a digit)"
            )
            return nil
        }
        return text
    }

    /// A plain decimal or hexadecimal integer within `range`, or nil after a diagnostic.
    static func integer(
        _ node: YAMLNode, what: String, in range: ClosedRange<Int>,
        outOfRange rangeCode: DiagnosticCode = .invalidValue,
        diagnostics: inout DiagnosticCollector
    ) -> Located<Int>? {
        guard case .scalar(let text, .plain) = node.content, let value = YAMLScalar.integer(text),
            let int = Int(exactly: value)
        else {
            diagnostics.error(
                .invalidValue, at: node.location,
                "\(what) must be an integer, not \(describe(node))")
            return nil
        }
        guard range.contains(int) else {
            diagnostics.error(
                rangeCode, at: node.location,
                "\(what) must be between \(range.lowerBound) and \(range.upperBound), not \(int)")
            return nil
        }
        return Located(value: int, location: node.location)
    }

    /// A boolean, or nil after a diagnostic.
    static func bool(
        _ node: YAMLNode, what: String, diagnostics: inout DiagnosticCollector
    ) -> Located<Bool>? {
        guard case .scalar(let text, .plain) = node.content, let value = YAMLScalar.bool(text) else {
            diagnostics.error(
                .invalidValue, at: node.location, "\(what) must be true or false, not \(describe(node))")
            return nil
        }
        return Located(value: value, location: node.location)
    }

    /// A scalar for messages: quoted text, `null`, or the node kind.
    static func describe(_ node: YAMLNode) -> String {
        if node.isNull { return "null" }
        if let text = node.scalar { return "'\(text)'" }
        return node.kindDescription
    }
}
