import Foundation
import SheafDynamic
import SheafSchema
import Testing

/// The data-driven cases: `exact` (the JSON is exactly what the writer prints, and reads
/// back as the value), `read` (hand-written JSON reads as the value), `errors` (the JSON
/// fails with the given code, position and path).
@Suite("JSON form fixtures")
struct JSONFormFixtureTests {
    static let exactCases = FormFixtures.files(in: "exact", withExtension: "case")
    static let readCases = FormFixtures.files(in: "read", withExtension: "case")
    static let errorCases = FormFixtures.files(in: "errors", withExtension: "case")

    @Test("fixtures exist")
    func fixturesExist() {
        #expect(Self.exactCases.count >= 10)
        #expect(Self.readCases.count >= 5)
        #expect(Self.errorCases.count >= 10)
    }

    struct Loaded {
        var schemaSet: SchemaSet
        var rootType: TypeReference
        var fixture: FixtureCase
    }

    static func load(_ folder: String, _ name: String) throws -> Loaded {
        let fixture = FixtureCase(text: try FormFixtures.text(folder, name))
        let schemaSet = try FormFixtures.schemaSet(fixture.sections["schema"] ?? "@form.yaml")
        let typeText = try #require(fixture.line("type"), "\(name) has no type section")
        let rootType = try schemaSet.resolve(typeExpression: typeText)
        return Loaded(schemaSet: schemaSet, rootType: rootType, fixture: fixture)
    }

    @Test("exact: write prints the JSON, read gives the value", arguments: exactCases)
    func exact(name: String) throws {
        let loaded = try Self.load("exact", name)
        let json = try #require(loaded.fixture.sections["json"])
        let expected = try ExpectedValue.archive(
            try #require(loaded.fixture.sections["value"]), rootType: loaded.rootType, schemaSet: loaded.schemaSet)
        let written = try DynamicJSON.write(expected, schemaSet: loaded.schemaSet)
        #expect(written == json)
        let read = try DynamicJSON.read(json, rootType: loaded.rootType, schemaSet: loaded.schemaSet)
        #expect(read == expected)
    }

    @Test("read: hand-written JSON gives the value", arguments: readCases)
    func read(name: String) throws {
        let loaded = try Self.load("read", name)
        let json = try #require(loaded.fixture.sections["json"])
        let expected = try ExpectedValue.archive(
            try #require(loaded.fixture.sections["value"]), rootType: loaded.rootType, schemaSet: loaded.schemaSet)
        let read = try DynamicJSON.read(json, rootType: loaded.rootType, schemaSet: loaded.schemaSet)
        #expect(read == expected)
    }

    @Test("errors: code, line:column, byte offset and path", arguments: errorCases)
    func error(name: String) throws {
        let loaded = try Self.load("errors", name)
        let json = try #require(loaded.fixture.sections["json"])
        let errorLine = try #require(loaded.fixture.line("error"))
        let expected = try #require(ExpectedError(errorLine))
        do {
            let value = try DynamicJSON.read(json, rootType: loaded.rootType, schemaSet: loaded.schemaSet)
            Issue.record("expected \(expected), read \(value)")
        } catch {
            expected.check(error, in: json)
        }
    }
}

/// One-line error cases, many to a file: `type | json | code line:column path`.
@Suite("JSON form error tables")
struct JSONFormErrorTableTests {
    struct Row: CustomTestStringConvertible, Sendable {
        var file: String
        var line: Int
        var type: String
        var json: String
        var expected: String
        var testDescription: String { "\(file):\(line) \(json)" }
    }

    static let rows: [Row] = FormFixtures.files(in: "errors", withExtension: "table").flatMap { file -> [Row] in
        let text = (try? FormFixtures.text("errors", file)) ?? ""
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            guard !line.hasPrefix("#"), let first = line.range(of: " | "), let last = line.range(of: " | ", options: .backwards),
                first.lowerBound != last.lowerBound
            else { return nil }
            return Row(
                file: file, line: index + 1, type: String(line[..<first.lowerBound]),
                json: String(line[first.upperBound..<last.lowerBound]), expected: String(line[last.upperBound...]))
        }
    }

    @Test("tables have rows")
    func tablesHaveRows() {
        #expect(Self.rows.count >= 40)
    }

    @Test("every error code has a case (these three in Swift tests: bytes, generated depth, writing)")
    func everyCodeCovered() throws {
        var codes = Set(Self.rows.compactMap { ExpectedError($0.expected)?.code })
        for name in JSONFormFixtureTests.errorCases {
            let fixture = FixtureCase(text: try FormFixtures.text("errors", name))
            if let line = fixture.line("error"), let expected = ExpectedError(line) { codes.insert(expected.code) }
        }
        codes.formUnion(["invalidUTF8", "depthLimitExceeded", "invalidValue"])
        #expect(codes == Set(JSONFormError.Code.allCases.map(\.rawValue)))
    }

    @Test("each row fails as stated", arguments: rows)
    func row(_ row: Row) throws {
        let schemaSet = try FormFixtures.formSchema()
        let rootType = try schemaSet.resolve(typeExpression: row.type)
        let expected = try #require(ExpectedError(row.expected), "malformed expectation")
        do {
            let value = try DynamicJSON.read(row.json, rootType: rootType, schemaSet: schemaSet)
            Issue.record("expected \(expected), read \(value)")
        } catch {
            expected.check(error, in: row.json)
        }
    }
}
