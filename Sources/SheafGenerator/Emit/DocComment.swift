import SheafSchema

/// Doc comments from `doc:` text.
enum DocComment {
    /// Prints `text` as `///` lines (nothing when `text` is nil or blank), with an optional
    /// note appended as its own paragraph.
    static func print(_ text: String?, note: String? = nil, into printer: inout CodePrinter) {
        var paragraphs: [String] = []
        if let text, !text.allSatisfy(\.isWhitespace) {
            paragraphs.append(text)
        }
        if let note {
            paragraphs.append(note)
        }
        for (index, paragraph) in paragraphs.enumerated() {
            if index > 0 {
                printer.line("///")
            }
            var lines = paragraph.split(separator: "\n", omittingEmptySubsequences: false).map {
                String($0.reversed().drop(while: \.isWhitespace).reversed())
            }
            while lines.last?.isEmpty == true {
                lines.removeLast()
            }
            for line in lines {
                printer.line(line.isEmpty ? "///" : "/// " + line)
            }
        }
    }

    /// Prints a field's doc comment, with a note of its wire id, schema type and, when
    /// declared, the version that added it: `Field 5, \`string?\`; added in schema version 2.`
    static func print(field: Field, into printer: inout CodePrinter) {
        var note = "Field \(field.id), `\(field.type)`"
        if let since = field.since {
            note += "; added in schema version \(since)"
        }
        print(field.doc, note: note + ".", into: &printer)
    }
}
