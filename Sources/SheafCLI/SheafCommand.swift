import ArgumentParser
import Foundation

/// `sheaf`: check schemas, generate Swift, and pack, dump, validate and compare archives.
@main
struct SheafCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sheaf",
        abstract: "Schema-first serialization for Swift: check schemas, work with archives.",
        discussion: """
            SCHEMA arguments are schema files or folders (every *.yaml directly inside).
            Exit status: 0 success, 1 invalid or incompatible input, 64 usage error.
            """,
        version: "0.1.0",
        subcommands: [
            CheckCommand.self, FingerprintCommand.self, GenerateCommand.self, PackCommand.self,
            DumpCommand.self, ValidateCommand.self, CompatCommand.self,
        ]
    )

    static func main() {
        // A closed pipe (`sheaf dump … | head`) must end the program with an error
        // status, not kill it with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            exit(withError: error)
        }
    }
}
