import Foundation
import HRv1
import HRv2
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

    enum Resaver: String, CaseIterable {
        case generated, dynamic
    }

    @Test("re-saved by the other version, read back by the writer's version", arguments: resaveCells, Resaver.allCases)
    func resave(_ cell: MatrixCell, by resaver: Resaver) throws {
        let original = try cell.writer.generated.archive(of: cell.scenario.department)
        let resaved = switch resaver {
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

    @Test("an unknown family member is an error naming its tag, at the tag's offset", arguments: [HRVersion.v1, .v2, .v3])
    func unknownFamilyMember(_ reader: HRVersion) throws {
        let bytes = try GeneratedV4.archive(of: Scenario.gymBenefit.department)
        // The tag is a string: its length (3), then "gym"; it occurs once in the archive.
        let tag: [UInt8] = [3] + Array("gym".utf8)
        let tagOffset = try #require(bytes.indices.first { bytes[$0...].starts(with: tag) })
        for result in [
            Result { () throws(SheafError) in try reader.generated.read(bytes) },
            Result { () throws(SheafError) in try DynamicHR(version: reader).read(bytes) },
        ] {
            guard case .failure(let error) = result else {
                Issue.record("\(reader) read a gym benefit")
                continue
            }
            #expect(error.code == .unknownFamilyTag)
            #expect(error.message.contains("\"gym\""), "\(error.message)")
            #expect(error.message.contains("Benefit"), "\(error.message)")
            #expect(error.pathDescription == "$.members[1].benefits[1]")
            #expect(error.offset == tagOffset)
        }
    }

    static func body(_ archive: [UInt8]) throws -> [UInt8] {
        Array(archive[try SheafArchiveHeader(parsing: archive).bodyOffset...])
    }
}
