/// Accumulates Swift source text line by line with four-space indentation.
///
/// Emitters take it `inout`, print lines, and nest with ``indented(_:)``; blank lines are
/// never indented and never doubled, so the output is stable whatever the emitters do.
struct CodePrinter {
    private(set) var text = ""
    private var indentation = 0
    private var lastLineWasBlank = true

    /// Prints one line at the current indentation.
    mutating func line(_ content: String) {
        if content.isEmpty {
            blank()
            return
        }
        text += String(repeating: "    ", count: indentation) + content + "\n"
        lastLineWasBlank = false
    }

    /// Prints each line of a multi-line string at the current indentation.
    mutating func lines(_ content: String) {
        for part in content.split(separator: "\n", omittingEmptySubsequences: false) {
            line(String(part))
        }
    }

    /// Prints `head(` + the items joined by commas + `)` + `tail` on one line when it fits in
    /// ``maximumWidth`` columns, else with one item per line, one level deeper.
    mutating func list(_ head: String, _ items: [String], _ tail: String = "") {
        let flat = head + "(" + items.joined(separator: ", ") + ")" + tail
        if items.isEmpty || String(repeating: "    ", count: indentation).count + flat.count <= Self.maximumWidth {
            line(flat)
            return
        }
        line(head + "(")
        indented { printer in
            for (index, item) in items.enumerated() {
                printer.line(item + (index == items.count - 1 ? "" : ","))
            }
        }
        line(")" + tail)
    }

    /// Prints `content` exactly as it is, at column 0 and with its blank lines: the body of a
    /// multi-line string literal whose closing delimiter stands at column 0.
    mutating func verbatim(_ content: String) {
        text += content + "\n"
        lastLineWasBlank = content.hasSuffix("\n")
    }

    /// The width past which ``list(_:_:_:)`` wraps.
    static let maximumWidth = 120

    /// Prints one empty line, unless the previous line is already empty.
    mutating func blank() {
        if !lastLineWasBlank {
            text += "\n"
            lastLineWasBlank = true
        }
    }

    /// Prints `opening`, then `body` one level deeper, then `closing`.
    mutating func block(_ opening: String, closing: String = "}", _ body: (inout CodePrinter) -> Void) {
        line(opening)
        indented(body)
        // A block ending right after a blank line would leave a dangling empty line.
        if lastLineWasBlank, text.hasSuffix("\n\n") {
            text.removeLast()
        }
        line(closing)
    }

    /// Runs `body` one indentation level deeper.
    mutating func indented(_ body: (inout CodePrinter) -> Void) {
        indentation += 1
        body(&self)
        indentation -= 1
    }
}
