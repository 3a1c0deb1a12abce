import Foundation
import Sheaf
import SheafDynamic
import SheafSchema
import SheafStreams

/// The stream side of `dump`, `validate` and `pack --stream`: recognising a stream, reading
/// its records with the embedded schema (or a given version), and the error line.
enum StreamFiles {
    /// Whether the file starts with a stream's magic (false when it cannot be read).
    static func isStream(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        return (try? handle.read(upToCount: 4)).map { [UInt8]($0) } == SheafStreamHeader.magic
    }

    /// `FILE: block B, record R, offset O, PATH: message [code]`, leaving out what the error
    /// does not have (a header error reads `FILE: offset O: message [code]`).
    static func errorLine(_ error: SheafStreamError, in path: String) -> String {
        var parts: [String] = []
        if let block = error.block {
            parts.append("block \(block)")
            if let record = error.record {
                parts.append("record \(record)")
            }
        }
        if let offset = error.offset {
            parts.append("offset \(offset)")
        }
        if error.record != nil {
            parts.append(error.path)
        }
        let location = parts.isEmpty ? "" : parts.joined(separator: ", ") + ": "
        return "\(path): \(location)\(error.error.message) [\(error.code)]"
    }

    /// Reads every record of the stream, handing each record's line of JSON Lines to `write`
    /// as it is read; returns the records and blocks read and the error that ended reading.
    static func records(
        _ path: String, schemaSet: SchemaSet?, options: SheafOptions, write: (String) -> Void
    ) -> (records: Int, blocks: Int, error: SheafStreamError?) {
        var count = 0
        var reader: DynamicStreamReader?
        do throws(SheafStreamError) {
            let opened = try DynamicStreamReader(
                contentsOf: URL(fileURLWithPath: path), schemaSet: schemaSet, options: SheafStreamOptions(records: options))
            reader = opened
            var lines = DynamicJSON.LineWriter(schemaSet: opened.schemaSet, options: JSONFormOptions(maxDepth: options.maxDepth))
            while let record = try opened.next() {
                do {
                    write(try lines.line(record))
                } catch {
                    // The wire decoder's values always have a JSON form; a failure here is the
                    // depth limit, reported where the record is.
                    throw SheafStreamError(SheafError(.depthLimitExceeded, message: error.message))
                }
                count += 1
            }
        } catch {
            return (count, reader?.blockCount ?? 0, error)
        }
        return (count, reader?.blockCount ?? 0, nil)
    }
}
