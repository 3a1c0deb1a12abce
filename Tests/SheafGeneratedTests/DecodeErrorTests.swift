import Foundation
import Sheaf
import Testing

/// Every way generated decoders reject bad input: a typed error with its code, byte offset
/// and path, never a crash.
@Suite("Decode errors of generated code")
struct DecodeErrorTests {
    func decodeError<T: SheafMessage>(
        _ type: T.Type, _ bytes: [UInt8], options: SheafOptions = SheafOptions(),
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> SheafError? {
        do {
            _ = try T(serializedBytes: bytes, options: options)
            Issue.record("decoding succeeded", sourceLocation: sourceLocation)
            return nil
        } catch {
            return error
        }
    }

    @Test func wrongRootType() throws {
        let bytes = try Employee(name: "Ann").serializedBytes()
        let error = decodeError(Car.self, bytes)
        #expect(error?.code == .rootTypeMismatch)
        #expect(error?.message.contains("'Employee'") == true)
        let stack = try Stack<Int64>(items: [1]).serializedBytes()
        #expect(decodeError(Stack<Int32>.self, stack)?.code == .rootTypeMismatch)
        #expect(decodeError(Stack<Int64?>.self, stack)?.code == .rootTypeMismatch)
    }

    @Test func otherSchema() throws {
        let bytes = try Employee(name: "Ann").serializedBytes()
        #expect(decodeError(Series.self, bytes)?.code == .schemaMismatch)
    }

    @Test func everyTruncationIsDetected() throws {
        let root = Node(label: "root")
        root.children = [Node(label: "child", parent: root)]
        let garage = Garage(
            vehicles: [
                Car(make: "Saab", model: "900", cylinders: 4),
                Bus(make: "V", model: "7", seats: 3, driver: Employee(name: "D", manager: Employee(name: "E"))),
            ],
            stacks: [Stack(items: [1, 1000, -5])], shapes: ["c": .circle(radius: 1)])
        let archives: [(String, [UInt8], ([UInt8]) -> SheafError?)] = [
            ("Garage", try garage.serializedBytes(), { decodeError(Garage.self, $0) }),
            ("Node", try root.serializedBytes(), { decodeError(Node.self, $0) }),
        ]
        let expected: Set<SheafError.Code> = [.truncated, .lengthOutOfBounds, .countOutOfBounds]
        for (name, bytes, decode) in archives {
            for length in 0..<bytes.count {
                let error = decode(Array(bytes.prefix(length)))
                #expect(error.map { expected.contains($0.code) } == true, "\(name) cut to \(length) bytes: \(String(describing: error))")
                // A length past the end is met first at the outermost value, whose end is the
                // input's: the message says what happened.
                if let error, error.code == .lengthOutOfBounds {
                    #expect(error.message.hasSuffix("left in the input: the archive is truncated (or this length is damaged)"))
                }
            }
        }
    }

    @Test func unknownFamilyTag() throws {
        // Garage (entry 1): vehicles: [ { tag 1 ("plane"), then one varint ≥ 1: a class
        // instance's reference } ]: a member the family does not list can be kept opaque only
        // when it is a struct.
        let member: [UInt8] = [0x01, 0x01]
        let list = ArchiveBytes.len([0x01] + ArchiveBytes.len(member))
        let bytes = ArchiveBytes.archive(Garage.self, tags: ["plane"], entries: [[0x0A] + list], root: [0x01])
        let error = try #require(decodeError(Garage.self, bytes))
        #expect(error.code == .unknownFamilyTag)
        #expect(error.pathDescription == "$.vehicles[0]")
        #expect(error.message.contains("\"plane\""))
        // The tag number's offset: header, tag table (7 bytes), N, entry length, key, list
        // length, count, member length.
        #expect(error.offset == ArchiveBytes.header(for: Garage.self).count + 13)
    }

    @Test func depthLimit() throws {
        var list = ListNode(value: 0)
        for value in 1...150 {
            list = ListNode(value: Int64(value), next: list)
        }
        // The writer enforces the same limit as the reader.
        #expect(throws: SheafError.self) { try list.serializedBytes() }
        let deep = SheafOptions(maxDepth: 1000)
        let bytes = try list.serializedBytes(options: deep)
        #expect(decodeError(ListNode.self, bytes)?.code == .depthLimitExceeded)
        #expect(try ListNode(serializedBytes: bytes, options: deep) == list)
        #expect(decodeError(ListNode.self, bytes, options: SheafOptions(maxDepth: 3))?.pathDescription == "$.next.next.next")
    }

    @Test func invalidUTF8() {
        let body: [UInt8] = [0x05, 0x0A, 0x03, 0x41, 0xFF, 0x6E]
        let error = decodeError(Employee.self, ArchiveBytes.archive(Employee.self, root: body))
        #expect(error?.code == .invalidUTF8)
        #expect(error?.pathDescription == "$.name")
    }

    @Test func missingRequiredField() {
        // Employee with only age: name (id 1) is required.
        let error = decodeError(Employee.self, ArchiveBytes.archive(Employee.self, root: [0x02, 0x10, 0x44]))
        #expect(error?.code == .missingRequiredField)
        #expect(error?.pathDescription == "$.name")
        // A required field inside a payload case, and a generic parameter field.
        #expect(decodeError(Shape.self, ArchiveBytes.archive(Shape.self, root: [0x01, 0x01]))?.code == .missingRequiredField)
        #expect(
            decodeError(Pair<Int8, Int8>.self, ArchiveBytes.archive(Pair<Int8, Int8>.self, root: [0x02, 0x08, 0x02]))?.code
                == .missingRequiredField)
    }

    @Test func genericParameterFieldTakesTheArgumentsDefault() throws {
        // Pair<string?, int8>: first is optional in this instance, so it may be absent.
        let bytes = ArchiveBytes.archive(Pair<String?, Int8>.self, root: [0x02, 0x10, 0x02])
        let pair = try Pair<String?, Int8>(serializedBytes: bytes)
        #expect(pair.first == nil && pair.second == 1)
        #expect(try pair.serializedBytes() == bytes)
    }

    @Test func unknownCasesAndValues() {
        #expect(decodeError(Shape.self, ArchiveBytes.archive(Shape.self, root: [0x01, 0x09]))?.code == .unknownEnumCase)
        // Tiny is a closed int8 enum: zigzag 10 = 5 is not a case.
        #expect(decodeError(Tiny.self, ArchiveBytes.archive(Tiny.self, root: [0x0A]))?.code == .unknownEnumValue)
        // Keywords.enum (Tiny) inside a struct: the path names the field.
        let error = decodeError(Keywords.self, ArchiveBytes.archive(Keywords.self, root: [0x03, 0xC8, 0x01, 0x0A]))
        #expect(error?.code == .unknownEnumValue)
        #expect(error?.pathDescription == "$.enum")
    }

    @Test func duplicateFieldAndWireKind() {
        let twice: [UInt8] = [0x06, 0x0A, 0x01, 0x41, 0x0A, 0x01, 0x42]
        let duplicate = decodeError(Employee.self, ArchiveBytes.archive(Employee.self, root: twice))
        #expect(duplicate?.code == .duplicateField)
        #expect(duplicate?.pathDescription == "$.name")
        let varintName: [UInt8] = [0x02, 0x08, 0x01]
        let kind = decodeError(Employee.self, ArchiveBytes.archive(Employee.self, root: varintName))
        #expect(kind?.code == .wireKindMismatch)
        #expect(kind?.pathDescription == "$.name")
        let familyKind = decodeError(Garage.self, ArchiveBytes.archive(Garage.self, entries: [[0x08, 0x01]], root: [0x01]))
        #expect(familyKind?.code == .wireKindMismatch)
        #expect(familyKind?.pathDescription == "$.vehicles")
        let emptyList: [UInt8] = [0x0A, 0x01, 0x00]
        let familyTwice = decodeError(Garage.self, ArchiveBytes.archive(Garage.self, entries: [emptyList + emptyList], root: [0x01]))
        #expect(familyTwice?.code == .duplicateField)
        #expect(familyTwice?.pathDescription == "$.vehicles")
        // A single protocol value (Loan.item) with the wrong kind.
        let loanItem = decodeError(Loan.self, ArchiveBytes.archive(Loan.self, root: [0x02, 0x08, 0x01]))
        #expect(loanItem?.code == .wireKindMismatch)
        #expect(loanItem?.pathDescription == "$.item")
    }

    @Test func references() {
        // A Node that is entry 5 of an empty instance table; and entry 0.
        #expect(decodeError(Node.self, ArchiveBytes.archive(Node.self, root: [0x05]))?.code == .danglingReference)
        #expect(decodeError(Node.self, ArchiveBytes.archive(Node.self, root: [0x00]))?.code == .danglingReference)
        // Depot (entry 1) whose charger, a PowerBank (tag 1), refers back to entry 1.
        let charger: [UInt8] = [0x01, 0x01]
        let chargers = ArchiveBytes.len([0x01] + ArchiveBytes.len(charger))
        let queue: [UInt8] = [0x2A, 0x00]
        let depot: [UInt8] = [0x0A, 0x01, 0x44, 0x22] + chargers + queue
        let error = decodeError(Depot.self, ArchiveBytes.archive(Depot.self, tags: ["PowerBank"], entries: [depot], root: [0x01]))
        #expect(error?.code == .referenceTypeMismatch)
        #expect(error?.pathDescription == "$.chargers[0]")
    }

    @Test func everySingleByteMutationIsAValueOrAnError() throws {
        let author = Author(name: "A", born: -300)
        let member = Member(memberId: UUID(), displayName: "M", joinedAt: Date(timeIntervalSince1970: 9))
        member.household = [member]
        let book = Book(
            itemId: UUID(), title: "B", acquiredAt: Date(timeIntervalSince1970: 1), isbn13: "9", authors: [author, author],
            format: .audiobook(durationSeconds: 60, narrators: ["n"]), genres: [.poetry, .unrecognized("zine")])
        let branch = Branch(
            name: "Br", address: Address(street: "s", city: "c", postalCode: "p"), catalogue: [book.itemId: book],
            shelves: ["s": [book]], hours: [.friday: OpeningHours(opens: 1, closes: 2)], members: [member],
            loans: [Loan(item: book, member: member, borrowedAt: Date(timeIntervalSince1970: 1), dueAt: Date(timeIntervalSince1970: 2))],
            visitorsByYear: [-1: 7])
        branch.partners = [branch]
        let bytes: [UInt8] = try Library(name: "L", branches: [branch], browse: Page(items: [AnyLibraryItem(book)])).serializedBytes()
        var failures = 0
        for index in bytes.indices {
            for replacement: UInt8 in [0x00, 0x01, 0x7F, 0x80, 0xFF, bytes[index] ^ 0x08] where replacement != bytes[index] {
                var mutated = bytes
                mutated[index] = replacement
                do {
                    let value = try Library(serializedBytes: mutated)
                    // Whatever decodes must encode again.
                    _ = try value.serializedBytes()
                } catch {
                    failures += 1
                }
            }
        }
        #expect(failures > bytes.count)
    }

    @Test func trailingBytes() throws {
        let bytes = try Employee(name: "Ann").serializedBytes() + [0x00]
        #expect(decodeError(Employee.self, bytes)?.code == .trailingBytes)
    }
}
