import Foundation
import Sheaf
import SheafTestSupport
import Testing
import WorkshopV1
import WorkshopV3

/// Bad input on the paths an old app takes through a newer archive — opaque members, the
/// tables, references, kept bytes — is a typed error with its offset and path, never a crash
/// or a misread value. Archives are written by hand (format 2: header, tag table, instance
/// table, root); `H` below is the header's length.
@Suite("An old app meets bad input")
struct OldAppBadInputTests {
    /// The header of a workshop `Shop` archive (readers accept any version and fingerprint).
    static let header: [UInt8] =
        [0x89, 0x53, 0x48, 0x46, 0x02, 0x00] + HandBytes.string("workshop") + HandBytes.varint(3)
        + WorkshopV3.Shop.sheafFingerprint.bytes + HandBytes.string("Shop")

    static func error<T: SheafMessage>(_ type: T.Type, _ body: [UInt8]) -> SheafError? {
        do {
            _ = try T(serializedBytes: header + body)
            return nil
        } catch {
            return error
        }
    }

    static func expect<T: SheafMessage>(
        _ type: T.Type, _ body: [UInt8], _ code: SheafError.Code, at offset: Int, path: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let error = error(type, body)
        #expect(error?.code == code, "\(String(describing: error))", sourceLocation: sourceLocation)
        #expect(error?.offset == header.count + offset, "\(String(describing: error))", sourceLocation: sourceLocation)
        #expect(error?.pathDescription == path, "\(String(describing: error))", sourceLocation: sourceLocation)
    }

    @Test("an opaque member with a truncated body")
    func truncatedOpaqueMember() {
        // Tags: 1 "truck"; no entries. Shop: name "S", vehicles: [ tag 1, member of 4 bytes:
        // make "M", then the key of field 2 (VARINT) with its value missing ].
        let body: [UInt8] =
            [0x01, 0x05] + Array("truck".utf8) + [0x00]
            + [0x0D, 0x0A, 0x01, 0x53, 0x12, 0x08, 0x01, 0x06, 0x01, 0x04, 0x0A, 0x01, 0x4D, 0x10]
        Self.expect(WorkshopV1.Shop.self, body, .truncated, at: 22, path: "$.vehicles[0]")
        // The member's length running past the list.
        var long = body
        long[17] = 0x05
        Self.expect(WorkshopV1.Shop.self, long, .lengthOutOfBounds, at: 17, path: "$.vehicles[0]")
    }

    @Test("an unknown member that is a class instance cannot be kept")
    func classMember() {
        // vehicles: [ tag 1 "tram", then one varint (entry 1): a class member's reference ].
        let body: [UInt8] =
            [0x01, 0x04] + Array("tram".utf8) + [0x01, 0x03, 0x0A, 0x01, 0x41]
            + [0x09, 0x0A, 0x01, 0x53, 0x12, 0x04, 0x01, 0x02, 0x01, 0x01]
        Self.expect(WorkshopV1.Shop.self, body, .unknownFamilyTag, at: 19, path: "$.vehicles[0]")
    }

    @Test("a reference to an entry nothing defines")
    func dangling() {
        // Two entries (Mechanics "A" and "B"); lead (id 7, VARINT) names entry 3.
        let tables: [UInt8] = [0x00, 0x02, 0x03, 0x0A, 0x01, 0x41, 0x03, 0x0A, 0x01, 0x42]
        Self.expect(WorkshopV1.Shop.self, tables + [0x05, 0x0A, 0x01, 0x53, 0x38, 0x03], .danglingReference, at: 15, path: "$.lead")
        Self.expect(WorkshopV1.Shop.self, tables + [0x05, 0x0A, 0x01, 0x53, 0x38, 0x00], .danglingReference, at: 15, path: "$.lead")
    }

    @Test("an entry of the instance table cut short")
    func entryCutShort() {
        // Entry 1 says 9 bytes; 4 are left.
        Self.expect(WorkshopV1.Shop.self, [0x00, 0x01, 0x09, 0x0A, 0x01, 0x41, 0x00], .lengthOutOfBounds, at: 2, path: "$")
    }

    @Test("an unknown field that claims to hold instances but is cut short")
    func unknownFieldCutShort() {
        // mentors (id 6, unknown to version 1): a list whose length runs past the shop.
        Self.expect(
            WorkshopV1.Shop.self, [0x00, 0x00, 0x07, 0x0A, 0x01, 0x53, 0x32, 0x09, 0x01, 0x01], .lengthOutOfBounds, at: 7, path: "$")
        // mentors names entry 1, whose name is cut short. Version 1 never reads the entry as a
        // Mechanic but checks it at the end; version 3 reads it through mentors.
        let body: [UInt8] = [0x00, 0x01, 0x03, 0x0A, 0x05, 0x41] + [0x07, 0x0A, 0x01, 0x53, 0x32, 0x02, 0x01, 0x01]
        Self.expect(WorkshopV1.Shop.self, body, .lengthOutOfBounds, at: 4, path: "@1")
        Self.expect(WorkshopV3.Shop.self, body, .lengthOutOfBounds, at: 4, path: "$.mentors[0].name")
    }

    @Test("kept bytes of two archives in one write")
    func twoOrigins() throws {
        let newBytes = try OldAppReadsNewAppTests.newShop().serializedBytes()
        let first = try WorkshopV1.Shop(serializedBytes: newBytes)
        let second = try WorkshopV1.Shop(serializedBytes: newBytes)
        // Members of one archive together: fine.
        let together = WorkshopV1.Shop(name: "T", vehicles: [first.vehicles[1], first.vehicles[2]])
        let back = try WorkshopV3.Shop(serializedBytes: try together.serializedBytes())
        #expect(back.vehicles.map { type(of: $0).sheafTag } == ["truck", "bike"])
        // Members of two archives, each with its own tables: their numbers cannot both hold.
        let mixed = WorkshopV1.Shop(name: "M", vehicles: [first.vehicles[1], second.vehicles[2]])
        #expect(first.sheafUnknownFields.origin !== second.sheafUnknownFields.origin)
        let error = #expect(throws: SheafError.self) { try mixed.serializedBytes() }
        #expect(error?.code == .originConflict)
        #expect(error?.offset == nil)
    }
}
