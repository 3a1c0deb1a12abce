import SheafSchema

/// The schema files themselves, as data: record streams written by generated types embed
/// their schema set, so a stream can be read without the code or the files that wrote it.
///
/// Each generated file adds its schema file's exact text to the caseless enum
/// `SheafSchemaFiles` (declared by the set's first file, with the list of all of them in load
/// order); each file's schema identity (`SheafSchemaIdentity`) holds that list.
struct SchemaFilesEmitter {
    let context: GeneratorContext

    /// The name of the enum that holds the files.
    static let enumName = "SheafSchemaFiles"

    /// Prints the file's text (and, for the set's first file, the enum and its list).
    func print(path: String, into printer: inout CodePrinter) {
        let files = context.set.sourceFiles
        guard let index = files.firstIndex(where: { $0.path == path }) else { return }
        let names = memberNames(files)
        printer.blank()
        printer.line("// MARK: - The schema file, for record streams")
        printer.blank()
        if index == 0 {
            printer.line("/// The schema files this code was generated from, in the order they were loaded: what record")
            printer.line("/// streams of these types embed.")
            printer.block("enum \(Self.enumName) {") { printer in
                printer.line("/// Every file of the schema set.")
                printer.line("static let all: [SheafSchemaFile] = [")
                printer.indented { printer in
                    for name in names {
                        printer.line(name + ",")
                    }
                }
                printer.line("]")
            }
            printer.blank()
        }
        let file = files[index]
        printer.block("extension \(Self.enumName) {") { printer in
            printer.line("/// `\(file.baseName)`, exactly as written.")
            printer.line("static let \(names[index]) = SheafSchemaFile(")
            printer.indented { printer in
                printer.line("name: \(SwiftNames.stringLiteral(file.baseName)),")
                printer.line("text: " + Self.literalOpening(file.text))
            }
            if Self.fitsMultiLineLiteral(file.text) {
                // The closing delimiter stands at column 0, so the text needs no indentation.
                printer.verbatim(file.text)
                printer.verbatim("\"\"\"\(Self.delimiter(file.text)))")
            }
        }
    }

    /// The members' names: the file names in lower camel case, numbered when two clash.
    private func memberNames(_ files: [SchemaSourceFile]) -> [String] {
        var taken = Set<String>()
        return files.map { source in
            let base = source.baseName.hasSuffix(".yaml") ? String(source.baseName.dropLast(5)) : source.baseName
            let words = base.split(whereSeparator: { !($0.isLetter || $0.isNumber) || !$0.isASCII }).map(String.init)
            var name = words.enumerated().map {
                $0 == 0 ? $1.prefix(1).lowercased() + $1.dropFirst() : $1.prefix(1).uppercased() + $1.dropFirst()
            }
            .joined()
            if name.isEmpty || name.first!.isNumber { name = "file" + name }
            var candidate = name
            var number = 2
            while !taken.insert(candidate).inserted {
                candidate = name + String(number)
                number += 1
            }
            return SwiftNames.identifier(candidate)
        }
    }

    /// Whether the text can be written as a raw multi-line literal and keep every byte: no
    /// carriage returns or other control characters (line endings would be normalised).
    static func fitsMultiLineLiteral(_ text: String) -> Bool {
        !text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || $0.value == 0x7F }
    }

    /// The `#` delimiter that no `"""` or `\` in the text can end or escape.
    static func delimiter(_ text: String) -> String {
        var longest = 0
        var run = 0
        for character in text {
            run = character == "#" ? run + 1 : 0
            longest = max(longest, run)
        }
        return String(repeating: "#", count: longest + 1)
    }

    /// `#"""` to open a multi-line literal, or the whole one-line literal.
    static func literalOpening(_ text: String) -> String {
        fitsMultiLineLiteral(text) ? delimiter(text) + "\"\"\"" : SwiftNames.stringLiteral(text) + ")"
    }
}
