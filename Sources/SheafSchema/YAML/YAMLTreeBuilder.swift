/// Assembles `YAMLNode`s from a flat stream of start/end/scalar events.
///
/// The open collections live on an explicit stack, never on the call stack, so a
/// hostile nesting depth cannot overflow it; `YAMLReader` also caps `depth` before
/// opening a collection. While assembling, the builder checks mapping keys: each must
/// be a scalar, and none may repeat within one mapping.
struct YAMLTreeBuilder {
    /// A collection that has been opened and not yet closed. One struct for both kinds
    /// so that appending mutates the stack's storage in place.
    private struct Frame {
        var location: SourceLocation
        var isMapping: Bool
        var items: [YAMLNode] = []
        var pairs: [YAMLNode.Pair] = []
        /// The mapping key read last, waiting for its value.
        var pendingKey: YAMLNode?
        /// Where each mapping key text was first seen, for duplicate diagnostics.
        var firstKeyLocations: [String: SourceLocation] = [:]
    }

    private var stack: [Frame] = []

    /// The finished top-level node, once the document's root has closed.
    private(set) var root: YAMLNode?

    /// Whether a key check failed; the tree is then not fit to use.
    private(set) var hasErrors = false

    /// How many collections are open.
    var depth: Int { stack.count }

    /// Opens a sequence; its items are the nodes added until `closeCollection`.
    mutating func openSequence(at location: SourceLocation) {
        stack.append(Frame(location: location, isMapping: false))
    }

    /// Opens a mapping; the nodes added until `closeCollection` alternate key, value.
    mutating func openMapping(at location: SourceLocation) {
        stack.append(Frame(location: location, isMapping: true))
    }

    /// Closes the innermost open collection and adds it to its parent.
    ///
    /// A mapping never closes while a key waits for its value: libyaml always emits a
    /// value, an empty plain scalar when none was written.
    mutating func closeCollection(diagnostics: inout DiagnosticCollector) {
        guard let frame = stack.popLast() else { return }
        let content: YAMLNode.Content = frame.isMapping ? .mapping(frame.pairs) : .sequence(frame.items)
        add(YAMLNode(content: content, location: frame.location), diagnostics: &diagnostics)
    }

    /// Adds a finished node (a scalar, or a collection just closed) to the innermost
    /// open collection, or makes it the root when none is open.
    mutating func add(_ node: YAMLNode, diagnostics: inout DiagnosticCollector) {
        guard let top = stack.indices.last else {
            root = node
            return
        }
        guard stack[top].isMapping else {
            stack[top].items.append(node)
            return
        }
        if let key = stack[top].pendingKey {
            stack[top].pairs.append(YAMLNode.Pair(key: key, value: node))
            stack[top].pendingKey = nil
        } else {
            if !Self.check(key: node, in: &stack[top], diagnostics: &diagnostics) { hasErrors = true }
            stack[top].pendingKey = node
        }
    }

    /// Reports a non-scalar or repeated key; returns whether the key is fine.
    private static func check(key: YAMLNode, in mapping: inout Frame, diagnostics: inout DiagnosticCollector) -> Bool {
        guard let text = key.scalar else {
            diagnostics.error(
                .wrongNodeKind, at: key.location, "a mapping key must be a scalar, not \(key.kindDescription)")
            return false
        }
        if let first = mapping.firstKeyLocations[text] {
            diagnostics.error(
                .duplicateKey, at: key.location, "duplicate key '\(text)'",
                notes: [Diagnostic.Note(location: first, message: "first declared here")])
            return false
        }
        mapping.firstKeyLocations[text] = key.location
        return true
    }
}
