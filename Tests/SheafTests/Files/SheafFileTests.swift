import Foundation
import Sheaf
import Testing

/// Archive files: atomic replacement, typed errors, nothing left behind on failure.
///
/// The tests may run as root, which ignores permission bits, so failures are provoked with
/// paths no process can write through: a target that is a folder, a parent that is a file, a
/// folder that does not exist.
@Suite("Archive files")
struct SheafFileTests {
    /// A fresh folder, removed after `body`.
    func withFolder(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("sheaf-file-tests-" + UUID().uuidString, isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    func entries(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    let ann = Employee(name: "Ann", age: 34)
    let bob = Employee(name: "Bob")

    @Test("write, read back, replace")
    func roundTrip() throws {
        try withFolder { (folder: URL) throws in
            let url = folder.appendingPathComponent("staff.sheaf")
            try ann.write(to: url)
            #expect(try Employee(contentsOf: url) == ann)
            #expect(Array(try Data(contentsOf: url)) == (try ann.serializedBytes()))
            let mode = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
            #expect(mode == 0o644)

            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: url.path)
            try bob.write(to: url, options: SheafOptions(writeChecksum: true))
            #expect(try Employee(contentsOf: url) == bob)
            let kept = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
            #expect(kept == 0o600)
            #expect(try entries(folder) == ["staff.sheaf"])  // no temporary file left
        }
    }

    @Test("a target that is a folder: ioError, the folder untouched, no temporary file left")
    func targetIsFolder() throws {
        try withFolder { (folder: URL) throws in
            let target = folder.appendingPathComponent("taken")
            try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
            try Data([1, 2, 3]).write(to: target.appendingPathComponent("inside"))
            expectSheafError(.ioError, at: nil) { try ann.write(to: target) }
            #expect(try entries(folder) == ["taken"])
            #expect(try Data(contentsOf: target.appendingPathComponent("inside")) == Data([1, 2, 3]))
        }
    }

    @Test("a parent that is a file: ioError, the file untouched")
    func parentIsFile() throws {
        try withFolder { (folder: URL) throws in
            let parent = folder.appendingPathComponent("plain")
            try Data([9]).write(to: parent)
            expectSheafError(.ioError, at: nil) { try ann.write(to: parent.appendingPathComponent("staff.sheaf")) }
            #expect(try Data(contentsOf: parent) == Data([9]))
            #expect(try entries(folder) == ["plain"])
        }
    }

    @Test("a missing folder or a non-file URL: ioError")
    func missingFolder() throws {
        try withFolder { (folder: URL) throws in
            let url = folder.appendingPathComponent("missing/staff.sheaf")
            expectSheafError(.ioError, at: nil) { try ann.write(to: url) }
            #expect(try entries(folder).isEmpty)
        }
        expectSheafError(.ioError, at: nil) { try ann.write(to: URL(string: "https://example.com/staff.sheaf")!) }
        expectSheafError(.ioError, at: nil) { _ = try Employee(contentsOf: URL(string: "https://example.com/x")!) }
    }

    @Test("an encoding failure writes nothing and keeps the old file")
    func encodingFailure() throws {
        try withFolder { (folder: URL) throws in
            let url = folder.appendingPathComponent("staff.sheaf")
            try ann.write(to: url)
            let before = try Data(contentsOf: url)
            expectSheafError(.archiveTooLarge, at: nil) { try bob.write(to: url, options: SheafOptions(maxArchiveSize: 8)) }
            #expect(try Data(contentsOf: url) == before)
            #expect(try entries(folder) == ["staff.sheaf"])
        }
    }

    @Test("reading: size limit before reading, decode errors as usual")
    func reading() throws {
        try withFolder { (folder: URL) throws in
            let url = folder.appendingPathComponent("staff.sheaf")
            try ann.write(to: url)
            expectSheafError(.archiveTooLarge, at: 0) { _ = try Employee(contentsOf: url, options: SheafOptions(maxArchiveSize: 39)) }
            try Data((try ann.serializedBytes()).dropLast()).write(to: url)
            expectSheafError(.lengthOutOfBounds, at: 34) { _ = try Employee(contentsOf: url) }
            expectSheafError(.ioError, at: nil) { _ = try Employee(contentsOf: folder) }
        }
    }
}
