import Foundation
import Testing

@testable import SheafSchema

@Suite("Schema file loader")
struct SchemaFileLoaderTests {
    @Test("each file is read, kept for rendering and parsed")
    func loads() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.yaml", "schema: a\n")
        try folder.write("b.yaml", "schema: [\n")
        var diagnostics = DiagnosticCollector()
        let files = SchemaFileLoader.load([folder.path], diagnostics: &diagnostics)
        #expect(files.map(\.source.path) == [folder.path + "/a.yaml", folder.path + "/b.yaml"])
        #expect(files.map(\.source.text) == ["schema: a\n", "schema: [\n"])
        #expect(files[0].root?.pairs?.first?.value.scalar == "a")
        #expect(files[1].root == nil)
        #expect(diagnostics.diagnostics.map(\.code) == [.yamlSyntax])
        #expect(diagnostics.diagnostics.first?.location.file == folder.path + "/b.yaml")
    }

    @Test("a file over the size limit is unreadable, not loaded")
    func sizeLimit() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("big.yaml", String(repeating: "#", count: 2_000))
        var diagnostics = DiagnosticCollector()
        let file = SchemaFileLoader.loadFile(at: path, maximumFileSize: 1_000, diagnostics: &diagnostics)
        #expect(file == nil)
        #expect(
            diagnostics.diagnostics.map { "\($0.location) \($0.code.rawValue): \($0.message)" } == [
                "\(path):1:1 unreadable-file: cannot read the file: the file is larger than 1000 bytes"
            ])
    }

    @Test("the system's reason is given when a file cannot be read")
    func unreadable() throws {
        let folder = try TemporaryFolder()
        try folder.makeFolder("sub.yaml")
        var diagnostics = DiagnosticCollector()
        // Reading a folder as a file fails in `read` with EISDIR.
        #expect(SchemaFileLoader.loadFile(at: folder.path + "/sub.yaml", diagnostics: &diagnostics) == nil)
        #expect(diagnostics.diagnostics.map(\.message) == ["cannot read the file: Is a directory"])
    }

    @Test("bytes in memory parse like a file")
    func inMemory() {
        var diagnostics = DiagnosticCollector()
        let file = SchemaFileLoader.parse(Array("a: 1\na: 2\n".utf8), path: "mem.yaml", diagnostics: &diagnostics)
        #expect(file.root == nil)
        #expect(file.source.lines == ["a: 1", "a: 2", ""])
        #expect(diagnostics.diagnostics.map(\.code) == [.duplicateKey])
    }
}
