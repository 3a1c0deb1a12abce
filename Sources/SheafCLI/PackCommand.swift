import ArgumentParser
import Foundation
import Sheaf
import SheafDynamic
import SheafSchema
import SheafStreams

/// `sheaf pack --schema SCHEMA… --type TYPE [--input FILE] --output FILE`: the JSON form of a
/// value (standard input when no `--input`) → a canonical archive, written atomically.
///
/// Errors in the JSON read `INPUT:LINE:COLUMN: error: MESSAGE (at $.path, byte N) [code]` on
/// standard error, where INPUT is the file or `<stdin>`; a value the schema cannot encode
/// reads `INPUT: $.path: message [code]`, as `validate` and `dump` print archive errors; exit
/// status 1. The output file is left untouched on any error.
struct PackCommand: ArgumentChecking {
    static let configuration = CommandConfiguration(
        commandName: "pack",
        abstract: "Turn a value in the JSON form into an archive.",
        usage: """
            sheaf pack --schema <schema> ... --type <type> [--input <input>] --output <output> [--checksum] \
            [--max-depth <max-depth>] [--max-archive-size <max-archive-size>]
            """,
        discussion: "The archive is canonical: pack(dump(a)) gives a's bytes back exactly.")

    @OptionGroup var schemas: SchemaOptions

    // Required, but optional to the parser: a missing one is reported after unknown options
    // (ArgumentChecking), so that `--tpye` is named as a typo rather than `--type` as missing.
    @Option(name: .long, help: "The root type, a type expression such as Employee or \"[string: Stack<int64>]\" (required).")
    var type: String?

    @Option(name: .long, help: "The JSON file to read (default: standard input).")
    var input: String?

    @Option(name: .long, help: "The archive file to write (required).")
    var output: String?

    @Flag(name: .long, help: "Append a CRC-32C checksum to the archive.")
    var checksum = false

    @Flag(name: .long, help: "Write a record stream from JSON Lines (one value a line) instead of an archive.")
    var stream = false

    @Option(name: .long, help: "The stream's codec: none or deflate (default: none).")
    var codec: String?

    mutating func checkArguments() throws {
        try schemas.requireSchemas()
        if type == nil { throw ValidationError("Give the root type with --type.") }
        if output == nil { throw ValidationError("Give the archive file to write with --output.") }
        if stream, checksum { throw ValidationError("--checksum is for archives: a stream's blocks carry their own checksums.") }
        if let codec {
            guard stream else { throw ValidationError("--codec is for streams: add --stream.") }
            guard SheafStreamCodec(name: codec) != nil else {
                throw ValidationError("--codec must be none or deflate, not '\(codec)'.")
            }
        }
    }

    func run() throws {
        guard let type, let output else { return }
        let set = try schemas.load()
        let rootType: TypeReference
        do {
            rootType = try set.resolve(typeExpression: type)
        } catch {
            Output.error("error: --type '\(type)': \(error.message)")
            throw ExitCode(1)
        }
        let source = input ?? "<stdin>"
        if stream {
            try packStream(set: set, rootType: rootType, source: source, output: output)
            return
        }
        let json: Data
        if let input {
            guard let data = FileManager.default.contents(atPath: input) else {
                Output.error("\(input): error: cannot read the file")
                throw ExitCode(1)
            }
            json = data
        } else {
            json = FileHandle.standardInput.readDataToEndOfFile()
        }
        do {
            let archive = try DynamicJSON.read(
                json, rootType: rootType, schemaSet: set, options: JSONFormOptions(maxDepth: schemas.maxDepth))
            var options = schemas.sheafOptions
            options.writeChecksum = checksum
            let bytes = try DynamicWireEncoder(schemaSet: set, options: options).encode(archive)
            try SheafFile.writeAtomically(bytes, to: URL(fileURLWithPath: output))
        } catch let error as JSONFormError {
            Output.error(ErrorLine.json(error, in: source))
            throw ExitCode(1)
        } catch let error as SheafError {
            Output.error(ErrorLine.archive(error, in: source))
            throw ExitCode(1)
        }
    }

    /// JSON Lines → a stream, written to a temporary file beside `output` and renamed over it
    /// at the end: an error names its line and leaves nothing at `output`.
    private func packStream(set: SchemaSet, rootType: TypeReference, source: String, output: String) throws {
        guard var lines = JSONLinesInput(path: input) else {
            Output.error("\(source): error: cannot read the file")
            throw ExitCode(1)
        }
        let target = URL(fileURLWithPath: output)
        let temporary = target.deletingLastPathComponent()
            .appendingPathComponent(".\(target.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).partial")
        var finished = false
        defer {
            if !finished { try? FileManager.default.removeItem(at: temporary) }
        }
        let options = JSONFormOptions(maxDepth: schemas.maxDepth)
        do {
            let writer = try DynamicStreamWriter(
                creatingAt: temporary, schemaSet: set, rootType: rootType,
                codec: codec.flatMap(SheafStreamCodec.init(name:)) ?? .none,
                options: SheafStreamOptions(records: schemas.sheafOptions))
            while let line = try lines.nextLine() {
                guard line.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }) else { continue }
                let record: DynamicArchive
                do {
                    record = try DynamicJSON.read(Data(line), rootType: rootType, schemaSet: set, options: options)
                    try writer.append(record)
                } catch let error as JSONFormError {
                    Output.error("\(source):\(lines.lineNumber): error: \(error.message) (at \(error.pathDescription)) [\(error.code)]")
                    throw ExitCode(1)
                } catch let error as SheafStreamError {
                    Output.error("\(source):\(lines.lineNumber): error: \(error.error.message) (at \(error.path)) [\(error.code)]")
                    throw ExitCode(1)
                }
            }
            try writer.close()
            guard rename(temporary.path, target.path) == 0 else {
                Output.error("\(output): error: cannot write the file: \(String(cString: strerror(errno)))")
                throw ExitCode(1)
            }
            finished = true
        } catch let error as SheafStreamError {
            Output.error("\(output): error: cannot write the file: \(error.error.message)")
            throw ExitCode(1)
        }
    }
}
