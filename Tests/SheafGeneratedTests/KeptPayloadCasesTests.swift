import Foundation
import Sheaf
import Testing

/// Fields a newer writer added to payload-enum cases: the struct or class whose field holds the
/// value keeps them (`SheafUnknownFields.payloadCases`) and writes them back for every value it
/// still holds unchanged. Archives are spelled out byte by byte from the format's rules.
@Suite("Payload cases keep a newer writer's fields")
struct KeptPayloadCasesTests {
    typealias B = ArchiveBytes

    /// `.circle(radius: 1.5)` as a newer writer wrote it: case 1, radius (field 1, I64), then
    /// field 5 (VARINT 7) that this version does not know.
    static let newerCircle: [UInt8] = [0x01] + B.key(1, 1) + [0, 0, 0, 0, 0, 0, 0xF8, 0x3F] + B.key(5, 0) + [0x07]
    /// The same case without field 5.
    static let knownCircle: [UInt8] = [0x01] + B.key(1, 1) + [0, 0, 0, 0, 0, 0, 0xF8, 0x3F]

    /// A `Garage` (a class, in entry 1) whose `shapes` map (field 3) holds the circle under "a".
    static func garage(shapes: [(String, [UInt8])]) -> [UInt8] {
        let map = B.varint(UInt64(shapes.count)) + shapes.flatMap { B.string($0.0) + B.len($0.1) }
        return B.archive(Garage.self, entries: [B.key(3, 2) + B.len(map)], root: [0x01])
    }

    @Test func aClassKeepsTheCaseFieldsOfTheEnumsInItsMap() throws {
        let bytes = Self.garage(shapes: [("a", Self.newerCircle)])
        let garage = try Garage(serializedBytes: bytes)
        #expect(garage.shapes == ["a": .circle(radius: 1.5)])
        #expect(
            garage.sheafUnknownFields.payloadCases == [
                SheafUnknownFields.PayloadCase(knownBytes: Self.knownCircle, rawBytes: Self.newerCircle, position: 1)
            ])
        #expect(try garage.serializedBytes() == bytes)
    }

    static let twoCircle: [UInt8] = [0x01] + B.key(1, 1) + [0, 0, 0, 0, 0, 0, 0, 0x40]

    @Test func aValueMovedLaterKeepsThemAChangedOneDoesNot() throws {
        let garage = try Garage(serializedBytes: Self.garage(shapes: [("a", Self.newerCircle)]))
        garage.shapes["c"] = garage.shapes.removeValue(forKey: "a")  // moved after a new value
        garage.shapes["b"] = .circle(radius: 2)  // new
        #expect(try garage.serializedBytes() == Self.garage(shapes: [("b", Self.twoCircle), ("c", Self.newerCircle)]))

        garage.shapes = ["b": .circle(radius: 2)]  // replaced
        #expect(try garage.serializedBytes() == Self.garage(shapes: [("b", Self.twoCircle)]))
    }

    @Test func aCopyDoesNotGainFieldsItsOriginalHadOnce() throws {
        let garage = try Garage(serializedBytes: Self.garage(shapes: [("a", Self.newerCircle)]))
        garage.shapes["b"] = garage.shapes["a"]
        #expect(try garage.serializedBytes() == Self.garage(shapes: [("a", Self.newerCircle), ("b", Self.knownCircle)]))
    }

    @Test func equalLookingValuesWithAndWithoutFieldsComeBackAsTheyWere() throws {
        // "a" has no unknown field, "b" has one; to this version both are circle(1.5). Written
        // back unchanged, each is what it was; neither gains the other's field.
        let bytes = Self.garage(shapes: [("a", Self.knownCircle), ("b", Self.newerCircle), ("c", Self.knownCircle)])
        let garage = try Garage(serializedBytes: bytes)
        #expect(garage.sheafUnknownFields.payloadCases.map(\.position) == [2])
        #expect(try garage.serializedBytes() == bytes)
    }

    @Test func twoEqualLookingValuesGetBackTheirOwnFields() throws {
        let other: [UInt8] = Self.knownCircle + B.key(5, 0) + [0x08]
        let bytes = Self.garage(shapes: [("a", Self.newerCircle), ("b", other)])
        let garage = try Garage(serializedBytes: bytes)
        #expect(garage.shapes["a"] == garage.shapes["b"])
        #expect(try garage.serializedBytes() == bytes)
    }

    @Test func nestedCasesAndNestedContainersEachKeepTheirOwn() throws {
        // Keywords { case (15): .return(value: .init(protocol: "p")) with field 9 unknown inside
        // and field 7 unknown outside; super (22): Keywords { case: .init(protocol: "p") } }.
        let innerToken: [UInt8] = [0x04] + B.key(1, 2) + B.string("p")
        let newerInner = innerToken + B.key(9, 0) + [0x01]
        let newerOuter: [UInt8] = [0x05] + B.key(1, 2) + B.len(newerInner) + B.key(7, 2) + B.string("zz")
        let nested = B.key(15, 2) + B.len(innerToken)
        let content = B.key(15, 2) + B.len(newerOuter) + B.key(22, 2) + B.len(nested)
        let bytes = B.archive(Keywords.self, root: B.len(content))

        let keywords = try Keywords(serializedBytes: bytes)
        #expect(keywords.case == .return(value: .`init`(protocol: "p")))
        #expect(keywords.sheafUnknownFields.payloadCases.map(\.rawBytes) == [newerInner, newerOuter])
        // The nested struct's token has the same known bytes as the kept inner one, but it never
        // had field 9: it must not get it.
        #expect(keywords.super?.case == .`init`(protocol: "p"))
        #expect(keywords.super?.sheafUnknownFields.isEmpty == true)
        #expect(try keywords.serializedBytes() == bytes)
    }

    @Test func aGenericStructKeepsThemAndTheyMakeValuesUnequal() throws {
        // Pair<string, Shape> { first (1): "x", second (2): the newer circle }.
        let content = B.key(1, 2) + B.string("x") + B.key(2, 2) + B.len(Self.newerCircle)
        let bytes = B.archive(Pair<String, Shape>.self, root: B.len(content))
        let pair = try Pair<String, Shape>(serializedBytes: bytes)
        #expect(pair.second == .circle(radius: 1.5))
        #expect(try pair.serializedBytes() == bytes)
        #expect(pair != Pair(first: "x", second: .circle(radius: 1.5)))
        var cleared = pair
        cleared.sheafUnknownFields.removeAll()
        #expect(cleared == Pair(first: "x", second: .circle(radius: 1.5)))
    }

    @Test func aKeptCaseThatRefersToAnInstanceComesBackWithTheArchivesNumbers() throws {
        // Pair<Garage, Pair<int32, Outcome<Garage>>>: first (1) is the garage in entry 1; the
        // inner pair's second (2) is .success(value: entry 1) with field 9 unknown. The inner
        // pair is written after the garage was numbered, so the writer starts again with the
        // archive's tables preloaded, and the kept case's reference still names entry 1.
        typealias Inner = Pair<Int32, Outcome<Garage>>
        let successCase: [UInt8] = [0x01] + B.key(1, 0) + [0x01] + B.key(9, 0) + [0x02]
        let inner = B.key(1, 0) + [0x05] + B.key(2, 2) + B.len(successCase)
        let root = B.len(B.key(1, 0) + [0x01] + B.key(2, 2) + B.len(inner))
        let bytes = B.archive(Pair<Garage, Inner>.self, entries: [[]], root: root)

        let pair = try Pair<Garage, Inner>(serializedBytes: bytes)
        guard case .success(let garage) = pair.second.second else {
            Issue.record("expected .success, read \(pair.second.second)")
            return
        }
        #expect(garage === pair.first)
        #expect(pair.second.sheafUnknownFields.payloadCases.first?.origin?.entryCount == 1)
        #expect(try pair.serializedBytes() == bytes)
    }

    @Test func aCaseInAnEntryReadFromInsideAnotherCaseKeepsOnlyItsOwnFields() throws {
        // Pair<int32, Outcome<Garage>>: the outer case holds unknown field 9 before field 1, a
        // reference to entry 1; entry 1, read at that reference, is a Garage whose map holds the
        // newer circle. The entry lies before the root, so the outer case's unknown field lies
        // after the circle's content: it must stay with the outer case.
        let successCase: [UInt8] = [0x01] + B.key(9, 0) + [0x02] + B.key(1, 0) + [0x01]
        let map = B.varint(1) + B.string("a") + B.len(Self.newerCircle)
        let root = B.len(B.key(1, 0) + [0x05] + B.key(2, 2) + B.len(successCase))
        let bytes = B.archive(Pair<Int32, Outcome<Garage>>.self, entries: [B.key(3, 2) + B.len(map)], root: root)

        let pair = try Pair<Int32, Outcome<Garage>>(serializedBytes: bytes)
        guard case .success(let garage) = pair.second else {
            Issue.record("expected .success, read \(pair.second)")
            return
        }
        #expect(garage.sheafUnknownFields.payloadCases.map(\.rawBytes) == [Self.newerCircle])
        #expect(pair.sheafUnknownFields.payloadCases.map(\.rawBytes) == [successCase])
        #expect(try pair.serializedBytes() == bytes)
    }

    @Test func aCaseFieldCutShortIsAnError() throws {
        // Field 5 claims 4 bytes of a LEN value inside the case; the case ends after 1.
        let circle: [UInt8] = Self.knownCircle + B.key(5, 2) + [0x04, 0x00]
        do {
            _ = try Garage(serializedBytes: Self.garage(shapes: [("a", circle)]))
            Issue.record("decoded a case whose unknown field runs past its end")
        } catch {
            #expect(error.code == .lengthOutOfBounds)
        }
    }

    @Test func aRepeatedUnknownCaseFieldIsADuplicate() throws {
        let circle: [UInt8] = Self.newerCircle + B.key(5, 0) + [0x07]
        do {
            _ = try Garage(serializedBytes: Self.garage(shapes: [("a", circle)]))
            Issue.record("decoded an archive with field 5 twice in one case")
        } catch {
            #expect(error.code == .duplicateField)
        }
    }
}
