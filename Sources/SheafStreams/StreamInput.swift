import Foundation
import Sheaf

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A stream file opened for reading at any offset (`pread`), so readers hold one block at a
/// time, never the file.
final class StreamInput {
    /// The open file.
    let descriptor: Int32
    /// The file's size when it was opened: what the reader judges (a writer appending meanwhile
    /// is not followed).
    let size: Int
    /// The file's path, for messages.
    let path: String

    /// Opens a file.
    ///
    /// - Parameter url: A file URL.
    /// - Throws: `SheafError.Code.ioError`.
    init(_ url: URL) throws(SheafError) {
        guard url.isFileURL else {
            throw SheafError(.ioError, message: "\(url) is not a file URL")
        }
        path = url.path
        descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw StreamInput.ioError("cannot open \(path)")
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let error = StreamInput.ioError("cannot inspect \(path)")
            close(descriptor)
            throw error
        }
        size = Int(status.st_size)
    }

    deinit {
        close(descriptor)
    }

    /// Up to `count` bytes at `offset` (fewer at the end of the file).
    ///
    /// - Throws: `SheafError.Code.ioError`.
    func bytes(at offset: Int, count: Int) throws(SheafError) -> [UInt8] {
        let wanted = Swift.max(0, Swift.min(count, size - offset))
        var ok = true
        // Read straight into the array's memory: no zero fill first (a block is up to the
        // block-size limit), and a short read at the end of the file keeps what it got.
        let bytes = [UInt8](unsafeUninitializedCapacity: wanted) { buffer, done in
            done = 0
            while done < wanted {
                let got = pread(descriptor, buffer.baseAddress! + done, wanted - done, off_t(offset + done))
                if got < 0 {
                    if errno == EINTR { continue }
                    ok = false
                    return
                }
                if got == 0 { break }
                done += got
            }
        }
        guard ok else {
            throw StreamInput.ioError("cannot read \(path)")
        }
        return bytes
    }

    /// An `SheafError.Code.ioError` with the system's reason.
    static func ioError(_ what: String) -> SheafError {
        SheafError(.ioError, message: what + ": " + String(cString: strerror(errno)))
    }
}
