import Foundation
import Testing

/// `pack --stream`, and `dump` and `validate` of record streams, which need no schema.
@Suite("Stream commands")
struct StreamCommandTests {
    static let records = """
        {"name": "Ann", "age": 30}

        {"name": "Bob", "manager": {"name": "Ann"}, "scores": {"q": [1.5]}}

        """

    func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sheaf-stream-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func pack(_ folder: URL, _ lines: String, extra: [String] = []) throws -> (SheafProcess.Outcome, URL) {
        let output = folder.appendingPathComponent("staff.sheafs")
        let outcome = try SheafProcess.run(
            ["pack", "--stream", "--schema", "Schemas/company.yaml", "--type", "Employee", "--output", output.path] + extra,
            input: Array(lines.utf8))
        return (outcome, output)
    }

    @Test("pack --stream reads JSON Lines; dump prints them back one a line, with no schema", arguments: ["none", "deflate"])
    func packAndDump(codec: String) throws {
        let folder = try folder()
        let (packed, stream) = try pack(folder, Self.records, extra: ["--codec", codec])
        #expect(packed.status == 0, "\(packed.standardError)")
        let dump = try SheafProcess.run(["dump", stream.path])
        #expect(dump.status == 0)
        #expect(
            dump.standardOutput
                == "{\"name\":\"Ann\",\"age\":30}\n{\"name\":\"Bob\",\"manager\":{\"name\":\"Ann\"},\"scores\":{\"q\":[1.5]}}\n")
        let withSchema = try SheafProcess.run(["dump", "--schema", "Schemas/company.yaml", stream.path])
        #expect(withSchema.standardOutput == dump.standardOutput)
        let validate = try SheafProcess.run(["validate", stream.path])
        #expect(validate.status == 0)
        #expect(validate.standardOutput == "\(stream.path): ok (2 records in 1 block)\n")
    }

    @Test("a torn stream: dump prints the whole blocks' records, then the error line; validate says invalid")
    func torn() throws {
        let folder = try folder()
        let (_, stream) = try pack(folder, Self.records)
        let bytes = try Data(contentsOf: stream)
        try bytes.prefix(bytes.count - 5).write(to: stream)
        let dump = try SheafProcess.run(["dump", stream.path])
        #expect(dump.status == 1)
        #expect(dump.standardOutput.isEmpty, "the only block is torn: none of its records is printed")
        #expect(dump.standardError.hasPrefix("\(stream.path): block 0, offset "))
        #expect(dump.standardError.hasSuffix("[tornTail]\n"))
        let validate = try SheafProcess.run(["validate", stream.path])
        #expect(validate.status == 1)
        #expect(validate.standardError.hasSuffix("[tornTail]\n\(stream.path): invalid (1 error)\n"))
    }

    @Test("a bad line is named, and nothing is left at --output")
    func badLine() throws {
        let folder = try folder()
        let (packed, stream) = try pack(folder, "{\"name\": \"Ann\"}\n{\"name\": \"Bob\", \"age\": \"x\"}\n")
        #expect(packed.status == 1)
        #expect(packed.standardError.hasPrefix("<stdin>:2: error: "))
        #expect(packed.standardError.hasSuffix("(at $.age) [wrongType]\n"))
        #expect(!FileManager.default.fileExists(atPath: stream.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "no temporary file is left")
    }

    @Test(
        "stream options are checked",
        arguments: [
            (["--codec", "deflate"], "Error: --codec is for streams: add --stream."),
            (["--stream", "--checksum"], "Error: --checksum is for archives: a stream's blocks carry their own checksums."),
            (["--stream", "--codec", "zip"], "Error: --codec must be none or deflate, not 'zip'."),
        ])
    func options(extra: [String], message: String) throws {
        let outcome = try SheafProcess.run(
            ["pack", "--schema", "Schemas/company.yaml", "--type", "Employee", "--output", "/tmp/never.sheafs"] + extra)
        #expect(outcome.status == 64)
        #expect(outcome.standardError.hasPrefix(message), "\(outcome.standardError)")
    }

    @Test("an archive still needs --schema to be dumped")
    func archiveNeedsSchema() throws {
        let outcome = try SheafProcess.run(["dump", "README.md"])
        #expect(outcome.status == 64)
        #expect(
            outcome.standardError.hasPrefix("Error: Give at least one schema file or folder with --schema (or see the file with inspect)."))
    }
}
