import Foundation
import Sheaf
import SheafTestSupport
import Testing

/// An old schema meets a newer archive through the command line: `sheaf dump` with version 1
/// of the cross-version corpus's `workshop` series shows a version-3 archive (new family
/// members in a list and in a map, fields added to payload cases, a new field holding shared
/// class instances, an open-enum value v1 does not know), `sheaf pack` with version 1 gives
/// back the v3 archive byte for byte apart from the header, and an edit made through v1 is
/// seen by v3 at every reference to the edited instance.
@Suite("An old schema dumps and packs a newer archive")
struct OldSchemaRoundTripTests {
    static let series = SheafProcess.repository.appendingPathComponent("Conformance/evolution/workshop")
    static let v1 = series.appendingPathComponent("v1.yaml").path
    static let v3 = series.appendingPathComponent("v3.yaml").path

    /// A scratch folder with the v3 archive in it.
    struct Scratch {
        let folder: URL
        let archive: String
        let bytes: [UInt8]

        init() throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheaf-old-schema-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            bytes = try AnnotatedHex.bytes(ofFile: OldSchemaRoundTripTests.series.appendingPathComponent("v3/archive.hex"))
            archive = folder.appendingPathComponent("v3.shf").path
            try Data(bytes).write(to: URL(fileURLWithPath: archive))
        }

        func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
        func remove() { try? FileManager.default.removeItem(at: folder) }
    }

    static func pack(_ json: [UInt8], schema: String, to output: String) throws -> [UInt8] {
        let outcome = try SheafProcess.run(["pack", "--schema", schema, "--type", "Shop", "--output", output], input: json)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        return Array(try Data(contentsOf: URL(fileURLWithPath: output)))
    }

    static func body(_ archive: [UInt8]) throws -> ArraySlice<UInt8> {
        archive[try SheafArchiveHeader(parsing: archive).bodyOffset...]
    }

    @Test("dump with v1, pack with v1: the v3 archive's bytes, under a header naming v1")
    func packOfDump() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let dump = try SheafProcess.run(["dump", "--schema", Self.v1, scratch.archive])
        #expect(dump.status == 0, "\(dump.standardError)")
        // v1 keeps what it does not know with the archive's tables, so pack can number as v3 did.
        #expect(dump.standardOutput.hasPrefix("{\n  \"$archive\": {\n"))
        #expect(dump.standardOutput.contains("\"$raw\": \"sold\""))
        let packed = try Self.pack(dump.outputBytes, schema: Self.v1, to: scratch.path("resaved.shf"))
        let header = try SheafArchiveHeader(parsing: packed)
        #expect(header.schemaName == "workshop" && header.schemaVersion == 1)
        #expect(try Self.body(packed) == Self.body(scratch.bytes))
        // v3 finds everything it wrote.
        let v3Dump = try SheafProcess.run(["dump", "--schema", Self.v3, scratch.path("resaved.shf")])
        let original = try SheafProcess.run(["dump", "--schema", Self.v3, scratch.archive])
        #expect(v3Dump.status == 0 && v3Dump.standardOutput == original.standardOutput)
        let validate = try SheafProcess.run(["validate", "--schema", Self.v3, scratch.path("resaved.shf")])
        #expect(validate.status == 0, "\(validate.standardError)")
        #expect(validate.standardOutput.contains(": ok: workshop v1 "))
    }

    @Test("an edit made through v1 shows at every reference v3 makes to the instance")
    func editThroughOldSchema() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let dump = try SheafProcess.run(["dump", "--schema", Self.v1, scratch.archive])
        // v1 knows Ann as the lead; v3 also lists her among the mentors and the staff.
        #expect(dump.standardOutput.contains("\"name\": \"Ann\""))
        let edited = dump.standardOutput.replacingOccurrences(of: "\"name\": \"Ann\"", with: "\"name\": \"Anna\"")
        _ = try Self.pack(Array(edited.utf8), schema: Self.v1, to: scratch.path("edited.shf"))
        let v3Dump = try SheafProcess.run(["dump", "--schema", Self.v3, scratch.path("edited.shf")])
        #expect(v3Dump.status == 0, "\(v3Dump.standardError)")
        let shop = try #require(try JSONSerialization.jsonObject(with: Data(v3Dump.outputBytes)) as? [String: Any])
        let mentors = try #require(shop["mentors"] as? [[String: Any]])
        // The first mentor is entry 1, defined where v3 meets it first (mentors comes before lead).
        #expect(mentors[0]["$id"] as? String == "1" && mentors[0]["name"] as? String == "Anna")
        #expect((mentors[0]["apprentice"] as? [String: Any])?["name"] as? String == "Dan")
        #expect((shop["lead"] as? [String: String]) == ["$ref": "1"])
        let staff = try #require(shop["staff"] as? [[String: Any]])
        #expect(staff.map { $0["$ref"] as? String ?? $0["$id"] as? String } == ["3", "1", "4"])
        #expect((shop["jobs"] as? [[String: Any]])?.count == 2)
        #expect(shop["status"] as? String == "sold")
        // Nothing but the name changed: the other v3 values are as v3 wrote them.
        let original = try SheafProcess.run(["dump", "--schema", Self.v3, scratch.archive])
        #expect(v3Dump.standardOutput == original.standardOutput.replacingOccurrences(of: "\"Ann\"", with: "\"Anna\""))
    }

    @Test("v1 validates the v3 archive: valid, a note at each opaque member")
    func validateWithOldSchema() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let outcome = try SheafProcess.run(["validate", "--schema", Self.v1, scratch.archive])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.contains(": ok: workshop v3 "))
        let notes = outcome.standardError.split(separator: "\n")
        #expect(notes.count == 4, "\(notes)")
        #expect(notes.allSatisfy { $0.contains(": note: offset ") && $0.contains("kept as an opaque member") })
    }

    @Test("a damaged $archive is reported with line, column, path and code; nothing is written")
    func badArchiveWrapper() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let dump = try SheafProcess.run(["dump", "--schema", Self.v1, scratch.archive])
        // Entry 2 is kept as bytes; claiming only 1 instance makes its number out of range.
        let damaged = dump.standardOutput.replacingOccurrences(of: "\"instances\": 4", with: "\"instances\": 1")
        let output = scratch.path("never.shf")
        let outcome = try SheafProcess.run(
            ["pack", "--schema", Self.v1, "--type", "Shop", "--output", output], input: Array(damaged.utf8))
        #expect(outcome.status == 1)
        #expect(
            outcome.standardError.hasPrefix("<stdin>:10:7: error: \"2\" is not an entry number (1…1) (at $.$archive.entries[\"2\"], byte "))
        #expect(outcome.standardError.hasSuffix(") [invalidArchive]\n"))
        #expect(!FileManager.default.fileExists(atPath: output))
    }
}
