import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Archive files: atomic writes and size-checked reads, with POSIX calls so that the sync and
/// rename steps are explicit (Foundation's atomic write does not promise the sync).
public enum SheafFile {
    /// Writes `bytes` to `url` through a temporary file in the same folder: write, `fsync`,
    /// `rename` over the target, then `fsync` the folder so the rename itself is durable.
    /// Any failure removes the temporary file and leaves the old target untouched.
    public static func writeAtomically(_ bytes: [UInt8], to url: URL) throws(SheafError) {
        guard url.isFileURL else {
            throw SheafError(.ioError, message: "\(url) is not a file URL")
        }
        let target = url.path
        let folder = url.deletingLastPathComponent().path
        let name = url.lastPathComponent
        var template = Array(((folder.isEmpty ? "." : folder) + "/." + name + ".sheaf-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw ioError("cannot create a temporary file in \(folder)")
        }
        let temporary = String(cString: template.map { UInt8(bitPattern: $0) })
        var succeeded = false
        defer {
            if !succeeded {
                unlink(temporary)
            }
        }
        do {
            defer { close(descriptor) }
            // Keep the old file's permissions; a new file gets rw-r--r-- (mkstemp's is rw-------).
            var status = stat()
            let mode = stat(target, &status) == 0 ? status.st_mode & 0o7777 : 0o644
            guard fchmod(descriptor, mode) == 0 else {
                throw ioError("cannot set permissions of \(temporary)")
            }
            guard bytes.withUnsafeBytes({ writeAll($0, to: descriptor) }) == nil else {
                throw ioError("cannot write \(temporary)")
            }
            guard fsync(descriptor) == 0 else {
                throw ioError("cannot sync \(temporary)")
            }
        }
        guard rename(temporary, target) == 0 else {
            throw ioError("cannot replace \(target)")
        }
        succeeded = true
        let folderDescriptor = open(folder.isEmpty ? "." : folder, O_RDONLY)
        if folderDescriptor >= 0 {
            _ = fsync(folderDescriptor)
            close(folderDescriptor)
        }
    }

    /// Reads a whole file, refusing one larger than `maxSize` before reading it.
    public static func read(_ url: URL, maxSize: Int) throws(SheafError) -> [UInt8] {
        guard url.isFileURL else {
            throw SheafError(.ioError, message: "\(url) is not a file URL")
        }
        let path = url.path
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            throw ioError("cannot open \(path)")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw ioError("cannot inspect \(path)")
        }
        let size = Int(status.st_size)
        guard size <= maxSize else {
            throw SheafError(
                .archiveTooLarge, offset: 0,
                message: "\(path) has \(size) bytes, more than the limit of \(maxSize)"
            )
        }
        var bytes = [UInt8](repeating: 0, count: size)
        var offset = 0
        let complete = bytes.withUnsafeMutableBytes { buffer -> Bool in
            while offset < size {
                let count = systemRead(descriptor, buffer.baseAddress! + offset, size - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                if count == 0 { break }
                offset += count
            }
            return true
        }
        guard complete else {
            throw ioError("cannot read \(path)")
        }
        // A file that shrank while being read yields what was there; decoding judges it.
        return offset == size ? bytes : Array(bytes[..<offset])
    }

    /// An ``SheafError/Code/ioError`` with the system's reason for the last failure.
    static func ioError(_ what: String) -> SheafError {
        SheafError(.ioError, message: what + ": " + String(cString: strerror(errno)))
    }
}

extension SheafFile {
    /// Writes every byte to a file descriptor with `write(2)`, retrying after interruptions
    /// (`EINTR`) and short writes.
    ///
    /// - Parameters:
    ///   - bytes: The bytes.
    ///   - descriptor: An open file descriptor (a file, a pipe, standard output).
    /// - Returns: `nil` when every byte was written, else the `errno` of the failed write
    ///   (`EPIPE` when the reader of a pipe has gone, with `SIGPIPE` ignored).
    public static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        guard var next = bytes.baseAddress else { return nil }
        var remaining = bytes.count
        while remaining > 0 {
            let written = systemWrite(descriptor, next, remaining)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            next += written
            remaining -= written
        }
        return nil
    }
}

/// `write(2)`, named so it does not collide with the methods called `write`.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

/// `read(2)`, named so it does not collide with the methods called `read`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
