import Foundation
import Sheaf
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Writes that fail halfway: the disk fills up during the write, or the writing process is
/// killed. Both run in a child process (this test binary again, running only the test in
/// question), because the first lowers a process-wide limit and the second kills the writer.
/// Either way the old file must stay whole and readable.
@Suite("Interrupted writes")
struct InterruptedWriteTests {
    /// Set in the child: the folder to work in.
    static let folderVariable = "SHEAF_INTERRUPTED_WRITE_FOLDER"

    /// The archive already on disk before each interrupted write.
    static let old = Employee(name: "Ann", age: 34, email: "ann@example.com")
    /// An archive of several megabytes, so that a write of it takes many `write` calls' time.
    static let large = Employee(name: String(repeating: "b", count: 8 << 20), age: 35)

    static func archive(in folder: URL) -> URL { folder.appendingPathComponent("staff.sheaf") }

    /// Runs this test binary again with only `test` selected and `folder` in the environment,
    /// and returns the running child.
    static func spawnChild(running test: String, folder: URL) throws -> Process {
        let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        let child = Process()
        child.executableURL = URL(fileURLWithPath: executable)
        child.arguments = ["--testing-library", "swift-testing", "--filter", "InterruptedWriteTests/\(test)"]
        child.environment = ProcessInfo.processInfo.environment.merging([folderVariable: folder.path]) { $1 }
        child.standardOutput = FileHandle.nullDevice
        child.standardError = FileHandle.nullDevice
        try child.run()
        return child
    }

    /// A fresh folder holding the old archive, removed after `body`.
    static func withOldArchive(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("sheaf-interrupted-" + UUID().uuidString, isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try old.write(to: archive(in: folder))
        try body(folder)
    }

    static func temporaryFiles(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0 != "staff.sheaf" }
    }

    @Test("the disk fills up mid-write: ioError, the old file intact, no temporary file left")
    func diskFull() throws {
        if let folder = ProcessInfo.processInfo.environment[Self.folderVariable] {
            // Child: files may grow to 64 KiB only, so the write of the large archive fails
            // partway with EFBIG, as on a full disk. SIGXFSZ would kill the process instead.
            signal(SIGXFSZ, SIG_IGN)
            var limit = rlimit(rlim_cur: 64 << 10, rlim_max: 64 << 10)
            try #require(setrlimit(Int32(RLIMIT_FSIZE.rawValue), &limit) == 0)
            expectSheafError(.ioError, at: nil) { try Self.large.write(to: Self.archive(in: URL(fileURLWithPath: folder))) }
            return
        }
        try Self.withOldArchive { folder in
            let before = try Data(contentsOf: Self.archive(in: folder))
            let child = try Self.spawnChild(running: "diskFull()", folder: folder)
            child.waitUntilExit()
            #expect(child.terminationReason == .exit && child.terminationStatus == 0, "the child's checks failed")
            #expect(try Data(contentsOf: Self.archive(in: folder)) == before)
            #expect(try Employee(contentsOf: Self.archive(in: folder)) == Self.old)
            #expect(try Self.temporaryFiles(in: folder).isEmpty)
        }
    }

    @Test("the writer is killed mid-write: the old file intact and readable")
    func killedWriter() throws {
        if let folder = ProcessInfo.processInfo.environment[Self.folderVariable] {
            // Child: write the large archive again and again until killed.
            let url = Self.archive(in: URL(fileURLWithPath: folder))
            while true { try Self.large.write(to: url) }
        }
        try Self.withOldArchive { folder in
            let before = try Data(contentsOf: Self.archive(in: folder))
            let child = try Self.spawnChild(running: "killedWriter()", folder: folder)
            // Kill as soon as the first temporary file has bytes in it, before any rename.
            let deadline = Date().addingTimeInterval(60)
            var partial: String?
            while partial == nil, child.isRunning, Date() < deadline {
                partial = try Self.temporaryFiles(in: folder).first { name in
                    let size = try? FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(name).path)[.size] as? Int
                    return (size ?? 0) > 0
                }
                if partial == nil { usleep(200) }
            }
            kill(child.processIdentifier, SIGKILL)
            child.waitUntilExit()
            try #require(partial != nil, "no temporary file appeared")
            #expect(child.terminationReason == .uncaughtSignal)
            // The kill may land just after a rename: then the new archive is there, whole.
            let after = try Data(contentsOf: Self.archive(in: folder))
            if after == before {
                #expect(try Employee(contentsOf: Self.archive(in: folder)) == Self.old)
            } else {
                #expect(try Employee(contentsOf: Self.archive(in: folder)) == Self.large)
            }
        }
    }
}
