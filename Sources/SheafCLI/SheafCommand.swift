import ArgumentParser
import Foundation
import Sheaf

/// `sheaf`: check schemas, generate Swift, and pack, dump, validate and compare archives.
@main
struct SheafCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sheaf",
        abstract: "Schema-first serialization for Swift: check schemas, work with archives.",
        discussion: """
            SCHEMA arguments are schema files or folders (every *.yaml directly inside).
            Exit status: 0 success, 1 invalid or incompatible input, 64 usage error, 74 standard output
            could not be written. When the reader of standard output goes away (sheaf dump … | head),
            sheaf stops writing and exits with status 0.
            pack, dump and validate take --max-depth up to \(SchemaOptions.maxDepthCeiling) (docs/HostileInput.md).
            """,
        version: "sheaf \(SheafRelease.version)",
        subcommands: [
            CheckCommand.self, FingerprintCommand.self, GenerateCommand.self, PackCommand.self,
            DumpCommand.self, ValidateCommand.self, InspectCommand.self, CompatCommand.self, ConformanceTesteeCommand.self,
        ]
    )

    static func main() {
        // A closed pipe (`sheaf dump … | head`) must not kill the program with SIGPIPE: the
        // failed write ends it quietly instead (Output).
        signal(SIGPIPE, SIG_IGN)
        do {
            var command = try parseAsRoot()
            if var checked = command as? any ArgumentChecking {
                checked.checkArgumentsOrExit()
                command = checked
            }
            // The archive commands recurse once per nesting level: their work runs on a stack
            // sized for the limit (CommandThread), so a raised --max-depth cannot overflow it.
            let depth = (command as? any DepthLimitedCommand)?.schemas.maxDepth ?? SheafOptions.defaultMaxDepth
            do {
                try CommandThread.run(stackBytes: CommandThread.stackBytes(forDepth: depth)) { try command.run() }
            } catch let refused as CommandThread.StackRefused {
                throw ValidationError(
                    "--max-depth \(depth) needs \(refused.bytes >> 20) MiB of stack, which the system refused "
                        + "(error \(refused.errorNumber)); give a lower --max-depth.")
            }
        } catch {
            exit(withError: error)
        }
    }
}
