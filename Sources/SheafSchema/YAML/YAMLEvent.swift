/// One parse event of a YAML stream, copied out of libyaml into Swift values.
///
/// `LibYAMLEventReader` produces these so that `YAMLReader`'s rules (documents,
/// aliases, depth, duplicate keys) are plain Swift with no C type in sight.
/// Every location is the event's start mark, converted to 1-based line and column.
enum YAMLEvent: Sendable, Equatable {
    /// The stream begins; always the first event.
    case streamStart
    /// The stream ends; always the last event.
    case streamEnd(SourceLocation)
    /// A document begins, explicitly (`---`) or implicitly at its first node.
    case documentStart(SourceLocation)
    /// A document ends.
    case documentEnd
    /// An alias (`*name`) refers to an anchored node.
    case alias(SourceLocation)
    /// A scalar; the flag tells whether it carries an anchor (`&name`).
    case scalar(String, YAMLNode.ScalarStyle, isAnchored: Bool, SourceLocation)
    /// A sequence opens.
    case sequenceStart(isAnchored: Bool, SourceLocation)
    /// The innermost open sequence closes.
    case sequenceEnd
    /// A mapping opens.
    case mappingStart(isAnchored: Bool, SourceLocation)
    /// The innermost open mapping closes.
    case mappingEnd
}

/// libyaml refused the input: a reader (encoding), scanner or parser error,
/// already turned into a message and a 1-based location.
struct YAMLSyntaxError: Error, Sendable, Equatable {
    /// Where libyaml found the problem.
    var location: SourceLocation
    /// libyaml's problem text, with its context where that helps.
    var message: String
}
