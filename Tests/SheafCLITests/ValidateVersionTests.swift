import Foundation
import HRv1
import HRv4
import Sheaf
import Testing

/// `sheaf validate` with archives written by different versions of the evolution series
/// (generated code of v1 and v4): it names the version that wrote the archive, compares it
/// with the schema's, checks it the way that schema's readers read it, and says which
/// compatibility direction any error is.
@Suite("sheaf validate across schema versions")
struct ValidateVersionTests {
    static let v1 = "Schemas/evolution/v1", v4 = "Schemas/evolution/v4"
    static let f1 = HRv1.Department.sheafFingerprint.description, f4 = HRv4.Department.sheafFingerprint.description

    /// A scratch folder for archives and schemas.
    struct Scratch {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheaf-validate-version-\(UUID().uuidString)")

        init() throws {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }

        func write(_ bytes: [UInt8], to name: String) throws -> String {
            try Data(bytes).write(to: folder.appendingPathComponent(name))
            return folder.appendingPathComponent(name).path
        }

        /// `Schemas/evolution/v4/hr.yaml` edited: `version:` replaced, `extra` added to StaffMember.
        func editedV4(version: Int, extraField: String) throws -> String {
            var text = try String(contentsOf: SheafProcess.repository.appendingPathComponent("\(v4)/hr.yaml"), encoding: .utf8)
            text = text.replacingOccurrences(of: "version: 4\n", with: "version: \(version)\n")
            let anchor = "      pronouns:       { id: 14, type: \"string?\", since: 4 }\n"
            #expect(text.contains(anchor))
            text = text.replacingOccurrences(of: anchor, with: anchor + "      " + extraField + "\n")
            let schema = folder.appendingPathComponent("edited")
            try FileManager.default.createDirectory(at: schema, withIntermediateDirectories: true)
            try text.write(to: schema.appendingPathComponent("hr.yaml"), atomically: true, encoding: .utf8)
            return schema.path
        }

        func remove() { try? FileManager.default.removeItem(at: folder) }
    }

    static let start = Date(timeIntervalSince1970: 1_551_657_600)

    static func v1Department() throws -> [UInt8] {
        let ann = HRv1.StaffMember(
            name: "Ann", employeeNumber: 1042, role: .manager, faxNumber: "+44 20 7946 0000",
            benefits: [HRv1.HealthPlan(provider: "Acme", monthlyCost: 12_000)], deskPhone: "x2301", startDate: start)
        return try HRv1.Department(name: "Platform", members: [ann]).serializedBytes()
    }

    static func v4Department(gym: Bool = false, deskPhone: String? = "x2301") throws -> [UInt8] {
        var benefits: [any HRv4.Benefit] = [HRv4.HealthPlan(provider: "Acme")]
        if gym { benefits.append(HRv4.GymMembership(provider: "City Gyms", club: "Riverside")) }
        let ann = HRv4.StaffMember(
            name: "Ann", employeeNumber: 1042, role: .dataScientist, benefits: benefits, deskPhone: deskPhone, startDate: start,
            email: "ann@example.com", pronouns: "she/her")
        return try HRv4.Department(name: "Platform", members: [ann]).serializedBytes()
    }

    @Test("same version: fingerprint matches")
    func sameVersion() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let archive = try scratch.write(Self.v4Department(), to: "v4.shf")
        let outcome = try SheafProcess.run(["validate", "--schema", Self.v4, archive])
        #expect(outcome.status == 0)
        #expect(
            outcome.standardOutput
                == "\(archive): ok: hr v4 (fingerprint \(Self.f4)), root Department; same version as the schema, fingerprint matches\n")
        #expect(outcome.standardError.isEmpty)
    }

    @Test("an older archive is valid under a newer schema and says so")
    func olderArchive() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let archive = try scratch.write(Self.v1Department(), to: "v1.shf")
        let outcome = try SheafProcess.run(["validate", "--schema", Self.v4, archive])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        // faxNumber (id 6) is retired in v4: skipped, not an error.
        #expect(
            outcome.standardOutput
                == "\(archive): ok: hr v1 (fingerprint \(Self.f1)), root Department; older than the schema (v4), fingerprint differs (schema \(Self.f4))\n"
        )
        #expect(outcome.standardError.isEmpty)
    }

    @Test("a newer archive is valid under an older schema when old readers can read it")
    func newerArchive() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let archive = try scratch.write(Self.v4Department(), to: "v4.shf")
        // email and pronouns are unknown to v1 and skipped; role data-scientist reads as unrecognized.
        let outcome = try SheafProcess.run(["validate", "--schema", Self.v1, archive])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(
            outcome.standardOutput
                == "\(archive): ok: hr v4 (fingerprint \(Self.f4)), root Department; newer than the schema (v1), fingerprint differs (schema \(Self.f1))\n"
        )
    }

    @Test("an archive re-saved by older code names the older version and still holds the newer fields")
    func resavedByOlderCode() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        var old = try HRv1.Department(serializedBytes: Self.v4Department())
        old.name = "Platform team"
        let archive = try scratch.write(old.serializedBytes(), to: "resaved.shf")
        let outcome = try SheafProcess.run(["validate", "--schema", Self.v4, archive])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(
            outcome.standardOutput.hasPrefix("\(archive): ok: hr v1 (fingerprint \(Self.f1)), root Department; older than the schema (v4)"))
        // The fields only v4 knows came through v1 untouched.
        let back = try HRv4.Department(serializedBytes: Array(try Data(contentsOf: URL(fileURLWithPath: archive))))
        #expect(back.name == "Platform team")
        #expect(back.members[0].pronouns == "she/her")
        #expect(back.members[0].email == "ann@example.com")
        #expect(back.members[0].role == .dataScientist)
    }

    @Test("a newer archive holding a family member old readers do not list: valid, with a note at the tag")
    func newerArchiveOpaqueMember() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let bytes = try Self.v4Department(gym: true)
        let archive = try scratch.write(bytes, to: "gym.shf")
        // The note points at the protocol value's tag number: gym's number in the tag table,
        // which follows the header (FORMAT: count, then each tag as a string).
        let tables = try SheafArchiveHeader(parsing: bytes).bodyOffset
        var position = tables + 1
        var tags: [String] = []
        for _ in 0..<Int(bytes[tables]) {
            let length = Int(bytes[position])
            tags.append(String(decoding: bytes[(position + 1)..<(position + 1 + length)], as: UTF8.self))
            position += 1 + length
        }
        let gymNumber = try #require(tags.firstIndex(of: "gym")) + 1
        for schema in [Self.v1, "Schemas/evolution/v3"] {
            let outcome = try SheafProcess.run(["validate", "--schema", schema, archive])
            #expect(outcome.status == 0, "\(outcome.standardError)")
            let version = schema == Self.v1 ? 1 : 3
            #expect(
                outcome.standardOutput.hasPrefix(
                    "\(archive): ok: hr v4 (fingerprint \(Self.f4)), root Department; newer than the schema (v\(version))"))
            let lines = outcome.standardError.split(separator: "\n").map(String.init)
            try #require(lines.count == 1, "\(lines)")
            let prefix = "\(archive): note: offset "
            let noteOffset = try #require(Int(lines[0].dropFirst(prefix.count).prefix { $0.isNumber }))
            #expect(noteOffset > position && bytes[noteOffset] == UInt8(gymNumber), "\(lines[0])")
            #expect(lines[0].contains(": $.members[0].benefits[1]: a member of Benefit tagged \"gym\""))
            #expect(lines[0].hasSuffix("kept as an opaque member"))
        }
        // The version that wrote it lists the member: no note.
        let outcome = try SheafProcess.run(["validate", "--schema", Self.v4, archive])
        #expect(outcome.status == 0)
        #expect(outcome.standardError.isEmpty)
    }

    @Test("dump and pack with the old schema: the gym benefit is an opaque member, written back byte for byte")
    func dumpPackOpaqueMember() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let bytes = try Self.v4Department(gym: true)
        let archive = try scratch.write(bytes, to: "gym.shf")
        let dump = try SheafProcess.run(["dump", "--schema", Self.v1, archive])
        #expect(dump.status == 0, "\(dump.standardError)")
        // club "Riverside" is field 3 of GymMembership: key 1A, length 9, the text.
        let club = Data([0x1A, 0x09] + Array("Riverside".utf8)).base64EncodedString()
        let text = dump.standardOutput.filter { !$0.isWhitespace }
        #expect(text.contains(#"{"$type":"gym","provider":"CityGyms","$unknown":{"3":"\#(club)"}}"#), "\(dump.standardOutput)")
        let packed = scratch.folder.appendingPathComponent("packed.shf").path
        let pack = try SheafProcess.run(
            ["pack", "--schema", Self.v1, "--type", "Department", "--output", packed], input: Array(dump.outputBytes))
        #expect(pack.status == 0, "\(pack.standardError)")
        let repacked = Array(try Data(contentsOf: URL(fileURLWithPath: packed)))
        // Apart from the header, which names v1 as the writer, the bytes are v4's.
        let header = try SheafArchiveHeader(parsing: repacked)
        #expect(header.schemaVersion == 1)
        #expect(repacked[header.bodyOffset...] == bytes[try SheafArchiveHeader(parsing: bytes).bodyOffset...])
        let back = try HRv4.Department(serializedBytes: repacked)
        let gym = try #require(back.members[0].benefits[1] as? HRv4.GymMembership)
        #expect(gym.club == "Riverside" && gym.provider == "City Gyms")
    }

    @Test("a newer archive old readers cannot read: the error, then that it is a forward break")
    func newerArchiveInvalid() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let archive = try scratch.write(Self.v4Department(deskPhone: nil), to: "nophone.shf")
        for schema in [Self.v1, "Schemas/evolution/v3"] {
            let outcome = try SheafProcess.run(["validate", "--schema", schema, archive])
            #expect(outcome.status == 1)
            #expect(outcome.standardOutput.isEmpty)
            let version = schema == Self.v1 ? 1 : 3
            let lines = outcome.standardError.split(separator: "\n").map(String.init)
            try #require(lines.count == 3, "\(lines)")
            #expect(lines[0].contains(": $.members[0].deskPhone: "))
            #expect(lines[0].hasSuffix(" [missingRequiredField]"))
            #expect(
                lines[1].hasPrefix(
                    "\(archive): invalid (1 error): hr v4 (fingerprint \(Self.f4)), root Department; newer than the schema (v\(version)), fingerprint differs"
                ))
            #expect(
                lines[2]
                    == "\(archive): note: the archive is newer (v4) than the schema (v\(version)): these are the errors readers built from v\(version) meet (forward compatibility)"
            )
        }
        // The version that wrote it reads it.
        let outcome = try SheafProcess.run(["validate", "--schema", Self.v4, archive])
        #expect(outcome.status == 0)
    }

    @Test("an older archive that lacks a field the newer schema requires: a backward break")
    func olderArchiveInvalid() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let archive = try scratch.write(Self.v1Department(), to: "v1.shf")
        let schema = try scratch.editedV4(version: 5, extraField: "badge:          { id: 15, type: string }")
        let outcome = try SheafProcess.run(["validate", "--schema", schema, archive])
        #expect(outcome.status == 1)
        let lines = outcome.standardError.split(separator: "\n").map(String.init)
        try #require(lines.count == 3, "\(lines)")
        #expect(lines[0].hasPrefix("\(archive): offset "))
        #expect(lines[0].contains(": $.members[0].badge: "))
        #expect(lines[0].hasSuffix(" [missingRequiredField]"))
        #expect(
            lines[1].hasPrefix("\(archive): invalid (1 error): hr v1 (fingerprint \(Self.f1)), root Department; older than the schema (v5)")
        )
        #expect(
            lines[2]
                == "\(archive): note: the archive is older (v1) than the schema (v5): these are the errors readers built from v5 meet in old archives (backward compatibility)"
        )
    }

    @Test("the schema's version with another fingerprint: valid, with a warning")
    func sameVersionOtherFingerprint() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let archive = try scratch.write(Self.v4Department(), to: "v4.shf")
        let schema = try scratch.editedV4(version: 4, extraField: "mobile:         { id: 15, type: \"string?\" }")
        let outcome = try SheafProcess.run(["validate", "--schema", schema, archive])
        #expect(outcome.status == 0)
        #expect(
            outcome.standardOutput.hasPrefix(
                "\(archive): ok: hr v4 (fingerprint \(Self.f4)), root Department; same version as the schema, fingerprint differs (schema ")
        )
        #expect(
            outcome.standardError
                == "\(archive): warning: the archive has the schema's version (v4) but another fingerprint: the schema changed without raising its version (VERSION_NOT_INCREASED), or the archive comes from another schema of that name\n"
        )
    }
}
