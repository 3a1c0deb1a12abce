import ArgumentParser
import Foundation
import Sheaf
import SheafStreams

/// `sheaf inspect FILE… [--schema-out DIR]`: what an archive or a record stream holds, read
/// without a schema (docs/Streams.md shows the output).
///
/// An archive: its header, whether its checksum holds, its tag table, and its instance table
/// and root as raw wire trees. A stream: its header and embedded schema files, one line per
/// block (found by framing alone: records are not decoded), the total of records and whether
/// the tail is torn. A file that cannot be read prints its error line on standard error; the
/// others are still inspected, and the status is 1.
struct InspectCommand: ArgumentChecking {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Show what an archive or a record stream holds, without a schema.",
        discussion: """
            Archives: the header, the tag and instance tables and the root, as raw fields (id, wire kind, value).
            Streams: the header, the embedded schema files, one line per block, and whether the tail is torn.
            --schema-out DIR writes a stream's embedded schema files into DIR (an existing different file is not
            overwritten).
            """)

    @Argument(help: "Archive or stream files.")
    var files: [String] = []

    @Option(name: .customLong("schema-out"), help: "Write a stream's embedded schema files into this folder.")
    var schemaOut: String?

    mutating func checkArguments() throws {
        if files.isEmpty { throw ValidationError("Give at least one archive or stream to inspect.") }
    }

    func run() throws {
        var failed = false
        for path in files {
            if StreamFiles.isStream(path) {
                failed = !StreamInspection.inspect(path, schemaOut: schemaOut) || failed
                continue
            }
            do {
                let bytes = try SheafFile.read(URL(fileURLWithPath: path), maxSize: SheafOptions().maxArchiveSize)
                let lines = try ArchiveInspection.lines(of: bytes, path: path)
                Output.standardOutput(lines.joined(separator: "\n") + "\n")
            } catch {
                Output.error(StreamFiles.errorLine(SheafStreamError(error), in: path))
                failed = true
            }
        }
        if failed { throw ExitCode(1) }
    }
}
