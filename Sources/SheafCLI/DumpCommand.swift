import ArgumentParser
import Foundation
import Sheaf
import SheafDynamic
import SheafSchema

/// `sheaf dump --schema SCHEMA… ARCHIVE`: an archive → its value in the JSON form on standard
/// output. The root type is the one the archive's header names.
///
/// A bad archive prints `ARCHIVE: offset N: $.path: message [code]` on standard error (as
/// `sheaf validate` does for its first error) and exits with status 1.
struct DumpCommand: ArgumentChecking {
    static let configuration = CommandConfiguration(
        commandName: "dump",
        abstract: "Print an archive's value in the JSON form.",
        usage: "sheaf dump --schema <schema> ... [--max-depth <max-depth>] [--max-archive-size <max-archive-size>] <archive>",
        discussion: """
            sheaf pack turns the output back into the same bytes.
            --schema takes schema files (*.yaml) and folders; the first other path is the archive.
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
        try schemas.requireSchemas()
        if archive == nil { throw ValidationError("Give the archive to dump.") }
    }

    func run() throws {
        let set = try schemas.load()
        let path = archive ?? ""
        let options = schemas.sheafOptions
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
