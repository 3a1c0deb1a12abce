import Foundation
import SheafGenerator
import Testing

/// A protocol family whose members are all value types passes `Equatable`, `Hashable` and
/// `Sendable` on to the types that hold its values; one with a class member does not. The
/// expected declarations are written out by hand here, independently of the snapshots.
@Suite("Family conformances")
struct FamilyConformanceTests {
    static let valueFamily = """
        schema: s
        version: 1
        types:
          Attachment:
            kind: protocol
            fields:
              caption: { id: 1, type: string }
          Link:
            kind: struct
            conforms: [Attachment]
            fields:
              address: { id: 2, type: string }
          Note:
            kind: struct
            fields:
              body: { id: 1, type: string }
              attachments: { id: 2, type: "[Attachment]" }
          Clip:
            kind: enum
            cases:
              one: { id: 1, fields: { item: { id: 1, type: Attachment } } }
              none: { id: 2 }
        """

    @Test("the protocol refines Hashable and Sendable; its family compares members as AnyHashable")
    func valueFamilyProtocol() throws {
        let text = try AliasPropertyTests.generate(Self.valueFamily)
        #expect(text.contains("protocol Attachment: SheafFamilyMember, Codable, Hashable, Sendable {"))
        #expect(text.contains("enum AttachmentFamily: SheafFamily, SheafCodableFamily, SheafHashableFamily {"))
        #expect(text.contains("    static func hashableValue(_ value: any Attachment) -> AnyHashable { AnyHashable(value) }"))
    }

    @Test("a struct holding family values spells out == and hash(into:) through the family's wrapper")
    func structHoldingFamilyValues() throws {
        let text = try AliasPropertyTests.generate(Self.valueFamily)
        #expect(
            text.contains(
                """
                extension Note: Equatable {
                    /// Whether every stored property is equal (protocol values: of the same member type and equal).
                    static func == (lhs: Self, rhs: Self) -> Bool {
                        guard lhs.body == rhs.body else { return false }
                        guard (lhs.attachments.map { AnyAttachment($0) }) == (rhs.attachments.map { AnyAttachment($0) }) else { return false }
                        guard lhs.sheafUnknownFields == rhs.sheafUnknownFields else { return false }
                        return true
                    }
                }

                extension Note: Hashable {
                    /// Hashes every stored property, as `==` compares them.
                    func hash(into hasher: inout Hasher) {
                        hasher.combine(body)
                        hasher.combine(attachments.map { AnyAttachment($0) })
                        hasher.combine(sheafUnknownFields)
                    }
                }

                extension Note: Sendable {}
                """))
    }

    @Test("a payload enum holding family values compares case by case")
    func payloadEnumHoldingFamilyValues() throws {
        let text = try AliasPropertyTests.generate(Self.valueFamily)
        #expect(
            text.contains(
                """
                    static func == (lhs: Self, rhs: Self) -> Bool {
                        switch (lhs, rhs) {
                        case let (.one(left0), .one(right0)): return AnyAttachment(left0) == AnyAttachment(right0)
                        case (.none, .none): return true
                        default: return false
                        }
                    }
                """))
        #expect(
            text.contains(
                """
                        switch self {
                        case let .one(value0):
                            hasher.combine(1)
                            hasher.combine(AnyAttachment(value0))
                        case .none:
                            hasher.combine(2)
                        }
                """))
    }

    @Test("a family with a class member passes nothing on")
    func classMember() throws {
        let text = try AliasPropertyTests.generate(
            """
            schema: s
            version: 1
            types:
              Attachment:
                kind: protocol
                fields:
                  caption: { id: 1, type: string }
              Folder:
                kind: class
                conforms: [Attachment]
              Note:
                kind: struct
                fields:
                  attachments: { id: 1, type: "[Attachment]" }
            """)
        #expect(text.contains("protocol Attachment: SheafFamilyMember, Codable {"))
        #expect(!text.contains("SheafHashableFamily"))
        #expect(!text.contains("extension Note: Equatable"))
        #expect(!text.contains("extension Note: Sendable"))
    }
}
