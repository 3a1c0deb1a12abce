import Foundation
import Sheaf
import SheafDynamic
import SheafStreams

/// What `sheaf inspect` prints for a record stream: the header, the embedded schema files, one
/// line per block and how the stream ends. Blocks are found by their framing alone (records
/// are neither inflated nor decoded), in two passes over the file so that memory stays
/// constant however many blocks it has: the first counts them and finds how the stream ends,
/// the second prints them.
enum StreamInspection {
    /// Prints the stream's description (and writes its schema files into `schemaOut`), or its
    /// error line on standard error.
    ///
    /// - Returns: Whether the stream was read without an error (a torn tail is not one).
    static func inspect(_ path: String, schemaOut: String?) -> Bool {
        let url = URL(fileURLWithPath: path)
        do throws(SheafStreamError) {
            let counting = try SheafStreamBlocks(contentsOf: url)
            var blocks = 0
            var records = 0
            let outcome = Result { () throws(SheafStreamError) in
                try counting.walkFraming { block in
                    blocks += 1
                    records += block.recordCount
                }
            }
            let header = counting.header
            var written: [String] = []
            if case .success = outcome, let schemaOut {
                written = try write(header.files, into: schemaOut)
            }
            Output.standardOutput(headerLines(header, path: path, blocks: blocks).joined(separator: "\n") + "\n")
            _ = try SheafStreamBlocks(contentsOf: url).walkFraming { block in
                guard block.index < blocks else { return }
                let raw = header.codec == .deflate ? ", \(block.rawLength) raw" : ""
                Output.line(
                    "    \(block.index): offset \(block.offset), \(block.recordCount) records, \(block.storedLength) bytes stored\(raw)"
                )
            }
            let end = try outcome.get()
            var lines = ["  records: \(records)", "  tail: " + (end.torn ? "torn at offset \(end.offset)" : "clean")]
            lines += written.map { "wrote \($0)" }
            Output.standardOutput(lines.joined(separator: "\n") + "\n")
            return true
        } catch {
            Output.error(StreamFiles.errorLine(error, in: path))
            return false
        }
    }

    /// The header's lines, through `blocks: N`.
    private static func headerLines(_ header: SheafStreamHeader, path: String, blocks: Int) -> [String] {
        var lines = [
            "\(path): stream",
            "  format: \(SheafArchiveHeader.currentFormatVersion)",
            "  codec: \(header.codec)",
            "  schema: \(header.schemaName)",
            "  version: \(header.schemaVersion)",
            "  fingerprint: \(header.fingerprint)",
            "  root type: \(header.rootType)",
            "  sync marker: " + RawWireTree.hexBytes(header.syncMarker),
            "  schema files: \(header.files.count)",
        ]
        lines += header.files.map { "    \($0.name) (\($0.text.utf8.count) bytes)" }
        lines.append("  blocks: \(blocks)")
        return lines
    }

    /// Writes each embedded file into `folder` (created when missing), after checking that no
    /// file there would be overwritten with other content.
    ///
    /// - Returns: The paths written.
    /// - Throws: ``SheafStreamError`` with ``SheafError/Code/ioError``.
    private static func write(_ files: [SheafSchemaFile], into folder: String) throws(SheafStreamError) -> [String] {
        let targets = files.map { (target: joined(folder, $0.name), text: $0.text) }
        for (target, text) in targets {
            guard let existing = FileManager.default.contents(atPath: target) else { continue }
            if existing != Data(text.utf8) {
                throw SheafStreamError(SheafError(.ioError, message: "\(target) exists with other content: not overwritten"))
            }
        }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw SheafStreamError(SheafError(.ioError, message: "cannot create the folder \(folder)"))
        }
        for (target, text) in targets {
            do throws(SheafError) {
                try SheafFile.writeAtomically(Array(text.utf8), to: URL(fileURLWithPath: target))
            } catch {
                throw SheafStreamError(error)
            }
        }
        return targets.map(\.target)
    }

    /// `folder/name`, without doubling a slash that ends `folder`.
    private static func joined(_ folder: String, _ name: String) -> String {
        folder.isEmpty || folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
