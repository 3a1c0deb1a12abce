import Foundation
import SheafTestSupport
import Testing

/// `sheaf pack` and `sheaf dump` against the conformance corpus: the JSON form of a value
/// packs to exactly the hand-written canonical bytes, and dump then pack gives them back.
@Suite("sheaf pack and sheaf dump")
struct PackDumpCommandTests {
    /// A few value cases of different kinds, with their schema, root type and files.
    static let cases: [(schema: String, root: String, name: String)] = [
        ("scalars", "Ints", "scalars/ints-zero"),
        ("generics", "Pair<Ref, [Ref]>", "generics/pair-class-shared"),
        ("generics", "Pile<Ref>", "generics/stack-class-shared"),
    ]

    static let conformance = SheafProcess.repository.appendingPathComponent("Conformance")

    static func hexBytes(_ name: String) throws -> [UInt8] {
        try AnnotatedHex.bytes(ofFile: conformance.appendingPathComponent("cases/\(name).hex"))
    }

    static func temporaryFile(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("sheaf-pack-\(UUID().uuidString)-\(name)").path
    }

    @Test("pack writes the canonical bytes; dump then pack gives them back", arguments: cases)
    func roundTrip(schema: String, root: String, name: String) throws {
        let schemaPath = Self.conformance.appendingPathComponent("schemas/\(schema).yaml").path
        let json = Self.conformance.appendingPathComponent("cases/\(name).json").path
        let packed = Self.temporaryFile("a.shf")
        defer { try? FileManager.default.removeItem(atPath: packed) }
        let pack = try SheafProcess.run(["pack", "--schema", schemaPath, "--type", root, "--input", json, "--output", packed])
        #expect(pack.status == 0, "\(pack.standardError)")
        let expected = try Self.hexBytes(name)
        #expect(Array(try Data(contentsOf: URL(fileURLWithPath: packed))) == expected)

        let dump = try SheafProcess.run(["dump", "--schema", schemaPath, packed])
        #expect(dump.status == 0, "\(dump.standardError)")
        let repacked = Self.temporaryFile("b.shf")
        defer { try? FileManager.default.removeItem(atPath: repacked) }
        let again = try SheafProcess.run(
            ["pack", "--schema", schemaPath, "--type", root, "--output", repacked], input: Array(dump.outputBytes))
        #expect(again.status == 0, "\(again.standardError)")
        #expect(Array(try Data(contentsOf: URL(fileURLWithPath: repacked))) == expected)
    }

    @Test("bad JSON is reported with line, column, path and code; the output is not written")
    func badJSON() throws {
        let schemaPath = Self.conformance.appendingPathComponent("schemas/generics.yaml").path
        let output = Self.temporaryFile("c.shf")
        let outcome = try SheafProcess.run(
            ["pack", "--schema", schemaPath, "--type", "Pair<Ref, [Ref]>", "--output", output],
            input: Array(#"{"first": {"$ref": "9"}}"#.utf8))
        #expect(outcome.status == 1)
        #expect(outcome.standardError == "<stdin>:1:20: error: no instance has $id \"9\" (at $.first, byte 19) [invalidReference]\n")
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test("pack, dump and validate share --schema and --max-depth")
    func sharedOptions() throws {
        let schemaPath = Self.conformance.appendingPathComponent("schemas/generics.yaml").path
        let json = Self.conformance.appendingPathComponent("cases/generics/pair-class-shared.json").path
        let output = Self.temporaryFile("e.shf")
        defer { try? FileManager.default.removeItem(atPath: output) }
        // The pair holds class instances inside a list: deeper than one level.
        let shallow = try SheafProcess.run(
            ["pack", "--schema", schemaPath, "--max-depth", "1", "--type", "Pair<Ref, [Ref]>", "--input", json, "--output", output])
        #expect(shallow.status == 1)
        let line = shallow.standardError
        #expect(line.hasPrefix("\(json):") && line.contains(": error: ") && line.contains("(at $") && line.hasSuffix("]\n"), "\(line)")
        #expect(!FileManager.default.fileExists(atPath: output))
        let deep = try SheafProcess.run(
            ["pack", "--schema", schemaPath, "--max-depth", "8", "--type", "Pair<Ref, [Ref]>", "--input", json, "--output", output])
        #expect(deep.status == 0, "\(deep.standardError)")
        let zeroDepth = [
            ["pack", "--schema", schemaPath, "--max-depth", "0", "--type", "Ref", "--input", json, "--output", output],
            ["dump", "--schema", schemaPath, "--max-depth", "0", output],
            ["validate", "--schema", schemaPath, "--max-depth", "0", output],
        ]
        for arguments in zeroDepth {
            let zero = try SheafProcess.run(arguments)
            #expect(zero.status == 64, "\(arguments[0])")
            #expect(zero.standardError.contains("--max-depth must be at least 1"), "\(arguments[0])")
        }
    }

    @Test("an unknown --type is a diagnostic with a suggestion and exit 1")
    func unknownType() throws {
        let outcome = try SheafProcess.run([
            "pack", "--schema", Self.conformance.appendingPathComponent("schemas/generics.yaml").path,
            "--type", "Pairr<Ref, Ref>", "--output", Self.temporaryFile("d.shf"),
        ])
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("did you mean 'Pair'?"))
    }

    @Test("a truncated archive is reported with offset, path and code, exit 1")
    func truncatedDump() throws {
        let path = Self.temporaryFile("t.shf")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let bytes = try Self.hexBytes("scalars/ints-zero")
        try Data(bytes.prefix(bytes.count - 1)).write(to: URL(fileURLWithPath: path))
        let outcome = try SheafProcess.run(
            ["dump", "--schema", Self.conformance.appendingPathComponent("schemas/scalars.yaml").path, path])
        #expect(outcome.status == 1)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError.hasPrefix("\(path): offset "))
        #expect(outcome.standardError.hasSuffix("]\n"))
    }

    @Test("schema warnings are left to check and generate: pack, dump and validate print only errors")
    func warningsLeftToCheck() throws {
        let schema = Self.temporaryFile("warn.yaml")
        defer { try? FileManager.default.removeItem(atPath: schema) }
        try Data("schema: w\nversion: 1\ntypes:\n  Note: { kind: struct, fields: { Text: { id: 1, type: string } } }\n".utf8)
            .write(to: URL(fileURLWithPath: schema))
        let check = try SheafProcess.run(["check", schema])
        #expect(check.status == 0)
        #expect(check.standardError.contains("warn.yaml:4:35: warning: field name 'Text' should be lowerCamelCase"))

        let archive = Self.temporaryFile("note.shf")
        defer { try? FileManager.default.removeItem(atPath: archive) }
        let pack = try SheafProcess.run(
            ["pack", "--schema", schema, "--type", "Note", "--output", archive], input: Array(#"{"Text": "hi"}"#.utf8))
        #expect(pack.status == 0)
        #expect(pack.standardError.isEmpty, "\(pack.standardError)")
        let dump = try SheafProcess.run(["dump", "--schema", schema, archive])
        #expect(dump.status == 0)
        #expect(dump.standardError.isEmpty, "\(dump.standardError)")
        let validate = try SheafProcess.run(["validate", "--schema", schema, archive])
        #expect(validate.status == 0)
        #expect(!validate.standardError.contains("warning"), "\(validate.standardError)")
    }

    @Test("usage errors exit with 64")
    func usage() throws {
        #expect(try SheafProcess.run(["pack", "--type", "Ints", "--output", "x"]).status == 64)
        #expect(try SheafProcess.run(["dump", "--schema", "Conformance/schemas"]).status == 64)
    }
}
