import Foundation
import SheafTestSupport
import Testing

@Suite("sheaf validate")
struct ValidateCommandTests {
    static let schema = """
        schema: fleet
        version: 2
        types:
          Car:
            kind: struct
            fields:
              make: { id: 1, type: string }
              cylinders: { id: 2, type: int32 }
          Garage:
            kind: struct
            fields:
              vehicles: { id: 1, type: "[Car]" }
        """

    /// A scratch folder holding the schema and archives written by hand.
    struct Scratch {
        let folder: URL
        let fingerprint: [UInt8]
        let fingerprintText: String

        init() throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheaf-validate-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try ValidateCommandTests.schema.write(to: folder.appendingPathComponent("fleet.yaml"), atomically: true, encoding: .utf8)
            // `sheaf fingerprint` prints "fleet 2 HEX".
            let printed = try SheafProcess.run(["fingerprint", folder.appendingPathComponent("fleet.yaml").path])
            fingerprintText = String(printed.standardOutput.split(separator: " ").last!.dropLast())
            fingerprint = try AnnotatedHex.bytes(fingerprintText)
        }

        var schemaPath: String { folder.appendingPathComponent("fleet.yaml").path }

        /// Writes an archive: header (magic, format 2, no flags, "fleet", version, fingerprint,
        /// "Garage"), the tables (empty: `00 00`, unless given), then `body`. Returns its path.
        func archive(_ name: String, version: UInt8 = 2, tables: [UInt8] = [0x00, 0x00], body: [UInt8]) throws -> String {
            let header: [UInt8] =
                [0x89, 0x53, 0x48, 0x46, 0x02, 0x00, 0x05] + Array("fleet".utf8) + [version]
                + fingerprint + [0x06] + Array("Garage".utf8) + tables
            let url = folder.appendingPathComponent(name)
            try Data(header + body).write(to: url)
            return url.path
        }

        func remove() {
            try? FileManager.default.removeItem(at: folder)
        }
    }

    /// vehicles: [Car(make "S", cylinders 4)].
    static let validBody: [UInt8] = [
        0x09,  // Garage length 9
        0x0a, 0x07, 0x01,  // 1 vehicles: length 7, count 1
        0x05, 0x0a, 0x01, 0x53, 0x10, 0x08,  // Car length 5: make "S", cylinders 4
    ]

    /// Three cars: a good one, one whose cylinders come as I32, one without a make.
    static let invalidBody: [UInt8] = [
        0x15,  // Garage length 21
        0x0a, 0x13, 0x03,  // 1 vehicles: length 19, count 3
        0x05, 0x0a, 0x01, 0x53, 0x10, 0x08,  // [0] fine
        0x08, 0x0a, 0x01, 0x53, 0x15, 0x00, 0x00, 0x00, 0x00,  // [1] cylinders as I32 (body +14)
        0x02, 0x10, 0x08,  // [2] no make (body +19)
    ]

    /// The header above is 28 bytes, the empty tables 2 more.
    static let bodyOffset = 30

    @Test("a valid archive prints ok with the identity facts")
    func valid() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let archive = try scratch.archive("good.shf", body: Self.validBody)
        let outcome = try SheafProcess.run(["validate", "--schema", scratch.schemaPath, archive])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(
            outcome.standardOutput
                == "\(archive): ok: fleet v2 (fingerprint \(scratch.fingerprintText)), root Garage; same version as the schema, fingerprint matches\n"
        )
        #expect(outcome.standardError.isEmpty)
    }

    @Test("every error of an invalid archive, with offset and path; exit 1")
    func invalid() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let bad = try scratch.archive("bad.shf", body: Self.invalidBody)
        let good = try scratch.archive("good.shf", body: Self.validBody)
        let outcome = try SheafProcess.run(["validate", "--schema", scratch.schemaPath, bad, good])
        #expect(outcome.status == 1)
        let lines = outcome.standardError.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(
            lines.first
                == "\(bad): offset \(Self.bodyOffset + 14): $.vehicles[1].cylinders: field 2 has wire kind I32, but its type int32 is written as VARINT [wireKindMismatch]"
        )
        #expect(
            lines.dropFirst().first
                == "\(bad): offset \(Self.bodyOffset + 19): $.vehicles[2].make: required field 'make' (id 1) is missing [missingRequiredField]"
        )
        #expect(lines.last?.hasPrefix("\(bad): invalid (2 errors): fleet v2 ") == true)
        #expect(outcome.standardOutput.hasPrefix("\(good): ok: "))
    }

    @Test("an entry no reference reaches is checked, its error at the path @k")
    func unreachedEntry() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        // No tags; one entry of 2 bytes, field 3 VARINT whose varint is cut by the entry's end
        // (the `80` at header + 4); the root refers to no entry.
        let archive = try scratch.archive("entry.shf", tables: [0x00, 0x01, 0x02, 0x18, 0x80], body: Self.validBody)
        let outcome = try SheafProcess.run(["validate", "--schema", scratch.schemaPath, archive])
        #expect(outcome.status == 1)
        let lines = outcome.standardError.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("\(archive): offset 32: @1: ") == true, "\(lines)")
        #expect(lines.first?.hasSuffix(" [truncated]") == true, "\(lines)")
        #expect(lines.dropFirst().first?.hasPrefix("\(archive): invalid (1 error)") == true, "\(lines)")
        // dump stops at the same error.
        let dump = try SheafProcess.run(["dump", "--schema", scratch.schemaPath, archive])
        #expect(dump.status == 1)
        #expect(dump.standardError.hasPrefix("\(archive): offset 32: @1: "))
    }

    @Test("an archive of an older schema version is valid and says so")
    func olderVersion() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let archive = try scratch.archive("old.shf", version: 1, body: Self.validBody)
        let outcome = try SheafProcess.run(["validate", "--schema", scratch.schemaPath, archive])
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.contains("; older than the schema (v2), fingerprint matches"))
    }

    @Test("several --schema values, then archives")
    func splitsSchemasFromArchives() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let first = try scratch.archive("a.shf", body: Self.validBody)
        let second = try scratch.archive("b.shf", body: Self.validBody)
        let extra = scratch.folder.appendingPathComponent("extra.yaml")
        try "schema: extra\nversion: 1\ntypes:\n  Tag:\n    kind: struct\n    fields:\n      text: { id: 1, type: string }\n"
            .write(to: extra, atomically: true, encoding: .utf8)
        let outcome = try SheafProcess.run(["validate", "--schema", scratch.schemaPath, extra.path, first, second])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.split(separator: "\n").map { $0.prefix(first.count + 4) } == ["\(first): ok", "\(second): ok"])
        let repeated = try SheafProcess.run(["validate", "--schema", scratch.schemaPath, "--schema", extra.path, first])
        #expect(repeated.status == 0, "\(repeated.standardError)")
    }

    @Test("an unreadable archive is an error, not a crash")
    func missingArchive() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let path = scratch.folder.appendingPathComponent("none.shf").path
        let outcome = try SheafProcess.run(["validate", "--schema", scratch.schemaPath, path])
        #expect(outcome.status == 1)
        // The runtime's file reader says why (the system's reason).
        #expect(outcome.standardError.hasPrefix("\(path): cannot open \(path): No such file or directory [ioError]\n"))
    }

    @Test("garbage is reported, not crashed on", arguments: [[UInt8](), [0x89, 0x53], Array("hello world".utf8)])
    func garbage(_ bytes: [UInt8]) throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let url = scratch.folder.appendingPathComponent("junk.shf")
        try Data(bytes).write(to: url)
        let outcome = try SheafProcess.run(["validate", "--schema", scratch.schemaPath, url.path])
        #expect(outcome.status == 1)
        #expect(outcome.standardError.hasPrefix("\(url.path): offset "))
    }

    @Test("--max-archive-size refuses a larger archive before reading it; the same archive passes at its size")
    func maxArchiveSize() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let archive = try scratch.archive("good.shf", body: Self.validBody)
        let size = try FileManager.default.attributesOfItem(atPath: archive)[.size] as! Int
        let refused = try SheafProcess.run(["validate", "--schema", scratch.schemaPath, "--max-archive-size", "\(size - 1)", archive])
        #expect(refused.status == 1)
        #expect(
            refused.standardError.hasPrefix(
                "\(archive): offset 0: $: \(archive) has \(size) bytes, more than the limit of \(size - 1) [archiveTooLarge]\n"))
        let accepted = try SheafProcess.run(["validate", "--schema", scratch.schemaPath, "--max-archive-size", "\(size)", archive])
        #expect(accepted.status == 0, "\(accepted.standardError)")
    }

    @Test("usage errors exit with 64")
    func usage() throws {
        #expect(try SheafProcess.run(["validate", "--schema", "Schemas", "--max-archive-size", "0", "x.shf"]).status == 64)
        #expect(try SheafProcess.run(["validate", "--schema", "Schemas", "--max-archive-size", "many", "x.shf"]).status == 64)
        #expect(try SheafProcess.run(["validate"]).status == 64)
        #expect(try SheafProcess.run(["validate", "--schema", "Schemas"]).status == 64)
        #expect(try SheafProcess.run(["validate", "x.shf"]).status == 64)
    }
}
