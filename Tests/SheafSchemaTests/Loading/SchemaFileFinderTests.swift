import Foundation
import Testing

@testable import SheafSchema

/// A fresh folder under the system's temporary folder, removed when the test ends.
final class TemporaryFolder {
    let path: String

    init() throws {
        path =
            FileManager.default.temporaryDirectory
            .appendingPathComponent("sheaf-loading-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes a file (creating folders on the way) and returns its path.
    @discardableResult
    func write(_ relativePath: String, _ text: String = "schema: x\n") throws -> String {
        let url = URL(fileURLWithPath: path).appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    func makeFolder(_ relativePath: String) throws {
        try FileManager.default.createDirectory(
            atPath: path + "/" + relativePath, withIntermediateDirectories: true)
    }
}

@Suite("Schema file finder")
struct SchemaFileFinderTests {
    static func find(_ paths: [String]) -> (files: [String], diagnostics: [String]) {
        var diagnostics = DiagnosticCollector()
        let files = SchemaFileFinder.schemaFiles(for: paths, diagnostics: &diagnostics)
        return (files, diagnostics.diagnostics.map { "\($0.location) \($0.code.rawValue): \($0.message)" })
    }

    @Test("a folder gives its *.yaml files, sorted by bytes, not recursing")
    func folder() throws {
        let folder = try TemporaryFolder()
        let names = ["b.yaml", "B.yaml", "a.yaml", "é.yaml", "z.yml", "notes.txt", ".hidden.yaml", "a.YAML", "v1/a.yaml"]
        for name in names {
            try folder.write(name)
        }
        try folder.makeFolder("dir.yaml")
        let result = Self.find([folder.path])
        #expect(result.files == ["B.yaml", "a.yaml", "b.yaml", "é.yaml"].map { folder.path + "/" + $0 })
        #expect(result.diagnostics.isEmpty)
    }

    @Test("named files are taken in argument order, whatever their folder")
    func files() throws {
        let folder = try TemporaryFolder()
        let second = try folder.write("b.yaml")
        let first = try folder.write(".hidden.yaml")
        #expect(Self.find([second, first]).files == [second, first])
    }

    @Test("a named file whose name does not end in .yaml is not read, and says so")
    func notSchemaFiles() throws {
        let folder = try TemporaryFolder()
        let text = try folder.write("schema.txt")
        let yml = try folder.write("notes.yml")
        let upper = try folder.write("a.YAML")
        let yaml = try folder.write("a.yaml")
        let result = Self.find([text, yml, upper, yaml])
        #expect(result.files == [yaml])
        #expect(
            result.diagnostics == [
                "\(text):1:1 not-schema-file: not a schema file: schema file names end in .yaml",
                "\(yml):1:1 not-schema-file: not a schema file: schema file names end in .yaml; rename it to 'notes.yaml'",
                "\(upper):1:1 not-schema-file: not a schema file: schema file names end in .yaml",
            ])
    }

    @Test("a trailing slash does not double the separator")
    func trailingSlash() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.yaml")
        #expect(Self.find([folder.path + "/"]).files == [folder.path + "/a.yaml"])
    }

    @Test("a file reached twice is kept once, at its first place")
    func duplicates() throws {
        let folder = try TemporaryFolder()
        let first = try folder.write("a.yaml")
        try folder.write("b.yaml")
        let dotted = folder.path + "/./a.yaml"
        #expect(Self.find([dotted, folder.path, first]).files == [dotted, folder.path + "/b.yaml"])
    }

    @Test("a missing path and a folder without schemas are errors at 1:1; the rest still load")
    func errors() throws {
        let folder = try TemporaryFolder()
        try folder.makeFolder("empty")
        try folder.write("empty/readme.md")
        let good = try folder.write("good.yaml")
        let missing = folder.path + "/missing.yaml"
        let result = Self.find([missing, folder.path + "/empty", good])
        #expect(result.files == [good])
        #expect(
            result.diagnostics == [
                "\(missing):1:1 unreadable-file: no such file or folder",
                "\(folder.path)/empty:1:1 no-schema-files: the folder holds no *.yaml file",
            ])
    }

    @Test(
        "paths compare without '.' components and repeated slashes",
        arguments: [
            ("a.yaml", "a.yaml"), ("./a.yaml", "a.yaml"), ("x//./a.yaml", "x/a.yaml"), ("/x/", "/x"),
            (".", "."), ("./", "."), ("/", "/"), ("../a", "../a"),
        ])
    func normalized(path: String, expected: String) {
        #expect(SchemaFileFinder.normalized(path) == expected)
    }

    @Test(
        "one rule says which names in a folder are schema files",
        arguments: [
            ("a.yaml", true), ("kitchen-sink.yaml", true), ("é.yaml", true), ("a.b.yaml", true),
            ("a.yml", false), ("a.YAML", false), ("a.yaml~", false), (".a.yaml", false), ("notes.txt", false),
            ("yaml", false), ("sheaf-config.yml", false),
        ])
    func rule(name: String, isSchema: Bool) {
        #expect(SchemaFileFinder.isSchemaFileName(name) == isSchema)
    }

    @Test("the build plugin applies the same rule, word for word")
    func pluginRuleIsTheSame() throws {
        /// The rule's doc comment and function, without the access modifier.
        func rule(inFile relativePath: String) throws -> String? {
            let text = try String(
                contentsOf: Fixtures.repository.appendingPathComponent(relativePath), encoding: .utf8)
            guard let start = text.range(of: "    /// Whether a file in a schema folder is a schema file"),
                let function = text.range(of: "func isSchemaFileName", range: start.upperBound..<text.endIndex),
                let end = text.range(of: "\n    }\n", range: function.upperBound..<text.endIndex)
            else { return nil }
            return text[start.lowerBound..<end.upperBound].replacingOccurrences(of: "public static", with: "static")
        }
        let library = try rule(inFile: "Sources/SheafSchema/Loading/SchemaFileFinder.swift")
        #expect(library != nil)
        #expect(try rule(inFile: "Plugins/SheafPlugin/SheafPlugin.swift") == library)
    }

    @Test("a folder of .yml files says why they are not schema files")
    func ymlOnly() throws {
        let folder = try TemporaryFolder()
        try folder.write("b.yml")
        try folder.write("a.yml")
        try folder.write("notes.txt")
        #expect(
            Self.find([folder.path]).diagnostics == [
                "\(folder.path):1:1 no-schema-files: the folder holds no *.yaml file; "
                    + "schema files end in .yaml, so 'a.yml' and 'b.yml' are not read"
            ])
    }
}
