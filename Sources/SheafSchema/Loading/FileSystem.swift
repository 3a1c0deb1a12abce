import Foundation

/// The few file-system operations loading needs, with short, stable error texts.
///
/// Reading goes through POSIX `open`/`read` rather than Foundation so that a failure
/// reads as the system's own words (`Permission denied`), the same on every run, and
/// so that the size cap holds even for endless inputs such as `/dev/zero` or a pipe.
enum FileSystem {
    /// What a path names.
    enum EntryKind: Equatable {
        case file
        case directory
        case missing
    }

    /// A failed operation, described for a diagnostic (`Permission denied`).
    struct Failure: Error, Equatable {
        var reason: String
    }

    /// What `path` names, following symbolic links; anything that is not a folder
    /// counts as a file (reading it will tell whether it can be read).
    static func kind(of path: String) -> EntryKind {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return .missing }
        return isDirectory.boolValue ? .directory : .file
    }

    /// The names in a folder (not paths), in no particular order.
    static func entries(ofDirectory path: String) throws(Failure) -> [String] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: path)
        } catch {
            throw Failure(reason: "cannot list the folder")
        }
    }

    /// The whole content of a file, refusing files larger than `limit` bytes.
    static func contents(ofFile path: String, limit: Int) throws(Failure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure(reason: systemReason(errno)) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        let chunkSize = 64 * 1024
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, chunkSize) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(reason: systemReason(errno))
            }
            guard bytes.count + count <= limit else {
                throw Failure(reason: "the file is larger than \(describe(size: limit))")
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    /// `16 MiB` for whole mebibytes, else `1000 bytes`.
    private static func describe(size: Int) -> String {
        size > 0 && size % (1024 * 1024) == 0 ? "\(size / (1024 * 1024)) MiB" : "\(size) bytes"
    }

    private static func systemReason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
