import ArgumentParser

/// A command whose arguments need checks beyond what the parser does (a required `--schema`,
/// the archives after the schemas, options that exclude each other).
///
/// The checks run after the whole command line has been parsed, not in `validate()`: the
/// parser calls `validate()` before it reports options it does not know, so a mistyped
/// `--shema` would otherwise be reported as a missing `--schema` instead of as an unknown
/// option with a suggestion.
protocol ArgumentChecking: ParsableCommand {
    /// Checks (and may complete) the parsed arguments.
    ///
    /// - Throws: `ValidationError` with a message saying what to give.
    mutating func checkArguments() throws
}

extension ArgumentChecking {
    /// Runs ``checkArguments()``; on a `ValidationError`, prints it with the command's usage as
    /// the parser prints its own usage errors, and exits with the parser's usage status.
    mutating func checkArgumentsOrExit() {
        do {
            try checkArguments()
        } catch let error as ValidationError {
            let name = Self.configuration.commandName ?? "\(Self.self)"
            Output.error(
                """
                Error: \(error.message)
                Usage: \(SheafCommand.usageString(for: Self.self))
                  See 'sheaf \(name) --help' for more information.
                """)
            SheafCommand.exit(withError: SheafCommand.exitCode(for: error))
        } catch {
            SheafCommand.exit(withError: error)
        }
    }
}
