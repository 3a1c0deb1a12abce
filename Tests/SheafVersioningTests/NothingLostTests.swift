import Foundation
import HRv1
import HRv2
import HRv3
import HRv4
import Sheaf
import SheafDynamic
import Testing

/// Nothing lost (docs/Versioning.md): a value decoded by older code, changed and encoded again keeps every field a
/// newer writer put there. Checked with the newer version's readers, and by comparing the
/// re-saved body with what the newer writer itself writes for the changed value.
@Suite("Nothing lost on a round trip")
struct NothingLostTests {
    static let newName = "Ann Lee-Smith"

    /// Cells where an older reader reads a newer archive, plus every readable cell of `common`
    /// (newer code re-saving old archives keeps the retired faxNumber too).
    static let resaveCells = CrossVersionMatrix.cells.filter {
        $0.outcome.isRead && $0.writer != $0.reader && ($0.reader < $0.writer || $0.scenario == .common)
    }

    enum Resaver: String, CaseIterable, Sendable {
        case generated, dynamic
    }

    @Test("re-saved by the other version, read back by the writer's version", arguments: resaveCells, Resaver.allCases)
    func resave(_ cell: MatrixCell, by resaver: Resaver) throws {
        let original = try cell.writer.generated.archive(of: cell.scenario.department)
        let resaved =
            switch resaver {
            case .generated: try cell.reader.generated.resave(original, renamingFirstMemberTo: Self.newName)
            case .dynamic: try DynamicHR(version: cell.reader).resave(original, renamingFirstMemberTo: Self.newName)
            }
        var changed = cell.scenario.department
        changed.members[0].name = Self.newName
        // The header now names the re-saving version; the writer's readers still find everything.
        #expect(try SheafArchiveHeader(parsing: resaved).schemaVersion == cell.reader.rawValue)
        #expect(try cell.writer.generated.read(resaved) == changed.facts(in: cell.writer))
        #expect(try DynamicHR(version: cell.writer).read(resaved) == changed.facts(in: cell.writer))
        // Byte for byte the body the writer writes for the changed value: fields in id order,
        // kept ones merged in place.
        let expected = try cell.writer.generated.archive(of: changed)
        #expect(try Self.body(resaved) == Self.body(expected))
    }

    @Test("an open enum keeps an unrecognized raw value, an option set unknown bits, through v1")
    func openEnumThroughOlderCode() throws {
        let original = try GeneratedV2.archive(of: Scenario.newRoleAndFlag.department)
        var old = try HRv1.Department(serializedBytes: original)
        #expect(old.members[1].role == .unrecognized("data-scientist"))
        #expect(old.members[1].permissions.rawValue == 0b1001)
        #expect(old.members[1].permissions.contains(.read))
        old.members[1].displayName = "Bob (remote)"
        let back = try HRv2.Department(serializedBytes: old.serializedBytes())
        #expect(back.members[1].role == .dataScientist)
        #expect(back.members[1].permissions == [.read, .approveExpenses])
        #expect(back.members[1].displayName == "Bob (remote)")
        #expect(back.members[1].remoteDays == 5)
    }

    @Test("the dynamic reader keeps an unrecognized raw value of an open enum")
    func openEnumDynamically() throws {
        let original = try GeneratedV4.archive(of: Scenario.newRoleAndFlag.department)
        let archive = try DynamicHR(version: .v1).decoder.decode(original)
        guard case .record(let department) = archive.root, case .list(let members)? = department[2],
            case .record(let bob) = members[1]
        else {
            Issue.record("unexpected shape \(archive.root)")
            return
        }
        #expect(bob[3] == .enumValue(.string("data-scientist")))
        #expect(bob[4] == .options(0b1001))
        let back = try HRv4.Department(serializedBytes: DynamicHR(version: .v1).encoder.encode(archive))
        #expect(back.members[1].role == .dataScientist)
        #expect(back.members[1].pronouns == "he/him")
    }

    @Test("old generated code keeps a gym benefit as an opaque member: its family's fields editable, moved, written back")
    func opaqueMemberThroughOlderCode() throws {
        let original = try GeneratedV4.archive(of: Scenario.gymBenefit.department)
        var old = try HRv3.Department(serializedBytes: original)
        let opaque = try #require(old.members[1].benefits[1] as? HRv3.BenefitFamily.Opaque)
        #expect(opaque.tag == "gym")
        #expect(opaque.provider == "City Gyms" && opaque.monthlyCost == 4_500)
        #expect(opaque.sheafUnknownFields.fields.map(\.id) == [3, 4])
        // Edit a family field and move the member to the first staff member's list.
        var moved = opaque
        moved.monthlyCost = 5_000
        old.members[1].benefits.remove(at: 1)
        old.members[0].benefits.append(moved)
        let back = try HRv4.Department(serializedBytes: old.serializedBytes())
        let gym = try #require(back.members[0].benefits.last as? HRv4.GymMembership)
        #expect(gym.provider == "City Gyms" && gym.monthlyCost == 5_000 && gym.club == "Riverside" && gym.offPeak)
        #expect(back.members[1].benefits.count == 1)
        // The same edit made by v4 itself gives the same body.
        var expected = try HRv4.Department(serializedBytes: original)
        var v4Gym = try #require(expected.members[1].benefits[1] as? HRv4.GymMembership)
        v4Gym.monthlyCost = 5_000
        expected.members[1].benefits.remove(at: 1)
        expected.members[0].benefits.append(v4Gym)
        #expect(try Self.body(old.serializedBytes()) == Self.body(expected.serializedBytes()))
        // Equatable and Sendable like the family's fields allow.
        let copy: any Sendable = opaque
        #expect(copy as? HRv3.BenefitFamily.Opaque == opaque)
    }

    @Test(
        "old generated code rejects an unknown member written as a class instance, and a malformed tag",
        arguments: [
            // Tag table ["gym"], no entries; a protocol value: tag 1, then one varint ≥ 1 (a class
            // member's entry number). The error is at the tag number.
            ([0x01, 0x03, 0x67, 0x79, 0x6D, 0x00, 0x02, 0x01, 0x05], 7, "class instance"),
            ([0x01, 0x03, 0x67, 0x79, 0x6D, 0x00, 0x02, 0x01, 0x01], 7, "class instance"),
            // The tag "g m" in the table is malformed: the error is at its length prefix.
            ([0x01, 0x03, 0x67, 0x20, 0x6D, 0x00, 0x02, 0x01, 0x00], 1, "well-formed"),
        ] as [([UInt8], Int, String)])
    func opaqueRefused(_ bytes: [UInt8], _ offset: Int, _ mentioning: String) throws {
        let result = bytes.withUnsafeBytes { buffer in
            Result { () throws(SheafError) in
                var reader = SheafReader(buffer: buffer)
                try reader.readTables()
                return try reader.readFamilyValue(HRv3.BenefitFamily.self)
            }
        }
        guard case .failure(let error) = result else {
            Issue.record("read a member from \(bytes)")
            return
        }
        #expect(error.code == .unknownFamilyTag)
        #expect(error.offset == offset)
        #expect(error.message.contains(mentioning), "\(error.message)")
    }

    @Test("an opaque member whose body is cut short is an error with offset and path")
    func opaqueTruncated() throws {
        let bytes = try GeneratedV4.archive(of: Scenario.gymBenefit.department)
        // The gym member's club: key 1A, length 9, "Riverside". Cut the archive inside it by
        // claiming a longer club: the length 9 becomes 0x7F, past the member's end.
        let club: [UInt8] = [0x1A, 0x09] + Array("Riverside".utf8)
        let clubOffset = try #require(bytes.indices.first { bytes[$0...].starts(with: club) })
        var damaged = bytes
        damaged[clubOffset + 1] = 0x7F
        do {
            let value = try HRv3.Department(serializedBytes: damaged)
            Issue.record("read \(value)")
        } catch {
            #expect(error.code == .lengthOutOfBounds)
            #expect(error.offset == clubOffset + 1)
            #expect(error.pathDescription == "$.members[1].benefits[1]")
        }
    }

    static func body(_ archive: [UInt8]) throws -> [UInt8] {
        Array(archive[try SheafArchiveHeader(parsing: archive).bodyOffset...])
    }
}
