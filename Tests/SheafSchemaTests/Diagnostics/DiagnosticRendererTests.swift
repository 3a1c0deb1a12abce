import Testing

@testable import SheafSchema

@Suite("Diagnostic renderer")
struct DiagnosticRendererTests {
    static let path = "Schemas/bad.yaml"
    static let source = SourceFile(
        path: path,
        text: """
            types:
              name: { id: 1, type: string }
            \tdoc: "tab-indented"
                name: { id: 1, type: String }
            nämé: { x: 1 }
            """)

    static func at(_ line: Int, _ column: Int, file: String = path) -> SheafSchema.SourceLocation {
        SheafSchema.SourceLocation(file: file, line: line, column: column)
    }

    @Test("header, source line, caret, then each note the same way")
    func errorWithNote() {
        let diagnostic = Diagnostic.error(
            .unknownType, at: Self.at(4, 26), "unknown type 'String'; did you mean 'string'?",
            notes: [Diagnostic.Note(location: Self.at(2, 3), message: "first declared here")])
        #expect(
            DiagnosticRenderer(sources: [Self.source]).render(diagnostic) == """
                Schemas/bad.yaml:4:26: error: unknown type 'String'; did you mean 'string'?
                    name: { id: 1, type: String }
                                         ^
                Schemas/bad.yaml:2:3: note: first declared here
                  name: { id: 1, type: string }
                  ^

                """)
    }

    @Test("tabs before the column stay tabs so the caret lines up")
    func tabAlignment() {
        let diagnostic = Diagnostic.warning(.namingStyle, at: Self.at(3, 7), "a warning")
        #expect(
            DiagnosticRenderer(sources: [Self.source]).render(diagnostic)
                == "Schemas/bad.yaml:3:7: warning: a warning\n\tdoc: \"tab-indented\"\n\t     ^\n")
    }

    @Test("columns count Unicode scalars, not bytes")
    func unicodeColumns() {
        let diagnostic = Diagnostic.error(.invalidName, at: Self.at(5, 7), "bad")
        #expect(
            DiagnosticRenderer(sources: [Self.source]).render(diagnostic)
                == "Schemas/bad.yaml:5:7: error: bad\nnämé: { x: 1 }\n      ^\n")
    }

    @Test("a column past the end of the line is padded out")
    func columnPastEnd() {
        let diagnostic = Diagnostic.error(.yamlSyntax, at: Self.at(1, 9), "end")
        #expect(
            DiagnosticRenderer(sources: [Self.source]).render(diagnostic)
                == "Schemas/bad.yaml:1:9: error: end\ntypes:\n        ^\n")
    }

    @Test("without the file's text, or past its end, only the header is shown")
    func missingSource() {
        let unknownFile = Diagnostic.error(
            .unreadableFile, at: Self.at(1, 1, file: "gone.yaml"), "no such file or folder")
        let pastEnd = Diagnostic.error(.yamlSyntax, at: Self.at(9, 1), "late")
        let renderer = DiagnosticRenderer(sources: [Self.source])
        #expect(renderer.render(unknownFile) == "gone.yaml:1:1: error: no such file or folder\n")
        #expect(renderer.render(pastEnd) == "Schemas/bad.yaml:9:1: error: late\n")
    }

    @Test("control characters in the line are shown as U+FFFD")
    func controlCharacters() {
        let source = SourceFile(path: "c.yaml", bytes: Array("a: \u{1B}[31m\0x".utf8))
        let diagnostic = Diagnostic.error(.yamlSyntax, at: Self.at(1, 4, file: "c.yaml"), "bad")
        #expect(
            DiagnosticRenderer(sources: [source]).render(diagnostic)
                == "c.yaml:1:4: error: bad\na: \u{FFFD}[31m\u{FFFD}x\n   ^\n")
    }

    @Test("codes on request")
    func codes() {
        let diagnostic = Diagnostic.error(
            .duplicateKey, at: Self.at(9, 1), "duplicate key 'a'",
            notes: [Diagnostic.Note(location: Self.at(8, 1), message: "first declared here")])
        #expect(
            DiagnosticRenderer(includesCodes: true).render(diagnostic)
                == "Schemas/bad.yaml:9:1: error: duplicate key 'a' [duplicate-key]\n"
                + "Schemas/bad.yaml:8:1: note: first declared here\n")
    }

    @Test(
        "the summary counts errors and warnings",
        arguments: [
            (0, 0, "no errors"), (1, 0, "1 error"), (2, 1, "2 errors, 1 warning"), (0, 3, "3 warnings"),
        ])
    func summary(errors: Int, warnings: Int, expected: String) {
        let list =
            Array(repeating: Diagnostic.error(.yamlSyntax, at: Self.at(1, 1), "e"), count: errors)
            + Array(repeating: Diagnostic.warning(.namingStyle, at: Self.at(1, 1), "w"), count: warnings)
        #expect(DiagnosticRenderer.summary(of: list) == expected)
    }

    @Test("a list renders in the order given, then the summary; nothing for no diagnostics")
    func list() {
        let renderer = DiagnosticRenderer()
        let list = [
            Diagnostic.warning(.namingStyle, at: Self.at(2, 1, file: "b.yaml"), "second"),
            Diagnostic.error(.yamlSyntax, at: Self.at(1, 1, file: "a.yaml"), "first"),
        ]
        #expect(renderer.render(list) == "b.yaml:2:1: warning: second\na.yaml:1:1: error: first\n1 error, 1 warning\n")
        #expect(renderer.render([Diagnostic]()) == "")
    }

    @Test("the first source given for a path wins")
    func duplicateSources() {
        let renderer = DiagnosticRenderer(sources: [
            SourceFile(path: "d.yaml", text: "first"), SourceFile(path: "d.yaml", text: "second"),
        ])
        let diagnostic = Diagnostic.error(.yamlSyntax, at: Self.at(1, 1, file: "d.yaml"), "x")
        #expect(renderer.render(diagnostic) == "d.yaml:1:1: error: x\nfirst\n^\n")
    }
}
