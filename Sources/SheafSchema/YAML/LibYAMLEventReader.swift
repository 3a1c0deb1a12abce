internal import CYaml

/// Owns one libyaml parser and pulls events from it, one at a time.
///
/// The parser, its input copy and every event are freed on all paths: events in a
/// `defer` right after parsing, the parser and input in `deinit`. libyaml keeps a
/// pointer to the input for the parser's whole life, so the reader keeps its own
/// copy rather than borrowing the caller's array.
final class LibYAMLEventReader {
    private let file: String
    /// The bytes as handed to libyaml (without a UTF-8 byte order mark), kept to turn
    /// reader-error byte offsets into lines and columns.
    private let bytes: [UInt8]
    private let input: UnsafeMutableBufferPointer<UInt8>
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    private let isInitialized: Bool

    /// Prepares to read `bytes` as one UTF-8 YAML stream.
    ///
    /// The encoding is forced to UTF-8: schema files are UTF-8 text, and libyaml's
    /// UTF-16 detection would otherwise accept files the rest of the toolchain shows as
    /// garbage. A leading UTF-8 byte order mark is removed here because, with a forced
    /// encoding, libyaml would count it as a column of line 1.
    init(bytes: [UInt8], file: String) {
        self.file = file
        let hasByteOrderMark = bytes.starts(with: [0xEF, 0xBB, 0xBF])
        self.bytes = hasByteOrderMark ? Array(bytes.dropFirst(3)) : bytes
        // One spare byte so the buffer is never empty and always has a base address.
        input = .allocate(capacity: self.bytes.count + 1)
        input.initialize(repeating: 0)
        _ = input.update(fromContentsOf: self.bytes)
        parser = .allocate(capacity: 1)
        isInitialized = yaml_parser_initialize(parser) != 0
        if isInitialized {
            yaml_parser_set_input_string(parser, input.baseAddress, self.bytes.count)
            yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
        }
    }

    deinit {
        if isInitialized { yaml_parser_delete(parser) }
        parser.deallocate()
        input.deallocate()
    }

    /// The next event, or libyaml's error. After an error or `streamEnd`, stop calling.
    func next() -> Result<YAMLEvent, YAMLSyntaxError> {
        guard isInitialized else {
            return .failure(YAMLSyntaxError(location: location(line: 0, column: 0), message: "out of memory"))
        }
        var event = yaml_event_t()
        guard yaml_parser_parse(parser, &event) != 0 else { return .failure(currentError()) }
        defer { yaml_event_delete(&event) }
        return .success(convert(event))
    }

    // MARK: Events

    private func convert(_ event: yaml_event_t) -> YAMLEvent {
        let start = location(event.start_mark)
        switch event.type {
        case YAML_STREAM_START_EVENT:
            return .streamStart
        case YAML_DOCUMENT_START_EVENT:
            return .documentStart(start)
        case YAML_DOCUMENT_END_EVENT:
            return .documentEnd
        case YAML_ALIAS_EVENT:
            return .alias(start)
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            let text = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
            return .scalar(text, style(scalar.style), isAnchored: scalar.anchor != nil, start)
        case YAML_SEQUENCE_START_EVENT:
            return .sequenceStart(isAnchored: event.data.sequence_start.anchor != nil, start)
        case YAML_SEQUENCE_END_EVENT:
            return .sequenceEnd
        case YAML_MAPPING_START_EVENT:
            return .mappingStart(isAnchored: event.data.mapping_start.anchor != nil, start)
        case YAML_MAPPING_END_EVENT:
            return .mappingEnd
        default:
            // YAML_STREAM_END_EVENT, and YAML_NO_EVENT which libyaml only returns after
            // the stream ended: either way nothing follows, so the caller stops.
            return .streamEnd(start)
        }
    }

    private func style(_ style: yaml_scalar_style_t) -> YAMLNode.ScalarStyle {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE, YAML_DOUBLE_QUOTED_SCALAR_STYLE: .quoted
        case YAML_LITERAL_SCALAR_STYLE, YAML_FOLDED_SCALAR_STYLE: .block
        default: .plain
        }
    }

    // MARK: Errors

    private func currentError() -> YAMLSyntaxError {
        let state = parser.pointee
        let problem = state.problem.map { String(cString: $0) } ?? "unknown YAML error"
        switch state.error {
        case YAML_MEMORY_ERROR:
            return YAMLSyntaxError(location: location(line: 0, column: 0), message: "out of memory")
        case YAML_READER_ERROR:
            // Reader errors carry a byte offset, not a mark.
            return YAMLSyntaxError(
                location: YAMLTextPosition.location(ofByteOffset: state.problem_offset, in: bytes, file: file),
                message: Self.readerMessage(problem: problem, value: state.problem_value))
        default:
            let problemLocation = clampedToEnd(location(state.problem_mark))
            var message = problem
            if problem == "found character that cannot start any token",
                YAMLTextPosition.character(at: problemLocation, in: bytes) == "\t"
            {
                message += " (a tab: YAML indentation must use spaces)"
            }
            if let context = state.context.map({ String(cString: $0) }) {
                let contextLocation = clampedToEnd(location(state.context_mark))
                // At the same place the context only names what libyaml was doing under
                // the caret ("while scanning for the next token"), which adds nothing.
                if contextLocation != problemLocation {
                    message += " (\(context) started at line \(contextLocation.line), column \(contextLocation.column))"
                }
            }
            return YAMLSyntaxError(location: problemLocation, message: message)
        }
    }

    /// Reader problems name a byte or a character; show which one.
    private static func readerMessage(problem: String, value: Int32) -> String {
        guard value >= 0 else { return problem }
        if problem.contains("octet") {
            return "\(problem) \(hex(value, digits: 2, prefix: "0x"))"
        }
        if problem.contains("character") {
            return "\(problem) (\(hex(value, digits: 4, prefix: "U+")))"
        }
        return problem
    }

    private static func hex(_ value: Int32, digits: Int, prefix: String) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return prefix + String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    // MARK: Locations

    private func location(_ mark: yaml_mark_t) -> SourceLocation {
        location(line: Int(clamping: mark.line), column: Int(clamping: mark.column))
    }

    /// At the end of a text without a final line break, libyaml moves its mark to a
    /// line that does not exist (it "forces a new line" for the stream end). Point just
    /// past the last character instead, where the text ends and where the renderer can
    /// show it.
    private func clampedToEnd(_ location: SourceLocation) -> SourceLocation {
        let end = YAMLTextPosition.location(ofByteOffset: bytes.count, in: bytes, file: file)
        return (location.line, location.column) > (end.line, end.column) ? end : location
    }

    /// libyaml counts from 0; editors and our diagnostics count from 1.
    private func location(line: Int, column: Int) -> SourceLocation {
        SourceLocation(file: file, line: line &+ 1, column: column &+ 1)
    }
}
