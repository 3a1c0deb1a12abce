import Foundation
import SheafGenerator
import SheafSchema
import Testing

/// The generator's settings file (`sheaf-config.yaml`): each fixture under
/// `Fixtures/settings/` states what it must give in its own comments, written by hand:
/// `# expect visibility: V` for a valid file, `# expect LINE:COLUMN CODE: MESSAGE` for each
/// diagnostic of an invalid one.
@Suite("Generator settings file")
struct SettingsFileTests {
    static func fixtures(_ prefix: String) -> [String] {
        GeneratorFixtures.files(in: "settings", withExtension: "yaml").filter { $0.hasPrefix(prefix) }
    }

    /// The lines of a fixture that follow `# expect `.
    static func expectations(_ name: String) throws -> [String] {
        let text = try String(contentsOf: url(name), encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            line.hasPrefix("# expect ") ? String(line.dropFirst("# expect ".count)) : nil
        }
    }

    static func url(_ name: String) -> URL {
        GeneratorFixtures.root.appendingPathComponent("settings/\(name)")
    }

    /// Applies the fixture over default options.
    static func apply(_ name: String) -> (options: GeneratorOptions, diagnostics: [String]) {
        var options = GeneratorOptions()
        var diagnostics = DiagnosticCollector()
        options.applySettings(at: url(name).path, diagnostics: &diagnostics)
        let lines = diagnostics.sorted.map {
            "\($0.location.line):\($0.location.column) \($0.code.rawValue): \($0.message)"
        }
        return (options, lines)
    }

    @Test("valid files set the visibility; an empty file keeps the default", arguments: fixtures("valid-"))
    func valid(name: String) throws {
        let (options, diagnostics) = Self.apply(name)
        #expect(diagnostics.isEmpty)
        #expect(try Self.expectations(name) == ["visibility: \(options.visibility.rawValue)"])
    }

    @Test("invalid files give every error at its line and column", arguments: fixtures("invalid-"))
    func invalid(name: String) throws {
        let (options, diagnostics) = Self.apply(name)
        #expect(diagnostics == (try Self.expectations(name)))
        #expect(options.visibility == .internal, "an invalid setting must not be applied")
    }

    @Test("both kinds of fixture are present")
    func fixturesExist() {
        #expect(Self.fixtures("valid-").count == 6)
        #expect(Self.fixtures("invalid-").count == 12)
    }

    @Test("a missing file is an error at 1:1 naming the file")
    func missing() {
        var options = GeneratorOptions(visibility: .public)
        var diagnostics = DiagnosticCollector()
        let source = options.applySettings(at: "/nonexistent/sheaf-config.yaml", diagnostics: &diagnostics)
        #expect(source == nil)
        #expect(diagnostics.diagnostics.map(\.location) == [SourceLocation(file: "/nonexistent/sheaf-config.yaml", line: 1, column: 1)])
        #expect(diagnostics.diagnostics.map(\.code) == [.unreadableFile])
        #expect(options.visibility == .public)
    }

    @Test("the shape reader takes the caller's keys, in file order, with their locations")
    func severalKeys() {
        var diagnostics = DiagnosticCollector()
        let file = SettingsFile.parse(
            Array("mde: x\nmode: fast\nsize: 3\n".utf8), path: "s.yaml", allowedKeys: ["mode", "size", "name"],
            diagnostics: &diagnostics)
        #expect(diagnostics.diagnostics.map(\.message) == ["unknown key 'mde' in the settings file; did you mean 'mode'?"])
        #expect(file.settings.map(\.key) == ["mode", "size"])
        #expect(file["size"]?.value == "3")
        #expect(file["size"]?.valueLocation == SourceLocation(file: "s.yaml", line: 3, column: 7))
    }
}
