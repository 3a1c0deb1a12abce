import Foundation
import Sheaf
import SheafDynamic
import SheafStreams

/// Feeds arbitrary bytes to the stream readers, as a file (streams are read from files, block
/// by block), and checks what must hold whatever the bytes:
/// - reading never crashes, hangs or allocates past the limits (the sanitizer and libFuzzer's
///   limits watch that);
/// - the records read before an error, or all of them, are what two adjacent splits read
///   together, at a cut point the input chooses (every block is read exactly once);
/// - the framing-only walk that appending does agrees with a full read on where the valid
///   blocks end, when the full read ends cleanly.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStream(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Data(bytes: $0, count: size) } ?? Data()
    let url = FuzzFile.shared.url
    guard (try? bytes.write(to: url)) != nil else { return 0 }
    let options = SheafStreamOptions(records: SheafOptions(maxDepth: 64), maxHeaderSize: 1 << 20, maxBlockSize: 1 << 20)
    let (whole, error) = read(url, options: options, range: nil)
    guard error == nil else { return 0 }
    let cut = size == 0 ? 0 : Int(bytes[bytes.endIndex - 1]) * size / 256
    let first = read(url, options: options, range: 0..<cut)
    let second = read(url, options: options, range: cut..<Int.max)
    if first.error == nil, second.error == nil {
        precondition(first.records + second.records == whole, "two adjacent splits read other records than the whole file")
    }
    if let blocks = try? SheafStreamBlocks(contentsOf: url, options: options) {
        let walked = try? blocks.endOfValidBlocks()
        precondition(walked.map { !$0.torn && $0.offset == size } ?? false, "the framing walk finds damage a full read did not")
    }
    return 0
}

/// The records of a read (with the embedded schema), and the error that ended it.
private func read(_ url: URL, options: SheafStreamOptions, range: Range<Int>?) -> (records: [DynamicArchive], error: SheafStreamError?) {
    var records: [DynamicArchive] = []
    do {
        let reader = try DynamicStreamReader(contentsOf: url, options: options, byteRange: range)
        while let record = try reader.next() {
            records.append(record)
        }
        return (records, nil)
    } catch {
        return (records, error)
    }
}

/// One scratch file per process, rewritten for every input.
final class FuzzFile: Sendable {
    static let shared = FuzzFile()
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("sheaf-fuzz-stream-\(getpid()).sheafs")
}
