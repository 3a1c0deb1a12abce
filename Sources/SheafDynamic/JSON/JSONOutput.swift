import Sheaf

/// A JSON value to be printed: what `DynamicJSONWriter` builds and `JSONOutput.printed`
/// renders. Object members keep the order they are given in.
indirect enum JSONOutput {
    case null
    case bool(Bool)
    /// A number, as the exact text to print.
    case number(String)
    case string(String)
    case array([JSONOutput])
    case object([(key: String, value: JSONOutput)])

    /// The value pretty-printed: two-space indentation, one member or element per line,
    /// `"key": value`, `[]` and `{}` for empty containers, and a trailing newline.
    var printed: String {
        var text = ""
        print { text += $0 }
        return text
    }

    /// Prints the value as ``printed`` does, handing the text to `emit` in pieces of about
    /// `chunkBytes` bytes as it is produced, so that the whole text is never held at once.
    func print(chunkBytes: Int = 1 << 16, to emit: (String) -> Void) {
        withoutActuallyEscaping(emit) { emit in
            var text = JSONTextChunks(chunkBytes: chunkBytes, emit: emit)
            print(into: &text, indentation: 0)
            text += "\n"
            text.finish()
        }
    }

    private func print(into text: inout JSONTextChunks, indentation: Int) {
        switch self {
        case .null: text += "null"
        case .bool(let value): text += value ? "true" : "false"
        case .number(let digits): text += digits
        case .string(let value):
            text += "\""
            JSONStringEscaping.append(value, to: &text.pending)
            text += "\""
        case .array(let elements):
            guard !elements.isEmpty else {
                text += "[]"
                return
            }
            text += "[\n"
            for (position, element) in elements.enumerated() {
                Self.indent(&text, indentation + 1)
                element.print(into: &text, indentation: indentation + 1)
                text += position == elements.count - 1 ? "\n" : ",\n"
            }
            Self.indent(&text, indentation)
            text += "]"
        case .object(let members):
            guard !members.isEmpty else {
                text += "{}"
                return
            }
            text += "{\n"
            for (position, member) in members.enumerated() {
                Self.indent(&text, indentation + 1)
                text += "\""
                JSONStringEscaping.append(member.key, to: &text.pending)
                text += "\": "
                member.value.print(into: &text, indentation: indentation + 1)
                text += position == members.count - 1 ? "\n" : ",\n"
            }
            Self.indent(&text, indentation)
            text += "}"
        }
    }

    /// The value on one line with no whitespace outside strings (separators `,` and `:`),
    /// the same key order, escaping and numbers as ``printed``: a line of JSON Lines, without
    /// its line break.
    var compact: String {
        var text = ""
        printCompact(into: &text)
        return text
    }

    private func printCompact(into text: inout String) {
        switch self {
        case .null: text += "null"
        case .bool(let value): text += value ? "true" : "false"
        case .number(let digits): text += digits
        case .string(let value):
            text += "\""
            JSONStringEscaping.append(value, to: &text)
            text += "\""
        case .array(let elements):
            text += "["
            for (position, element) in elements.enumerated() {
                if position > 0 { text += "," }
                element.printCompact(into: &text)
            }
            text += "]"
        case .object(let members):
            text += "{"
            for (position, member) in members.enumerated() {
                if position > 0 { text += "," }
                text += "\""
                JSONStringEscaping.append(member.key, to: &text)
                text += "\":"
                member.value.printCompact(into: &text)
            }
            text += "}"
        }
    }

    private static func indent(_ text: inout JSONTextChunks, _ level: Int) {
        for _ in 0..<level { text += "  " }
    }
}
