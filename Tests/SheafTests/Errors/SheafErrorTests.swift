import Sheaf
import SheafTestSupport
import Testing

/// How errors print: `code at byte N (path): message`.
@Suite("SheafError")
struct SheafErrorTests {
    @Test("description and path notation")
    func description() {
        let error = SheafError(.integerOverflow, offset: 17, message: "300 does not fit UInt8")
            .prepending(.field("cylinders"))
            .prepending(.index(2))
            .prepending(.field("vehicles"))
        #expect(error.pathDescription == "$.vehicles[2].cylinders")
        #expect(error.path == [.field("vehicles"), .index(2), .field("cylinders")])
        #expect(error.description == "integerOverflow at byte 17 ($.vehicles[2].cylinders): 300 does not fit UInt8")
        #expect(SheafError(.ioError, message: "disk full").description == "ioError: disk full")
    }

    @Test("hasPath says whether a path was given or prepended")
    func hasPath() {
        let bare = SheafError(.truncated, offset: 3, message: "m")
        #expect(!bare.hasPath)
        #expect(bare.prepending(.index(0)).hasPath)
        #expect(SheafError(.truncated, message: "m", path: [.field("a")]).hasPath)
    }

    @Test("an error is a value: changing a copy leaves the original alone")
    func valueSemantics() {
        let original = SheafError(.truncated, offset: 3, message: "string needs 5 bytes, 2 remain")
            .prepending(.field("name"))
        var copy = original
        copy.code = .lengthMismatch
        copy.offset = nil
        copy.message = "changed"
        let longer = original.prepending(.index(4))
        #expect(original.code == .truncated)
        #expect(original.offset == 3)
        #expect(original.message == "string needs 5 bytes, 2 remain")
        #expect(original.pathDescription == "$.name")
        #expect(longer.pathDescription == "$[4].name")
        #expect(copy.description == "lengthMismatch ($.name): changed")
        #expect(copy != original)
    }

    @Test("equal and hashed alike by contents, not by identity")
    func equality() {
        let first = SheafError(.truncated, offset: 3, message: "m", path: [.field("a")])
        let second = SheafError(.truncated, offset: 3, message: "m").prepending(.field("a"))
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        #expect(Set([first, second]).count == 1)
        #expect(first != SheafError(.truncated, offset: 4, message: "m", path: [.field("a")]))
        #expect(first != SheafError(.truncated, offset: 3, message: "m", path: [.field("b")]))
        #expect(first != SheafError(.truncated, offset: 3, message: "n", path: [.field("a")]))
        #expect(first != SheafError(.lengthMismatch, offset: 3, message: "m", path: [.field("a")]))
    }

    @Test("map keys print quoted, with JSON escapes")
    func keys() {
        #expect(SheafPathComponent.key("math").description == "[\"math\"]")
        #expect(SheafPathComponent.key("a\"b\\c\n\u{1}").description == "[\"a\\\"b\\\\c\\n\\u0001\"]")
    }

    @Test("the message from a real decode names what went wrong")
    func realMessage() {
        do {
            _ = try decodeBare(String.self, hex("05 41"))
            Issue.record("expected an error")
        } catch {
            #expect(
                error.description
                    == "lengthOutOfBounds at byte 0: length 5 exceeds the 1 byte left in the input: the archive is truncated (or this length is damaged)"
            )
        }
    }

    @Test("a length past the end of an enclosing value does not claim the archive is truncated")
    func enclosingLength() {
        do {
            // A list of one string, 3 bytes long: the string claims 5 of the 2 bytes left in the list.
            _ = try decodeBare([String].self, hex("03 01 05 41 42 43 44 45 46"))
            Issue.record("expected an error")
        } catch {
            #expect(error.code == .lengthOutOfBounds)
            #expect(error.message == "length 5 exceeds the 1 byte left in the enclosing value")
        }
    }
}
