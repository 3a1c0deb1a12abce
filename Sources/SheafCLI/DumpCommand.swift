import ArgumentParser
import Foundation
import Sheaf
import SheafDynamic
import SheafSchema

/// `sheaf dump --schema SCHEMA… ARCHIVE`: an archive → its value in the JSON form on standard
/// output. The root type is the one the archive's header names. A record stream needs no
/// schema (it embeds its own): its records are printed as JSON Lines, as they are read.
///
/// A bad archive prints `ARCHIVE: offset N: $.path: message [code]` on standard error (as
/// `sheaf validate` does for its first error) and exits with status 1.
struct DumpCommand: ArgumentChecking {
    static let configuration = CommandConfiguration(
        commandName: "dump",
        abstract: "Print an archive's value in the JSON form, or a stream's records as JSON Lines.",
        usage: "sheaf dump [--schema <schema> ...] [--max-depth <max-depth>] [--max-archive-size <max-archive-size>] <archive>",
        discussion: """
            sheaf pack turns the output back into the same bytes.
            --schema takes schema files (*.yaml) and folders; the first other path is the archive.
            An archive needs --schema; a record stream carries its schema (--schema reads it with \
            another version), and its records are printed one a line, as they are read.
            """)

    @OptionGroup var schemas: SchemaOptions

    @Argument(help: "The archive file.")
    var archive: String?

    mutating func checkArguments() throws {
        let trailing = schemas.takeNonSchemaPaths()
        if !trailing.isEmpty {
            guard archive == nil, trailing.count == 1 else { throw ValidationError("Give exactly one archive to dump.") }
            archive = trailing.first
        }
        guard let archive else { throw ValidationError("Give the archive to dump.") }
        // A stream carries its schema; an archive needs one.
        if !StreamFiles.isStream(archive) {
            if schemas.schema.isEmpty {
                throw ValidationError("Give at least one schema file or folder with --schema (or see the file with inspect).")
            }
        }
    }

    func run() throws {
        let path = archive ?? ""
        let options = schemas.sheafOptions
        if StreamFiles.isStream(path) {
            let set = schemas.schema.isEmpty ? nil : try schemas.load()
            let (_, _, error) = StreamFiles.records(path, schemaSet: set, options: options) { Output.standardOutput($0) }
            if let error {
                Output.error(StreamFiles.errorLine(error, in: path))
                throw ExitCode(1)
            }
            return
        }
        let set = try schemas.load()
        do {
            let bytes = try SheafFile.read(URL(fileURLWithPath: path), maxSize: options.maxArchiveSize)
            let value = try DynamicWireDecoder(schemaSet: set, options: options).decode(bytes)
            // Printed as it is produced: the text is never held whole.
            try DynamicJSON.write(value, schemaSet: set, options: JSONFormOptions(maxDepth: schemas.maxDepth)) {
                Output.standardOutput($0)
            }
        } catch let error as SheafError {
            Output.error(ErrorLine.archive(error, in: path))
            throw ExitCode(1)
        } catch let error as JSONFormError {
            Output.error(ErrorLine.json(error, in: path))
            throw ExitCode(1)
        }
    }
}
